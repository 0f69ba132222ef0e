/// <reference lib="webworker" />
// The service worker: precached static assets, public pages network-first
// with a per-language cached copy, an offline fallback page. /api, the member
// area and anything marked private never enter a cache.
import { clientsClaim } from "workbox-core";
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { localeStorageKey } from "../i18n/locales";
import { resolveLocale } from "../i18n/resolve-locale";
import {
  isCacheablePublicUrl,
  isStorableResponse,
  offlinePath,
  pageCacheKey,
  pageCacheName,
} from "./page-cache";

/** Differs between deployments that change nothing else in the worker (see vite.config.ts). */
declare const __BUILD_ID__: string;
const buildId = __BUILD_ID__;

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

// A new version takes over at once; the page reloads once (register-service-worker.ts).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** The language the server renders for this browser: saved choice, else browser languages. */
async function currentLocale(): Promise<string> {
  const saved = await self.cookieStore?.get(localeStorageKey).catch(() => null);
  return resolveLocale(saved?.value, self.navigator.languages);
}

async function store(url: URL, response: Response) {
  if (!isStorableResponse(response)) return;
  const cache = await caches.open(pageCacheName);
  await cache.put(pageCacheKey(url, await currentLocale()), response);
}

async function refreshOfflinePage() {
  const url = new URL(offlinePath, self.location.origin);
  const cache = await caches.open(pageCacheName);
  const key = pageCacheKey(url, await currentLocale());
  if (await cache.match(key)) return;
  const response = await fetch(url, { credentials: "same-origin" });
  if (response.ok) await cache.put(key, response);
}

async function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const response = await fetch(event.request);
    event.waitUntil(store(url, response.clone()));
    if (event.request.mode === "navigate")
      event.waitUntil(refreshOfflinePage().catch(() => {}));
    return response;
  } catch (error) {
    const cache = await caches.open(pageCacheName);
    const locale = await currentLocale();
    const cached = await cache.match(pageCacheKey(url, locale));
    if (cached) return cached;
    if (event.request.mode === "navigate") {
      const fallback = await cache.match(
        pageCacheKey(new URL(offlinePath, url.origin), locale),
      );
      if (fallback) return fallback;
    }
    throw error;
  }
}

self.addEventListener("install", (event) => {
  console.info(`service worker ${buildId} installing`);
  event.waitUntil(refreshOfflinePage().catch(() => {}));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (!isCacheablePublicUrl(url, self.location.origin)) return;
  const isPage = request.mode === "navigate";
  const isLoaderData = url.pathname.endsWith(".data");
  if (isPage || isLoaderData) event.respondWith(networkFirst(event, url));
});

/** Pages reached by client-side navigation never pass here as navigations: the page asks. */
self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; url?: string } | undefined;
  if (data?.type !== "cache-page" || !data.url) return;
  const url = new URL(data.url);
  if (!isCacheablePublicUrl(url, self.location.origin)) return;
  event.waitUntil(
    fetch(url, { credentials: "same-origin", headers: { Accept: "text/html" } })
      .then((response) => store(url, response))
      .catch(() => {}),
  );
});
