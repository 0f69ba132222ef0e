import { useIntl } from "react-intl";
import { Link } from "react-router";
import { catalogueBasePath, categoryPath } from "../categories";
import { toSearch, changed, type CatalogueFilters } from "../filters";
import { catalogueMessages as m } from "../messages";

type Tab = { key: string; label: string | null; count: number };

/**
 * The ten category tabs plus "All". Links, so they work without JavaScript;
 * they keep the visitor's filters, and each shows how many products it holds
 * with those filters.
 */
export function CategoryTabs({
  categories,
  current,
  filters,
}: {
  categories: Tab[];
  current: string | null;
  filters: CatalogueFilters;
}) {
  const intl = useIntl();
  const search = toSearch(changed(filters, {}));
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  const tabs = [
    {
      key: "all",
      label: intl.formatMessage(m.allTab),
      count: total,
      to: catalogueBasePath,
      active: current === null,
    },
    ...categories.map((c) => ({
      key: c.key,
      label: c.label ?? c.key,
      count: c.count,
      to: categoryPath(c.key),
      active: c.key === current,
    })),
  ];
  return (
    <nav
      aria-label={intl.formatMessage(m.tabsLabel)}
      className="border-b border-slate-200 bg-white"
    >
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
        {tabs.map((tab) => (
          <li key={tab.key} className="shrink-0">
            <Link
              to={`${tab.to}${search}`}
              aria-current={tab.active ? "page" : undefined}
              data-testid={`tab-${tab.key}`}
              className="flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              {tab.label}
              <span className="text-xs font-medium opacity-90">
                {intl.formatNumber(tab.count)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
