// Browser-only helpers (called from effects and event handlers).
import { localeStorageKey, type Locale } from "./locales";

const oneYear = 60 * 60 * 24 * 365;

/**
 * Saves the choice where the browser keeps it (localStorage) and mirrors it in
 * a cookie, so the next server render uses the same language.
 */
export function saveLocale(locale: Locale) {
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage can be unavailable (private mode, quota); the cookie still works.
  }
  document.cookie = `${localeStorageKey}=${encodeURIComponent(locale)}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
}

export function readSavedLocale(): string | null {
  try {
    return localStorage.getItem(localeStorageKey);
  } catch {
    return null;
  }
}
