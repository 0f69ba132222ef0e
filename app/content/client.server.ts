import { createClient, type SanityClient } from "@sanity/client";
import { readContentConfig, type ContentConfig } from "./config.server";
import { createSeedRequestHandler } from "./groq-handler.server";
import { loadSeedDataset, type SeedDocument } from "./seed-dataset.server";

/** Project id the offline client pretends to talk to; no request leaves the process. */
const offlineProjectId = "offline";

export function createContentClient(
  config: ContentConfig,
  seed: () => SeedDocument[] = loadSeedDataset,
): SanityClient {
  const common = {
    dataset: config.SANITY_DATASET,
    apiVersion: config.SANITY_API_VERSION,
    perspective: "published" as const,
    timeout: config.SANITY_TIMEOUT_MS,
  };
  if (config.SANITY_PROJECT_ID) {
    return createClient({
      ...common,
      projectId: config.SANITY_PROJECT_ID,
      token: config.SANITY_READ_TOKEN,
      // The CDN serves published content; a token means private data: go direct.
      useCdn: !config.SANITY_READ_TOKEN,
    });
  }
  return createClient({
    ...common,
    projectId: offlineProjectId,
    useCdn: false,
    requestHandler: createSeedRequestHandler(seed()),
  });
}

let client: SanityClient | undefined;

/** The one content client of the server process, created on first use. */
export function getContentClient(): SanityClient {
  client ??= createContentClient(readContentConfig());
  return client;
}

/** Replaces the process client (tests simulate an outage with it). */
export function setContentClient(next: SanityClient | undefined) {
  client = next;
}
