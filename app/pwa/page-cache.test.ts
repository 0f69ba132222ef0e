import { describe, expect, it } from "vitest";
import {
  isCacheablePublicUrl,
  isStorableResponse,
  pageCacheKey,
} from "./page-cache";

const origin = "https://picks.example";
const url = (path: string) => new URL(path, origin);

describe("isCacheablePublicUrl", () => {
  it.each([
    "/",
    "/_root.data",
    "/about",
    "/about.data",
    "/products/category/mall?page=2",
  ])("keeps the public %s", (path) =>
    expect(isCacheablePublicUrl(url(path), origin)).toBe(true),
  );

  it.each([
    "/api/web/users/info",
    "/member",
    "/member.data",
    "/member/orders",
    "/member/orders.data",
    "/login",
    "/register.data",
    "/resources/healthz",
    "/assets/root-abc.js",
  ])("never keeps %s", (path) =>
    expect(isCacheablePublicUrl(url(path), origin)).toBe(false),
  );

  it("never keeps another origin", () => {
    expect(isCacheablePublicUrl(new URL("https://cdn.example/"), origin)).toBe(
      false,
    );
  });
});

describe("isStorableResponse", () => {
  const response = (status: number, cacheControl?: string) =>
    new Response("x", {
      status,
      headers: cacheControl ? { "Cache-Control": cacheControl } : {},
    });

  it("keeps a public page", () => {
    expect(
      isStorableResponse(response(200, "public, max-age=0, s-maxage=300")),
    ).toBe(true);
  });

  it("refuses private, no-store and failed answers", () => {
    expect(isStorableResponse(response(200, "private, max-age=60"))).toBe(
      false,
    );
    expect(isStorableResponse(response(200, "no-store"))).toBe(false);
    expect(isStorableResponse(response(404))).toBe(false);
  });
});

describe("pageCacheKey", () => {
  it("separates languages and keeps the query", () => {
    expect(pageCacheKey(url("/products?page=2"), "en-US")).toBe(
      `${origin}/products?page=2&__sw_lang=en-US`,
    );
    expect(pageCacheKey(url("/about"), "zh-CN")).not.toBe(
      pageCacheKey(url("/about"), "en-US"),
    );
  });
});
