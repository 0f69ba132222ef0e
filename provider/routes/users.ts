// GET /web/users/info, PUT /web/users/profile, PUT /web/users/password.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { revokeOtherSessions } from "../auth/sessions.ts";
import { users } from "../db/schema.ts";
import { ApiError } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import { ok } from "../http/envelope.ts";
import { readJson } from "../http/read-json.ts";
import { requireSession } from "../http/require-session.ts";
import type { RouteContext } from "../http/route-context.ts";
import { passwordChange, profileUpdate } from "#openapi/payloads.ts";
import { rethrowAsConflict } from "../users/unique-fields.ts";
import { toUserInfo } from "../users/user-info.ts";

export function userRoutes(ctx: RouteContext) {
  const { db, limiter, limits, now } = ctx;
  const routes = new Hono<AppEnv>();
  // Per route, not routes.use(): unknown paths and methods must still answer 404/405.
  const session = requireSession(db, now);

  routes.get("/info", session, (c) => ok(c, toUserInfo(c.var.session.user)));

  routes.put("/profile", session, async (c) => {
    const body = await readJson(c, profileUpdate);
    const changes = {
      ...body,
      ...(body.email ? { email: body.email.toLowerCase() } : {}),
    };
    const [user] = await db
      .update(users)
      .set({ ...changes, updatedAt: now() })
      .where(eq(users.id, c.var.session.user.id))
      .returning()
      .catch(rethrowAsConflict);
    return ok(c, toUserInfo(user!), "ok.profileUpdated");
  });

  routes.put("/password", session, async (c) => {
    const body = await readJson(c, passwordChange);
    const { session } = c.var;
    const key = `password:user:${session.user.id}`;
    limiter.check(key, limits.passwordChangePerUser);
    if (!(await verifyPassword(session.user.passwordHash, body.oldPassword))) {
      limiter.hit(key, limits.passwordChangePerUser);
      throw new ApiError("wrongPassword", {
        fields: { oldPassword: { key: "error.wrongPassword" } },
      });
    }
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: now() })
        .where(eq(users.id, session.user.id));
      await revokeOtherSessions(tx, session.user.id, session.id);
    });
    return ok(c, null, "ok.passwordChanged");
  });

  return routes;
}
