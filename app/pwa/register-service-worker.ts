import { offlineReadyMessage } from "./messages";

type Notify = (message: typeof offlineReadyMessage) => void;

let reloading = false;

/**
 * Registers the worker at the site root. The worker claims its pages as soon
 * as it activates, so a change of controller means either the first install
 * (only a note that the site works offline) or an update, which reloads the
 * page once. After that reload the new worker already controls the page: no
 * further change, no loop.
 */
export async function registerServiceWorker(notify: Notify) {
  if (!("serviceWorker" in navigator)) return;
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!controlled) {
      controlled = true;
      notify(offlineReadyMessage);
      return;
    }
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  // Installing precaches every built file: not while the page itself loads.
  await pageLoaded();
  const base = import.meta.env.BASE_URL;
  await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
}

function pageLoaded(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener("load", () => resolve(), { once: true }),
  );
}

/** Adds a page reached by client-side navigation to the worker's page cache. */
export function savePageForOffline(url: string) {
  navigator.serviceWorker?.controller?.postMessage({ type: "cache-page", url });
}
