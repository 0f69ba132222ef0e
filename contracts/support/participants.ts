// Names and places every contract step agrees on: the consumer tests write
// this pact, the verifier, the OpenAPI check and the broker script read it.
import { fileURLToPath } from "node:url";

export const consumerName = "picks-web";
export const providerName = "picks-provider";

export const pactDir = fileURLToPath(new URL("../pacts", import.meta.url));
export const pactFile = `${pactDir}/${consumerName}-${providerName}.json`;

export const openapiFile = fileURLToPath(
  new URL("../../openapi/provider.yaml", import.meta.url),
);

/**
 * Comment on interactions the OpenAPI document cannot describe (a route it
 * does not have); the OpenAPI cross-check leaves exactly these out.
 */
export const outsideOpenapi = "outside openapi/provider.yaml";
