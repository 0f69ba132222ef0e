// Production server: `npm run build` first, then `npm start`.
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createSiteApp } from "./app.ts";
import { builtClientFiles } from "./client-files.ts";
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
    assets: builtClientFiles(buildDir),
  });
  listen(app, env, close);
});
