// What a visitor's browser downloads on a first visit to each page, read from
// React Router's asset manifest in the server build: the client entry, the
// root route and the page's route module, with their static imports.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

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
  const root = routes.root;
  if (!root) throw new Error("no root route in the build");
  return Object.values(routes)
    .filter((route) => isPublicPage(route.id))
    .map((route) => {
      const files = new Set<string>([
        entry.module,
        ...entry.imports,
        ...[root, route].flatMap((r) => [
          r.module,
          ...(r.imports ?? []),
          ...(r.css ?? []),
        ]),
      ]);
      const sizes = (extension: string) => {
        let raw = 0;
        let gzip = 0;
        for (const file of files) {
          if (!file.endsWith(extension)) continue;
          const bytes = readFileSync(path.join(buildDir, "client", file));
          raw += bytes.length;
          gzip += gzipSync(bytes, { level: 9 }).length;
        }
        return { raw, gzip };
      };
      return {
        routeId: route.id,
        files: [...files],
        js: sizes(".js"),
        css: sizes(".css"),
      };
    });
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
