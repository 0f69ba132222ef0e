import messageFiles from "virtual:locale-message-chunks";
import { allLocales, fallbackLocale, type Locale } from "./locales";
import { loadMessages } from "./messages";

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

/**
 * The client file with a language's parsed messages, for a preload link;
 * undefined in development, where Vite serves modules on demand.
 */
export function messagesModuleHref(locale: Locale): string | undefined {
  return messageFiles[locale];
}

/** The server renders every language: all are loaded when it starts. */
export async function loadAllMessages(): Promise<void> {
  await Promise.all(allLocales.map(({ code }) => loadMessages(code)));
}
