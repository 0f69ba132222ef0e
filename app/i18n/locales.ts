// The languages of the site. The switcher offers the first six; the others have
// partial catalogues and are reached through a saved choice or the browser language.
export const switcherLocales = [
  { code: "zh-CN", name: "简体中文", flag: "cn" },
  { code: "en-US", name: "English", flag: "us" },
  { code: "vi-VN", name: "Tiếng Việt", flag: "vn" },
  { code: "ms-MY", name: "Bahasa Melayu", flag: "my" },
  { code: "th-TH", name: "ไทย", flag: "th" },
  { code: "pt-PT", name: "Português", flag: "pt" },
] as const;

export const partialLocales = [
  { code: "ja-JP", name: "日本語", flag: "jp" },
  { code: "ko-KR", name: "한국어", flag: "kr" },
  { code: "fr-FR", name: "Français", flag: "fr" },
  { code: "de-DE", name: "Deutsch", flag: "de" },
  { code: "pt-BR", name: "Português (Brasil)", flag: "br" },
] as const;

export const allLocales = [...switcherLocales, ...partialLocales];

export type Locale = (typeof allLocales)[number]["code"];

export const defaultLocale: Locale = "zh-CN";
/** Catalogue used for any message a locale lacks. */
export const fallbackLocale: Locale = "en-US";

/** Name of both the localStorage key and the cookie that mirror the saved choice. */
export const localeStorageKey = "locale";
