import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import { fallbackLocale, type Locale } from "./locales";

type CompiledMessages = Record<string, MessageFormatElement[]>;

// One file per language (app/i18n/precompiled-messages.ts): the browser
// downloads only the one it shows.
const loaders: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  "zh-CN": () => import("virtual:locale-messages/zh-CN"),
  "en-US": () => import("virtual:locale-messages/en-US"),
  "vi-VN": () => import("virtual:locale-messages/vi-VN"),
  "ms-MY": () => import("virtual:locale-messages/ms-MY"),
  "th-TH": () => import("virtual:locale-messages/th-TH"),
  "pt-PT": () => import("virtual:locale-messages/pt-PT"),
  "ja-JP": () => import("virtual:locale-messages/ja-JP"),
  "ko-KR": () => import("virtual:locale-messages/ko-KR"),
  "fr-FR": () => import("virtual:locale-messages/fr-FR"),
  "de-DE": () => import("virtual:locale-messages/de-DE"),
  "pt-BR": () => import("virtual:locale-messages/pt-BR"),
};

const cache = createIntlCache();
const intlByLocale = new Map<Locale, IntlShape>();

/**
 * Loads a language's messages once; afterwards getIntl() answers for it.
 * Called before hydration (entry.client), before a render in another language
 * (root clientLoader) and for every language when the server starts.
 */
export async function loadMessages(locale: Locale): Promise<void> {
  if (intlByLocale.has(locale)) return;
  const { default: messages } = await loaders[locale]();
  // One formatter set per language, shared by every render: creating it per
  // request or per provider costs more than rendering a small page. No
  // default time zone: with one, every message with a value merges and
  // serialises all date formats again (~8 % of a page render); the few dates
  // name theirs ("UTC": app/member/format.ts, the legal pages).
  intlByLocale.set(
    locale,
    createIntl({ locale, defaultLocale: fallbackLocale, messages }, cache),
  );
}

/** The formatters of a language loadMessages() has loaded. */
export function getIntl(locale: Locale): IntlShape {
  const intl = intlByLocale.get(locale);
  if (!intl) throw new Error(`Messages for ${locale} are not loaded`);
  return intl;
}
