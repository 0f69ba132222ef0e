import type { Plugin } from "vite";

/**
 * The browser receives messages already parsed (app/i18n/messages.server.ts),
 * so its bundle can do without formatjs' ICU parser — the formatjs-recommended
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
