import { describe, expect, it } from "vitest";
import { parseProviderEnv, providerEnvSchema, providerEnvVars } from "./env.ts";

describe("parseProviderEnv", () => {
  it("has defaults for a fresh clone", () => {
    expect(parseProviderEnv({})).toEqual({
      DATABASE_URL: undefined,
      PGLITE_DATA_DIR: ".data/pglite",
      SMTP_URL: undefined,
      MAIL_FROM: "Picks <no-reply@localhost>",
      TRUST_PROXY: false,
      SEED_DEMO: undefined,
    });
  });

  it("reads every variable", () => {
    expect(
      parseProviderEnv({
        DATABASE_URL: "postgresql://u:p@db:5432/picks",
        PGLITE_DATA_DIR: "/var/lib/picks",
        SMTP_URL: "smtps://u:p@mail.example.com:465",
        MAIL_FROM: "Picks <hello@example.com>",
        TRUST_PROXY: "X-Forwarded-For",
        SEED_DEMO: "true",
        UNRELATED: "ignored",
      }),
    ).toEqual({
      DATABASE_URL: "postgresql://u:p@db:5432/picks",
      PGLITE_DATA_DIR: "/var/lib/picks",
      SMTP_URL: "smtps://u:p@mail.example.com:465",
      MAIL_FROM: "Picks <hello@example.com>",
      TRUST_PROXY: "x-forwarded-for",
      SEED_DEMO: true,
    });
    expect(
      parseProviderEnv({ TRUST_PROXY: "off", SEED_DEMO: "0", DATABASE_URL: "" })
        .TRUST_PROXY,
    ).toBe(false);
  });

  it("names every bad variable in one error", () => {
    expect(() =>
      parseProviderEnv({
        DATABASE_URL: "mysql://x",
        SMTP_URL: "http://mail",
        TRUST_PROXY: "x forwarded",
        SEED_DEMO: "yes",
      }),
    ).toThrowError(
      [
        "Invalid provider environment:",
        "  - DATABASE_URL: must be a postgres:// or postgresql:// URL",
        "  - SMTP_URL: must be an smtp:// or smtps:// URL",
        "  - TRUST_PROXY: must be off or a header name such as x-forwarded-for",
        "  - SEED_DEMO: must be one of true, false, 1, 0",
      ].join("\n"),
    );
  });

  it("documents every variable it reads", () => {
    expect(providerEnvVars.map((v) => v.name).sort()).toEqual(
      Object.keys(providerEnvSchema.shape).sort(),
    );
  });
});
