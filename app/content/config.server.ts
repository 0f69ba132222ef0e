import { readSiteEnv } from "#app/env.server";

/**
 * The content source's settings, from the site's one environment schema
 * (app/env.server.ts). Without SANITY_PROJECT_ID the site reads the seed
 * dataset in cms/seed in-process.
 */
export function readContentConfig(env: NodeJS.ProcessEnv = process.env) {
  const {
    SANITY_PROJECT_ID,
    SANITY_DATASET,
    SANITY_API_VERSION,
    SANITY_READ_TOKEN,
    SANITY_TIMEOUT_MS,
  } = readSiteEnv(env);
  return {
    SANITY_PROJECT_ID,
    SANITY_DATASET,
    SANITY_API_VERSION,
    SANITY_READ_TOKEN,
    SANITY_TIMEOUT_MS,
  };
}

export type ContentConfig = ReturnType<typeof readContentConfig>;
