// Per-account and per-IP limits on sign-in, sign-up, codes and password change.
import { beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "./test/databases.ts";
import {
  createMember,
  signIn,
  testPassword,
  uniqueName,
} from "./test/members.ts";
import { startTestServer, type TestServer } from "./test/server.ts";

const minute = 60_000;

describeEachDatabase("rate limits", (database) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(database(), { trustProxy: "x-real-ip" });
    return () => server.close();
  });

  const login = (username: string, password: string, ip = "192.0.2.1") =>
    server.request("/auth/login", {
      body: { username, password },
      headers: { "x-real-ip": ip },
    });

  it("locks an account for 15 minutes after 5 failed sign-ins, from any IP", async () => {
    const member = await createMember(database());
    for (let i = 0; i < 5; i++)
      expect(
        (await login(member.username, "Wrong123!", `192.0.2.${i + 10}`)).body
          .code,
      ).toBe(40003);
    const locked = await login(member.username, testPassword, "192.0.2.99");
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      code: 42901,
      success: false,
      message: "Too many requests; try again in 900 s",
      data: { retryAfter: 900 },
    });
    // The same account through another identifier is a different key; by design the username key is locked.
    server.clock.advance(15 * minute);
    expect((await login(member.username, testPassword)).status).toBe(200);
  });

  it("forgets failures after a successful sign-in", async () => {
    const member = await createMember(database());
    for (let i = 0; i < 4; i++) await login(member.username, "Wrong123!");
    expect((await login(member.username, testPassword)).status).toBe(200);
    for (let i = 0; i < 4; i++) await login(member.username, "Wrong123!");
    expect((await login(member.username, testPassword)).status).toBe(200);
  });

  it("limits sign-in attempts per IP to 30 in 15 minutes", async () => {
    for (let i = 0; i < 30; i++)
      expect(
        (await login(uniqueName("ghost"), "Wrong123!", "198.51.100.1")).status,
      ).toBe(400);
    expect(
      (await login(uniqueName("ghost"), "Wrong123!", "198.51.100.1")).status,
    ).toBe(429);
    expect(
      (await login(uniqueName("ghost"), "Wrong123!", "198.51.100.2")).status,
    ).toBe(400);
  });

  it("ignores proxy headers that are not trusted", async () => {
    const untrusting = await startTestServer(database());
    try {
      for (let i = 0; i < 30; i++) {
        await untrusting.request("/auth/login", {
          body: { username: uniqueName("g"), password: "x" },
          headers: { "x-real-ip": `203.0.113.${i}` },
        });
      }
      const response = await untrusting.request("/auth/login", {
        body: { username: uniqueName("g"), password: "x" },
        headers: { "x-real-ip": "203.0.113.200" },
      });
      expect(response.status).toBe(429); // all 31 came from the same socket address
    } finally {
      await untrusting.close();
    }
  });

  it("limits verification codes per e-mail and per IP", async () => {
    const email = `${uniqueName().toLowerCase()}@example.net`;
    for (let i = 0; i < 5; i++) {
      const sent = await server.request("/auth/send-code", {
        body: { email },
        headers: { "x-real-ip": "192.0.2.50" },
      });
      expect(sent.status, sent.text).toBe(200);
      server.clock.advance(minute);
    }
    const perEmail = await server.request("/auth/send-code", {
      body: { email },
      headers: { "x-real-ip": "192.0.2.51" },
    });
    expect(perEmail.status).toBe(429);
    expect(perEmail.body.code).toBe(42901);

    for (let i = 0; i < 10; i++) {
      await server.request("/auth/send-code", {
        body: { email: `ip${i}${email}` },
        headers: { "x-real-ip": "192.0.2.60" },
      });
    }
    const perIp = await server.request("/auth/send-code", {
      body: { email: `last${email}` },
      headers: { "x-real-ip": "192.0.2.60" },
    });
    expect(perIp.status).toBe(429);
    expect(perIp.body.code).toBe(42901);
  });

  it("limits sign-up attempts per e-mail and per IP", async () => {
    const attempt = (email: string, ip: string) =>
      server.request("/auth/register", {
        body: {
          username: uniqueName("r"),
          email,
          password: "Passw0rd!",
          code: "123456",
          agreeTerms: true,
        },
        headers: { "x-real-ip": ip },
      });
    const email = `${uniqueName().toLowerCase()}@example.net`;
    for (let i = 0; i < 10; i++)
      expect((await attempt(email, `192.0.2.${100 + i}`)).body.code).toBe(
        40010,
      );
    expect((await attempt(email, "192.0.2.120")).status).toBe(429);
    for (let i = 0; i < 20; i++) await attempt(`n${i}${email}`, "192.0.2.130");
    expect((await attempt(`other${email}`, "192.0.2.130")).status).toBe(429);
  });

  it("limits wrong current passwords to 5 in 15 minutes", async () => {
    const member = await createMember(database());
    const token = await signIn(server, member.username);
    const change = (oldPassword: string) =>
      server.request("/web/users/password", {
        method: "PUT",
        token,
        body: { oldPassword, newPassword: "Brand9new!" },
      });
    for (let i = 0; i < 5; i++)
      expect((await change("Wrong123!")).body.code).toBe(40020);
    expect((await change(testPassword)).status).toBe(429);
    server.clock.advance(15 * minute);
    expect((await change(testPassword)).status).toBe(200);
  });
});
