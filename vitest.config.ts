import { defineConfig } from "vitest/config";

// Unit and integration tests live beside their code. Browser tests (e2e/) run
// under Playwright and contract tests (contracts/) under their own config.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "provider/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "cms/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
