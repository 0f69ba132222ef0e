import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { allLocales, fallbackLocale } from "./locales.ts";

/**
 * The browser receives messages already parsed (see localeMessages below), so
 * its bundle can do without formatjs' ICU parser — the formatjs-recommended
 * way to cut react-intl's size.
 */
export function withoutIcuParserInBrowser(): Plugin {
  return {
    name: "picks:icu-parser-server-only",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (source !== "@formatjs/icu-messageformat-parser") return null;
      return this.resolve(
        "@formatjs/icu-messageformat-parser/no-parser.js",
        importer,
        {
          ...options,
          skipSelf: true,
        },
      );
    },
  };
}

const messagesPrefix = "virtual:locale-messages/";
const chunksModule = "virtual:locale-message-chunks";
const catalogueDir = path.join(import.meta.dirname, "messages");

/**
 * `virtual:locale-messages/<locale>`: one module per language with its
 * catalogue (en-US filling gaps) parsed at build time. Messages are the same
 * for every request, so they travel as a hashed, cacheable (and precached)
 * file instead of inside every page's HTML; the browser loads only its own
 * language's file.
 *
 * `virtual:locale-message-chunks` tells the server, in a production build,
 * which client file holds each language, so the page can preload it.
 */
export function localeMessages(): Plugin {
  const clientFiles: Record<string, string> = {};
  return {
    name: "picks:locale-messages",
    resolveId(source) {
      if (source.startsWith(messagesPrefix) || source === chunksModule)
        return `\0${source}`;
      return null;
    },
    load(id) {
      if (id === `\0${chunksModule}`)
        return `export default ${JSON.stringify(clientFiles)};`;
      if (!id.startsWith(`\0${messagesPrefix}`)) return null;
      const locale = id.slice(messagesPrefix.length + 1);
      if (!allLocales.some(({ code }) => code === locale))
        this.error(`No catalogue for locale "${locale}"`);
      const read = (code: string): Record<string, string> => {
        const file = path.join(catalogueDir, `${code}.json`);
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      };
      const merged = { ...read(fallbackLocale), ...read(locale) };
      const compiled = Object.fromEntries(
        Object.entries(merged).map(([key, message]) => [key, parse(message)]),
      );
      // JSON.parse of a string literal parses faster than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        const id = chunk.type === "chunk" ? chunk.facadeModuleId : null;
        if (id?.startsWith(`\0${messagesPrefix}`))
          clientFiles[id.slice(messagesPrefix.length + 1)] =
            `/${chunk.fileName}`;
      }
    },
  };
}
