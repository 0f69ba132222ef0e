// Which responses the service worker may keep, and under which key. Pure, so
// it is unit-tested and shared by the worker and the page.

/** Paths whose pages or data belong to one person or one sign-in: never cached. */
const privatePath = /^\/(api|member|login|register|resources|offline)(\/|\.|$)/;

/** A public page (document or its React Router `.data`), on this origin. */
export function isCacheablePublicUrl(url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    !privatePath.test(url.pathname) &&
    !url.pathname.startsWith("/assets/")
  );
}

/** Responses marked private or no-store may carry personal data. */
export function isStorableResponse(response: Response): boolean {
  if (!response.ok || response.type === "opaque") return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

/** Pages differ by language: one cache entry per URL and language. */
export function pageCacheKey(url: URL, locale: string): string {
  const key = new URL(url.pathname + url.search, url.origin);
  key.searchParams.set("__sw_lang", locale);
  return key.href;
}

export const pageCacheName = "pages-v1";
export const offlinePath = "/offline";
