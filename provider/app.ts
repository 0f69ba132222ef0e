// The provider's HTTP API as a Hono app, routes under /api. No listen() here:
// production (server/) and tests serve the same app.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { Database } from "./db/database.ts";
import { ApiError, errorKindForStatus } from "./errors.ts";
import type { AppEnv } from "./http/app-env.ts";
import { errorResponse } from "./http/envelope.ts";
import type { RouteContext } from "./http/route-context.ts";
import type { Logger, Mailer } from "./mail.ts";
import { negotiateLocale } from "./messages.ts";
import {
  createRateLimiter,
  defaultRateLimits,
  type RateLimits,
} from "./rate-limit.ts";
import { authRoutes } from "./routes/auth.ts";
import { dashboardRoutes } from "./routes/dashboard.ts";
import { inboxRoutes } from "./routes/inbox.ts";
import { inquiryRoutes } from "./routes/inquiries.ts";
import { orderRoutes } from "./routes/orders.ts";
import { siteRoutes } from "./routes/sites.ts";
import { userRoutes } from "./routes/users.ts";

export type ProviderDeps = {
  db: Database;
  mailer: Mailer;
  /** Request header holding the client IP (set by a trusted proxy), or false to use the socket. */
  trustProxy?: string | false;
  /** Clock for sessions, codes and rate limits; tests move it. */
  now?: () => Date;
  limits?: Partial<RateLimits>;
  log?: Logger;
};

/** Largest request body accepted; the biggest payload (an inquiry) fits easily. */
export const maxBodyBytes = 32 * 1024;

/** Methods each path answers; anything else on these paths is a 405. */
const allowedMethods: Record<string, string[]> = {
  "/auth/login": ["POST"],
  "/auth/register": ["POST"],
  "/auth/send-code": ["POST"],
  "/auth/logout": ["POST"],
  "/web/users/info": ["GET"],
  "/web/users/profile": ["PUT"],
  "/web/users/password": ["PUT"],
  "/inquiries": ["POST"],
  "/web/dashboard": ["GET"],
  "/web/orders": ["GET"],
  "/web/orders/:id": ["GET"],
  "/web/sites": ["GET"],
  "/web/sites/:id": ["GET"],
  "/web/messages": ["GET"],
  "/web/messages/unread-count": ["GET"],
  "/web/messages/read-all": ["POST"],
  "/web/messages/:id/read": ["POST"],
};

export function createApp(deps: ProviderDeps) {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console;
  const ctx: RouteContext = {
    db: deps.db,
    mailer: deps.mailer,
    now,
    limits: { ...defaultRateLimits, ...deps.limits },
    limiter: createRateLimiter(now),
    trustProxy: deps.trustProxy ?? false,
    log,
  };

  const app = new Hono<AppEnv>({ strict: false }).basePath("/api");

  app.use(async (c, next) => {
    c.set("locale", negotiateLocale(c.req.header("accept-language")));
    await next();
    c.header("Content-Language", c.var.locale);
    c.header("Cache-Control", "no-store");
  });
  app.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: () => {
        throw new ApiError("payloadTooLarge");
      },
    }),
  );

  app.route("/auth", authRoutes(ctx));
  app.route("/web/users", userRoutes(ctx));
  app.route("/inquiries", inquiryRoutes(ctx));
  app.route("/web/dashboard", dashboardRoutes(ctx));
  app.route("/web/orders", orderRoutes(ctx));
  app.route("/web/sites", siteRoutes(ctx));
  app.route("/web/messages", inboxRoutes(ctx));

  for (const [path, methods] of Object.entries(allowedMethods)) {
    app.all(path, () => {
      throw new ApiError("methodNotAllowed", {
        headers: { Allow: methods.join(", ") },
      });
    });
  }

  app.notFound((c) => errorResponse(c, new ApiError("notFound")));

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    // Hono's own errors (e.g. from its middleware) keep their status, in our envelope.
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, new ApiError(errorKindForStatus(error.status)));
    }
    log.error("[provider] unexpected error:", error);
    return errorResponse(c, new ApiError("internal"));
  });

  return app;
}
