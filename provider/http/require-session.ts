// Bearer authentication for member routes: the token must name a live session
// of an enabled member.
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/database.ts";
import { findSession } from "../auth/sessions.ts";
import { ApiError } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";

export function requireSession(db: Database, now: () => Date) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const match = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)[ ]*$/i.exec(
      c.req.header("authorization") ?? "",
    );
    const token = match?.[1];
    if (!token)
      throw new ApiError("unauthenticated", {
        headers: { "WWW-Authenticate": "Bearer" },
      });
    const session = await findSession(db, token, now());
    if (!session) {
      throw new ApiError("unauthenticated", {
        headers: { "WWW-Authenticate": 'Bearer error="invalid_token"' },
      });
    }
    if (session.user.disabledAt) throw new ApiError("accountDisabled");
    c.set("session", session);
    await next();
  });
}
