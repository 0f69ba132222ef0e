// Sites as the API shows them (openapi/provider.yaml: Site).
import type { orders, sites } from "../db/schema.ts";
import { oneYearAfter } from "../orders/working-days.ts";
import { planQuotas } from "./plans.ts";

type SiteRow = typeof sites.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const gb = (mb: number) => Math.round((mb / 1024) * 100) / 100;

export function toSite(site: SiteRow, order: OrderRow | null) {
  const quota = planQuotas[site.plan as keyof typeof planQuotas];
  return {
    id: site.id,
    name: site.name,
    domain: site.domain,
    status: site.status,
    plan: site.plan,
    traffic: { usedGb: gb(site.trafficUsedMb), quotaGb: quota.trafficGb },
    storage: { usedGb: gb(site.storageUsedMb), quotaGb: quota.storageGb },
    renewsOn: site.renewsOn,
    // Free maintenance comes with the order that built the site (SPEC §1).
    maintenanceEndsOn: order?.launchedAt
      ? oneYearAfter(order.launchedAt)
      : null,
    order: order
      ? { id: order.id, number: order.number, title: order.title }
      : null,
  };
}

export type SiteView = ReturnType<typeof toSite>;
