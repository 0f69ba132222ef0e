import { getRequestListener } from "@hono/node-server";
import type { Express } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";

/**
 * Serves the provider API at /api on the site's own origin (so the browser
 * needs no CORS): forwarded to PROVIDER_URL when it is set, otherwise the
 * reference provider runs in this process. Returns a function that closes it.
 */
export async function mountProvider(
  app: Express,
  { providerUrl }: { providerUrl: string | undefined },
): Promise<() => Promise<void>> {
  if (providerUrl) {
    app.use(
      "/api",
      createProxyMiddleware({
        target: providerUrl,
        changeOrigin: true,
        xfwd: true,
      }),
    );
    return async () => {};
  }
  const { startProvider } = await import("#provider/index.ts");
  const provider = await startProvider();
  app.all("/api/{*path}", getRequestListener(provider.app.fetch));
  return provider.close;
}
