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
    // Generous: PGlite cold starts and argon2 hashing slow down on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
