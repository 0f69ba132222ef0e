import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

it("the committed client types match openapi/provider.yaml (run `npm run gen:api`)", () => {
  const fresh = path.join(
    mkdtempSync(path.join(tmpdir(), "api-types-")),
    "provider.d.ts",
  );
  execFileSync(
    path.join(root, "node_modules/.bin/openapi-typescript"),
    ["openapi/provider.yaml", "-o", fresh],
    { cwd: root, stdio: "pipe" },
  );
  const committed = readFileSync(
    path.join(root, "app/api/provider.d.ts"),
    "utf8",
  );
  expect(committed).toBe(readFileSync(fresh, "utf8"));
});
