// Production server: `npm run build` first, then `npm start`.
import path from "node:path";
import express from "express";
import type { ServerBuild } from "react-router";
import { createSiteApp } from "./app.ts";
import { readSiteEnv } from "#app/env.server.ts";
import { exitOnStartupError, listen } from "./listen.ts";

await exitOnStartupError(async () => {
  const env = readSiteEnv({ NODE_ENV: "production", ...process.env });
  const buildDir = path.resolve(
    import.meta.dirname,
    "..",
    process.env.BUILD_DIR ?? "build",
  );
  const build = (await import(
    path.join(buildDir, "server/index.js")
  )) as ServerBuild;

  const { app, close } = await createSiteApp({
    env,
    getBuild: async () => build,
    assets: [
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
      // The worker must be checked for updates on every visit. Only paths
      // that name a file are looked up: pages go straight to React Router.
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
    ],
  });
  listen(app, env, close);
});

function onlyFilePaths(
  handler: express.RequestHandler,
): express.RequestHandler {
  return (req, res, next) =>
    path.extname(req.path) ? handler(req, res, next) : next();
}
