import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";

/**
 * How production serves a build's browser files (the site, and the bare page
 * the benchmark compares it with: scripts/bench/bare-server.ts).
 */
export function builtClientFiles(buildDir: string): express.RequestHandler[] {
  return [
    // Hashed file names: cache for a year.
    express.Router().use(
      "/assets",
      express.static(path.join(buildDir, "client/assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
      }),
    ),
    // The worker must be checked for updates on every visit. Only paths that
    // name a file are looked up: pages go straight to React Router.
    onlyFilePaths(
      express.static(path.join(buildDir, "client"), {
        maxAge: "1h",
        index: false,
        redirect: false,
        setHeaders(res, file) {
          if (file.endsWith(`${path.sep}sw.js`))
            res.setHeader("Cache-Control", "no-cache");
        },
      }),
    ),
  ];
}

/**
 * Brotli at quality 3 rather than the middleware's 4: pages are compressed per
 * request, and 3 costs about 40 % less CPU for ~5 % more bytes. A 256 KiB
 * window instead of the default 4 MiB: each response's encoder memory counts
 * against the V8 heap, and with ten pages in flight the default window set off
 * a full garbage collection every ~150 ms (page CPU halved; pages and chunks
 * are far smaller than the window, so the bytes are the same).
 */
export function responseCompression(): express.RequestHandler {
  return compression({
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
}

function onlyFilePaths(
  handler: express.RequestHandler,
): express.RequestHandler {
  return (req, res, next) =>
    path.extname(req.path) ? handler(req, res, next) : next();
}
