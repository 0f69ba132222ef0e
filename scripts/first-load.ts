// What a visitor's browser downloads on a first visit to each page, read from
// React Router's asset manifest in the server build: the client entry, the
// root route and the page's route module, with their static imports and
// stylesheets; plus the messages of the default language, which the manifest
// does not list (app/i18n/precompiled-messages.ts: data in a module of its
// own, counted apart from the code and budgeted on its own).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { allLocales, defaultLocale } from "../app/i18n/locales.ts";

type RouteAssets = {
  id: string;
  path?: string;
  module: string;
  imports?: string[];
  css?: string[];
};
type AssetsManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets>;
};

export type PageLoad = {
  routeId: string;
  files: string[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
  messages: { raw: number; gzip: number };
};

/** Routes that render a page a visitor can open without signing in. */
export function isPublicPage(routeId: string): boolean {
  return (
    routeId !== "root" &&
    !routeId.startsWith("routes/member/") &&
    !routeId.startsWith("routes/resources/")
  );
}

export async function firstLoads(buildDir: string): Promise<PageLoad[]> {
  const build = (await import(path.resolve(buildDir, "server/index.js"))) as {
    assets: AssetsManifest;
  };
  const { entry, routes } = build.assets;
  const messages = messagesModule(buildDir, defaultLocale);
  const root = routes.root;
  if (!root) throw new Error("no root route in the build");
  return Object.values(routes)
    .filter((route) => isPublicPage(route.id))
    .map((route) => {
      const files = new Set<string>([
        messages,
        entry.module,
        ...entry.imports,
        ...[root, route].flatMap((r) => [
          r.module,
          ...(r.imports ?? []),
          ...(r.css ?? []),
        ]),
      ]);
      const sizes = (counted: (file: string) => boolean) => {
        let raw = 0;
        let gzip = 0;
        for (const file of files) {
          if (!counted(file)) continue;
          const bytes = readFileSync(path.join(buildDir, "client", file));
          raw += bytes.length;
          gzip += gzipSync(bytes, { level: 9 }).length;
        }
        return { raw, gzip };
      };
      return {
        routeId: route.id,
        files: [...files],
        js: sizes((file) => file.endsWith(".js") && file !== messages),
        css: sizes((file) => file.endsWith(".css")),
        messages: sizes((file) => file === messages),
      };
    });
}

/** Each language's messages module (a visitor loads one), gzip -9 and raw. */
export function messageModules(
  buildDir: string,
): { locale: string; raw: number; gzip: number }[] {
  return allLocales.map(({ code }) => {
    const bytes = readFileSync(
      path.join(buildDir, "client", messagesModule(buildDir, code)),
    );
    return {
      locale: code,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
  });
}

function messagesModule(buildDir: string, locale: string): string {
  return builtFile(buildDir, new RegExp(`^${locale}-[\\w-]+\\.js$`));
}

/** The one built asset whose name matches, as a URL path. */
function builtFile(buildDir: string, name: RegExp): string {
  const found = readdirSync(path.join(buildDir, "client/assets")).filter(
    (file) => name.test(file),
  );
  if (found.length !== 1)
    throw new Error(
      `expected one asset matching ${name}, found ${found.length}`,
    );
  return `/assets/${found[0]}`;
}

/** Route ids whose module a page downloads on first load. */
export function routeModulesIn(
  load: PageLoad,
  routes: Record<string, { module: string }>,
): string[] {
  return Object.entries(routes)
    .filter(([, route]) => load.files.includes(route.module))
    .map(([id]) => id);
}
