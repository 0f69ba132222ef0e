import {
  categoryPath,
  catalogueBasePath,
  isCategoryKey,
  productPath,
  type CategoryKey,
} from "./categories";

// Which catalogue URL a request means (SPEC §2 "Product routes"): the pages
// themselves, permanent redirects from the old site's addresses, and 404s.
// Pure, so every rule is unit-tested (legacy-urls.test.ts); the route modules
// only carry out the decision.
//
//   /products/{category}.html            → /products/category/{category}
//   /products/{x}.html (x no category)   → /products/{x}
//   /products/{category}                 → /products/category/{category}
//   /products/{id}                       → old detail route: the product's page
//   /products/category/{c}.html          → /products/category/{c}
//   /products/category/{c}/{id}.html     → /products/category/{c}/{id}
//   an unknown category                  → 404

export type Redirect = { kind: "redirect"; location: string; status: 301 };

export type CatalogueUrl =
  | Redirect
  | { kind: "notFound" }
  | { kind: "listing"; category: CategoryKey }
  | { kind: "detail"; category: CategoryKey; id: string }
  /** /products/{id}: where it goes depends on the product's category. */
  | { kind: "oldDetail"; id: string };

const htmlSuffix = ".html";
const validId = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

function withoutHtml(segment: string): { name: string; html: boolean } {
  return segment.endsWith(htmlSuffix)
    ? { name: segment.slice(0, -htmlSuffix.length), html: true }
    : { name: segment, html: false };
}

/** Permanent, keeping the query (filters survive an old link). */
const moved = (path: string, search: string): Redirect => ({
  kind: "redirect",
  location: `${path}${search}`,
  status: 301,
});

/** `/products/{segment}` */
export function resolveOldProductUrl(
  segment: string,
  search = "",
): CatalogueUrl {
  const { name, html } = withoutHtml(segment);
  if (!validId.test(name)) return { kind: "notFound" };
  if (isCategoryKey(name)) return moved(categoryPath(name), search);
  if (html) return moved(`${catalogueBasePath}/${name}`, search);
  return { kind: "oldDetail", id: name };
}

/** Where the old detail route sends a product it found. */
export function oldDetailLocation(
  product: { category: CategoryKey; id: string },
  search = "",
): Redirect {
  return moved(productPath(product.category, product.id), search);
}

/** `/products/category/{segment}` */
export function resolveCategoryUrl(segment: string, search = ""): CatalogueUrl {
  const { name, html } = withoutHtml(segment);
  if (!isCategoryKey(name)) return { kind: "notFound" };
  return html
    ? moved(categoryPath(name), search)
    : { kind: "listing", category: name };
}

/** `/products/category/{category}/{segment}` */
export function resolveDetailUrl(
  category: string,
  segment: string,
  search = "",
): CatalogueUrl {
  const { name, html } = withoutHtml(segment);
  if (!isCategoryKey(category) || !validId.test(name))
    return { kind: "notFound" };
  return html
    ? moved(productPath(category, name), search)
    : { kind: "detail", category, id: name };
}
