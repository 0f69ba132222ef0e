import { z } from "zod";

/** The site server's environment, validated once at start-up. */
const siteEnvSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
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
