// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdir, readFile, rm } from "node:fs/promises";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// cms/schema.json and cms/sanity.types.ts are generated (npm run cms:typegen)
// and committed. This regenerates both into cms/.sanity (git-ignored, and
// under the repo so Prettier formats the output the same way) and compares.

const run = promisify(execFile);
const cmsDir = resolve(import.meta.dirname);
const checkDir = ".sanity/generated-check";
const sanityBin = resolve(cmsDir, "../node_modules/sanity/bin/sanity");

async function sanity(args: string[], env: Record<string, string> = {}) {
  await run(process.execPath, [sanityBin, ...args], {
    cwd: cmsDir,
    env: { ...process.env, DO_NOT_TRACK: "1", NO_COLOR: "1", ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
}

const read = (path: string) => readFile(resolve(cmsDir, path), "utf8");

afterAll(() => rm(resolve(cmsDir, checkDir), { recursive: true, force: true }));

describe("generated CMS files", () => {
  it("schema.json and sanity.types.ts match the schemas and queries (run npm run cms:typegen)", async () => {
    await mkdir(resolve(cmsDir, checkDir), { recursive: true });
    await sanity([
      "schema",
      "extract",
      "--enforce-required-fields",
      "--force",
      "--path",
      `${checkDir}/schema.json`,
    ]);
    await sanity(["typegen", "generate"], {
      SANITY_TYPEGEN_SCHEMA: `${checkDir}/schema.json`,
      SANITY_TYPEGEN_OUT: `${checkDir}/sanity.types.ts`,
    });
    expect(JSON.parse(await read(`${checkDir}/schema.json`))).toEqual(
      JSON.parse(await read("schema.json")),
    );
    // The header names the schema file it came from; only that line may differ.
    const types = (await read(`${checkDir}/sanity.types.ts`)).replaceAll(
      `// Source: ${checkDir}/schema.json`,
      "// Source: schema.json",
    );
    expect(types).toBe(await read("sanity.types.ts"));
  }, 180_000);
});
