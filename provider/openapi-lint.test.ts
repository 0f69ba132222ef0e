// The contract must pass Redocly's recommended rules (openapi/redocly.yaml).
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

it("openapi/provider.yaml passes redocly lint", async () => {
  const cli = fileURLToPath(
    new URL("../node_modules/@redocly/cli/bin/cli.js", import.meta.url),
  );
  const run = promisify(execFile)(
    process.execPath,
    [cli, "lint", "--config", "openapi/redocly.yaml", "--format", "stylish"],
    {
      cwd: root,
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: "off",
        REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
        NO_COLOR: "1",
      },
    },
  );
  const { stdout, stderr } = await run.catch(
    (error: { stdout: string; stderr: string }) => {
      throw new Error(`redocly lint failed:\n${error.stdout}\n${error.stderr}`);
    },
  );
  expect(`${stdout}${stderr}`).not.toMatch(/warning/i);
}, 30_000);
