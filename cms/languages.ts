// Content languages, in the order editors see them. Kept equal to the site's
// locale list (app/i18n/locales.ts) by cms/languages.test.ts; the Studio does
// not import app code.
export const languages = [
  { id: "zh-CN", title: "简体中文" },
  { id: "en-US", title: "English" },
  { id: "vi-VN", title: "Tiếng Việt" },
  { id: "ms-MY", title: "Bahasa Melayu" },
  { id: "th-TH", title: "ไทย" },
  { id: "pt-PT", title: "Português" },
  { id: "ja-JP", title: "日本語" },
  { id: "ko-KR", title: "한국어" },
  { id: "fr-FR", title: "Français" },
  { id: "de-DE", title: "Deutsch" },
  { id: "pt-BR", title: "Português (Brasil)" },
] as const;

/** Languages every localized field must have: the default locale and the fallback. */
export const requiredLanguages = ["zh-CN", "en-US"] as const;
