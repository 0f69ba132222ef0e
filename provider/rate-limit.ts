// Fixed-window counters kept in memory. One set per createApp() instance (never
// module-level), so tests get fresh limits and two apps never share counts. A
// multi-instance deployment would move these into the database or Redis.
import { ApiError } from "./errors.ts";

export type Limit = { max: number; windowSeconds: number };

export type RateLimits = {
  /** Failed sign-ins per account identifier. */
  loginPerAccount: Limit;
  /** Sign-in attempts per client IP. */
  loginPerIp: Limit;
  registerPerEmail: Limit;
  registerPerIp: Limit;
  sendCodePerEmail: Limit;
  sendCodePerIp: Limit;
  /** Wrong current passwords per member. */
  passwordChangePerUser: Limit;
  inquiryPerIp: Limit;
};

export const defaultRateLimits: RateLimits = {
  loginPerAccount: { max: 5, windowSeconds: 15 * 60 },
  loginPerIp: { max: 30, windowSeconds: 15 * 60 },
  registerPerEmail: { max: 10, windowSeconds: 60 * 60 },
  registerPerIp: { max: 20, windowSeconds: 60 * 60 },
  sendCodePerEmail: { max: 5, windowSeconds: 60 * 60 },
  sendCodePerIp: { max: 10, windowSeconds: 60 * 60 },
  passwordChangePerUser: { max: 5, windowSeconds: 15 * 60 },
  inquiryPerIp: { max: 5, windowSeconds: 60 * 60 },
};

type Window = { count: number; resetAt: number };

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter(now: () => Date) {
  const windows = new Map<string, Window>();

  const current = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetAt <= now().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const sweep = () => {
    if (windows.size < 10_000) return;
    const time = now().getTime();
    for (const [key, window] of windows)
      if (window.resetAt <= time) windows.delete(key);
  };

  return {
    /** Throws 429 when `key` has used up `limit`, without counting this call. */
    check(key: string, limit: Limit): void {
      const window = current(key);
      if (window && window.count >= limit.max) {
        const retryAfterSeconds = Math.max(
          1,
          Math.ceil((window.resetAt - now().getTime()) / 1000),
        );
        throw new ApiError("rateLimited", { retryAfterSeconds });
      }
    },
    /** Counts one use of `key`. */
    hit(key: string, limit: Limit): void {
      sweep();
      const window = current(key);
      if (window) window.count += 1;
      else
        windows.set(key, {
          count: 1,
          resetAt: now().getTime() + limit.windowSeconds * 1000,
        });
    },
    /** check() then hit(): for limits that count every attempt. */
    consume(key: string, limit: Limit): void {
      this.check(key, limit);
      this.hit(key, limit);
    },
    reset(key: string): void {
      windows.delete(key);
    },
  };
}
