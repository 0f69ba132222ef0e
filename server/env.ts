import { z } from "zod";

/** The site server's environment, validated once at start-up. */
const siteEnvSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PROVIDER_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  // Shared with the provider: "off", or the header a trusted proxy sets to the
  // client IP. Anything but off also lets X-Forwarded-Proto mark HTTPS (HSTS).
  TRUST_PROXY: z
    .string()
    .regex(/^(off|false|[A-Za-z0-9-]+)$/, {
      error: "must be off or a header name such as x-forwarded-for",
    })
    .default("off")
    .transform((value) => !["off", "false"].includes(value.toLowerCase())),
});

export type SiteEnv = z.infer<typeof siteEnvSchema>;

export function readSiteEnv(source: NodeJS.ProcessEnv = process.env): SiteEnv {
  const result = siteEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
  );
  throw new Error(`Invalid environment:\n${problems.join("\n")}`);
}
