// The catalogue's fixed vocabulary and limits, shared by the server and the
// browser. Category values are part of public URLs, old links included (SPEC
// §2); the Studio offers editors the same list (cms/catalogue.ts).

export const categoryKeys = [
  "mall",
  "site",
  "blog",
  "live",
  "shortvideo",
  "chat",
  "program",
  "trade",
  "rentcar",
  "usedcar",
] as const;

export type CategoryKey = (typeof categoryKeys)[number];

const categorySet: ReadonlySet<string> = new Set(categoryKeys);

export function isCategoryKey(value: string): value is CategoryKey {
  return categorySet.has(value);
}

export const productStatuses = ["hot", "new"] as const;

export type ProductStatus = (typeof productStatuses)[number];

/** Products per catalogue page: three rows of three on a desktop. */
export const pageSize = 9;

/**
 * Price brackets offered as one-click filters (USD, both ends included, like
 * the typed-in range). Business choices, not content.
 */
export const priceBrackets = [
  { min: null, max: 999 },
  { min: 1000, max: 2999 },
  { min: 3000, max: 4999 },
  { min: 5000, max: null },
] as const satisfies readonly { min: number | null; max: number | null }[];

export const catalogueBasePath = "/products";

export const categoryPath = (category: string) =>
  `${catalogueBasePath}/category/${category}`;

export const productPath = (category: string, id: string) =>
  `${categoryPath(category)}/${id}`;
