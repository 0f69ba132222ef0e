import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { onPage, toSearch, type CatalogueFilters } from "../filters";
import { catalogueMessages as m } from "../messages";

const linkClass =
  "flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-200 hover:bg-slate-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600";

/** Plain links to every page (the catalogue has a few pages, not hundreds). */
export function Pagination({
  action,
  filters,
  pages,
}: {
  action: string;
  filters: CatalogueFilters;
  pages: number;
}) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const href = (page: number) => `${action}${toSearch(onPage(filters, page))}`;
  const { page } = filters;
  return (
    <nav
      aria-label={intl.formatMessage(m.pagination)}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          <FormattedMessage {...m.previous} />
        </Link>
      ) : null}
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          to={href(n)}
          aria-current={n === page ? "page" : undefined}
          aria-label={intl.formatMessage(m.pageLink, { page: n })}
          className={linkClass}
        >
          {intl.formatNumber(n)}
        </Link>
      ))}
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          <FormattedMessage {...m.next} />
        </Link>
      ) : null}
      <p className="w-full text-center text-sm text-slate-500">
        <FormattedMessage {...m.pageOf} values={{ page, pages }} />
      </p>
    </nav>
  );
}
