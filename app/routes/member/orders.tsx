import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { unwrap } from "#app/api/envelope";
import { orderStatuses } from "#openapi/payloads.ts";
import { EmptyState } from "#app/member/EmptyState";
import { formatDay, formatMoney } from "#app/member/format";
import { orderKindLabels, orderStatusLabels } from "#app/member/labels";
import { loadForMember, type Schemas } from "#app/member/load";
import { MemberError } from "#app/member/MemberError";
import { Pagination } from "#app/member/Pagination";
import { ScreenSkeleton } from "#app/member/ScreenSkeleton";
import { ScreenTitle } from "#app/member/ScreenTitle";
import { orderStatusTone, StatusBadge } from "#app/member/StatusBadge";
import { api } from "#app/session/session";
import type { Route } from "./+types/orders";

/** The filter from the address; an unknown status shows every order. */
function readStatus(search: URLSearchParams) {
  const status = search.get("status");
  return orderStatuses.find((known) => known === status);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const status = readStatus(search);
  const page = Math.max(1, Math.floor(Number(search.get("page")) || 1));
  const result = await loadForMember(request, () =>
    unwrap(
      api.GET("/web/orders", {
        params: { query: { page, pageSize: 10, status } },
      }),
    ),
  );
  return { ...result, status };
}

export function HydrateFallback() {
  return <ScreenSkeleton rows={4} />;
}

export const ErrorBoundary = MemberError;

function OrderRow({ order }: { order: Schemas["OrderSummary"] }) {
  const intl = useIntl();
  return (
    <li>
      <Link
        to={`/member/orders/${order.id}`}
        className="block rounded-xl border border-slate-200 p-4 hover:border-brand-500"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{order.title}</p>
            <p className="text-xs text-slate-600">
              {order.number} · {intl.formatMessage(orderKindLabels[order.kind])}{" "}
              · {formatDay(intl, order.createdAt)}
            </p>
          </div>
          <StatusBadge tone={orderStatusTone[order.status] ?? "neutral"}>
            {intl.formatMessage(orderStatusLabels[order.status])}
          </StatusBadge>
        </div>
        <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
          <span className="text-slate-700">
            <FormattedMessage
              id="member.orders.amount"
              defaultMessage="Total {amount}"
              values={{
                amount: formatMoney(intl, order.amount, order.currency),
              }}
            />
          </span>
          {order.amountDue > 0 ? (
            <span className="font-semibold text-red-700">
              <FormattedMessage
                id="member.orders.amountDue"
                defaultMessage="{amount} due"
                values={{
                  amount: formatMoney(intl, order.amountDue, order.currency),
                }}
              />
            </span>
          ) : null}
        </p>
      </Link>
    </li>
  );
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { items, page, pageSize, total, status } = loaderData;
  return (
    <section>
      <ScreenTitle
        actions={
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <FormattedMessage
              id="member.orders.filter"
              defaultMessage="Status"
            />
            <select
              value={status ?? ""}
              onChange={(event) =>
                void navigate(
                  event.target.value
                    ? `?status=${event.target.value}`
                    : "/member/orders",
                )
              }
              className="rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm"
            >
              <option value="">
                {intl.formatMessage({
                  id: "member.orders.filter.all",
                  defaultMessage: "All orders",
                })}
              </option>
              {orderStatuses.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(orderStatusLabels[value])}
                </option>
              ))}
            </select>
          </label>
        }
      >
        <FormattedMessage id="member.menu.orders" defaultMessage="My orders" />
      </ScreenTitle>
      {items.length === 0 ? (
        <EmptyState
          title={
            status ? (
              <FormattedMessage
                id="member.orders.emptyFiltered"
                defaultMessage="No orders in this state."
              />
            ) : (
              <FormattedMessage
                id="member.orders.empty"
                defaultMessage="You have no orders yet."
              />
            )
          }
        >
          <Link to="/services" className="text-brand-700 hover:underline">
            <FormattedMessage
              id="member.orders.emptyHint"
              defaultMessage="See what we can build for you"
            />
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {items.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </section>
  );
}
