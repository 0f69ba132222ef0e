// One Pact mock server per test file, all writing interactions into the same
// pact file; and the site's own client pointed at that mock server.
import { MatchersV3, PactV4, type V3MockServer } from "@pact-foundation/pact";
import { createProviderClient } from "#app/api/client.ts";
import { consumerName, pactDir, providerName } from "./participants.ts";
import { tokenExpression } from "./states.ts";

export function createPact() {
  return new PactV4({
    consumer: consumerName,
    provider: providerName,
    dir: pactDir,
    host: "127.0.0.1",
    logLevel: "warn",
  });
}

/** An example token: the provider replaces it with the one its state created. */
export const exampleToken = "pact-example-token";

/**
 * The site's client as the browser uses it: the API under `/api` of the
 * origin, English messages, and the bearer token when a member is signed in.
 */
export function clientFor(mockServer: V3MockServer, token?: string) {
  return createProviderClient({
    baseUrl: `${mockServer.url}/api`,
    getToken: () => token,
    getLocale: () => "en-US",
    timeoutMs: 5_000,
  });
}

/** Headers of a request the signed-in client sends. */
export const signedInHeaders = {
  Accept: "application/json",
  Authorization: MatchersV3.fromProviderState(
    tokenExpression,
    `Bearer ${exampleToken}`,
  ),
};

/** Headers of a request without a session. */
export const anonymousHeaders = { Accept: "application/json" };
