import type { Express } from "express";
import type { SiteEnv } from "#app/env.server.ts";

/** Starts listening, prints the URL, and closes cleanly on SIGINT/SIGTERM. */
export function listen(app: Express, env: SiteEnv, close: () => Promise<void>) {
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port =
      typeof address === "object" && address ? address.port : env.PORT;
    console.log(`Site ready at http://localhost:${port}`);
  });
  const shutdown = () => {
    server.close();
    void close().finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  return server;
}

/** A bad variable or a database that will not open ends start-up with its message, not a stack. */
export async function exitOnStartupError(start: () => Promise<void>) {
  try {
    await start();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
