// Pact ↔ OpenAPI cross-check, offline: every interaction of the committed pact
// must be a request and an answer that openapi/provider.yaml allows. Run by
// `npm run contracts:openapi`; a mismatch exits non-zero.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import {
  openapiFile,
  outsideOpenapi,
  pactFile,
} from "./support/participants.ts";

type Spec = {
  servers?: Array<{ url: string }>;
  paths: Record<string, unknown>;
};
type Interaction = { description: string; comments?: { text?: string[] } };
type Pact = { interactions: Interaction[] };

// The validator ignores an OpenAPI 3 `servers` path, and our paths sit under
// `/api`: spell the prefix out in each path, as the server URL means.
function withServerPrefix(spec: Spec): Spec {
  const prefix = new URL(spec.servers?.[0]?.url ?? "/", "http://x").pathname;
  const base = prefix.replace(/\/$/, "");
  const paths = Object.fromEntries(
    Object.entries(spec.paths).map(([path, item]) => [base + path, item]),
  );
  return { ...spec, servers: [{ url: "/" }], paths };
}

// The validator's Ajv rejects `discriminator.mapping` ("not supported"). A
// discriminator only hints which `oneOf` branch to try; the branches' `const`
// kinds still decide validity, so the copy can go without it.
const isHint = (value: unknown) =>
  !!value && typeof value === "object" && "propertyName" in value;

function withoutDiscriminators(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDiscriminators);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => key !== "discriminator" || !isHint(value))
      .map(([key, value]) => [key, withoutDiscriminators(value)]),
  );
}

function documentedOnly(pact: Pact): Pact {
  const skipped = pact.interactions.filter((i) =>
    i.comments?.text?.includes(outsideOpenapi),
  );
  for (const i of skipped)
    console.log(
      `contracts:openapi: not in the document, skipped: ${i.description}`,
    );
  return {
    ...pact,
    interactions: pact.interactions.filter((i) => !skipped.includes(i)),
  };
}

const work = mkdtempSync(join(tmpdir(), "contracts-openapi-"));
try {
  const spec = withServerPrefix(
    withoutDiscriminators(parse(readFileSync(openapiFile, "utf8"))) as Spec,
  );
  const pact = documentedOnly(JSON.parse(readFileSync(pactFile, "utf8")));
  writeFileSync(join(work, "provider.json"), JSON.stringify(spec));
  writeFileSync(join(work, "pact.json"), JSON.stringify(pact));
  // The package exports only its API; its CLI sits beside it in dist/.
  const cli = fileURLToPath(
    new URL("cli.js", import.meta.resolve("@pactflow/swagger-mock-validator")),
  );
  execFileSync(
    process.execPath,
    [
      cli,
      join(work, "provider.json"),
      join(work, "pact.json"),
      "--outputDepth",
      "6",
    ],
    { stdio: "inherit" },
  );
  console.log(
    `contracts:openapi: ${pact.interactions.length} interactions match ${openapiFile}`,
  );
} catch (error) {
  // The validator has printed what is wrong; keep our own stack out of the way.
  process.exitCode = 1;
  if (!(error instanceof Error && "status" in error)) throw error;
} finally {
  rmSync(work, { recursive: true, force: true });
}
