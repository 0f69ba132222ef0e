import { fallbackLocale, type Locale } from "./locales";

type Catalogue = Record<string, string>;

const catalogues = import.meta.glob<Catalogue>("./messages/*.json", {
  eager: true,
  import: "default",
});

function catalogue(locale: Locale): Catalogue {
  return catalogues[`./messages/${locale}.json`] ?? {};
}

/** A locale's messages, with en-US filling whatever that catalogue lacks. */
export function getMessages(locale: Locale): Catalogue {
  if (locale === fallbackLocale) return catalogue(fallbackLocale);
  return { ...catalogue(fallbackLocale), ...catalogue(locale) };
}
