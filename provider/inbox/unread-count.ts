import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { messages } from "../db/schema.ts";

export async function unreadCount(db: Database, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.count ?? 0;
}
