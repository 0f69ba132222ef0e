// Starts the reference provider from the environment: database, migrations,
// demo data, mail. The caller serves `app` (server/provider-mount.ts mounts it
// at /api) and calls `close` on shutdown.
import { createApp } from "./app.ts";
import {
  openPglite,
  openPostgres,
  type DatabaseHandle,
} from "./db/database.ts";
import { isDatabaseEmpty, seedDemo } from "./db/seed-demo.ts";
import { parseProviderEnv } from "./env.ts";
import { createLogMailer, createSmtpMailer, type Logger } from "./mail.ts";

export type StartProviderOptions = {
  /** Defaults to process.env. */
  env?: Record<string, string | undefined>;
  log?: Logger;
};

export async function startProvider(options: StartProviderOptions = {}) {
  const env = parseProviderEnv(options.env ?? process.env);
  const log = options.log ?? console;

  const database: DatabaseHandle = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : await openPglite(env.PGLITE_DATA_DIR);
  try {
    await database.migrate();
    const seed =
      env.SEED_DEMO ??
      (database.kind === "pglite" && (await isDatabaseEmpty(database.db)));
    if (seed) {
      await seedDemo(database.db);
      log.info("[provider] demo member ready: demo / Demo12345!");
    }
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }

  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createLogMailer(log, env.MAIL_FROM);
  const app = createApp({
    db: database.db,
    mailer,
    trustProxy: env.TRUST_PROXY,
    log,
  });

  return {
    app,
    async close() {
      mailer.close();
      await database.close();
    },
  };
}
