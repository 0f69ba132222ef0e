import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.ts";

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve({ trustProxy }: { trustProxy: boolean }) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders({ development: false }));
  app.get("/", (_req, res) => {
    res.send(`<p>${String(res.locals.cspNonce)}</p>`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("securityHeaders", () => {
  it("sends HSTS when a trusted proxy says the request came over HTTPS", async () => {
    const url = await serve({ trustProxy: true });
    const response = await fetch(url, {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(response.headers.get("strict-transport-security")).toMatch(
      /max-age=\d+/,
    );
  });

  it("ignores the forwarded scheme when no proxy is trusted", async () => {
    const url = await serve({ trustProxy: false });
    const response = await fetch(url, {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("puts the same fresh nonce in the policy and in the page", async () => {
    const url = await serve({ trustProxy: false });
    const response = await fetch(url);
    const nonce = /<p>(.+)<\/p>/.exec(await response.text())?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get("content-security-policy")).toContain(
      `'nonce-${nonce}'`,
    );
  });
});
