// @vitest-environment node
import { validateDocument, type ValidationSchema } from "@sanity/validation";
import { prepareConfig, type SanityDocument } from "sanity";
import { describe, expect, it } from "vitest";
import {
  categoryKeys,
  productStatuses as siteStatuses,
} from "../app/catalogue/categories";
import { createContentClient } from "../app/content/client.server";
import { readContentConfig } from "../app/content/config.server";
import { loadSeedDataset } from "../app/content/seed-dataset.server";
import { productCategoryKeys, productStatuses } from "./catalogue";
import config from "./sanity.config";

const documents = loadSeedDataset();
const schema = prepareConfig(config).workspaces[0]!
  .schema as unknown as ValidationSchema;
const client = createContentClient(readContentConfig({}), () => documents);
const ids = new Set(documents.map((d) => d._id));

async function errorsOf(document: Record<string, unknown>) {
  const result = await validateDocument({
    document: document as unknown as SanityDocument,
    schema,
    client: client as never,
    getDocumentExists: async ({ id }) => ids.has(id),
  });
  // Outside the Studio, @sanity/validation reports every rule on an object
  // type (the slug) as a warning, so both levels count here.
  return result.markers
    .filter((m) => m.level === "error" || m.level === "warning")
    .map((m) => m.message)
    .join("\n");
}

const byType = (type: string) => documents.filter((d) => d._type === type);
const aProduct = () => byType("product")[0]!;

describe("catalogue vocabulary", () => {
  it("offers editors the site's ten category values, in tab order", () => {
    expect([...productCategoryKeys]).toEqual([...categoryKeys]);
  });

  it("offers editors the statuses the site filters by", () => {
    expect([...productStatuses]).toEqual([...siteStatuses]);
  });
});

describe("catalogue seed", () => {
  it("has every category once and at least three products in each", () => {
    const categories = byType("productCategory");
    expect(categories.map((c) => c.key).sort()).toEqual(
      [...categoryKeys].sort(),
    );
    for (const category of categories) {
      const products = byType("product").filter(
        (p) => (p.category as { _ref: string })._ref === category._id,
      );
      expect(products.length, String(category.key)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("catalogue schema", () => {
  it("rejects a product id that is a category value (old links own it)", async () => {
    const slug = { _type: "slug", current: "mall" };
    expect(await errorsOf({ ...aProduct(), slug })).toMatch(/category value/);
  });

  it("rejects a product id used by another product", async () => {
    const [first, second] = byType("product");
    expect(
      await errorsOf({ ...first!, slug: second!.slug, _id: "product-copy" }),
    ).not.toBe("");
  });

  it("rejects a description without zh-CN text", async () => {
    const product = aProduct();
    const description = (product.description as { language: string }[]).filter(
      (item) => item.language !== "zh-CN",
    );
    expect(await errorsOf({ ...product, description })).toMatch(/zh-CN/);
  });

  it("rejects a feature key another feature uses", async () => {
    const [first, second] = byType("productFeature");
    expect(
      await errorsOf({ ...second!, key: first!.key, _id: "feature-copy" }),
    ).toMatch(/already uses/);
  });

  it("rejects an unknown status and a negative price", async () => {
    expect(await errorsOf({ ...aProduct(), status: ["sale"] })).not.toBe("");
    expect(await errorsOf({ ...aProduct(), price: -1 })).not.toBe("");
  });
});
