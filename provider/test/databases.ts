// Fresh databases for integration tests: PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set (and required when CI=true, so CI cannot silently
// skip it).
import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openPglite,
  openPostgres,
  type Database,
  type DatabaseHandle,
} from "../db/database.ts";

const migrationsDir = fileURLToPath(
  new URL("../db/migrations", import.meta.url),
);

/**
 * Migrating a new PGlite takes seconds; loading a dump of a migrated one is
 * fast. The dump is cached in the temp dir, keyed by the migrations' content.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsDir, {
    recursive: true,
    encoding: "utf8",
  }).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json")) {
      hash.update(file).update(readFileSync(join(migrationsDir, file)));
    }
  }
  const cached = join(
    tmpdir(),
    `provider-pglite-template-${hash.digest("hex").slice(0, 16)}.tar.gz`,
  );
  if (!existsSync(cached)) {
    const client = await PGlite.create();
    await (await openPglite(client)).migrate();
    const dump = await client.dumpDataDir("gzip");
    await client.close();
    // Write then rename: parallel test files may build the template at once.
    const partial = `${cached}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, cached);
  }
  return new Blob([readFileSync(cached)]);
}

async function freshPglite(): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
  const handle = await openPglite(client);
  await handle.migrate(); // a no-op on the template; proves the journal matches
  return handle;
}

/** A new, empty database on the server of `url`; `drop` removes it. */
export async function createPostgresDatabase(url: string) {
  const name = `provider_test_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** A migrated new database on the TEST_DATABASE_URL server, dropped on close. */
async function freshPostgres(url: string): Promise<DatabaseHandle> {
  const database = await createPostgresDatabase(url);
  const handle = openPostgres(database.url);
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

export type TestDatabase = { kind: "pglite" | "postgres"; db: Database };

export const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

export const databaseKinds: Array<TestDatabase["kind"]> = postgresUrl
  ? ["pglite", "postgres"]
  : ["pglite"];

export function openTestDatabase(
  kind: TestDatabase["kind"],
): Promise<DatabaseHandle> {
  if (kind === "pglite") return freshPglite();
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  return freshPostgres(postgresUrl);
}

/**
 * Runs `suite` once per database, each with its own fresh database. Inside,
 * call the getter in hooks and tests (it is set in beforeAll).
 */
export function describeEachDatabase(
  title: string,
  suite: (database: () => TestDatabase) => void,
) {
  if (!postgresUrl && process.env.CI === "true") {
    describe(`${title} [postgres]`, () => {
      it("runs on PostgreSQL in CI", () => {
        expect.fail(
          "CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite cannot run",
        );
      });
    });
  }
  for (const kind of databaseKinds) {
    describe(`${title} [${kind}]`, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = await openTestDatabase(kind);
      });
      afterAll(async () => {
        await handle?.close();
      });
      suite(() => {
        if (!handle) throw new Error("the test database is not open yet");
        return { kind, db: handle.db };
      });
    });
  }
}
