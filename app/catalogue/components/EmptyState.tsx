import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { catalogueBasePath } from "../categories";
import { catalogueMessages as m } from "../messages";

/** No product matches: say why and offer the ways out. */
export function EmptyState({
  clearHref,
  contactUrl,
}: {
  clearHref: string;
  contactUrl: string;
}) {
  return (
    <div
      role="status"
      className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center"
    >
      <h2 className="text-xl font-bold text-ink">
        <FormattedMessage {...m.emptyTitle} />
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-sm leading-relaxed text-slate-600">
        <FormattedMessage {...m.emptyBody} />
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={clearHref}
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <FormattedMessage {...m.clearAll} />
        </Link>
        <Link
          to={catalogueBasePath}
          className="rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-ink hover:bg-white"
        >
          <FormattedMessage {...m.emptyAll} />
        </Link>
        <a
          href={contactUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-ink hover:bg-white"
        >
          <FormattedMessage {...m.emptyContact} />{" "}
          <span className="sr-only">
            <FormattedMessage {...m.opensInNewTab} />
          </span>
        </a>
      </div>
    </div>
  );
}
