import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import type { Locale } from "./locales";
import { getMessages } from "./messages.server";

const cache = createIntlCache();
const intlByLocale = new Map<Locale, IntlShape>();

/** Translations outside React (meta tags, loaders, server errors). */
export function getServerIntl(locale: Locale): IntlShape {
  let intl = intlByLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: getMessages(locale) }, cache);
    intlByLocale.set(locale, intl);
  }
  return intl;
}
