// Creating members directly in the database, for tests that are not about sign-up.
import { randomBytes } from "node:crypto";
import { hashPassword } from "../auth/passwords.ts";
import { users } from "../db/schema.ts";
import type { TestDatabase } from "./databases.ts";
import type { TestServer } from "./server.ts";

export const testPassword = "Secret123!";

let counter = 0;

export function uniqueName(prefix = "member"): string {
  counter += 1;
  return `${prefix}${counter}x${randomBytes(3).toString("hex")}`;
}

export async function createMember(
  database: TestDatabase,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const username = overrides.username ?? uniqueName();
  const [user] = await database.db
    .insert(users)
    .values({
      username,
      email: `${username.toLowerCase()}@example.com`,
      passwordHash: await hashPassword(testPassword),
      ...overrides,
    })
    .returning();
  return user!;
}

export async function signIn(
  server: TestServer,
  username: string,
  password = testPassword,
  remember = false,
) {
  const response = await server.request<{ token: string }>("/auth/login", {
    body: { username, password, remember },
  });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.text}`);
  return response.body.data.token;
}
