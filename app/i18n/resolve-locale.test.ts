import { describe, expect, it } from "vitest";
import {
  matchLocale,
  parseAcceptLanguage,
  resolveLocale,
} from "./resolve-locale";

describe("resolveLocale", () => {
  it("prefers the saved choice over the browser language", () => {
    expect(resolveLocale("th-TH", ["en-US"])).toBe("th-TH");
  });

  it("uses the browser language when nothing is saved", () => {
    expect(resolveLocale(null, ["vi-VN", "en-US"])).toBe("vi-VN");
  });

  it("falls back to zh-CN when nothing is saved or supported", () => {
    expect(resolveLocale(undefined, [])).toBe("zh-CN");
    expect(resolveLocale("xx-YY", ["sw-KE"])).toBe("zh-CN");
  });

  it("ignores an unsupported saved value and tries the browser language", () => {
    expect(resolveLocale("klingon", ["ms-MY"])).toBe("ms-MY");
  });

  it("turns underscores into hyphens and ignores case", () => {
    expect(matchLocale("en_US")).toBe("en-US");
    expect(matchLocale("pt_br")).toBe("pt-BR");
    expect(matchLocale("ZH-cn")).toBe("zh-CN");
  });

  it("matches a bare language or another region of a supported language", () => {
    expect(matchLocale("en")).toBe("en-US");
    expect(matchLocale("fr-CA")).toBe("fr-FR");
    expect(matchLocale("pt")).toBe("pt-PT");
  });

  it("accepts the partial catalogues", () => {
    expect(resolveLocale("ja-JP")).toBe("ja-JP");
    expect(resolveLocale(null, ["de-DE"])).toBe("de-DE");
  });
});

describe("parseAcceptLanguage", () => {
  it("orders tags by quality, keeping header order for ties", () => {
    expect(parseAcceptLanguage("fr;q=0.5, en-US, th-TH;q=0.8, vi")).toEqual([
      "en-US",
      "vi",
      "th-TH",
      "fr",
    ]);
  });

  it("drops wildcards and refused languages", () => {
    expect(parseAcceptLanguage("*, de;q=0, ko-KR;q=0.3")).toEqual(["ko-KR"]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});
