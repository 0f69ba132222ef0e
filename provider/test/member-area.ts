// Two members with the demo orders, sites and messages each, signed in: for
// tests that check a member sees only their own.
import { randomBytes } from "node:crypto";
import { seedMemberArea } from "../db/seed-member-area.ts";
import type { TestDatabase } from "./databases.ts";
import { createMember, signIn } from "./members.ts";
import type { TestServer } from "./server.ts";

export async function memberWithArea(
  database: TestDatabase,
  server: TestServer,
) {
  const member = await createMember(database);
  const seeded = await seedMemberArea(database.db, member.id, {
    now: server.clock.now(),
    numberPrefix: `T${randomBytes(4).toString("hex")}`,
  });
  const token = await signIn(server, member.username);
  return { member, token, ...seeded };
}
