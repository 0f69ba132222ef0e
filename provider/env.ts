// The provider's environment, validated once at start with one zod schema.
// `providerEnvVars` is the README table.
import { z } from "zod";

export const providerEnvVars = [
  {
    name: "DATABASE_URL",
    default: "(unset)",
    description:
      "PostgreSQL URL (postgres://…). Unset: embedded PGlite in PGLITE_DATA_DIR.",
  },
  {
    name: "PGLITE_DATA_DIR",
    default: ".data/pglite",
    description:
      "Where embedded PGlite keeps its data (when DATABASE_URL is unset).",
  },
  {
    name: "SMTP_URL",
    default: "(unset)",
    description:
      "SMTP server for verification e-mails (smtp://user:pass@host:587 or smtps://…). Unset: e-mails are printed to the server log.",
  },
  {
    name: "MAIL_FROM",
    default: "Picks <no-reply@localhost>",
    description: "Sender of the provider's e-mails.",
  },
  {
    name: "TRUST_PROXY",
    default: "off",
    description:
      "Header a trusted reverse proxy sets to the client IP (e.g. x-forwarded-for, x-real-ip), or off to use the socket address.",
  },
  {
    name: "SEED_DEMO",
    default: "(unset)",
    description:
      "true/false: create the demo member. Unset: only when the embedded database is empty; never on DATABASE_URL.",
  },
] as const;

const booleanText = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");
const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);

export const providerEnvSchema = z.object({
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({
        protocol: /^postgres(ql)?$/,
        error: "must be a postgres:// or postgresql:// URL",
      })
      .optional(),
  ),
  PGLITE_DATA_DIR: z.preprocess(
    emptyAsUnset,
    z.string().default(".data/pglite"),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({
        protocol: /^smtps?$/,
        error: "must be an smtp:// or smtps:// URL",
      })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUnset,
    z.string().min(3).default("Picks <no-reply@localhost>"),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^(off|[A-Za-z0-9-]+)$/, {
        error: "must be off or a header name such as x-forwarded-for",
      })
      .default("off")
      .transform((v) =>
        v.toLowerCase() === "off" || v.toLowerCase() === "false"
          ? false
          : v.toLowerCase(),
      ),
  ),
  SEED_DEMO: z.preprocess(emptyAsUnset, booleanText.optional()),
});

export type ProviderEnv = z.output<typeof providerEnvSchema>;

/** Parses the provider's variables, or throws one error naming every bad one. */
export function parseProviderEnv(
  env: Record<string, string | undefined>,
): ProviderEnv {
  const result = providerEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    return `  - ${name}: ${issue.code === "invalid_value" ? "must be one of true, false, 1, 0" : issue.message}`;
  });
  throw new Error(`Invalid provider environment:\n${lines.join("\n")}`);
}
