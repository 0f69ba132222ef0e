// POST /auth/login, /auth/send-code, /auth/register, /auth/logout over real HTTP.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users, verificationCodes } from "./db/schema.ts";
import { describeEachDatabase } from "./test/databases.ts";
import {
  createMember,
  signIn,
  testPassword,
  uniqueName,
} from "./test/members.ts";
import { startTestServer, type TestServer } from "./test/server.ts";
import { codeIn, startSmtpCapture } from "./test/smtp.ts";

const hour = 60 * 60 * 1000;

describeEachDatabase("auth", (database) => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    server = await startTestServer(database(), { smtpUrl: smtp.url });
    return () => server.close();
  });

  describe("login", () => {
    it("accepts the username (any case), the phone or the e-mail", async () => {
      const member = await createMember(database(), {
        phone: `139${Date.now().toString().slice(-8)}`,
      });
      for (const identifier of [
        member.username,
        member.username.toUpperCase(),
        member.phone!,
        member.email.toUpperCase(),
      ]) {
        const response = await server.request("/auth/login", {
          body: { username: identifier, password: testPassword },
        });
        expect(response.status, identifier).toBe(200);
        expect(response.body).toMatchObject({
          code: 0,
          success: true,
          message: "Signed in",
        });
        expect(response.body.data.userInfo).toEqual({
          id: member.id,
          username: member.username,
          realName: null,
          email: member.email,
          phone: member.phone,
          avatar: null,
          createdAt: member.createdAt.toISOString(),
        });
        expect(response.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
    });

    it("gives a 30-day session with remember, else 12 hours", async () => {
      const member = await createMember(database());
      const at = server.clock.now().getTime();
      const long = await server.request("/auth/login", {
        body: {
          username: member.username,
          password: testPassword,
          remember: true,
        },
      });
      const short = await server.request("/auth/login", {
        body: { username: member.username, password: testPassword },
      });
      expect(Date.parse(long.body.data.expiresAt) - at).toBe(30 * 24 * hour);
      expect(Date.parse(short.body.data.expiresAt) - at).toBe(12 * hour);

      server.clock.advance(12 * hour + 1000);
      expect(
        (
          await server.request("/web/users/info", {
            token: short.body.data.token,
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await server.request("/web/users/info", {
            token: long.body.data.token,
          })
        ).status,
      ).toBe(200);
      server.clock.advance(30 * 24 * hour);
      expect(
        (
          await server.request("/web/users/info", {
            token: long.body.data.token,
          })
        ).status,
      ).toBe(401);
    });

    it("answers an unknown account exactly like a wrong password", async () => {
      const member = await createMember(database());
      const wrong = await server.request("/auth/login", {
        body: { username: member.username, password: "Wrong123!" },
      });
      const unknown = await server.request("/auth/login", {
        body: { username: uniqueName("ghost"), password: "Wrong123!" },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.text).toBe(unknown.text);
      expect(wrong.body).toEqual({
        code: 40003,
        success: false,
        message: "Incorrect account or password",
        data: null,
      });
    });

    it("hashes a dummy password for an unknown account, so it is not answered faster", async () => {
      const time = async (username: string, password = "Wrong123!") => {
        const start = performance.now();
        await server.request("/auth/login", { body: { username, password } });
        return performance.now() - start;
      };
      // The fastest of several runs filters out noise from other processes.
      const fastest = async (run: () => Promise<number>) => {
        let best = Infinity;
        for (let i = 0; i < 5; i++) best = Math.min(best, await run());
        return best;
      };
      await time("ghost-warmup"); // the dummy hash is made once, on first use
      const unknown = await fastest(() => time(uniqueName("ghost")));
      // A request refused before any hashing (password too long).
      const baseline = await fastest(() => time("ghost", "x".repeat(129)));
      // A wrong password costs one argon2id verification (~20 ms here, against
      // ~1 ms for the baseline); without the dummy hash an unknown account
      // would answer about as fast as the baseline. (Comparing with a known
      // account directly is too noisy on shared CI machines.)
      expect(unknown).toBeGreaterThan(baseline * 5);
    });

    it("refuses a disabled account (403) only after a correct password", async () => {
      const member = await createMember(database(), { disabledAt: new Date() });
      const wrong = await server.request("/auth/login", {
        body: { username: member.username, password: "Wrong123!" },
      });
      expect(wrong.body.code).toBe(40003);
      const right = await server.request("/auth/login", {
        body: { username: member.username, password: testPassword },
      });
      expect(right.status).toBe(403);
      expect(right.body).toMatchObject({
        code: 40301,
        success: false,
        data: null,
      });
    });

    it("rejects missing and mistyped fields with per-field errors", async () => {
      const response = await server.request("/auth/login", {
        body: { username: 42, remember: "yes", extra: 1 },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 40002,
        success: false,
        message: "Some fields are invalid",
        data: {
          fields: {
            username: "Must be a string",
            password: "Required",
            remember: "Must be a boolean",
            extra: "Unknown field",
          },
        },
      });
    });
  });

  describe("logout", () => {
    it("revokes the token and only that token", async () => {
      const member = await createMember(database());
      const first = await signIn(server, member.username);
      const second = await signIn(server, member.username);
      const response = await server.request("/auth/logout", {
        method: "POST",
        token: first,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        code: 0,
        success: true,
        message: "Signed out",
        data: null,
      });
      expect(
        (await server.request("/web/users/info", { token: first })).status,
      ).toBe(401);
      expect(
        (await server.request("/auth/logout", { method: "POST", token: first }))
          .body.code,
      ).toBe(40101);
      expect(
        (await server.request("/web/users/info", { token: second })).status,
      ).toBe(200);
    });

    it("needs a bearer token", async () => {
      const response = await server.request("/auth/logout", { method: "POST" });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      expect(response.body).toEqual({
        code: 40101,
        success: false,
        message: "Please sign in",
        data: null,
      });
    });
  });

  describe("send-code and register", () => {
    const newAccount = () => {
      const username = uniqueName("new");
      return {
        username,
        email: `${username.toLowerCase()}@example.org`,
        password: "Passw0rd!",
      };
    };

    async function requestCode(email: string) {
      const response = await server.request("/auth/send-code", {
        body: { email },
      });
      expect(response.status, response.text).toBe(200);
      return codeIn(await smtp.lastMailTo(email));
    }

    it("e-mails a 6-digit code that registers and signs in", async () => {
      const account = newAccount();
      const sent = await server.request("/auth/send-code", {
        body: { email: account.email.toUpperCase() },
      });
      expect(sent.body).toEqual({
        code: 0,
        success: true,
        message: "Verification code sent",
        data: { expiresIn: 600, resendAfter: 60 },
      });
      const mail = await smtp.lastMailTo(account.email);
      expect(mail.raw).toContain("Subject: Your verification code:");
      const code = codeIn(mail);
      expect(code).toMatch(/^\d{6}$/);

      const registered = await server.request("/auth/register", {
        body: { ...account, code, agreeTerms: true },
      });
      expect(registered.status, registered.text).toBe(201);
      expect(registered.body).toMatchObject({
        code: 0,
        success: true,
        message: "Account created",
      });
      expect(registered.body.data.userInfo).toMatchObject({
        username: account.username,
        email: account.email,
        realName: null,
      });
      const info = await server.request("/web/users/info", {
        token: registered.body.data.token,
      });
      expect(info.body.data.username).toBe(account.username);
      // The password is stored as argon2id, never as given.
      const [row] = await database()
        .db.select()
        .from(users)
        .where(eq(users.email, account.email));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(
        await signIn(server, account.email, account.password),
      ).toBeTruthy();
    });

    it("writes the e-mail in the request's language", async () => {
      const { email } = newAccount();
      await server.request("/auth/send-code", {
        body: { email },
        headers: { "accept-language": "zh-CN,zh;q=0.9" },
      });
      const mail = await smtp.lastMailTo(email);
      expect(mail.raw).toMatch(/Subject: =\?UTF-8\?/);
      expect(mail.raw).toContain("=E9=AA=8C=E8=AF=81=E7=A0=81"); // 验证码, quoted-printable
    });

    it("refuses a code again within 60 s, then replaces the old code", async () => {
      const account = newAccount();
      const first = await requestCode(account.email);
      server.clock.advance(30_000);
      const early = await server.request("/auth/send-code", {
        body: { email: account.email },
      });
      expect(early.status).toBe(429);
      expect(early.body).toEqual({
        code: 42902,
        success: false,
        message: "Please wait 30 s before requesting another code",
        data: { retryAfter: 30 },
      });
      expect(early.headers.get("retry-after")).toBe("30");
      server.clock.advance(30_000);
      let second = await requestCode(account.email);
      while (second === first) {
        server.clock.advance(60_000);
        second = await requestCode(account.email);
      }
      const withOld = await server.request("/auth/register", {
        body: { ...account, code: first, agreeTerms: true },
      });
      expect(withOld.body.code).toBe(40010);
      const withNew = await server.request("/auth/register", {
        body: { ...account, code: second, agreeTerms: true },
      });
      expect(withNew.status).toBe(201);
    });

    it("expires a code after 10 minutes", async () => {
      const account = newAccount();
      const code = await requestCode(account.email);
      server.clock.advance(10 * 60_000);
      const response = await server.request("/auth/register", {
        body: { ...account, code, agreeTerms: true },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 40011,
        data: {
          fields: {
            code: "The verification code has expired; request a new one",
          },
        },
      });
    });

    it("allows 5 wrong codes, then not even the right one", async () => {
      const account = newAccount();
      const code = await requestCode(account.email);
      const wrong = code === "000000" ? "000001" : "000000";
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await server.request("/auth/register", {
          body: { ...account, code: wrong, agreeTerms: true },
        });
        expect(response.body).toMatchObject({
          code: 40010,
          data: { fields: { code: "The verification code is incorrect" } },
        });
      }
      const right = await server.request("/auth/register", {
        body: { ...account, code, agreeTerms: true },
      });
      expect(right.body.code).toBe(40012);
      const [row] = await database()
        .db.select()
        .from(verificationCodes)
        .where(eq(verificationCodes.email, account.email));
      expect(row!.attempts).toBe(5);
      expect(row!.codeHash).not.toContain(code);
    });

    it("uses a code once", async () => {
      const account = newAccount();
      const code = await requestCode(account.email);
      expect(
        (
          await server.request("/auth/register", {
            body: { ...account, code, agreeTerms: true },
          })
        ).status,
      ).toBe(201);
      const again = await server.request("/auth/register", {
        body: {
          ...account,
          username: uniqueName("other"),
          code,
          agreeTerms: true,
        },
      });
      // The spent code fails before the e-mail conflict is looked at.
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        code: 40010,
        data: { fields: { code: "The verification code is incorrect" } },
      });
    });

    it("refuses a taken username (any case) without spending the code", async () => {
      const existing = await createMember(database());
      const account = newAccount();
      const code = await requestCode(account.email);
      const taken = await server.request("/auth/register", {
        body: {
          ...account,
          username: existing.username.toUpperCase(),
          code,
          agreeTerms: true,
        },
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({
        code: 40901,
        success: false,
        message: "This username is already taken",
        data: { fields: { username: "This username is already taken" } },
      });
      expect(
        (
          await server.request("/auth/register", {
            body: { ...account, code, agreeTerms: true },
          })
        ).status,
      ).toBe(201);
    });

    it("answers a registered address like a new one, without a code", async () => {
      const existing = await createMember(database());
      const { email } = newAccount();
      const fresh = await server.request("/auth/send-code", {
        body: { email },
      });
      const taken = await server.request("/auth/send-code", {
        body: { email: existing.email.toUpperCase() },
      });
      expect(taken.status).toBe(fresh.status);
      expect(taken.body).toEqual(fresh.body);
      expect(taken.body).toEqual({
        code: 0,
        success: true,
        message: "Verification code sent",
        data: { expiresIn: 600, resendAfter: 60 },
      });
      const mail = await smtp.lastMailTo(existing.email);
      expect(mail.raw).toContain("Subject: You already have an account");
      expect(mail.raw).toContain("with this e-mail address; sign in");
      expect(() => codeIn(mail)).toThrow(/no code/);

      // Any code fails like a wrong one: never 409, no hint the address is taken.
      const registered = await server.request("/auth/register", {
        body: {
          username: uniqueName("new"),
          email: existing.email,
          password: "Passw0rd!",
          code: "123456",
          agreeTerms: true,
        },
      });
      expect(registered.status).toBe(400);
      expect(registered.body).toEqual({
        code: 40010,
        success: false,
        message: "The verification code is incorrect",
        data: { fields: { code: "The verification code is incorrect" } },
      });

      // The 60 s resend rule applies to it too.
      const early = await server.request("/auth/send-code", {
        body: { email: existing.email },
      });
      expect(early.status).toBe(429);
      expect(early.body.code).toBe(42902);
    });

    it("validates every registration field", async () => {
      const response = await server.request("/auth/register", {
        body: {
          username: "1abc",
          email: "not-an-email",
          password: "short",
          code: "12345",
          agreeTerms: false,
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(40002);
      expect(Object.keys(response.body.data.fields).sort()).toEqual([
        "agreeTerms",
        "code",
        "email",
        "password",
        "username",
      ]);
      expect(response.body.data.fields.agreeTerms).toBe(
        "You must accept the terms of service and privacy policy",
      );
      expect(response.body.data.fields.password).toBe(
        "8–128 characters with at least one letter and one digit",
      );
    });

    it("answers 500 and forgets the code when the e-mail cannot be sent", async () => {
      const failing = await startTestServer(database(), {
        mailer: {
          send: () => Promise.reject(new Error("smtp down: secret detail")),
          close() {},
        },
      });
      try {
        // A registered address fails the same way.
        const existing = await createMember(database());
        for (const email of [newAccount().email, existing.email]) {
          const response = await failing.request("/auth/send-code", {
            body: { email },
          });
          expect(response.status, email).toBe(500);
          expect(response.body).toEqual({
            code: 50002,
            success: false,
            message: "The e-mail could not be sent; try again later",
            data: null,
          });
          expect(response.text).not.toContain("secret");
          const rows = await database()
            .db.select()
            .from(verificationCodes)
            .where(eq(verificationCodes.email, email));
          expect(rows).toEqual([]);
        }
      } finally {
        await failing.close();
      }
    });
  });
});
