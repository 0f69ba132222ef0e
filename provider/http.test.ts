// Protocol-level behaviour shared by every route: bad bodies, unknown routes,
// wrong methods, languages, unexpected errors.
import { request as httpRequest } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { createApp, maxBodyBytes } from "./app.ts";
import type { Database } from "./db/database.ts";
import { createLogMailer } from "./mail.ts";
import { describeEachDatabase } from "./test/databases.ts";
import { silentLog, startTestServer, type TestServer } from "./test/server.ts";

describeEachDatabase("http", (database) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(database());
    return () => server.close();
  });

  it("rejects malformed JSON (400)", async () => {
    for (const body of ["{bad", "", '{"username":', "undefined"]) {
      const response = await server.request("/auth/login", { body });
      expect(response.status, body).toBe(400);
      expect(response.body).toEqual({
        code: 40001,
        success: false,
        message: "The request body is not valid JSON",
        data: null,
      });
    }
  });

  it("rejects JSON that is not an object (400)", async () => {
    for (const body of ["[]", "null", "42", '"text"']) {
      const response = await server.request("/inquiries", { body });
      expect(response.status, body).toBe(400);
      expect(response.body).toEqual({
        code: 40002,
        success: false,
        message: "The request body must be a JSON object",
        data: { fields: {} },
      });
    }
  });

  it("rejects a body not sent as JSON (415)", async () => {
    const response = await server.request("/auth/login", {
      body: "username=demo&password=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe(41501);
    const missing = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: "POST",
      body: new Blob(["{}"]),
    });
    expect(missing.status).toBe(415);
  });

  it("rejects oversized fields with their limit (400)", async () => {
    const response = await server.request("/auth/login", {
      body: { username: "x".repeat(255), password: "p".repeat(129) },
    });
    expect(response.body.data.fields).toEqual({
      username: "At most 254 characters",
      password: "At most 128 characters",
    });
  });

  it("rejects a body over 32 KiB (413), with or without Content-Length", async () => {
    const big = JSON.stringify({
      message: "x".repeat(maxBodyBytes),
      email: "a@example.com",
    });
    const sized = await server.request("/inquiries", { body: big });
    expect(sized.status).toBe(413);
    expect(sized.body).toEqual({
      code: 41301,
      success: false,
      message: "The request body is too large",
      data: null,
    });

    const chunked = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(`${server.baseUrl}/api/inquiries`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "transfer-encoding": "chunked",
          },
        });
        req.on("response", (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        for (let i = 0; i < 8; i++)
          req.write(big.slice(i * 5000, (i + 1) * 5000));
        req.end(big.slice(40_000));
      },
    );
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body).code).toBe(41301);
  });

  it("answers unknown routes with a 404 envelope", async () => {
    for (const path of [
      "/nope",
      "/auth",
      "/web/users",
      "/../../etc/passwd",
      "/auth/login/extra",
    ]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({
        code: 40401,
        success: false,
        message: "The requested resource does not exist",
        data: null,
      });
    }
    const outside = await fetch(`${server.baseUrl}/elsewhere`);
    expect(outside.status).toBe(404);
    expect((await outside.json()).code).toBe(40401);
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const cases: Array<[string, string, string]> = [
      ["GET", "/auth/login", "POST"],
      ["DELETE", "/web/users/info", "GET"],
      ["POST", "/web/users/profile", "PUT"],
      ["PATCH", "/inquiries", "POST"],
    ];
    for (const [method, path, allow] of cases) {
      const response = await server.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
      expect(response.body).toEqual({
        code: 40501,
        success: false,
        message: "This method is not allowed here",
        data: null,
      });
    }
  });

  it("tolerates a trailing slash on known routes", async () => {
    const response = await server.request("/auth/login/", {
      body: { username: "ghost", password: "x" },
    });
    expect(response.body.code).toBe(40003);
  });

  describe("languages", () => {
    const cases: Array<[string | undefined, string, string]> = [
      [undefined, "zh-CN", "请求的资源不存在"],
      ["en-US", "en-US", "The requested resource does not exist"],
      ["en-GB,en;q=0.8", "en-US", "The requested resource does not exist"],
      ["fr-FR, zh-TW;q=0.5", "zh-CN", "请求的资源不存在"],
      ["zh;q=0.1, en;q=0.9", "en-US", "The requested resource does not exist"],
      ["vi-VN", "en-US", "The requested resource does not exist"],
    ];
    it.each(cases)(
      "Accept-Language %s → %s",
      async (header, locale, message) => {
        const response = await fetch(`${server.baseUrl}/api/nope`, {
          headers: header ? { "accept-language": header } : {},
        });
        expect(response.headers.get("content-language")).toBe(locale);
        expect((await response.json()).message).toBe(message);
      },
    );

    it("translates field errors too", async () => {
      const response = await server.request("/auth/send-code", {
        body: { email: "x" },
        headers: { "accept-language": "zh-CN" },
      });
      expect(response.body).toEqual({
        code: 40002,
        success: false,
        message: "部分字段填写有误",
        data: { fields: { email: "请输入有效的邮箱地址" } },
      });
    });
  });

  it("does not let responses be cached", async () => {
    const response = await fetch(`${server.baseUrl}/api/web/users/info`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("unexpected errors", () => {
  it("answer a 500 envelope with no details", async () => {
    const logged: unknown[] = [];
    const broken = new Proxy({} as Database, {
      get() {
        throw new Error("connection refused at 10.1.2.3: secret detail");
      },
    });
    const app = createApp({
      db: broken,
      mailer: createLogMailer(silentLog, "test"),
      log: { info() {}, error: (...args: unknown[]) => logged.push(args) },
    });
    // Also shows that app.fetch works in-process, as the site mounts it.
    const response = await app.fetch(
      new Request("http://x/api/auth/login", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "accept-language": "en-US",
        },
        body: JSON.stringify({ username: "demo", password: "Demo12345!" }),
      }),
    );
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      code: 50001,
      success: false,
      message: "Server error",
      data: null,
    });
    expect(text).not.toMatch(/secret|10\.1\.2\.3|at /);
    expect(logged).toHaveLength(1);
  });
});
