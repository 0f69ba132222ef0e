// The reference provider as production builds it (createApp from provider/),
// served over HTTP on a free loopback port, on a fresh PGlite for this run.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { createApp } from "#provider/app.ts";
import { createLogMailer, type Logger } from "#provider/mail.ts";
import { openTestDatabase } from "#provider/test/databases.ts";

// Mails and info lines are noise here; unexpected provider errors are not.
const log: Logger = { info() {}, error: console.error };

export type ReferenceProvider = Awaited<
  ReturnType<typeof startReferenceProvider>
>;

export async function startReferenceProvider() {
  const database = await openTestDatabase("pglite");
  const { db } = database;
  const mailer = createLogMailer(log, "Picks <no-reply@contracts.test>");
  const build = () => createApp({ db, mailer, log });
  let app = build();

  // Requests go to the current app, so reset() can swap it on the same port.
  const server = serve({
    fetch: (request, env) => app.fetch(request, env),
    port: 0,
    hostname: "127.0.0.1",
  });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    db,
    /**
     * Before each provider state: empty every table and start a new app, so
     * no member, session or rate-limit count leaks from one interaction into
     * the next (as after a restart on an empty database).
     */
    async reset() {
      // Every table, so tables added later are emptied too. Both drivers answer { rows }.
      const { rows } = (await db.execute(
        sql`select tablename from pg_tables where schemaname = 'public'`,
      )) as unknown as { rows: Array<{ tablename: string }> };
      const tables = rows.map((row) => `"${row.tablename}"`).join(", ");
      if (tables) await db.execute(sql.raw(`truncate ${tables} cascade`));
      app = build();
    },
    /** A JSON request to the running provider, as any client would send it. */
    request(method: string, path: string, body?: unknown, token?: string) {
      return fetch(`${baseUrl}/api${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    async close() {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
