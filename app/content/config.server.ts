import { z } from "zod";

// The content source's environment. Without SANITY_PROJECT_ID the site reads
// the seed dataset in cms/seed in-process.
const schema = z.object({
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, "lower-case letters, digits and dashes")
    .optional(),
  SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default("production"),
  SANITY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2025-06-01")
    .default("2025-06-01"),
  SANITY_READ_TOKEN: z.string().min(1).optional(),
  SANITY_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

export type ContentConfig = z.infer<typeof schema>;

export function readContentConfig(
  env: NodeJS.ProcessEnv = process.env,
): ContentConfig {
  const empty = (value: string | undefined) =>
    value === "" ? undefined : value;
  const result = schema.safeParse({
    SANITY_PROJECT_ID: empty(env.SANITY_PROJECT_ID),
    SANITY_DATASET: empty(env.SANITY_DATASET),
    SANITY_API_VERSION: empty(env.SANITY_API_VERSION),
    SANITY_READ_TOKEN: empty(env.SANITY_READ_TOKEN),
    SANITY_TIMEOUT_MS: empty(env.SANITY_TIMEOUT_MS),
  });
  if (!result.success) {
    const problems = result.error.issues.map(
      (i) => `${i.path.join(".")}: ${i.message}`,
    );
    throw new Error(`Invalid content settings:\n${problems.join("\n")}`);
  }
  return result.data;
}
