// POST /inquiries over real HTTP: storage, honeypot, validation, per-IP limit.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { inquiries } from "./db/schema.ts";
import { describeEachDatabase } from "./test/databases.ts";
import { uniqueName } from "./test/members.ts";
import { startTestServer, type TestServer } from "./test/server.ts";

describeEachDatabase("inquiries", (database) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(database(), {
      trustProxy: "x-forwarded-for",
    });
    return () => server.close();
  });

  const stored = (message: string) =>
    database()
      .db.select()
      .from(inquiries)
      .where(eq(inquiries.message, message));

  it("stores an inquiry with the client IP and language", async () => {
    const message = `Need a mall app ${uniqueName()}`;
    const response = await server.request("/inquiries", {
      body: {
        name: "Wang",
        email: "Wang@Example.com",
        phone: "",
        company: "ACME",
        message,
      },
      headers: { "x-forwarded-for": "203.0.113.9", "accept-language": "zh-CN" },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({
      code: 0,
      success: true,
      message: "消息已发送，我们会尽快联系您",
      data: null,
    });
    const [row] = await stored(message);
    expect(row).toMatchObject({
      name: "Wang",
      email: "wang@example.com",
      phone: null,
      company: "ACME",
      clientIp: "203.0.113.9",
      locale: "zh-CN",
    });
  });

  it("accepts a phone number instead of an e-mail", async () => {
    const message = `Call me ${uniqueName()}`;
    const response = await server.request("/inquiries", {
      body: { phone: "+86 138-0000-0000", message },
    });
    expect(response.status).toBe(201);
    expect(await stored(message)).toHaveLength(1);
  });

  it("answers success to a filled honeypot but stores nothing", async () => {
    const message = `Buy cheap pills ${uniqueName()}`;
    const response = await server.request("/inquiries", {
      body: {
        email: "bot@example.com",
        message,
        website: "http://spam.example",
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(await stored(message)).toEqual([]);
  });

  it("needs a message and an e-mail or a phone", async () => {
    const response = await server.request("/inquiries", {
      body: { name: "X", email: "", phone: null, message: "   " },
    });
    expect(response.status).toBe(400);
    expect(response.body.data.fields).toEqual({
      message: "Required",
      email: "Enter an e-mail address or a phone number",
      phone: "Enter an e-mail address or a phone number",
    });
    const bad = await server.request("/inquiries", {
      body: { email: "nope", phone: "abc", message: "x".repeat(5001) },
    });
    expect(bad.body.data.fields).toEqual({
      email: "Enter a valid e-mail address",
      phone: "Enter a valid phone number",
      message: "At most 5000 characters",
    });
  });

  it("limits each client IP to 5 inquiries an hour", async () => {
    const send = (ip: string) =>
      server.request("/inquiries", {
        body: { email: "a@example.com", message: `hi ${uniqueName()}` },
        headers: { "x-forwarded-for": `10.0.0.1, ${ip}` },
      });
    for (let i = 0; i < 5; i++)
      expect((await send("198.51.100.7")).status).toBe(201);
    const limited = await send("198.51.100.7");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 42901,
      success: false,
      message: "Too many requests; try again in 3600 s",
      data: { retryAfter: 3600 },
    });
    expect(limited.headers.get("retry-after")).toBe("3600");
    expect((await send("198.51.100.8")).status).toBe(201);
    server.clock.advance(60 * 60 * 1000);
    expect((await send("198.51.100.7")).status).toBe(201);
  });
});
