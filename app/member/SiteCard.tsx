import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { formatDay } from "./format";
import { sitePlanLabels, siteStatusLabels } from "./labels";
import type { Schemas } from "./load";
import { StatusBadge } from "./StatusBadge";
import { UsageMeter } from "./UsageMeter";

/** One site: status, plan, usage against its quota, dates and the order behind it. */
export function SiteCard({ site }: { site: Schemas["Site"] }) {
  const intl = useIntl();
  return (
    <article
      aria-labelledby={`site-${site.id}`}
      className="rounded-xl border border-slate-200 p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`site-${site.id}`} className="font-semibold text-ink">
            {site.name}
          </h2>
          <a
            href={`https://${site.domain}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm break-all text-brand-700 hover:underline"
          >
            {site.domain}
          </a>
        </div>
        <StatusBadge tone={site.status === "active" ? "success" : "warning"}>
          {intl.formatMessage(siteStatusLabels[site.status])}
        </StatusBadge>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        <FormattedMessage
          id="member.site.plan"
          defaultMessage="Plan: {plan}"
          values={{ plan: intl.formatMessage(sitePlanLabels[site.plan]) }}
        />
      </p>
      <div className="mt-4 space-y-3">
        <UsageMeter
          label={intl.formatMessage({
            id: "member.site.traffic",
            defaultMessage: "Traffic this month",
          })}
          {...site.traffic}
        />
        <UsageMeter
          label={intl.formatMessage({
            id: "member.site.storage",
            defaultMessage: "Storage",
          })}
          {...site.storage}
        />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">
            <FormattedMessage
              id="member.site.renewsOn"
              defaultMessage="Renews on"
            />
          </dt>
          <dd className="font-medium text-ink">
            {formatDay(intl, site.renewsOn)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">
            <FormattedMessage
              id="member.site.maintenanceEndsOn"
              defaultMessage="Free maintenance until"
            />
          </dt>
          <dd className="font-medium text-ink">
            {site.maintenanceEndsOn ? (
              formatDay(intl, site.maintenanceEndsOn)
            ) : (
              <FormattedMessage id="member.none" defaultMessage="—" />
            )}
          </dd>
        </div>
      </dl>
      {site.order ? (
        <p className="mt-4 text-sm">
          <Link
            to={`/member/orders/${site.order.id}`}
            className="font-medium text-brand-700 hover:underline"
          >
            <FormattedMessage
              id="member.site.order"
              defaultMessage="Order {number}: {title}"
              values={{ number: site.order.number, title: site.order.title }}
            />
          </Link>
        </p>
      ) : null}
    </article>
  );
}
