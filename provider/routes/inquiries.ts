// POST /inquiries: the contact form. No account needed, so a honeypot field and
// a per-IP limit keep bots out.
import { Hono } from "hono";
import { inquiries } from "../db/schema.ts";
import type { AppEnv } from "../http/app-env.ts";
import { clientIp } from "../http/client-ip.ts";
import { ok } from "../http/envelope.ts";
import { readJson } from "../http/read-json.ts";
import type { RouteContext } from "../http/route-context.ts";
import { inquiryRequest } from "#openapi/payloads.ts";

export function inquiryRoutes(ctx: RouteContext) {
  const routes = new Hono<AppEnv>();

  routes.post("/", async (c) => {
    const body = await readJson(c, inquiryRequest);
    const ip = clientIp(c, ctx.trustProxy);
    ctx.limiter.consume(`inquiry:ip:${ip}`, ctx.limits.inquiryPerIp);
    // A filled honeypot gets the same answer, so the bot learns nothing.
    if (!body.website) {
      await ctx.db.insert(inquiries).values({
        name: body.name || null,
        email: body.email ? body.email.toLowerCase() : null,
        phone: body.phone || null,
        company: body.company || null,
        message: body.message,
        clientIp: ip,
        locale: c.var.locale,
        createdAt: ctx.now(),
      });
    }
    return ok(c, null, "ok.inquiryReceived", 201);
  });

  return routes;
}
