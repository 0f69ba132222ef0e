import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";

/** Previous / next links that keep the other query parameters. */
export function Pagination({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const intl = useIntl();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `${location.pathname}?${params}`;
  };
  const linkClass =
    "rounded-lg px-3 py-2 text-sm font-medium text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50";
  return (
    <nav
      aria-label={intl.formatMessage({
        id: "member.pagination.label",
        defaultMessage: "Pages",
      })}
      className="mt-6 flex items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass}>
          <FormattedMessage
            id="member.pagination.previous"
            defaultMessage="Previous"
          />
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        <FormattedMessage
          id="member.pagination.status"
          defaultMessage="Page {page} of {pages}"
          values={{ page, pages }}
        />
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={linkClass}>
          <FormattedMessage id="member.pagination.next" defaultMessage="Next" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
