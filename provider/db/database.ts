// Opens the provider's database: PostgreSQL through `pg` when a URL is given,
// otherwise embedded PGlite (in memory, or persisted in a directory). Both get
// the same Drizzle schema and the same committed migrations.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(
  new URL("./migrations", import.meta.url),
);

export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: "postgres",
    db: db as unknown as Database,
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** `source`: a data directory, an existing PGlite, or nothing for in-memory. */
export async function openPglite(
  source?: string | PGlite,
): Promise<DatabaseHandle> {
  let client: PGlite;
  if (source instanceof PGlite) client = source;
  else {
    if (source) mkdirSync(source, { recursive: true });
    client = await PGlite.create(source);
  }
  const db = drizzlePglite({ client, schema });
  return {
    kind: "pglite",
    db: db as unknown as Database,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
