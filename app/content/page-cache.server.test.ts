import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestEnvironment } from "#app/context";
import { publicPageHeaders } from "./page-http";
import { pageCache } from "./page-cache.server";

const page = (nonce: string) =>
  `<html><script nonce="${nonce}">start()</script><p>Hello</p></html>`;

function setup(ttlMs = 60_000) {
  let clock = 0;
  const cache = pageCache({ ttlMs, maxEntries: 2, now: () => clock });
  let renders = 0;
  let answer = (nonce: string) =>
    new Response(page(nonce), {
      headers: { ...publicPageHeaders, "Content-Type": "text/html" },
    });
  const get = async (
    url: string,
    {
      nonce,
      method = "GET",
      language = "en-US",
    }: { nonce: string; method?: string; language?: string },
  ) => {
    const context = new RouterContextProvider(
      new Map([[requestEnvironment, { cspNonce: nonce, clientIp: "" }]]),
    );
    const request = new Request(`https://site.test${url}`, {
      method,
      headers: { "Accept-Language": language },
    });
    const response = await cache(
      { request, params: {}, context, pattern: "/", url: new URL(request.url) },
      async () => {
        renders += 1;
        return answer(nonce);
      },
    );
    return {
      status: response!.status,
      headers: response!.headers,
      body: await response!.text(),
    };
  };
  return {
    get,
    renders: () => renders,
    advance: (ms: number) => (clock += ms),
    answerWith: (next: typeof answer) => (answer = next),
  };
}

describe("pageCache", () => {
  it("serves a public page again without rendering it, with the new response's nonce", async () => {
    const site = setup();
    const first = await site.get("/", { nonce: "first+Nonce==" });
    const second = await site.get("/", { nonce: "second/Nonce==" });
    expect(site.renders()).toBe(1);
    expect(first.body).toBe(page("first+Nonce=="));
    expect(second.body).toBe(page("second/Nonce=="));
    expect(second.headers.get("Cache-Control")).toBe(
      publicPageHeaders["Cache-Control"],
    );
  });

  it("keeps each language and address apart", async () => {
    const site = setup();
    await site.get("/", { nonce: "n1" });
    await site.get("/", { nonce: "n2", language: "de-DE" });
    await site.get("/services", { nonce: "n3" });
    expect(site.renders()).toBe(3);
  });

  it("renders again once the page is older than the time to live", async () => {
    const site = setup(1_000);
    await site.get("/", { nonce: "n1" });
    site.advance(999);
    await site.get("/", { nonce: "n2" });
    site.advance(1);
    await site.get("/", { nonce: "n3" });
    expect(site.renders()).toBe(2);
  });

  it("keeps at most maxEntries pages, dropping the oldest", async () => {
    const site = setup();
    for (const url of ["/a", "/b", "/c", "/a"])
      await site.get(url, { nonce: "n" });
    expect(site.renders()).toBe(4);
  });

  it.each([
    [
      "a private answer",
      () => new Response("x", { headers: { "Cache-Control": "no-store" } }),
    ],
    [
      "an error",
      () => new Response("x", { status: 503, headers: publicPageHeaders }),
    ],
    [
      "an answer that sets a cookie",
      () =>
        new Response("x", {
          headers: { ...publicPageHeaders, "Set-Cookie": "a=b" },
        }),
    ],
  ])("never keeps %s", async (_name, answer) => {
    const site = setup();
    site.answerWith(answer);
    await site.get("/", { nonce: "n1" });
    await site.get("/", { nonce: "n2" });
    expect(site.renders()).toBe(2);
  });

  it("never keeps what is not a GET", async () => {
    const site = setup();
    await site.get("/", { nonce: "n1", method: "HEAD" });
    await site.get("/", { nonce: "n2", method: "HEAD" });
    expect(site.renders()).toBe(2);
  });

  it("renders every request when turned off", async () => {
    const site = setup(0);
    await site.get("/", { nonce: "n1" });
    await site.get("/", { nonce: "n2" });
    expect(site.renders()).toBe(2);
  });
});
