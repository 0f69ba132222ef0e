import { FormattedMessage, useIntl } from "react-intl";
import { PageIntro } from "#app/content/components/PageIntro";
import type { Catalogue } from "#app/content/catalogue.server";
import {
  catalogueBasePath,
  categoryPath,
  productStatuses,
} from "../categories";
import {
  activeFilters,
  cleared,
  toSearch,
  type CatalogueFilters,
} from "../filters";
import { catalogueMessages as m } from "../messages";
import { ActiveFilterChips } from "./ActiveFilterChips";
import { CategoryTabs } from "./CategoryTabs";
import { EmptyState } from "./EmptyState";
import { FilterPanel, statusLabels } from "./FilterPanel";
import { Pagination } from "./Pagination";
import { ProductCard } from "./ProductCard";

/** The catalogue and a category listing: tabs, filters, results, pages. */
export function CatalogueView({
  catalogue,
  filters,
  pages,
  heading,
  intro,
  contactUrl,
}: {
  catalogue: Catalogue;
  filters: CatalogueFilters;
  pages: number;
  heading: string;
  intro: string;
  contactUrl: string;
}) {
  const intl = useIntl();
  const category = catalogue.current?.key ?? null;
  const action = category ? categoryPath(category) : catalogueBasePath;
  const features = catalogue.features.map((f) => ({
    key: f.key,
    label: f.label ?? f.key,
    count: f.count,
  }));
  const statuses = productStatuses.map((key) => ({
    key,
    label: intl.formatMessage(statusLabels[key]),
    count: catalogue.statusCounts[key],
  }));

  return (
    <>
      <PageIntro title={heading} intro={intro} />
      <CategoryTabs
        categories={catalogue.categories}
        current={category}
        filters={filters}
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_1fr] lg:py-12">
        <aside>
          <FilterPanel
            action={action}
            filters={filters}
            features={features}
            statuses={statuses}
            brackets={catalogue.priceBrackets}
            activeCount={activeFilters(filters).length}
          />
        </aside>
        <section aria-labelledby="results" className="min-w-0">
          <div className="mb-4 flex flex-col gap-3">
            <h2
              id="results"
              className="text-lg font-bold text-ink"
              data-testid="result-count"
            >
              <FormattedMessage
                {...m.results}
                values={{ total: catalogue.total }}
              />
            </h2>
            <ActiveFilterChips
              action={action}
              filters={filters}
              featureLabels={new Map(features.map((f) => [f.key, f.label]))}
            />
          </div>
          {catalogue.total === 0 ? (
            <EmptyState
              clearHref={`${action}${toSearch(cleared(filters))}`}
              contactUrl={contactUrl}
            />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {catalogue.products.map((product) => (
                <li key={product._id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          )}
          <Pagination action={action} filters={filters} pages={pages} />
        </section>
      </div>
    </>
  );
}
