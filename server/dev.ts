// Development server: Vite middleware with hot reload, the provider at /api.
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { createSiteApp } from "./app.ts";
import { readSiteEnv } from "#app/env.server.ts";
import { exitOnStartupError, listen } from "./listen.ts";

await exitOnStartupError(async () => {
  const env = readSiteEnv({ NODE_ENV: "development", ...process.env });
  const vite = await createServer({ server: { middlewareMode: true } });
  const { app, close } = await createSiteApp({
    env,
    getBuild: () =>
      vite.ssrLoadModule(
        "virtual:react-router/server-build",
      ) as Promise<ServerBuild>,
    assets: [vite.middlewares],
  });
  listen(app, env, async () => {
    await close();
    await vite.close();
  });
});
