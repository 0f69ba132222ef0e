// The client IP used for per-IP rate limits and stored with inquiries. A proxy
// header is believed only when TRUST_PROXY names it, since any client can send
// one; otherwise the socket's address is used.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export function clientIp(c: Context, trustProxy: string | false): string {
  if (trustProxy) {
    // With X-Forwarded-For the right-most entry is the one our proxy appended.
    const forwarded = c.req.header(trustProxy)?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.fetch() called without Node bindings (e.g. an in-process test).
    return "unknown";
  }
}
