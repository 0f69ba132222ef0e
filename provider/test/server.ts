// Serves createApp() over real HTTP on 127.0.0.1 (port 0), as production would,
// with a movable clock and a small JSON client.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp, type ProviderDeps } from "../app.ts";
import { createLogMailer, createSmtpMailer, type Mailer } from "../mail.ts";
import type { TestDatabase } from "./databases.ts";

export type Envelope<T = unknown> = {
  code: number;
  success: boolean;
  message: string;
  data: T;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever fields they check
export type ApiResponse<T = any> = {
  status: number;
  headers: Headers;
  body: Envelope<T>;
  text: string;
};

export type RequestOptions = {
  method?: string;
  /** Sent as JSON unless a string (sent as is). */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
};

export const silentLog = { info() {}, error() {} };

export function createClock(start = Date.now()) {
  let time = start;
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export async function startTestServer(
  database: TestDatabase,
  options: Partial<Omit<ProviderDeps, "db" | "mailer">> & {
    smtpUrl?: string;
    mailer?: Mailer;
  } = {},
) {
  const clock = createClock();
  const mailer =
    options.mailer ??
    (options.smtpUrl
      ? createSmtpMailer(options.smtpUrl, "Picks <no-reply@test>")
      : createLogMailer(silentLog, "test"));
  const app = createApp({
    now: clock.now,
    log: silentLog,
    ...options,
    db: database.db,
    mailer,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) =>
    server.once("listening", () => resolve()),
  );
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as ApiResponse
  async function request<T = any>(
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {
      "accept-language": "en-US",
      ...options.headers,
    };
    if (options.body !== undefined)
      headers["content-type"] ??= "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === "string"
            ? options.body
            : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: Envelope<T>;
    try {
      body = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(
        `non-JSON answer ${response.status} from ${path}: ${text.slice(0, 200)}`,
      );
    }
    return { status: response.status, headers: response.headers, body, text };
  }

  return {
    app,
    baseUrl,
    clock,
    request,
    close: async () => {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
