import { describe, expect, it } from "vitest";
import { displayName } from "./display-name";

describe("displayName", () => {
  it("prefers the real name, then the username, then the e-mail", () => {
    expect(
      displayName({
        realName: "Alice Liu",
        username: "alice",
        email: "a@example.com",
      }),
    ).toBe("Alice Liu");
    expect(
      displayName({
        realName: null,
        username: "alice",
        email: "a@example.com",
      }),
    ).toBe("alice");
    expect(
      displayName({ realName: " ", username: "", email: "a@example.com" }),
    ).toBe("a@example.com");
  });

  it("is empty when nothing is known", () => {
    expect(displayName(null)).toBe("");
    expect(displayName({})).toBe("");
  });
});
