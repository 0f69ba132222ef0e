// GET /web/dashboard: counts and what needs attention, in one call.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { attentionItems } from "../dashboard/attention.ts";
import { orders } from "../db/schema.ts";
import type { AppEnv } from "../http/app-env.ts";
import { ok } from "../http/envelope.ts";
import { requireSession } from "../http/require-session.ts";
import type { RouteContext } from "../http/route-context.ts";
import { unreadCount } from "../inbox/unread-count.ts";
import { payments, toOrderSummary } from "../orders/order-view.ts";
import { memberSites } from "./sites.ts";

const inProgress = new Set([
  "requirements_confirmed",
  "in_development",
  "acceptance",
]);

export function dashboardRoutes(ctx: RouteContext) {
  const { db, now } = ctx;
  const routes = new Hono<AppEnv>();

  routes.get("/", requireSession(db, now), async (c) => {
    const userId = c.var.session.user.id;
    const [orderRows, sites, unread] = await Promise.all([
      db.select().from(orders).where(eq(orders.userId, userId)),
      memberSites(db, userId),
      unreadCount(db, userId),
    ]);
    const memberOrders = orderRows
      .sort((a, b) => a.number.localeCompare(b.number))
      .map((order) => ({
        ...toOrderSummary(order),
        payments: payments(order),
      }));
    return ok(c, {
      orders: {
        total: memberOrders.length,
        inProgress: memberOrders.filter((o) => inProgress.has(o.status)).length,
      },
      sites: {
        total: sites.length,
        active: sites.filter((s) => s.status === "active").length,
      },
      unreadMessages: unread,
      attention: attentionItems({
        orders: memberOrders,
        sites,
        unreadMessages: unread,
        today: now(),
      }),
    });
  });

  return routes;
}
