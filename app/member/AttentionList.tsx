import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { formatDay, formatMoney } from "./format";
import { paymentStageLabels } from "./labels";
import type { Schemas } from "./load";

type Attention = Schemas["Attention"];

function keyOf(item: Attention) {
  switch (item.kind) {
    case "paymentDue":
      return `${item.kind}-${item.orderId}-${item.stage}`;
    case "siteQuota":
      return `${item.kind}-${item.siteId}-${item.resource}`;
    case "siteRenewal":
      return `${item.kind}-${item.siteId}`;
    default:
      return item.kind;
  }
}

function Item({ item }: { item: Attention }) {
  const intl = useIntl();
  switch (item.kind) {
    case "paymentDue":
      return (
        <Link to={`/member/orders/${item.orderId}`}>
          <FormattedMessage
            id="member.attention.paymentDue"
            defaultMessage="{amount} due for {order} ({stage})"
            values={{
              amount: formatMoney(intl, item.amount, item.currency),
              order: `${item.orderNumber} · ${item.orderTitle}`,
              stage: intl.formatMessage(paymentStageLabels[item.stage]),
            }}
          />
        </Link>
      );
    case "siteQuota":
      return (
        <Link to="/member/sites">
          {item.resource === "traffic" ? (
            <FormattedMessage
              id="member.attention.trafficQuota"
              defaultMessage="{site} has used {percent}% of its monthly traffic"
              values={{ site: item.siteName, percent: item.percent }}
            />
          ) : (
            <FormattedMessage
              id="member.attention.storageQuota"
              defaultMessage="{site} has used {percent}% of its storage"
              values={{ site: item.siteName, percent: item.percent }}
            />
          )}
        </Link>
      );
    case "siteRenewal":
      return (
        <Link to="/member/sites">
          <FormattedMessage
            id="member.attention.renewal"
            defaultMessage="{site} renews on {date} ({days, plural, =0 {today} one {in # day} other {in # days}})"
            values={{
              site: item.siteName,
              date: formatDay(intl, item.renewsOn),
              days: Math.max(0, item.days),
            }}
          />
        </Link>
      );
    case "unreadMessages":
      return (
        <Link to="/member/messages">
          <FormattedMessage
            id="member.attention.unread"
            defaultMessage="{count, plural, one {# unread message} other {# unread messages}}"
            values={{ count: item.count }}
          />
        </Link>
      );
  }
}

/** What needs the member's attention, each item leading to where it is handled. */
export function AttentionList({ items }: { items: Attention[] }) {
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 p-5 text-sm text-slate-600">
        <FormattedMessage
          id="member.attention.none"
          defaultMessage="Nothing needs your attention right now."
        />
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-amber-200 bg-amber-50/40">
      {items.map((item) => (
        <li
          key={keyOf(item)}
          className="p-4 text-sm font-medium text-slate-800 [&_a]:hover:underline"
        >
          <Item item={item} />
        </li>
      ))}
    </ul>
  );
}
