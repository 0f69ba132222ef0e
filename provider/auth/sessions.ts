// Sessions behind opaque bearer tokens: "remember me" gets a long one.
import { and, eq, gt, lte, ne } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { sessions, users } from "../db/schema.ts";
import { newSessionToken, sha256 } from "./tokens.ts";

export const sessionLifetimeMs = {
  remember: 30 * 24 * 60 * 60 * 1000,
  short: 12 * 60 * 60 * 1000,
};

type Executor = Pick<Database, "insert" | "select" | "delete">;

export async function createSession(
  db: Executor,
  userId: string,
  remember: boolean,
  now: Date,
) {
  const token = newSessionToken();
  const expiresAt = new Date(
    now.getTime() +
      (remember ? sessionLifetimeMs.remember : sessionLifetimeMs.short),
  );
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    remember,
    expiresAt,
    createdAt: now,
  });
  // Housekeeping: the member's expired sessions are never needed again.
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  return { token, expiresAt };
}

export async function findSession(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({ id: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeOtherSessions(
  db: Executor,
  userId: string,
  keepSessionId: string,
) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
