import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { users } from "../db/schema.ts";

/** Which column a sign-in identifier names: e-mails hold "@", phones are digits. */
export function identifierColumn(
  identifier: string,
): "email" | "phone" | "username" {
  if (identifier.includes("@")) return "email";
  if (/^\+?[0-9]+$/.test(identifier)) return "phone";
  return "username";
}

/** Finds a member by username (any case), phone or e-mail (any case). */
export async function findUserByIdentifier(db: Database, identifier: string) {
  const column = identifierColumn(identifier);
  const where =
    column === "email"
      ? eq(users.email, identifier.toLowerCase())
      : column === "phone"
        ? eq(users.phone, identifier)
        : eq(sql`lower(${users.username})`, identifier.toLowerCase());
  const [user] = await db.select().from(users).where(where).limit(1);
  return user;
}

export async function findUserById(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}
