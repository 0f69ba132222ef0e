import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { waitForServiceWorker } from "./support/cache-keys";

// Two deployments of the site on one origin: the suite's build, then a second
// build whose worker differs. The page must reload exactly once.
const port = Number(process.env.E2E_PORT ?? 3210) + 1;
const origin = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, "..");
const firstBuild = path.resolve(root, process.env.BUILD_DIR ?? "build");

let server: ChildProcess | undefined;
const scratch: string[] = [];

async function serve(buildDir: string) {
  server = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: path.relative(root, buildDir),
      PGLITE_DATA_DIR: mkdtempSync(path.join(tmpdir(), "pwa-update-db-")),
      DATABASE_URL: "",
      PROVIDER_URL: "",
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/resources/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

async function stop() {
  if (!server) return;
  const exited = new Promise((resolve) => server?.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  server = undefined;
}

test.afterAll(async () => {
  await stop();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

test("a new deployment takes over with exactly one reload", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const secondBuild = mkdtempSync(path.join(root, "build-pwa-update-"));
  // A copy of the first build, so the second one can be made beside it.
  const first = mkdtempSync(path.join(root, "build-pwa-first-"));
  scratch.push(first, secondBuild);
  cpSync(firstBuild, first, { recursive: true });
  const built = spawnSync(
    process.execPath,
    ["node_modules/.bin/react-router", "build"],
    {
      cwd: root,
      env: {
        ...process.env,
        BUILD_DIR: path.relative(root, secondBuild),
        BUILD_ID: `second-${Date.now()}`,
      },
      encoding: "utf8",
    },
  );
  expect(built.status, built.stderr).toBe(0);

  await serve(first);
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto(origin);
  await waitForServiceWorker(page);
  expect(loads).toBe(1);

  await stop();
  await serve(secondBuild);
  await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((r) => r?.update()),
  );
  await expect.poll(() => loads, { timeout: 30_000 }).toBe(2);
  // No second refresh, no loop.
  await page.waitForTimeout(3_000);
  expect(loads).toBe(2);
});
