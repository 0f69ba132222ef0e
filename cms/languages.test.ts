import { describe, expect, it } from "vitest";
import { allLocales, defaultLocale, fallbackLocale } from "../app/i18n/locales";
import { languages, requiredLanguages } from "./languages";

describe("Studio languages", () => {
  it("are the site's locales, in the same order", () => {
    expect(languages.map((l) => l.id)).toEqual(allLocales.map((l) => l.code));
  });

  it("require the default and the fallback locale", () => {
    expect([...requiredLanguages].sort()).toEqual(
      [defaultLocale, fallbackLocale].sort(),
    );
  });
});
