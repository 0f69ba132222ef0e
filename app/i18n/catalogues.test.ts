import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { allLocales, fallbackLocale, switcherLocales } from "./locales";

const dir = path.join(import.meta.dirname, "messages");
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), "utf8"));
const record = read(fallbackLocale);

describe("message catalogues", () => {
  it("has one catalogue per supported locale and no other", () => {
    const files = readdirSync(dir).map((file) => file.replace(/\.json$/, ""));
    expect(files.sort()).toEqual(allLocales.map(({ code }) => code).sort());
  });

  it.each(switcherLocales.map(({ code }) => code))(
    "%s has every key of en-US",
    (locale) => {
      const missing = Object.keys(record).filter(
        (key) => !(key in read(locale)),
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(allLocales.map(({ code }) => code))(
    "%s has no key en-US lacks",
    (locale) => {
      const unknown = Object.keys(read(locale)).filter(
        (key) => !(key in record),
      );
      expect(unknown).toEqual([]);
    },
  );

  it.each(allLocales.map(({ code }) => code))(
    "%s uses the same placeholders as en-US",
    (locale) => {
      const catalogue = read(locale);
      for (const [key, message] of Object.entries(catalogue)) {
        expect(placeholders(message), key).toEqual(
          placeholders(record[key] ?? ""),
        );
      }
    },
  );
});

function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ("value" in element && element.type !== 0)
        names.add(String(element.value));
      if ("options" in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if ("children" in element) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}
