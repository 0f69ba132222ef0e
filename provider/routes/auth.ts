// POST /auth/login, /auth/register, /auth/send-code, /auth/logout.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from "../auth/passwords.ts";
import { createSession, revokeSession } from "../auth/sessions.ts";
import {
  checkCode,
  codeRules,
  consumeCode,
  discardCode,
  issueCode,
} from "../auth/verification-codes.ts";
import { users } from "../db/schema.ts";
import { ApiError } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import { clientIp } from "../http/client-ip.ts";
import { ok } from "../http/envelope.ts";
import { readJson } from "../http/read-json.ts";
import { requireSession } from "../http/require-session.ts";
import type { RouteContext } from "../http/route-context.ts";
import { translate } from "../messages.ts";
import {
  loginRequest,
  registerRequest,
  sendCodeRequest,
} from "#openapi/payloads.ts";
import { findUserByIdentifier } from "../users/find-user.ts";
import { conflictError, rethrowAsConflict } from "../users/unique-fields.ts";
import { toUserInfo } from "../users/user-info.ts";

export function authRoutes(ctx: RouteContext) {
  const { db, limiter, limits, now } = ctx;
  const routes = new Hono<AppEnv>();

  routes.post("/login", async (c) => {
    const body = await readJson(c, loginRequest);
    const accountKey = `login:account:${body.username.toLowerCase()}`;
    const ipKey = `login:ip:${clientIp(c, ctx.trustProxy)}`;
    limiter.check(accountKey, limits.loginPerAccount);
    limiter.consume(ipKey, limits.loginPerIp);

    const user = await findUserByIdentifier(db, body.username);
    // Unknown account and wrong password must look the same, in body and in time.
    const valid = user
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstDummy(body.password);
    if (!user || !valid) {
      limiter.hit(accountKey, limits.loginPerAccount);
      throw new ApiError("invalidCredentials");
    }
    if (user.disabledAt) throw new ApiError("accountDisabled");
    limiter.reset(accountKey);

    const session = await createSession(
      db,
      user.id,
      body.remember ?? false,
      now(),
    );
    return ok(
      c,
      {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        userInfo: toUserInfo(user),
      },
      "ok.loggedIn",
    );
  });

  routes.post("/send-code", async (c) => {
    const body = await readJson(c, sendCodeRequest);
    const email = body.email.toLowerCase();
    const emailKey = `send-code:email:${email}`;
    limiter.consume(
      `send-code:ip:${clientIp(c, ctx.trustProxy)}`,
      limits.sendCodePerIp,
    );
    limiter.check(emailKey, limits.sendCodePerEmail);

    // A registered address gets the same answer (no user enumeration) but a
    // notice instead of a code; the resend rule still applies to it.
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    const issued = await issueCode(db, email, "register", now(), {
      usable: !taken,
    });
    limiter.hit(emailKey, limits.sendCodePerEmail);
    const locale = c.var.locale;
    const params = {
      code: issued.code,
      minutes: codeRules.lifetimeSeconds / 60,
    };
    const mail = taken
      ? {
          subject: translate(locale, "mail.accountExists.subject"),
          text: translate(locale, "mail.accountExists.text"),
        }
      : {
          subject: translate(locale, "mail.code.subject", params),
          text: translate(locale, "mail.code.text", params),
        };
    try {
      await ctx.mailer.send({ to: email, ...mail });
    } catch (error) {
      // Forget the unsent code so the member can ask again at once.
      await discardCode(db, issued.id);
      ctx.log.error("[provider] sending a verification code failed:", error);
      throw new ApiError("mailFailed");
    }
    return ok(
      c,
      {
        expiresIn: codeRules.lifetimeSeconds,
        resendAfter: codeRules.resendAfterSeconds,
      },
      "ok.codeSent",
    );
  });

  routes.post("/register", async (c) => {
    const body = await readJson(c, registerRequest);
    const email = body.email.toLowerCase();
    limiter.consume(
      `register:ip:${clientIp(c, ctx.trustProxy)}`,
      limits.registerPerIp,
    );
    limiter.consume(`register:email:${email}`, limits.registerPerEmail);

    // Usernames are public, so that conflict comes first and costs no code
    // attempt. The e-mail is checked only after the code: a registered address
    // never gets a code, so it fails like any wrong code (no user enumeration).
    const existingByName = await findUserByIdentifier(db, body.username);
    if (existingByName) throw conflictError("usernameTaken", "username");
    const codeId = await checkCode(db, email, "register", body.code, now());
    // Safety net for a race; only the mailbox owner can get this far.
    const existingByEmail = await findUserByIdentifier(db, email);
    if (existingByEmail) throw conflictError("emailTaken", "email");

    const passwordHash = await hashPassword(body.password);
    const time = now();
    const result = await db
      .transaction(async (tx) => {
        if (!(await consumeCode(tx, codeId, time))) {
          throw new ApiError("codeInvalid", {
            fields: { code: { key: "error.codeInvalid" } },
          });
        }
        const [user] = await tx
          .insert(users)
          .values({
            username: body.username,
            email,
            passwordHash,
            createdAt: time,
            updatedAt: time,
          })
          .returning();
        const session = await createSession(tx, user!.id, false, time);
        return { user: user!, session };
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError) throw error;
        return rethrowAsConflict(error);
      });
    return ok(
      c,
      {
        token: result.session.token,
        expiresAt: result.session.expiresAt.toISOString(),
        userInfo: toUserInfo(result.user),
      },
      "ok.registered",
      201,
    );
  });

  routes.post("/logout", requireSession(db, now), async (c) => {
    await revokeSession(db, c.var.session.id);
    return ok(c, null, "ok.loggedOut");
  });

  return routes;
}
