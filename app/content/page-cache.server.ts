import type { MiddlewareFunction } from "react-router";
import { requestEnvironment } from "#app/context";
import { readSiteEnv } from "#app/env.server";
import { getRequestLocale } from "#app/i18n/locale.server";

/**
 * Public pages are the same for every visitor of a language (see
 * publicPageHeaders), yet a CDN can hardly keep them: they vary on
 * Accept-Language, whose values are countless. So the server keeps each
 * rendered page for a short while itself, keyed by address and resolved
 * language, and serves it again without running loaders or React.
 *
 * Only GET answers 200 that the route marked `public` and that set no cookie
 * are kept. Every page carries its response's CSP nonce: the page is kept cut
 * at that nonce and joined with the next response's own, so each answer still
 * has a fresh, unguessable nonce (a 128-bit random value cannot occur in the
 * content by chance, and no one knows it in advance). A page to keep is read
 * whole before it is sent; public pages defer no data, so nothing streams late.
 */
export type PageCacheOptions = {
  /** How long a page is served from memory; 0 turns the cache off. */
  ttlMs: number;
  /** Pages kept at most (addresses with query strings are countless). */
  maxEntries: number;
  now?: () => number;
};

type CachedPage = {
  expires: number;
  status: number;
  headers: [string, string][];
  /** The body, cut where the nonce of the response that rendered it stood. */
  parts: string[];
};

export function pageCache({
  ttlMs,
  maxEntries,
  now = Date.now,
}: PageCacheOptions): MiddlewareFunction<Response> {
  const pages = new Map<string, CachedPage>();

  return async ({ request, context }, next) => {
    if (ttlMs <= 0 || request.method !== "GET") return next();
    const { cspNonce } = context.get(requestEnvironment);
    const key = `${getRequestLocale(request)} ${request.url}`;
    const kept = pages.get(key);
    if (kept && kept.expires > now()) {
      return new Response(kept.parts.join(cspNonce), {
        status: kept.status,
        headers: kept.headers,
      });
    }
    if (kept) pages.delete(key);

    const response = await next();
    if (!isShareable(response) || !cspNonce) return response;
    const body = await response.text();
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
    pages.set(key, {
      expires: now() + ttlMs,
      status: response.status,
      headers: [...response.headers],
      parts: body.split(cspNonce),
    });
    return new Response(body, {
      status: response.status,
      headers: response.headers,
    });
  };
}

function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    /(^|[\s,])public([\s,]|$)/.test(cacheControl) &&
    !response.headers.has("Set-Cookie")
  );
}

let processCache: MiddlewareFunction<Response> | undefined;

/** The server process's page cache (root middleware), set by PAGE_CACHE_SECONDS. */
export const publicPageCache: MiddlewareFunction<Response> = (args, next) => {
  processCache ??= pageCache({
    ttlMs: import.meta.env.DEV ? 0 : readSiteEnv().PAGE_CACHE_SECONDS * 1000,
    maxEntries: 200,
  });
  return processCache(args, next);
};
