import { allLocales, defaultLocale, type Locale } from "./locales";

const byLowerCase = new Map<string, Locale>(
  allLocales.map(({ code }) => [code.toLowerCase(), code]),
);

/**
 * Maps a saved or requested language tag to a supported locale, or undefined.
 * `en_US` and `en-us` both give `en-US`; a bare or regional variant (`en`,
 * `fr-CA`) gives the first supported locale of the same language.
 */
export function matchLocale(
  tag: string | null | undefined,
): Locale | undefined {
  if (!tag) return undefined;
  const normalized = tag.trim().replaceAll("_", "-").toLowerCase();
  if (!normalized) return undefined;
  const exact = byLowerCase.get(normalized);
  if (exact) return exact;
  const language = normalized.split("-")[0];
  return allLocales.find(
    ({ code }) => code.toLowerCase().split("-")[0] === language,
  )?.code;
}

/** Saved choice, else the browser's languages in order, else zh-CN. */
export function resolveLocale(
  saved: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Locale {
  return matchLocale(saved) ?? firstMatch(browserLanguages) ?? defaultLocale;
}

function firstMatch(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** Language tags of an Accept-Language header, most preferred first. */
export function parseAcceptLanguage(
  header: string | null | undefined,
): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter(({ tag, quality }) => tag && tag !== "*" && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}
