// GET /web/users/info, PUT /web/users/profile, PUT /web/users/password over real HTTP.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "./db/schema.ts";
import { describeEachDatabase } from "./test/databases.ts";
import { createMember, signIn, testPassword } from "./test/members.ts";
import { startTestServer, type TestServer } from "./test/server.ts";

describeEachDatabase("users", (database) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(database());
    return () => server.close();
  });

  describe("info", () => {
    it("returns the signed-in member", async () => {
      const member = await createMember(database(), {
        realName: "Li Lei",
        avatar: "https://example.com/a.png",
      });
      const token = await signIn(server, member.username);
      const response = await server.request("/web/users/info", { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        code: 0,
        success: true,
        message: "OK",
        data: {
          id: member.id,
          username: member.username,
          realName: "Li Lei",
          email: member.email,
          phone: null,
          avatar: "https://example.com/a.png",
          createdAt: member.createdAt.toISOString(),
        },
      });
    });

    it("answers 401 to a missing, malformed or unknown token", async () => {
      for (const authorization of [
        undefined,
        "Basic abc",
        "Bearer",
        "Bearer not a token",
        "Bearer unknowntoken",
      ]) {
        const response = await server.request("/web/users/info", {
          headers: authorization ? { authorization } : {},
        });
        expect(response.status, authorization).toBe(401);
        expect(response.body).toEqual({
          code: 40101,
          success: false,
          message: "Please sign in",
          data: null,
        });
      }
    });

    it("answers 403 once the member is disabled", async () => {
      const member = await createMember(database());
      const token = await signIn(server, member.username);
      await database()
        .db.update(users)
        .set({ disabledAt: new Date() })
        .where(eq(users.id, member.id));
      const response = await server.request("/web/users/info", { token });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        code: 40301,
        success: false,
        message: "This account is disabled",
      });
    });
  });

  describe("profile", () => {
    it("changes only the fields sent and clears those sent as null", async () => {
      const member = await createMember(database(), {
        realName: "Old",
        phone: "+8613900000001",
      });
      const token = await signIn(server, member.username);
      const changed = await server.request("/web/users/profile", {
        method: "PUT",
        token,
        body: {
          realName: "  Han Meimei ",
          avatar: "https://cdn.example.com/me.png",
          email: `NEW.${member.email.toUpperCase()}`,
        },
      });
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body).toMatchObject({
        code: 0,
        message: "Profile updated",
      });
      expect(changed.body.data).toMatchObject({
        realName: "Han Meimei",
        avatar: "https://cdn.example.com/me.png",
        email: `new.${member.email}`,
        phone: "+8613900000001",
      });
      const cleared = await server.request("/web/users/profile", {
        method: "PUT",
        token,
        body: { phone: null, realName: null },
      });
      expect(cleared.body.data).toMatchObject({
        phone: null,
        realName: null,
        avatar: "https://cdn.example.com/me.png",
      });
      expect(
        (await server.request("/web/users/info", { token })).body.data,
      ).toEqual(cleared.body.data);
    });

    it("refuses an e-mail or phone that belongs to another member (409)", async () => {
      const other = await createMember(database(), { phone: "13700000002" });
      const member = await createMember(database());
      const token = await signIn(server, member.username);
      const email = await server.request("/web/users/profile", {
        method: "PUT",
        token,
        body: { email: other.email.toUpperCase() },
      });
      expect(email.status).toBe(409);
      expect(email.body).toEqual({
        code: 40902,
        success: false,
        message: "This e-mail is already registered",
        data: { fields: { email: "This e-mail is already registered" } },
      });
      const phone = await server.request("/web/users/profile", {
        method: "PUT",
        token,
        body: { phone: "13700000002", realName: "X" },
      });
      expect(phone.status).toBe(409);
      expect(phone.body).toMatchObject({
        code: 40903,
        data: { fields: { phone: "This phone number is already registered" } },
      });
      // Nothing half-written: the rejected update did not change realName.
      expect(
        (await server.request("/web/users/info", { token })).body.data.realName,
      ).toBeNull();
    });

    it("validates the fields", async () => {
      const member = await createMember(database());
      const token = await signIn(server, member.username);
      const empty = await server.request("/web/users/profile", {
        method: "PUT",
        token,
        body: {},
      });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({
        code: 40002,
        success: false,
        message: "Send at least one field to change",
        data: { fields: {} },
      });
      const bad = await server.request("/web/users/profile", {
        method: "PUT",
        token,
        body: {
          realName: "x".repeat(65),
          phone: "12ab",
          avatar: "javascript:alert(1)",
          email: null,
          username: "new",
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.data.fields).toEqual({
        realName: "At most 64 characters",
        phone: "Enter a valid phone number",
        avatar: "Enter a valid http(s) URL",
        email: "Enter a valid e-mail address",
        username: "Unknown field",
      });
    });

    it("needs a session", async () => {
      const response = await server.request("/web/users/profile", {
        method: "PUT",
        body: { realName: "X" },
      });
      expect(response.status).toBe(401);
    });
  });

  describe("password", () => {
    it("changes the password and signs out every other session", async () => {
      const member = await createMember(database());
      const current = await signIn(server, member.username);
      const other = await signIn(server, member.username, testPassword, true);
      const response = await server.request("/web/users/password", {
        method: "PUT",
        token: current,
        body: { oldPassword: testPassword, newPassword: "Brand9new!" },
      });
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({
        code: 0,
        success: true,
        message: "Password changed; other sessions were signed out",
        data: null,
      });
      expect(
        (await server.request("/web/users/info", { token: current })).status,
      ).toBe(200);
      expect(
        (await server.request("/web/users/info", { token: other })).status,
      ).toBe(401);
      const old = await server.request("/auth/login", {
        body: { username: member.username, password: testPassword },
      });
      expect(old.body.code).toBe(40003);
      expect(await signIn(server, member.username, "Brand9new!")).toBeTruthy();
    });

    it("refuses a wrong current password without changing anything", async () => {
      const member = await createMember(database());
      const token = await signIn(server, member.username);
      const other = await signIn(server, member.username);
      const response = await server.request("/web/users/password", {
        method: "PUT",
        token,
        body: { oldPassword: "Wrong123!", newPassword: "Brand9new!" },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 40020,
        success: false,
        message: "The current password is incorrect",
        data: { fields: { oldPassword: "The current password is incorrect" } },
      });
      expect(
        (await server.request("/web/users/info", { token: other })).status,
      ).toBe(200);
      expect(await signIn(server, member.username)).toBeTruthy();
    });

    it("validates the new password", async () => {
      const member = await createMember(database());
      const token = await signIn(server, member.username);
      const weak = await server.request("/web/users/password", {
        method: "PUT",
        token,
        body: { oldPassword: testPassword, newPassword: "abcdefgh" },
      });
      expect(weak.body.data.fields).toEqual({
        newPassword: "8–128 characters with at least one letter and one digit",
      });
      const same = await server.request("/web/users/password", {
        method: "PUT",
        token,
        body: { oldPassword: testPassword, newPassword: testPassword },
      });
      expect(same.body.data.fields).toEqual({
        newPassword: "The new password must differ from the current one",
      });
      const missing = await server.request("/web/users/password", {
        method: "PUT",
        token,
        body: { newPassword: "Brand9new!" },
      });
      expect(missing.body.data.fields).toEqual({ oldPassword: "Required" });
    });
  });
});
