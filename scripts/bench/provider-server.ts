// The reference provider on its own, for the failed-login benchmark: the same
// createApp() the site mounts at /api, on a fresh PGlite with the demo member,
// but with sign-in rate limits raised so that every attempt really checks the
// password (the deployed limits answer 429 after 5 failures per account).
// Usage: node provider-server.ts <dataDir>; prints "listening on <port>".
import { serve } from "@hono/node-server";
import { createApp } from "#provider/app.ts";
import { openPglite } from "#provider/db/database.ts";
import { seedDemo } from "#provider/db/seed-demo.ts";
import { createLogMailer } from "#provider/mail.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: provider-server.ts <dataDir>");

const database = await openPglite(dataDir);
await database.migrate();
await seedDemo(database.db);
const log = { info: () => {}, error: console.error };
const generous = { max: 1_000_000_000, windowSeconds: 60 };
const app = createApp({
  db: database.db,
  mailer: createLogMailer(log, "bench@localhost"),
  log,
  limits: { loginPerAccount: generous, loginPerIp: generous },
});

const server = serve(
  { fetch: app.fetch, port: 0, hostname: "127.0.0.1" },
  (info) => {
    console.log(`listening on ${info.port}`);
  },
);
process.once("SIGTERM", () => {
  server.close();
  void database.close().finally(() => process.exit(0));
});
