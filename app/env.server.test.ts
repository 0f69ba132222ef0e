import { describe, expect, it } from "vitest";
import { readSiteEnv } from "./env.server.ts";

describe("readSiteEnv", () => {
  it("applies the documented defaults", () => {
    expect(readSiteEnv({})).toEqual({
      NODE_ENV: "development",
      HOST: "0.0.0.0",
      PORT: 3000,
      TRUST_PROXY: false,
      SANITY_DATASET: "production",
      SANITY_API_VERSION: "2025-06-01",
      SANITY_TIMEOUT_MS: 8000,
      PAGE_CACHE_SECONDS: 60,
      CONTENT_SEED_DIR: "cms/seed",
    });
  });

  it("keeps pages at most an hour, and 0 turns the page cache off", () => {
    expect(readSiteEnv({ PAGE_CACHE_SECONDS: "0" }).PAGE_CACHE_SECONDS).toBe(0);
    expect(() => readSiteEnv({ PAGE_CACHE_SECONDS: "3601" })).toThrow(
      /PAGE_CACHE_SECONDS/,
    );
  });

  it("names every bad variable in one message", () => {
    expect(() =>
      readSiteEnv({ PORT: "eighty", PROVIDER_URL: "not a url" }),
    ).toThrow(/PORT[\s\S]*PROVIDER_URL|PROVIDER_URL[\s\S]*PORT/);
  });

  it("trusts a proxy only when a header is named", () => {
    expect(readSiteEnv({ TRUST_PROXY: "x-forwarded-for" }).TRUST_PROXY).toBe(
      true,
    );
    expect(readSiteEnv({ TRUST_PROXY: "off" }).TRUST_PROXY).toBe(false);
  });
});
