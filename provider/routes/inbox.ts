// The member's messages: GET /web/messages (unread first, or unread only),
// GET /web/messages/unread-count, POST /web/messages/:id/read and
// POST /web/messages/read-all. Marking read is idempotent.
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import { messages } from "../db/schema.ts";
import { ApiError } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import { ok } from "../http/envelope.ts";
import { pathId } from "../http/path-id.ts";
import { readQuery } from "../http/read-query.ts";
import { requireSession } from "../http/require-session.ts";
import type { RouteContext } from "../http/route-context.ts";
import { toMessage } from "../inbox/message-view.ts";
import { unreadCount } from "../inbox/unread-count.ts";
import { messageListQuery } from "#openapi/payloads.ts";

export function inboxRoutes(ctx: RouteContext) {
  const { db, now } = ctx;
  const routes = new Hono<AppEnv>();
  const session = requireSession(db, now);

  routes.get("/", session, async (c) => {
    const query = readQuery(c, messageListQuery);
    const userId = c.var.session.user.id;
    const where = and(
      eq(messages.userId, userId),
      query.filter === "unread" ? isNull(messages.readAt) : undefined,
    );
    const [rows, [total], unread] = await Promise.all([
      db
        .select()
        .from(messages)
        .where(where)
        // Unread first, then newest first; the id keeps pages stable.
        .orderBy(
          sql`${messages.readAt} is null desc`,
          desc(messages.createdAt),
          asc(messages.id),
        )
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(messages)
        .where(where),
      unreadCount(db, userId),
    ]);
    return ok(c, {
      items: rows.map(toMessage),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.count ?? 0,
      unreadCount: unread,
    });
  });

  routes.get("/unread-count", session, async (c) =>
    ok(c, { unreadCount: await unreadCount(db, c.var.session.user.id) }),
  );

  routes.post("/read-all", session, async (c) => {
    const userId = c.var.session.user.id;
    const updated = await db
      .update(messages)
      .set({ readAt: now() })
      .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
      .returning({ id: messages.id });
    return ok(c, { updated: updated.length, unreadCount: 0 });
  });

  routes.post("/:id/read", session, async (c) => {
    const userId = c.var.session.user.id;
    const owned = and(eq(messages.id, pathId(c)), eq(messages.userId, userId));
    // Keep the first reading time when it was read before.
    await db
      .update(messages)
      .set({ readAt: now() })
      .where(and(owned, isNull(messages.readAt)));
    const [message] = await db.select().from(messages).where(owned).limit(1);
    if (!message) throw new ApiError("notFound");
    return ok(c, {
      message: toMessage(message),
      unreadCount: await unreadCount(db, userId),
    });
  });

  return routes;
}
