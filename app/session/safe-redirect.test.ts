import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeRedirect("/member/orders?page=2")).toBe("/member/orders?page=2");
  });

  it.each([
    null,
    "",
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "member",
  ])("refuses %j and goes to the member area", (target) => {
    expect(safeRedirect(target)).toBe("/member");
  });
});
