import {
  parse,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
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

const compiled = new Map<Locale, Record<string, MessageFormatElement[]>>();

/**
 * The same messages parsed once on the server, for the browser: its bundle
 * carries no ICU parser (app/i18n/precompiled-messages.ts).
 */
export function getCompiledMessages(
  locale: Locale,
): Record<string, MessageFormatElement[]> {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(getMessages(locale)).map(([id, message]) => [
        id,
        parse(message),
      ]),
    );
    compiled.set(locale, messages);
  }
  return messages;
}
