import { z } from "zod";

const unsetWhenEmpty = (value: unknown) => (value === "" ? undefined : value);

/**
 * The site process's environment, one schema: the HTTP server validates it at
 * start-up (server/index.ts), the content source reads the same values.
 * The provider, which can run on its own, has its own (provider/env.ts).
 */
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
  // Content: without SANITY_PROJECT_ID, the seed dataset in cms/seed in-process.
  SANITY_PROJECT_ID: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, "lower-case letters, digits and dashes")
      .optional(),
  ),
  SANITY_DATASET: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^[a-z0-9_-]+$/)
      .default("production"),
  ),
  SANITY_API_VERSION: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2025-06-01")
      .default("2025-06-01"),
  ),
  SANITY_READ_TOKEN: z.preprocess(unsetWhenEmpty, z.string().min(1).optional()),
  SANITY_TIMEOUT_MS: z.preprocess(
    unsetWhenEmpty,
    z.coerce.number().int().positive().default(8000),
  ),
  // How long a rendered public page is served again from memory
  // (app/content/page-cache.server.ts); 0 renders every request. Never in
  // development, where edits must show at once.
  PAGE_CACHE_SECONDS: z.preprocess(
    unsetWhenEmpty,
    z.coerce.number().int().min(0).max(3600).default(60),
  ),
  CONTENT_SEED_DIR: z.preprocess(
    unsetWhenEmpty,
    z.string().default("cms/seed"),
  ),
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
