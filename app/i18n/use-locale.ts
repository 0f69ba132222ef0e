import { useCallback, useEffect } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import { defaultLocale, type Locale } from "./locales";
import { matchLocale } from "./resolve-locale";
import { readSavedLocale, saveLocale } from "./saved-locale";

/** The locale of the current render, from the root loader. */
export function useLocale(): Locale {
  return useRouteLoaderData<typeof rootLoader>("root")?.locale ?? defaultLocale;
}

/**
 * Switching saves the choice and re-runs the loaders, which answer in the new
 * language (messages and content) without a page reload.
 */
export function useSwitchLocale() {
  const { revalidate } = useRevalidator();
  return useCallback(
    (locale: Locale) => {
      saveLocale(locale);
      void revalidate();
    },
    [revalidate],
  );
}

/**
 * localStorage is the record of the choice; when the cookie was lost (cleared,
 * expired) the server rendered another language, so restore and re-render.
 */
export function useRestoreSavedLocale() {
  const current = useLocale();
  const switchLocale = useSwitchLocale();
  useEffect(() => {
    const saved = matchLocale(readSavedLocale());
    if (saved && saved !== current) switchLocale(saved);
    // Only on first mount: later changes go through the switcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
