import type { Database } from "../db/database.ts";
import type { Logger, Mailer } from "../mail.ts";
import type { RateLimiter, RateLimits } from "../rate-limit.ts";

/** What route modules get from createApp(): one per app instance. */
export type RouteContext = {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  limits: RateLimits;
  limiter: RateLimiter;
  trustProxy: string | false;
  log: Logger;
};
