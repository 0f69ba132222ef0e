import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { unwrap } from "#app/api/envelope";
import { formatDay, formatMoney } from "#app/member/format";
import { orderKindLabels, orderStatusLabels } from "#app/member/labels";
import { loadForMember } from "#app/member/load";
import { MemberError } from "#app/member/MemberError";
import { OrderProgress } from "#app/member/OrderProgress";
import { PaymentMilestones } from "#app/member/PaymentMilestones";
import { ScreenSkeleton } from "#app/member/ScreenSkeleton";
import { orderStatusTone, StatusBadge } from "#app/member/StatusBadge";
import { api } from "#app/session/session";
import type { Route } from "./+types/order";

export async function clientLoader({
  request,
  params,
}: Route.ClientLoaderArgs) {
  return loadForMember(request, () =>
    unwrap(
      api.GET("/web/orders/{id}", { params: { path: { id: params.id } } }),
    ),
  );
}

export function HydrateFallback() {
  return <ScreenSkeleton rows={3} />;
}

export const ErrorBoundary = MemberError;

export default function OrderDetail({
  loaderData: order,
}: Route.ComponentProps) {
  const intl = useIntl();
  const facts = [
    {
      term: intl.formatMessage({
        id: "member.order.amount",
        defaultMessage: "Total",
      }),
      value: formatMoney(intl, order.amount, order.currency),
    },
    {
      term: intl.formatMessage({
        id: "member.order.delivery",
        defaultMessage: "Expected delivery",
      }),
      value: intl.formatMessage(
        {
          id: "member.order.deliveryWindow",
          defaultMessage: "{earliest} – {latest}",
        },
        {
          earliest: formatDay(intl, order.deliveryWindow.earliest),
          latest: formatDay(intl, order.deliveryWindow.latest),
        },
      ),
    },
    {
      term: intl.formatMessage({
        id: "member.order.maintenanceEndsOn",
        defaultMessage: "Free maintenance until",
      }),
      value: order.maintenanceEndsOn
        ? formatDay(intl, order.maintenanceEndsOn)
        : intl.formatMessage({
            id: "member.order.maintenanceAfterLaunch",
            defaultMessage: "One year after launch",
          }),
    },
  ];
  return (
    <article>
      <p className="mb-2 text-sm">
        <Link to="/member/orders" className="text-brand-700 hover:underline">
          <FormattedMessage
            id="member.order.back"
            defaultMessage="← All orders"
          />
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">
            {order.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {order.number} · {intl.formatMessage(orderKindLabels[order.kind])}
          </p>
        </div>
        <StatusBadge tone={orderStatusTone[order.status] ?? "neutral"}>
          {intl.formatMessage(orderStatusLabels[order.status])}
        </StatusBadge>
      </div>
      {order.description ? (
        <p className="mt-4 text-slate-700">{order.description}</p>
      ) : null}
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.term} className="rounded-xl bg-slate-50 p-4">
            <dt className="text-xs text-slate-500">{fact.term}</dt>
            <dd className="mt-1 font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="order-progress">
          <h2
            id="order-progress"
            className="mb-4 text-lg font-semibold text-ink"
          >
            <FormattedMessage
              id="member.order.progress"
              defaultMessage="Progress"
            />
          </h2>
          <OrderProgress stages={order.stages} current={order.status} />
        </section>
        <section aria-labelledby="order-payments">
          <h2
            id="order-payments"
            className="mb-4 text-lg font-semibold text-ink"
          >
            <FormattedMessage
              id="member.order.payments"
              defaultMessage="Payment milestones"
            />
          </h2>
          <PaymentMilestones
            payments={order.payments}
            currency={order.currency}
          />
          {order.sites.length > 0 ? (
            <>
              <h2 className="mt-8 mb-3 text-lg font-semibold text-ink">
                <FormattedMessage
                  id="member.order.sites"
                  defaultMessage="Sites from this order"
                />
              </h2>
              <ul className="space-y-2 text-sm">
                {order.sites.map((site) => (
                  <li key={site.id}>
                    <Link
                      to="/member/sites"
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {site.name}
                    </Link>{" "}
                    <span className="text-slate-600">{site.domain}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </article>
  );
}
