import { expect, it } from "vitest";
import { negotiateLocale, translate } from "./messages.ts";

it.each([
  [undefined, "zh-CN"],
  ["", "zh-CN"],
  ["*", "zh-CN"],
  ["zh-TW", "zh-CN"],
  ["en", "en-US"],
  ["de-DE,en;q=0.5", "en-US"],
  ["ja-JP", "en-US"],
  ["en;q=0.2, zh-CN;q=0.8", "zh-CN"],
  ["zh-CN;q=0, en", "en-US"],
  ["garbage;;q=x,,", "en-US"],
])("Accept-Language %j → %s", (header, locale) => {
  expect(negotiateLocale(header)).toBe(locale);
});

it("fills parameters", () => {
  expect(translate("en-US", "error.rateLimited", { seconds: 5 })).toBe(
    "Too many requests; try again in 5 s",
  );
  expect(translate("zh-CN", "field.tooLong", { max: 64 })).toBe(
    "最多 64 个字符",
  );
});
