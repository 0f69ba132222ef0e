// GET /web/orders (paginated, by status) and GET /web/orders/:id. Every query
// is scoped to the signed-in member: another member's id is a 404.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { orders, sites } from "../db/schema.ts";
import { ApiError } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import { ok } from "../http/envelope.ts";
import { pathId } from "../http/path-id.ts";
import { readQuery } from "../http/read-query.ts";
import { requireSession } from "../http/require-session.ts";
import type { RouteContext } from "../http/route-context.ts";
import { orderListQuery } from "#openapi/payloads.ts";
import { toOrder, toOrderSummary } from "../orders/order-view.ts";

export function orderRoutes(ctx: RouteContext) {
  const { db, now } = ctx;
  const routes = new Hono<AppEnv>();
  const session = requireSession(db, now);

  routes.get("/", session, async (c) => {
    const query = readQuery(c, orderListQuery);
    const where = and(
      eq(orders.userId, c.var.session.user.id),
      query.status ? eq(orders.status, query.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), asc(orders.number))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(where),
    ]);
    return ok(c, {
      items: rows.map(toOrderSummary),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.count ?? 0,
    });
  });

  routes.get("/:id", session, async (c) => {
    const userId = c.var.session.user.id;
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, pathId(c)), eq(orders.userId, userId)))
      .limit(1);
    if (!order) throw new ApiError("notFound");
    const linked = await db
      .select({ id: sites.id, name: sites.name, domain: sites.domain })
      .from(sites)
      .where(and(eq(sites.orderId, order.id), eq(sites.userId, userId)))
      .orderBy(asc(sites.name));
    return ok(c, toOrder(order, linked));
  });

  return routes;
}
