// GET /web/sites and GET /web/sites/:id, scoped to the signed-in member.
import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../db/database.ts";
import { orders, sites } from "../db/schema.ts";
import { ApiError } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import { ok } from "../http/envelope.ts";
import { pathId } from "../http/path-id.ts";
import { requireSession } from "../http/require-session.ts";
import type { RouteContext } from "../http/route-context.ts";
import { toSite } from "../sites/site-view.ts";

/** The member's sites with their linked orders, newest first. */
export async function memberSites(db: Database, userId: string, id?: string) {
  const rows = await db
    .select()
    .from(sites)
    // The order must be the same member's too, so a bad link cannot leak one.
    .leftJoin(
      orders,
      and(eq(orders.id, sites.orderId), eq(orders.userId, sites.userId)),
    )
    .where(and(eq(sites.userId, userId), id ? eq(sites.id, id) : undefined))
    .orderBy(asc(sites.createdAt), asc(sites.name));
  return rows.map((row) => toSite(row.sites, row.orders));
}

export function siteRoutes(ctx: RouteContext) {
  const { db, now } = ctx;
  const routes = new Hono<AppEnv>();
  const session = requireSession(db, now);

  routes.get("/", session, async (c) => {
    const items = await memberSites(db, c.var.session.user.id);
    return ok(c, { items, total: items.length });
  });

  routes.get("/:id", session, async (c) => {
    const [site] = await memberSites(db, c.var.session.user.id, pathId(c));
    if (!site) throw new ApiError("notFound");
    return ok(c, site);
  });

  return routes;
}
