// Keeps app/i18n/messages/en-US.json in step with the messages the code uses:
// formatjs extracts every id and English default from app/, and the catalogue
// of record must hold exactly those. `--write` rewrites it from the code.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cataloguePath = path.join(root, "app/i18n/messages/en-US.json");
const outFile = path.join(
  mkdtempSync(path.join(tmpdir(), "messages-")),
  "en-US.json",
);

execFileSync(
  path.join(root, "node_modules/.bin/formatjs"),
  [
    "extract",
    "app/**/*.{ts,tsx}",
    "--ignore",
    "app/**/*.d.ts",
    "--ignore",
    "app/**/*.test.*",
  ].concat(["--format", "simple", "--out-file", outFile]),
  { cwd: root, stdio: "inherit" },
);
const extracted = JSON.parse(readFileSync(outFile, "utf8")) as Record<
  string,
  string
>;

if (process.argv.includes("--write")) {
  writeFileSync(
    cataloguePath,
    `${JSON.stringify(sortKeys(extracted), null, 2)}\n`,
  );
  console.log(
    `Wrote ${Object.keys(extracted).length} messages to ${cataloguePath}`,
  );
  process.exit(0);
}

const catalogue = JSON.parse(readFileSync(cataloguePath, "utf8")) as Record<
  string,
  string
>;
const problems = [
  ...Object.keys(extracted)
    .filter((id) => !(id in catalogue))
    .map((id) => `used in code but missing from en-US.json: ${id}`),
  ...Object.keys(catalogue)
    .filter((id) => !(id in extracted))
    .map((id) => `in en-US.json but used nowhere: ${id}`),
  ...Object.keys(extracted)
    .filter((id) => id in catalogue && catalogue[id] !== extracted[id])
    .map((id) => `English text differs from the code's default: ${id}`),
];
if (problems.length) {
  console.error(
    `Message catalogue out of step with the code:\n  ${problems.join("\n  ")}`,
  );
  console.error("Run `npm run i18n:extract`, then translate the new keys.");
  process.exit(1);
}
console.log(
  `en-US.json matches the ${Object.keys(extracted).length} messages used in app/.`,
);

function sortKeys(object: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(object).sort(([a], [b]) => a.localeCompare(b)),
  );
}
