// E-mailed 6-digit codes: valid 10 minutes, at most 5 wrong tries, a new one
// at most every 60 s. Only the newest code of an address counts.
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { verificationCodes } from "../db/schema.ts";
import { ApiError } from "../errors.ts";
import { newVerificationCode, sha256 } from "./tokens.ts";

export const codeRules = {
  lifetimeSeconds: 10 * 60,
  maxAttempts: 5,
  resendAfterSeconds: 60,
};

export type CodePurpose = "register";

type Executor = Pick<Database, "select" | "update">;

function newest(db: Executor, email: string, purpose: CodePurpose) {
  return db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * Stores a new code (the caller e-mails it) or throws 429 if the last is too
 * recent. With `usable: false` the row is stored already used: it only counts
 * for the resend rule (an address that gets a notice instead of a code), and
 * checkCode() treats it like no code at all.
 */
export async function issueCode(
  db: Database,
  email: string,
  purpose: CodePurpose,
  now: Date,
  { usable = true }: { usable?: boolean } = {},
) {
  const last = await newest(db, email, purpose);
  if (last) {
    const waitMs =
      last.createdAt.getTime() +
      codeRules.resendAfterSeconds * 1000 -
      now.getTime();
    if (waitMs > 0) {
      throw new ApiError("resendTooSoon", {
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      });
    }
  }
  const code = newVerificationCode();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        email,
        purpose,
        codeHash: sha256(code),
        expiresAt: new Date(now.getTime() + codeRules.lifetimeSeconds * 1000),
        consumedAt: usable ? null : now,
        createdAt: now,
      })
      .returning({ id: verificationCodes.id });
    // Only the newest code counts, so the older ones can go.
    await tx
      .delete(verificationCodes)
      .where(
        and(
          eq(verificationCodes.email, email),
          eq(verificationCodes.purpose, purpose),
          ne(verificationCodes.id, row!.id),
        ),
      );
    return row!.id;
  });
  return { code, id };
}

export async function discardCode(db: Database, id: string) {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/**
 * Checks `code` against the newest code of `email`. A wrong guess is counted
 * at once (outside any transaction) so a failing request cannot undo it.
 * Returns the id to pass to consumeCode().
 */
export async function checkCode(
  db: Database,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
) {
  const fail = (kind: "codeInvalid" | "codeExpired" | "codeAttemptsExceeded") =>
    new ApiError(kind, { fields: { code: { key: `error.${kind}` } } });
  const last = await newest(db, email, purpose);
  if (!last || last.consumedAt) throw fail("codeInvalid");
  if (last.expiresAt <= now) throw fail("codeExpired");
  if (last.attempts >= codeRules.maxAttempts)
    throw fail("codeAttemptsExceeded");
  if (last.codeHash !== sha256(code)) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, last.id));
    throw fail("codeInvalid");
  }
  return last.id;
}

/** Marks the code used; false if a concurrent request used it first. */
export async function consumeCode(
  db: Executor,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
