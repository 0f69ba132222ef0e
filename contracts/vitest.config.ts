import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Consumer contract tests only (the root config excludes contracts/). Files run
// one after another: they all merge interactions into the same pact file.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include: ["contracts/**/*.pact.test.ts"],
    environment: "node",
    fileParallelism: false,
    // Files share one worker: a fresh process per file costs more than the tests.
    isolate: false,
    globalSetup: ["contracts/support/fresh-pact.ts"],
    env: { PACT_DO_NOT_TRACK: "true" },
    testTimeout: 20_000,
  },
});
