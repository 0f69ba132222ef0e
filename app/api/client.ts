import createClient from "openapi-fetch";
import type { paths } from "./provider";

/** §9: every provider call gives up after 15 s. */
export const requestTimeoutMs = 15_000;

export type ProviderClientOptions = {
  /** Where the API lives: `/api` of the site's origin unless told otherwise. */
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  /** The bearer token to send, read at each request. */
  getToken?: () => string | null | undefined;
  /** Language of the provider's messages, read at each request. */
  getLocale?: () => string | undefined;
  timeoutMs?: number;
};

/**
 * The one client of the provider API, used alike by the site, the unit tests
 * and the Pact contract tests. Types come from openapi/provider.yaml.
 */
export function createProviderClient({
  baseUrl = "/api",
  fetch: baseFetch = (request) => globalThis.fetch(request),
  getToken,
  getLocale,
  timeoutMs = requestTimeoutMs,
}: ProviderClientOptions = {}) {
  const client = createClient<paths>({
    baseUrl,
    headers: { Accept: "application/json" },
    // A timeout per request: one shared signal would expire for all of them.
    fetch: (request) =>
      baseFetch(
        new Request(request, {
          signal: AbortSignal.any([
            request.signal,
            AbortSignal.timeout(timeoutMs),
          ]),
        }),
      ),
  });
  client.use({
    onRequest({ request }) {
      const token = getToken?.();
      if (token) request.headers.set("Authorization", `Bearer ${token}`);
      const locale = getLocale?.();
      if (locale) request.headers.set("Accept-Language", locale);
      return request;
    },
  });
  return client;
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
