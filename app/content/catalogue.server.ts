import { z } from "zod";
import { data } from "react-router";
import type {
  CATALOGUE_QUERY_RESULT,
  CATALOGUE_SITEMAP_QUERY_RESULT,
  PRODUCT_LOCATION_QUERY_RESULT,
  PRODUCT_QUERY_RESULT,
} from "../../cms/sanity.types";
import { priceBrackets, type CategoryKey } from "#app/catalogue/categories";
import { queryParams, type CatalogueFilters } from "#app/catalogue/filters";
import type { Locale } from "#app/i18n/locales";
import {
  CATALOGUE_QUERY,
  CATALOGUE_SITEMAP_QUERY,
  PRODUCT_LOCATION_QUERY,
  PRODUCT_QUERY,
} from "./catalogue-queries";
import { fetchContent } from "./content.server";

// The catalogue's reads. All filtering, counting, sorting and paging happens
// in GROQ (catalogue-queries.ts); this module only supplies parameters and
// turns "no such thing" into the site's 404.

/** The site's 404 page, rendered by the error boundary inside the shell. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

// Typegen cannot type an expression over a parameter array; the shape is
// checked here instead of trusted.
const bracketCounts = z.array(
  z.object({
    min: z.number().nullable(),
    max: z.number().nullable(),
    count: z.number(),
  }),
);

export async function getCatalogue(
  locale: Locale,
  category: CategoryKey | null,
  filters: CatalogueFilters,
) {
  const result = await fetchContent<CATALOGUE_QUERY_RESULT>(CATALOGUE_QUERY, {
    lang: locale,
    ...queryParams(filters, category, priceBrackets),
  });
  const current = category
    ? result.categories.find((c) => c.key === category)
    : null;
  // A category the CMS does not (yet) hold has no page.
  if (category && !current) notFound();
  return {
    ...result,
    current: current ?? null,
    priceBrackets: bracketCounts.parse(result.priceBrackets),
  };
}

export type Catalogue = Awaited<ReturnType<typeof getCatalogue>>;
export type ProductCard = Catalogue["products"][number];

export async function getProduct(locale: Locale, id: string) {
  const result = await fetchContent<PRODUCT_QUERY_RESULT>(PRODUCT_QUERY, {
    lang: locale,
    id,
  });
  return {
    product: result.product ?? notFound(),
    supportYears: result.terms?.freeMaintenanceYears ?? null,
  };
}

export type ProductDetail = Awaited<ReturnType<typeof getProduct>>["product"];

/** The category an old /products/{id} link's product is in, or 404. */
export async function getProductLocation(id: string) {
  const location = await fetchContent<PRODUCT_LOCATION_QUERY_RESULT>(
    PRODUCT_LOCATION_QUERY,
    { id },
  );
  return location ?? notFound();
}

export async function getCatalogueSitemap() {
  return fetchContent<CATALOGUE_SITEMAP_QUERY_RESULT>(
    CATALOGUE_SITEMAP_QUERY,
    {},
  );
}
