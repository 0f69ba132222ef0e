// The committed migrations must match db/schema.ts: after changing the schema,
// run `npx drizzle-kit generate --config provider/drizzle.config.ts`.
import { readFileSync } from "node:fs";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { expect, it } from "vitest";
import * as schema from "./schema.ts";

it("has a migration for every change of the schema", async () => {
  const journal = JSON.parse(
    readFileSync(
      new URL("./migrations/meta/_journal.json", import.meta.url),
      "utf8",
    ),
  ) as {
    entries: Array<{ idx: number }>;
  };
  const last = journal.entries.at(-1)!.idx.toString().padStart(4, "0");
  const snapshot = JSON.parse(
    readFileSync(
      new URL(`./migrations/meta/${last}_snapshot.json`, import.meta.url),
      "utf8",
    ),
  );
  const pending = await generateMigration(
    snapshot,
    generateDrizzleJson(schema),
  );
  expect(pending, "schema.ts changed without a migration").toEqual([]);
}, 30_000);
