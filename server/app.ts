import { createRequestHandler } from "@react-router/express";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type * as EntryServer from "#app/entry.server.tsx";
import type { SiteEnv } from "#app/env.server.ts";
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
  // Brotli at quality 3 rather than the middleware's 4: pages are compressed
  // per request, and 3 costs about 40 % less CPU for ~5 % more bytes.
  app.use(
    compression({
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
    }),
  );
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
