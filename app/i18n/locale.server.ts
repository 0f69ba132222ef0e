import { localeStorageKey, type Locale } from "./locales";
import { parseAcceptLanguage, resolveLocale } from "./resolve-locale";

/**
 * The language of a server render: the choice the browser saved (mirrored in a
 * cookie by the switcher), else Accept-Language, else zh-CN.
 */
export function getRequestLocale(request: Request): Locale {
  const saved = readCookie(request.headers.get("Cookie"), localeStorageKey);
  return resolveLocale(
    saved,
    parseAcceptLanguage(request.headers.get("Accept-Language")),
  );
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const [key, ...rest] = pair.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}
