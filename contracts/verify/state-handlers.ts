// What each provider state of the pact means on the reference provider. Each
// handler starts from an empty database and creates exactly what its state
// names, through the provider's own functions or its HTTP API.
import type { VerifierOptions } from "@pact-foundation/pact";
import { hashPassword } from "#provider/auth/passwords.ts";
import { createSession } from "#provider/auth/sessions.ts";
import { sha256 } from "#provider/auth/tokens.ts";
import { codeRules } from "#provider/auth/verification-codes.ts";
import { and, eq, isNull } from "drizzle-orm";
import { seedMemberArea } from "#provider/db/seed-member-area.ts";
import { messages, users, verificationCodes } from "#provider/db/schema.ts";
import { createMember } from "#provider/test/members.ts";
import {
  alice,
  bob,
  carol,
  states,
  type StateName,
} from "../support/states.ts";
import type { ReferenceProvider } from "./reference-provider.ts";

type StateHandlers = NonNullable<VerifierOptions["stateHandlers"]>;
type Values = Record<string, string> | undefined;

export function stateHandlers(provider: ReferenceProvider): StateHandlers {
  const database = { kind: "pglite" as const, db: provider.db };

  const createAlice = async (overrides: { disabledAt?: Date } = {}) => {
    const { password: _password, ...profile } = alice;
    return createMember(database, {
      ...profile,
      passwordHash: await hashPassword(alice.password),
      ...overrides,
    });
  };

  /** Alice with a live session: its token goes into the request's header. */
  const signInAlice = async () => {
    const member = await createAlice();
    const { token } = await createSession(
      provider.db,
      member.id,
      false,
      new Date(),
    );
    return { token };
  };

  /** Sends `times` requests and checks none was refused by a limit yet. */
  const repeat = async (times: number, send: () => Promise<Response>) => {
    for (let i = 0; i < times; i += 1) {
      const response = await send();
      if (response.status === 429)
        throw new Error("rate limited while preparing the state");
    }
  };

  const storeCarolCode = (createdAt: Date) =>
    provider.db.insert(verificationCodes).values({
      email: carol.email,
      purpose: "register",
      codeHash: sha256(carol.code),
      createdAt,
      expiresAt: new Date(
        createdAt.getTime() + codeRules.lifetimeSeconds * 1000,
      ),
    });

  // A Record over every state name: a new state without a handler fails typecheck.
  const handlers: Record<StateName, () => Promise<Values>> = {
    [states.nobodySignedIn]: async () => undefined,
    [states.aliceExists]: async () => {
      await createAlice();
      return undefined;
    },
    [states.aliceDisabled]: async () => {
      await createAlice({ disabledAt: new Date() });
      return undefined;
    },
    [states.aliceLockedOut]: async () => {
      await createAlice();
      await repeat(5, () =>
        provider.request("POST", "/auth/login", {
          username: alice.username,
          password: "Wrong1234",
        }),
      );
      return undefined;
    },
    [states.aliceSignedIn]: signInAlice,
    [states.aliceRevoked]: async () => {
      const { token } = await signInAlice();
      const response = await provider.request(
        "POST",
        "/auth/logout",
        undefined,
        token,
      );
      if (!response.ok) throw new Error(`sign-out failed: ${response.status}`);
      return { token };
    },
    [states.bobHasPhone]: async () => {
      const values = await signInAlice();
      await createMember(database, bob);
      return values;
    },
    [states.aliceWrongPasswords]: async () => {
      const { token } = await signInAlice();
      await repeat(5, () =>
        provider.request(
          "PUT",
          "/web/users/password",
          { oldPassword: "Wrong1234", newPassword: "Secret456" },
          token,
        ),
      );
      return { token };
    },
    [states.carolUnknown]: async () => undefined,
    [states.carolCodeSent]: async () => {
      await storeCarolCode(new Date());
      return undefined;
    },
    [states.carolCodeExpired]: async () => {
      const lifetimeMs = codeRules.lifetimeSeconds * 1000;
      await storeCarolCode(new Date(Date.now() - lifetimeMs - 60_000));
      return undefined;
    },
    [states.carolCodeJustSent]: async () => {
      const response = await provider.request("POST", "/auth/send-code", {
        email: carol.email,
      });
      if (!response.ok) throw new Error(`send-code failed: ${response.status}`);
      return undefined;
    },
    [states.aliceMemberArea]: async () => {
      const { token } = await signInAlice();
      const [member] = await provider.db.select().from(users);
      // The demo member's data: its website order is in maintenance, fully paid.
      const seeded = await seedMemberArea(provider.db, member!.id);
      const [unread] = await provider.db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.userId, member!.id), isNull(messages.readAt)))
        .limit(1);
      return {
        token,
        orderId: seeded.orders.website.id,
        siteId: seeded.sites.website.id,
        messageId: unread!.id,
      };
    },
    [states.inquiriesExhausted]: async () => {
      await repeat(5, () =>
        provider.request("POST", "/inquiries", {
          email: "eve@example.com",
          message: "Hello",
        }),
      );
      return undefined;
    },
  };

  return Object.fromEntries(
    Object.entries(handlers).map(([name, setup]) => [
      name,
      async () => {
        await provider.reset();
        return setup();
      },
    ]),
  );
}
