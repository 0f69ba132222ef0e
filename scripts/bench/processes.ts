// Child processes of the benchmark: each in its own process group, stopped
// (the whole group) when the run ends, fails or is interrupted.
import { spawn, type ChildProcess } from "node:child_process";

const children = new Set<ChildProcess>();

export type Started = {
  port: number;
  stop: () => Promise<void>;
  log: () => string;
};

/** Runs a command to completion (inheriting stdio), throwing on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      ...options,
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    });
    children.add(child);
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${command} ${args.join(" ")} exited with ${code ?? signal}`,
          ),
        );
    });
  });
}

/**
 * Starts a server that prints its address; resolves with the port once its
 * output matches `ready` (first group: the port), or rejects after `timeoutMs`.
 * `command` defaults to this Node (24, from the `node` dependency).
 */
export function startServer(
  name: string,
  args: string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    ready: RegExp;
    timeoutMs?: number;
    command?: string;
  },
): Promise<Started> {
  const child = spawn(options.command ?? process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.add(child);
  let output = "";
  const log = () => output;
  const stop = () => stopChild(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(
        new Error(
          `${name} did not start within ${options.timeoutMs ?? 60_000} ms:\n${output}`,
        ),
      );
    }, options.timeoutMs ?? 60_000);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const match = options.ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), stop, log });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code, signal) => {
      children.delete(child);
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code ?? signal}:\n${output}`));
    });
  });
}

/** SIGTERM to the child's group, SIGKILL if it is still there after 5 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) {
    children.delete(child);
    return Promise.resolve();
  }
  const pid = child.pid;
  return new Promise((resolve) => {
    const kill = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5_000);
    child.once("exit", () => {
      clearTimeout(kill);
      children.delete(child);
      resolve();
    });
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      clearTimeout(kill);
      children.delete(child);
      resolve();
    }
  });
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].map(stopChild));
}

/** Synchronous last resort (process exit): SIGKILL every group still running. */
export function killAllNow(): void {
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
}
