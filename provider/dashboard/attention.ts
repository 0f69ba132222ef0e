// What needs the member's attention (openapi/provider.yaml: Attention): due
// payments, sites near a quota or their renewal, unread messages.
import type { SiteView } from "../sites/site-view.ts";
import { nearQuotaShare, renewalNoticeDays } from "../sites/plans.ts";
import type { payments, toOrderSummary } from "../orders/order-view.ts";

type DueOrder = ReturnType<typeof toOrderSummary> & {
  payments: ReturnType<typeof payments>;
};

const dayMs = 24 * 60 * 60 * 1000;

export function attentionItems(input: {
  orders: DueOrder[];
  sites: SiteView[];
  unreadMessages: number;
  today: Date;
}) {
  const items = [];
  for (const order of input.orders) {
    for (const payment of order.payments) {
      if (payment.status !== "due") continue;
      items.push({
        kind: "paymentDue" as const,
        orderId: order.id,
        orderNumber: order.number,
        orderTitle: order.title,
        stage: payment.stage,
        amount: payment.amount,
        currency: order.currency,
      });
    }
  }
  for (const site of input.sites) {
    for (const resource of ["traffic", "storage"] as const) {
      const { usedGb, quotaGb } = site[resource];
      if (quotaGb === null || usedGb < quotaGb * nearQuotaShare) continue;
      items.push({
        kind: "siteQuota" as const,
        siteId: site.id,
        siteName: site.name,
        resource,
        percent: Math.round((usedGb / quotaGb) * 100),
      });
    }
    const today = Date.UTC(
      input.today.getUTCFullYear(),
      input.today.getUTCMonth(),
      input.today.getUTCDate(),
    );
    const days = Math.round(
      (Date.parse(`${site.renewsOn}T00:00:00Z`) - today) / dayMs,
    );
    if (days <= renewalNoticeDays) {
      items.push({
        kind: "siteRenewal" as const,
        siteId: site.id,
        siteName: site.name,
        renewsOn: site.renewsOn,
        days,
      });
    }
  }
  if (input.unreadMessages > 0) {
    items.push({
      kind: "unreadMessages" as const,
      count: input.unreadMessages,
    });
  }
  return items;
}
