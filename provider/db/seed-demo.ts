// The demo member, so a fresh clone can sign in at once, with orders, sites
// and messages to look at.
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import type { Database } from "./database.ts";
import { orders, users } from "./schema.ts";
import { seedMemberArea } from "./seed-member-area.ts";

export const demoMember = {
  username: "demo",
  email: "demo@example.com",
  phone: "13800000000",
  password: "Demo12345!",
  realName: "Demo Member",
} as const;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  return (row?.count ?? 0) === 0;
}

/**
 * Creates the demo member unless an account with its username, e-mail or phone
 * exists, and gives the demo member its orders, sites and messages unless it
 * has orders already (so restarts do not duplicate them).
 */
export async function seedDemo(db: Database, now = new Date()): Promise<void> {
  const { password, ...profile } = demoMember;
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values({ ...profile, passwordHash })
    .onConflictDoNothing();
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, demoMember.username))
    .limit(1);
  if (!demo) return;
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, demo.id))
    .limit(1);
  if (!existing) await seedMemberArea(db, demo.id, { now });
}
