import { describe, expect, it } from "vitest";
import {
  activeFilters,
  cleared,
  noFilters,
  parseFilters,
  queryParams,
  toSearch,
} from "./filters";

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe("catalogue filters in the URL", () => {
  it("reads every filter", () => {
    expect(
      parse(
        "min=100&max=2000&feature=payments&feature=seo&status=hot&sort=price-asc&page=2",
      ),
    ).toEqual({
      minPrice: 100,
      maxPrice: 2000,
      features: ["payments", "seo"],
      status: ["hot"],
      sort: "price-asc",
      page: 2,
    });
  });

  it("ignores what it cannot read", () => {
    expect(
      parse(
        "min=abc&max=-5&feature=Bad Key&status=sale&sort=random&page=0&x=1",
      ),
    ).toEqual(noFilters);
    expect(parse("page=1.5").page).toBe(1);
  });

  it("swaps a reversed price range and drops repeats", () => {
    const filters = parse("min=500&max=100&feature=a&feature=a&status=new");
    expect(filters).toMatchObject({
      minPrice: 100,
      maxPrice: 500,
      features: ["a"],
      status: ["new"],
    });
  });

  it("writes them back, defaults left out", () => {
    expect(toSearch(noFilters)).toBe("");
    const query =
      "min=100&max=2000&feature=a&feature=b&status=hot&sort=newest&page=3";
    expect(toSearch(parse(query))).toBe(`?${query}`);
  });

  it("offers each applied filter as a chip that removes it and resets the page", () => {
    const filters = parse("min=100&feature=a&feature=b&status=hot&page=2");
    const chips = activeFilters(filters);
    expect(chips.map((c) => c.filter)).toEqual([
      { kind: "price", min: 100, max: null },
      { kind: "feature", key: "a" },
      { kind: "feature", key: "b" },
      { kind: "status", key: "hot" },
    ]);
    expect(toSearch(chips[1]!.without)).toBe("?min=100&feature=b&status=hot");
    expect(chips.every((c) => c.without.page === 1)).toBe(true);
    expect(toSearch(cleared(parse("min=1&sort=newest&page=2")))).toBe(
      "?sort=newest",
    );
  });

  it("turns into GROQ parameters for one page of results", () => {
    expect(
      queryParams(parse("feature=a&status=hot&page=2"), "mall", [
        { min: null, max: 999 },
      ]),
    ).toEqual({
      category: "mall",
      minPrice: null,
      maxPrice: null,
      features: ["a"],
      featureCount: 1,
      status: ["hot"],
      statusCount: 1,
      sort: "recommended",
      start: 9,
      end: 18,
      priceBrackets: [{ min: null, max: 999 }],
    });
  });
});
