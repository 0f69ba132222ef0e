import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import {
  activeFilters,
  cleared,
  toSearch,
  type ActiveFilter,
  type CatalogueFilters,
} from "../filters";
import { catalogueMessages as m } from "../messages";
import { priceRangeLabel } from "../price-label";
import { statusLabels } from "./FilterPanel";

/** Applied filters as removable chips, with "clear all". */
export function ActiveFilterChips({
  action,
  filters,
  featureLabels,
}: {
  action: string;
  filters: CatalogueFilters;
  featureLabels: ReadonlyMap<string, string>;
}) {
  const intl = useIntl();
  const chips = activeFilters(filters);
  if (chips.length === 0) return null;
  const label = (filter: ActiveFilter) => {
    switch (filter.kind) {
      case "price":
        return priceRangeLabel(intl, filter.min, filter.max);
      case "feature":
        return featureLabels.get(filter.key) ?? filter.key;
      case "status":
        return intl.formatMessage(statusLabels[filter.key]);
    }
  };
  return (
    <section
      aria-label={intl.formatMessage(m.applied)}
      className="flex flex-wrap items-center gap-2"
    >
      {chips.map(({ filter, without }) => {
        const text = label(filter);
        return (
          <Link
            key={`${filter.kind}-${"key" in filter ? filter.key : ""}`}
            to={`${action}${toSearch(without)}`}
            preventScrollReset
            aria-label={intl.formatMessage(m.removeFilter, { filter: text })}
            data-testid="filter-chip"
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-100"
          >
            {text}
            <span aria-hidden="true">×</span>
          </Link>
        );
      })}
      <Link
        to={`${action}${toSearch(cleared(filters))}`}
        preventScrollReset
        className="text-sm font-semibold text-slate-600 underline hover:text-ink"
      >
        <FormattedMessage {...m.clearAll} />
      </Link>
    </section>
  );
}
