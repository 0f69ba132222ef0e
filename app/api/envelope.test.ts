import { describe, expect, it } from "vitest";
import { createProviderClient } from "./client";
import { ProviderError, unwrap } from "./envelope";

const userInfo = {
  id: "5f0c2a4e-8a53-4b8e-9d55-2f7e0b1f1c11",
  username: "alice",
  realName: null,
  email: "alice@example.com",
  phone: null,
  avatar: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** A client whose server answers every request with `answer`. */
function clientAnswering(
  answer: (request: Request) => Response | Promise<Response>,
) {
  const seen: Request[] = [];
  const client = createProviderClient({
    baseUrl: "http://provider.test/api",
    fetch: async (request) => {
      seen.push(request);
      return answer(request);
    },
    getToken: () => "opaque-token",
    timeoutMs: 50,
  });
  return { client, seen };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

async function failure(pending: Promise<unknown>): Promise<ProviderError> {
  const error = await pending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe("a successful answer", () => {
  it("gives the envelope's data when code is 0", async () => {
    const { client } = clientAnswering(() =>
      json({ code: 0, success: true, message: "ok", data: userInfo }),
    );
    await expect(unwrap(client.GET("/web/users/info"))).resolves.toEqual(
      userInfo,
    );
  });

  it("counts success: true as success even with another code", async () => {
    const { client } = clientAnswering(() =>
      json({ code: 200, success: true, message: "ok", data: userInfo }),
    );
    await expect(unwrap(client.GET("/web/users/info"))).resolves.toEqual(
      userInfo,
    );
  });

  it("gives the whole body when there is no data", async () => {
    const body = { code: 0, success: true, message: "signed out", data: null };
    const { client } = clientAnswering(() => json(body));
    await expect(unwrap(client.POST("/auth/logout"))).resolves.toEqual(body);
  });

  it("sends JSON with the bearer token", async () => {
    const { client, seen } = clientAnswering(() =>
      json({ code: 0, success: true, message: "", data: null }),
    );
    await unwrap(
      client.POST("/auth/send-code", { body: { email: "a@example.com" } }),
    );
    const [request] = seen;
    expect(request?.headers.get("Authorization")).toBe("Bearer opaque-token");
    expect(request?.headers.get("Content-Type")).toBe("application/json");
    expect(await request?.json()).toEqual({ email: "a@example.com" });
  });
});

describe("the error catalogue (§8)", () => {
  it("an unsuccessful body shows its message", async () => {
    const { client } = clientAnswering(() =>
      json({
        code: 40003,
        success: false,
        message: "账号或密码错误",
        data: null,
      }),
    );
    const error = await failure(unwrap(client.GET("/web/users/info")));
    expect(error).toMatchObject({
      kind: "failed",
      serverMessage: "账号或密码错误",
      code: 40003,
    });
  });

  it("an unsuccessful body without a message falls back to request failed", async () => {
    const { client } = clientAnswering(() => json({ code: 1, success: false }));
    const error = await failure(unwrap(client.GET("/web/users/info")));
    expect(error).toMatchObject({ kind: "failed", serverMessage: undefined });
  });

  it.each([
    [401, "unauthorized"],
    [403, "forbidden"],
    [404, "notFound"],
    [500, "server"],
  ] as const)("HTTP %i is %s, with our own message", async (status, kind) => {
    const { client } = clientAnswering(() =>
      json(
        {
          code: status * 100 + 1,
          success: false,
          message: "provider text",
          data: null,
        },
        status,
      ),
    );
    const error = await failure(unwrap(client.GET("/web/users/info")));
    expect(error).toMatchObject({ kind, status, serverMessage: undefined });
  });

  it("another status shows the body's message and keeps field errors", async () => {
    const { client } = clientAnswering(() =>
      json(
        {
          code: 40902,
          success: false,
          message: "该邮箱已注册",
          data: { fields: { email: "该邮箱已注册" } },
        },
        409,
      ),
    );
    const error = await failure(unwrap(client.GET("/web/users/info")));
    expect(error).toMatchObject({
      kind: "failed",
      status: 409,
      serverMessage: "该邮箱已注册",
      fields: { email: "该邮箱已注册" },
    });
  });

  it("another status without a body is request failed", async () => {
    const { client } = clientAnswering(
      () => new Response("Bad gateway", { status: 502 }),
    );
    const error = await failure(unwrap(client.GET("/web/users/info")));
    expect(error).toMatchObject({
      kind: "failed",
      status: 502,
      serverMessage: undefined,
    });
  });

  it("no answer at all is a network error", async () => {
    const { client } = clientAnswering(() =>
      Promise.reject(new TypeError("fetch failed")),
    );
    const error = await failure(unwrap(client.GET("/web/users/info")));
    expect(error).toMatchObject({ kind: "network", status: undefined });
  });

  it("no answer within the timeout is a network error", async () => {
    const { client } = clientAnswering(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener("abort", () =>
            reject(request.signal.reason),
          );
        }),
    );
    const started = Date.now();
    const error = await failure(unwrap(client.GET("/web/users/info")));
    expect(error.kind).toBe("network");
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it("gives each request its own timeout", async () => {
    const { client } = clientAnswering(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return json({ code: 0, success: true, message: "", data: userInfo });
    });
    // Two calls 30 ms apart both finish although together they exceed 50 ms.
    await unwrap(client.GET("/web/users/info"));
    await expect(unwrap(client.GET("/web/users/info"))).resolves.toEqual(
      userInfo,
    );
  });
});
