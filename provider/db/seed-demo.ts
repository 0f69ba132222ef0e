// The demo member, so a fresh clone can sign in at once. Later features add
// the member's demo orders, sites and messages here.
import { sql } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import type { Database } from "./database.ts";
import { users } from "./schema.ts";

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

/** Creates the demo member unless an account with its username, e-mail or phone exists. */
export async function seedDemo(db: Database): Promise<void> {
  const { password, ...profile } = demoMember;
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values({ ...profile, passwordHash })
    .onConflictDoNothing();
}
