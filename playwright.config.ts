import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/support/chromium";
import { smtpPort } from "./e2e/support/mailbox";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;

const chromium = chromiumLaunchOptions;

export default defineConfig({
  testDir: "e2e",
  testMatch: "*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  // One folder per port, so parallel runs do not clean out each other's results.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    locale: "zh-CN",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  // The production build (`npm run build` runs first in `npm test`), with a
  // fresh embedded database for every run.
  webServer: {
    command: "node server/index.ts",
    url: `${baseURL}/resources/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DATA_DIR: mkdtempSync(path.join(tmpdir(), "e2e-db-")),
      SEED_DEMO: "true",
      // Tests stand behind a trusted proxy that names a client per test (e2e/fixtures.ts).
      TRUST_PROXY: "x-forwarded-for",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DATABASE_URL: "",
      PROVIDER_URL: "",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
  },
});
