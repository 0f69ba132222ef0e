import { describe, expect, it } from "vitest";
import { formatUsd, toUsd } from "./price";

describe("toUsd", () => {
  it("converts the seed plans at 7.2 to whole dollars", () => {
    expect(toUsd(280, 7.2)).toBe(39);
    expect(toUsd(2870, 7.2)).toBe(399);
  });

  it("keeps zero as zero", () => {
    expect(toUsd(0, 7.2)).toBe(0);
    expect(Object.is(toUsd(-0.1, 7.2), -0)).toBe(false);
  });

  it("rounds half up", () => {
    expect(toUsd(36, 7.2)).toBe(5);
    expect(toUsd(39.6, 7.2)).toBe(6); // 5.5
    expect(toUsd(39.5, 7.2)).toBe(5); // 5.486…
  });

  it("rejects a rate that is not positive", () => {
    expect(() => toUsd(280, 0)).toThrow(RangeError);
    expect(() => toUsd(280, Number.NaN)).toThrow(RangeError);
  });
});

describe("formatUsd", () => {
  it("shows whole dollars", () => {
    expect(formatUsd(39, "en-US")).toBe("$39");
    expect(formatUsd(3000, "en-US")).toBe("$3,000");
    expect(formatUsd(0, "en-US")).toBe("$0");
  });

  it("follows the visitor's number style", () => {
    expect(formatUsd(20000, "zh-CN")).toBe("US$20,000");
    expect(formatUsd(20000, "de-DE")).toMatch(/^20\.000\s\$$/);
  });
});
