// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryKeys, pageSize } from "#app/catalogue/categories";
import { parseFilters } from "#app/catalogue/filters";
import { createContentClient, setContentClient } from "./client.server";
import { readContentConfig } from "./config.server";
import {
  getCatalogue,
  getCatalogueSitemap,
  getProduct,
  getProductLocation,
} from "./catalogue.server";
import { loadSeedDataset } from "./seed-dataset.server";

// The catalogue's GROQ through the real client over the seed dataset: the
// same code path the site runs without a Sanity project.

const seed = loadSeedDataset();
const products = seed.filter((d) => d._type === "product");
const featureId = (key: string) => `productFeature-${key}`;
const filters = (query: string) => parseFilters(new URLSearchParams(query));

beforeAll(() =>
  setContentClient(createContentClient(readContentConfig({}), () => seed)),
);
afterAll(() => setContentClient(undefined));

async function expectNotFound(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  // data(null, { status: 404 }) as thrown, before React Router renders it.
  expect((error as { init?: ResponseInit } | undefined)?.init?.status).toBe(
    404,
  );
}

describe("catalogue listing", () => {
  it("lists every product, a page at a time, with the ten tabs and their counts", async () => {
    const all = await getCatalogue("en-US", null, filters(""));
    expect(all.total).toBe(products.length);
    expect(all.products).toHaveLength(pageSize);
    expect(all.categories.map((c) => c.key)).toEqual([...categoryKeys]);
    expect(all.categories.reduce((sum, c) => sum + c.count, 0)).toBe(
      products.length,
    );
    expect(all.categories[0]!.label).toBe("Mall");
    const last = await getCatalogue("en-US", null, filters("page=4"));
    expect(last.products).toHaveLength(products.length - 3 * pageSize);
  });

  it("narrows to a category, in the visitor's language", async () => {
    const mall = await getCatalogue("zh-CN", "mall", filters(""));
    expect(mall.current?.label).toBe("商城");
    expect(mall.products.every((p) => p.category === "mall")).toBe(true);
    expect(mall.total).toBe(mall.current?.count);
  });

  it("applies price, feature and status filters together, and counts each option", async () => {
    const chosen = filters("min=1000&max=5000&feature=mobile-app&status=hot");
    const result = await getCatalogue("en-US", null, chosen);
    const expected = products.filter((p) => {
      const price = p.price as number;
      const features = (p.features as { _ref: string }[]).map((f) => f._ref);
      return (
        price >= 1000 &&
        price <= 5000 &&
        features.includes(featureId("mobile-app")) &&
        ((p.status as string[] | undefined) ?? []).includes("hot")
      );
    });
    expect(result.total).toBe(expected.length);
    expect(result.total).toBeGreaterThan(0);
    expect(result.statusCounts.hot).toBe(expected.length);
    // Each feature's count is what the list would hold with it added.
    const payments = result.features.find((f) => f.key === "online-payments");
    expect(payments?.count).toBe(
      expected.filter((p) =>
        (p.features as { _ref: string }[]).some(
          (f) => f._ref === featureId("online-payments"),
        ),
      ).length,
    );
    // Bracket counts ignore the typed-in range but keep the other filters.
    const anyPrice = await getCatalogue(
      "en-US",
      null,
      filters("feature=mobile-app&status=hot"),
    );
    expect(result.priceBrackets.map((b) => b.count)).toEqual(
      anyPrice.priceBrackets.map((b) => b.count),
    );
    expect(result.priceBrackets.reduce((s, b) => s + b.count, 0)).toBe(
      anyPrice.total,
    );
  });

  it("sorts by price both ways and by newest", async () => {
    const cheap = await getCatalogue("en-US", null, filters("sort=price-asc"));
    const prices = cheap.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.min(...products.map((p) => p.price as number)));
    const dear = await getCatalogue("en-US", null, filters("sort=price-desc"));
    expect(dear.products[0]!.price).toBe(
      Math.max(...products.map((p) => p.price as number)),
    );
    const newest = await getCatalogue("en-US", null, filters("sort=newest"));
    const dates = newest.products.map((p) => p.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("finds nothing for an unknown feature, without failing", async () => {
    const result = await getCatalogue("en-US", null, filters("feature=nope"));
    expect(result.total).toBe(0);
    expect(result.products).toEqual([]);
  });

  it("treats user input as data, never as GROQ", async () => {
    const result = await getCatalogue(
      "en-US",
      null,
      filters(`feature=${encodeURIComponent('a"] || true || ["')}`),
    );
    expect(result.total).toBe(products.length);
  });
});

describe("product detail", () => {
  it("has the description as Portable Text, related products and case studies", async () => {
    const { product, supportYears } = await getProduct("zh-CN", "b2b2c-mall");
    expect(product.title).toBe("B2B2C 多商户商城");
    expect(product.category.key).toBe("mall");
    expect(product.description?.[0]).toMatchObject({ _type: "block" });
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.related.length).toBeGreaterThan(0);
    expect(product.related.every((p) => p.category === "mall")).toBe(true);
    expect(product.related.map((p) => p.id)).not.toContain("b2b2c-mall");
    expect(product.caseStudies?.[0]?.title).toBeTruthy();
    expect(supportYears).toBe(1);
  });

  it("is a 404 for an unknown product", async () => {
    await expectNotFound(getProduct("en-US", "no-such-product"));
    await expectNotFound(getProductLocation("no-such-product"));
  });

  it("is a 404 for a category the CMS lacks", async () => {
    setContentClient(
      createContentClient(readContentConfig({}), () =>
        seed.filter((d) => d._id !== "productCategory-mall"),
      ),
    );
    try {
      await expectNotFound(getCatalogue("en-US", "mall", filters("")));
    } finally {
      setContentClient(createContentClient(readContentConfig({}), () => seed));
    }
  });

  it("locates an old link's product and lists every product for the sitemap", async () => {
    expect(await getProductLocation("car-auction")).toEqual({
      id: "car-auction",
      category: "usedcar",
    });
    const sitemap = await getCatalogueSitemap();
    expect(sitemap.products).toHaveLength(products.length);
    expect(sitemap.categories.every((c) => c.updatedAt)).toBe(true);
  });
});
