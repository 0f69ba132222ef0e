import {
  pageSize,
  productStatuses,
  type CategoryKey,
  type ProductStatus,
} from "./categories";

// The catalogue's filters live in the URL query, so a filtered list survives a
// reload, can be shared, and works as a plain GET form without JavaScript.
// Anything malformed in the query is ignored rather than an error: old links
// and hand-edited URLs still show a useful list.

export const sortKeys = [
  "recommended",
  "price-asc",
  "price-desc",
  "newest",
] as const;
export type SortKey = (typeof sortKeys)[number];

export type CatalogueFilters = {
  minPrice: number | null;
  maxPrice: number | null;
  features: string[];
  status: ProductStatus[];
  sort: SortKey;
  page: number;
};

export const noFilters: CatalogueFilters = {
  minPrice: null,
  maxPrice: null,
  features: [],
  status: [],
  sort: "recommended",
  page: 1,
};

/** Names of the query parameters. */
export const queryNames = {
  minPrice: "min",
  maxPrice: "max",
  feature: "feature",
  status: "status",
  sort: "sort",
  page: "page",
} as const;

const maxPriceValue = 1_000_000_000;
const maxListLength = 20;
const maxPage = 10_000;
const featureKey = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function price(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= maxPriceValue
    ? number
    : null;
}

const unique = <T>(values: T[]) => [...new Set(values)];

export function parseFilters(search: URLSearchParams): CatalogueFilters {
  let minPrice = price(search.get(queryNames.minPrice));
  let maxPrice = price(search.get(queryNames.maxPrice));
  // A reversed range is a typo, not a wish for an empty list.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const features = unique(
    search.getAll(queryNames.feature).filter((f) => featureKey.test(f)),
  ).slice(0, maxListLength);
  const status = unique(
    search
      .getAll(queryNames.status)
      .filter((s): s is ProductStatus =>
        (productStatuses as readonly string[]).includes(s),
      ),
  );
  const sortValue = search.get(queryNames.sort);
  const sort = sortKeys.find((key) => key === sortValue) ?? "recommended";
  const pageValue = Number(search.get(queryNames.page) ?? "1");
  const page =
    Number.isInteger(pageValue) && pageValue >= 1 && pageValue <= maxPage
      ? pageValue
      : 1;
  return { minPrice, maxPrice, features, status, sort, page };
}

/** The query string for these filters ("" or "?…"), defaults left out. */
export function toSearch(filters: CatalogueFilters): string {
  const search = new URLSearchParams();
  if (filters.minPrice !== null)
    search.set(queryNames.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== null)
    search.set(queryNames.maxPrice, String(filters.maxPrice));
  for (const feature of filters.features)
    search.append(queryNames.feature, feature);
  for (const status of filters.status) search.append(queryNames.status, status);
  if (filters.sort !== "recommended") search.set(queryNames.sort, filters.sort);
  if (filters.page > 1) search.set(queryNames.page, String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The same filters on another page of results. */
export const onPage = (filters: CatalogueFilters, page: number) => ({
  ...filters,
  page,
});

/** Any change of filter starts again from the first page. */
export const changed = (
  filters: CatalogueFilters,
  change: Partial<Omit<CatalogueFilters, "page">>,
): CatalogueFilters => ({ ...filters, ...change, page: 1 });

export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return (
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.features.length > 0 ||
    filters.status.length > 0
  );
}

/** Filters with nothing narrowing the list; the sort is kept. */
export const cleared = (filters: CatalogueFilters) =>
  changed(noFilters, { sort: filters.sort });

export type ActiveFilter =
  | { kind: "price"; min: number | null; max: number | null }
  | { kind: "feature"; key: string }
  | { kind: "status"; key: ProductStatus };

/** Each applied filter with the filters that remain once it is removed. */
export function activeFilters(
  filters: CatalogueFilters,
): { filter: ActiveFilter; without: CatalogueFilters }[] {
  const chips: { filter: ActiveFilter; without: CatalogueFilters }[] = [];
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    chips.push({
      filter: { kind: "price", min: filters.minPrice, max: filters.maxPrice },
      without: changed(filters, { minPrice: null, maxPrice: null }),
    });
  }
  for (const key of filters.features) {
    chips.push({
      filter: { kind: "feature", key },
      without: changed(filters, {
        features: filters.features.filter((f) => f !== key),
      }),
    });
  }
  for (const key of filters.status) {
    chips.push({
      filter: { kind: "status", key },
      without: changed(filters, {
        status: filters.status.filter((s) => s !== key),
      }),
    });
  }
  return chips;
}

/** The GROQ parameters of CATALOGUE_QUERY for these filters. */
export function queryParams(
  filters: CatalogueFilters,
  category: CategoryKey | null,
  priceBrackets: readonly { min: number | null; max: number | null }[],
) {
  const start = (filters.page - 1) * pageSize;
  return {
    category,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    features: filters.features,
    featureCount: filters.features.length,
    status: filters.status,
    statusCount: filters.status.length,
    sort: filters.sort,
    start,
    end: start + pageSize,
    priceBrackets: priceBrackets.map(({ min, max }) => ({ min, max })),
  };
}
