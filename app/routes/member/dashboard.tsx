import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { unwrap } from "#app/api/envelope";
import { AttentionList } from "#app/member/AttentionList";
import { loadForMember } from "#app/member/load";
import { MemberError } from "#app/member/MemberError";
import { ScreenSkeleton } from "#app/member/ScreenSkeleton";
import { displayName } from "#app/session/display-name";
import { api, setUnreadCount, useSession } from "#app/session/session";
import type { Route } from "./+types/dashboard";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const dashboard = await loadForMember(request, () =>
    unwrap(api.GET("/web/dashboard")),
  );
  setUnreadCount(dashboard.unreadMessages);
  return dashboard;
}

export function HydrateFallback() {
  return <ScreenSkeleton />;
}

export const ErrorBoundary = MemberError;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { userInfo } = useSession();
  const { orders, sites, unreadMessages, attention } = loaderData;
  const cards = [
    {
      to: "/member/orders",
      value: orders.inProgress,
      label: intl.formatMessage(
        {
          id: "member.dashboard.ordersInProgress",
          defaultMessage: "orders in progress (of {total})",
        },
        { total: orders.total },
      ),
    },
    {
      to: "/member/sites",
      value: sites.active,
      label: intl.formatMessage(
        {
          id: "member.dashboard.sitesOnline",
          defaultMessage: "sites online (of {total})",
        },
        { total: sites.total },
      ),
    },
    {
      to: "/member/messages",
      value: unreadMessages,
      label: intl.formatMessage({
        id: "member.dashboard.unread",
        defaultMessage: "unread messages",
      }),
    },
  ];
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight text-ink">
        <FormattedMessage
          id="member.dashboard.title"
          defaultMessage="Welcome, {name}"
          values={{ name: displayName(userInfo) }}
        />
      </h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block rounded-xl border border-slate-200 p-5 hover:border-brand-500"
            >
              <span className="block text-3xl font-bold text-ink tabular-nums">
                {card.value}
              </span>
              <span className="mt-1 block text-sm text-slate-600">
                {card.label}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 mb-3 text-lg font-semibold text-ink">
        <FormattedMessage
          id="member.dashboard.attention"
          defaultMessage="Needs your attention"
        />
      </h2>
      <AttentionList items={attention} />
    </section>
  );
}
