import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type * as EntryServer from "#app/entry.server.tsx";
import type { SiteEnv } from "#app/env.server.ts";
import { responseCompression } from "./client-files.ts";
import { mountProvider } from "./provider-mount.ts";
import { securityHeaders } from "./security-headers.ts";

type Options = {
  env: SiteEnv;
  getBuild: () => Promise<ServerBuild>;
  /** Serves the browser assets: Vite's middleware in development, build/client in production. */
  assets: express.RequestHandler[];
};

/** The site's HTTP app: security headers, assets, the provider API at /api, then the pages. */
export async function createSiteApp({ env, getBuild, assets }: Options) {
  const app = express();
  app.disable("x-powered-by");
  // Only behind a proxy we control may X-Forwarded-* name the client and the scheme.
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(responseCompression());
  app.use(securityHeaders({ development: env.NODE_ENV === "development" }));
  const closeProvider = await mountProvider(app, {
    providerUrl: env.PROVIDER_URL,
  });
  app.use(assets);
  app.all(
    "/{*path}",
    createRequestHandler({
      build: getBuild,
      mode: env.NODE_ENV,
      async getLoadContext(req, res) {
        const build = await getBuild();
        const { requestEnvironment } = build.entry.module as typeof EntryServer;
        return new RouterContextProvider(
          new Map([
            [
              requestEnvironment,
              {
                cspNonce: res.locals.cspNonce as string,
                clientIp: req.ip ?? "",
              },
            ],
          ]),
        );
      },
    }),
  );
  return { app, close: closeProvider };
}
