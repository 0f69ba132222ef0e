import { getCatalogue, notFound } from "#app/content/catalogue.server";
import { getSiteSettings } from "#app/content/content.server";
import { canonicalUrl } from "#app/content/page-http";
import { getServerIntl } from "#app/i18n/intl.server";
import { getRequestLocale } from "#app/i18n/locale.server";
import { pageSize, type CategoryKey } from "./categories";
import { hasActiveFilters, parseFilters } from "./filters";
import { catalogueMessages as m } from "./messages";
import { titleWithSite } from "./title";

/** Loader of both listings: /products and /products/category/{category}. */
export async function loadListing(
  request: Request,
  category: CategoryKey | null,
) {
  const locale = getRequestLocale(request);
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const [catalogue, settings] = await Promise.all([
    getCatalogue(locale, category, filters),
    getSiteSettings(locale),
  ]);
  const pages = Math.max(1, Math.ceil(catalogue.total / pageSize));
  // A page past the end (an old or hand-made link) does not exist.
  if (filters.page > pages) notFound();

  const intl = getServerIntl(locale);
  const heading = catalogue.current
    ? intl.formatMessage(m.categoryTitle, {
        category: catalogue.current.label ?? catalogue.current.key,
      })
    : intl.formatMessage(m.title);
  return {
    catalogue,
    filters,
    pages,
    heading,
    intro: catalogue.current?.description ?? intl.formatMessage(m.intro),
    contactUrl: settings.messagingApp.url,
    seo: {
      title: titleWithSite(intl, heading, settings.companyName),
      description:
        catalogue.current?.description ?? intl.formatMessage(m.metaDescription),
    },
    // Filtered lists are countless near-duplicates: keep them out of indexes.
    noindex: hasActiveFilters(filters),
    canonical: canonicalUrl(request),
    locale,
    siteName: settings.companyName,
  };
}
