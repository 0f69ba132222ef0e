import { describe, expect, it } from "vitest";
import { categoryKeys } from "./categories";
import {
  oldDetailLocation,
  resolveCategoryUrl,
  resolveDetailUrl,
  resolveOldProductUrl,
} from "./legacy-urls";

const redirect = (location: string) => ({
  kind: "redirect",
  location,
  status: 301,
});

describe("/products/{x}.html", () => {
  it.each(categoryKeys)("%s.html moves to its category listing", (category) => {
    expect(resolveOldProductUrl(`${category}.html`)).toEqual(
      redirect(`/products/category/${category}`),
    );
  });

  it("moves any other {x}.html to /products/{x}", () => {
    expect(resolveOldProductUrl("b2b2c-mall.html")).toEqual(
      redirect("/products/b2b2c-mall"),
    );
    expect(resolveOldProductUrl("12345.html")).toEqual(
      redirect("/products/12345"),
    );
  });

  it("keeps the query string", () => {
    expect(resolveOldProductUrl("mall.html", "?sort=newest")).toEqual(
      redirect("/products/category/mall?sort=newest"),
    );
    expect(resolveOldProductUrl("x1.html", "?a=1")).toEqual(
      redirect("/products/x1?a=1"),
    );
  });

  it("is a 404 when nothing precedes .html", () => {
    expect(resolveOldProductUrl(".html")).toEqual({ kind: "notFound" });
  });

  it("treats category values case-sensitively, as the URLs are", () => {
    expect(resolveOldProductUrl("MALL.html")).toEqual(
      redirect("/products/MALL"),
    );
  });
});

describe("/products/{x}", () => {
  it.each(categoryKeys)("%s moves to its category listing", (category) => {
    expect(resolveOldProductUrl(category)).toEqual(
      redirect(`/products/category/${category}`),
    );
  });

  it("is the old detail route for any other id", () => {
    expect(resolveOldProductUrl("b2b2c-mall")).toEqual({
      kind: "oldDetail",
      id: "b2b2c-mall",
    });
  });

  it("sends a found product to its page in its category", () => {
    expect(
      oldDetailLocation({ category: "mall", id: "b2b2c-mall" }, "?ref=x"),
    ).toEqual(redirect("/products/category/mall/b2b2c-mall?ref=x"));
  });

  it("is a 404 for an id no product could have", () => {
    expect(resolveOldProductUrl("-x")).toEqual({ kind: "notFound" });
    expect(resolveOldProductUrl("a.b")).toEqual({ kind: "notFound" });
  });
});

describe("/products/category/{category}", () => {
  it.each(categoryKeys)("%s is its listing", (category) => {
    expect(resolveCategoryUrl(category)).toEqual({
      kind: "listing",
      category,
    });
  });

  it.each(categoryKeys)("%s.html moves to the listing", (category) => {
    expect(resolveCategoryUrl(`${category}.html`, "?page=2")).toEqual(
      redirect(`/products/category/${category}?page=2`),
    );
  });

  it("is a 404 for an unknown category, with or without .html", () => {
    expect(resolveCategoryUrl("cars")).toEqual({ kind: "notFound" });
    expect(resolveCategoryUrl("cars.html")).toEqual({ kind: "notFound" });
    expect(resolveCategoryUrl("Mall")).toEqual({ kind: "notFound" });
  });
});

describe("/products/category/{category}/{id}", () => {
  it("is the detail page", () => {
    expect(resolveDetailUrl("mall", "b2b2c-mall")).toEqual({
      kind: "detail",
      category: "mall",
      id: "b2b2c-mall",
    });
  });

  it("moves {id}.html to the detail page, keeping the query", () => {
    expect(resolveDetailUrl("usedcar", "car-auction.html", "?x=1")).toEqual(
      redirect("/products/category/usedcar/car-auction?x=1"),
    );
  });

  it("is a 404 under an unknown category, with or without .html", () => {
    expect(resolveDetailUrl("cars", "b2b2c-mall")).toEqual({
      kind: "notFound",
    });
    expect(resolveDetailUrl("cars", "b2b2c-mall.html")).toEqual({
      kind: "notFound",
    });
  });

  it("is a 404 for an id no product could have", () => {
    expect(resolveDetailUrl("mall", ".html")).toEqual({ kind: "notFound" });
  });
});
