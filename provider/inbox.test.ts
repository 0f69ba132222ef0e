// The member's messages over real HTTP: list, unread count, mark read.
import { randomUUID } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "./test/databases.ts";
import { memberWithArea } from "./test/member-area.ts";
import { startTestServer, type TestServer } from "./test/server.ts";

type Message = { id: string; read: boolean; readAt: string | null };

describeEachDatabase("messages", (database) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(database());
    return () => server.close();
  });

  it("lists unread messages first, then the newest", async () => {
    const { token } = await memberWithArea(database(), server);
    const response = await server.request("/web/messages", { token });
    expect(response.status).toBe(200);
    const { items, ...rest } = response.body.data;
    expect(rest).toEqual({ page: 1, pageSize: 10, total: 3, unreadCount: 2 });
    expect(items.map((m: Message) => m.read)).toEqual([false, false, true]);
    expect(items[0]).toMatchObject({ category: "billing", readAt: null });

    const unread = await server.request("/web/messages?filter=unread", {
      token,
    });
    expect(unread.body.data.total).toBe(2);
    const second = await server.request("/web/messages?pageSize=2&page=2", {
      token,
    });
    expect(second.body.data.items).toHaveLength(1);
  });

  it("counts unread messages and marks one read, once", async () => {
    const { token } = await memberWithArea(database(), server);
    const count = await server.request("/web/messages/unread-count", { token });
    expect(count.body.data).toEqual({ unreadCount: 2 });
    const list = await server.request("/web/messages?filter=unread", { token });
    const id = (list.body.data.items as Message[])[0]!.id;

    const read = await server.request(`/web/messages/${id}/read`, {
      token,
      method: "POST",
    });
    expect(read.status).toBe(200);
    expect(read.body.data.unreadCount).toBe(1);
    expect(read.body.data.message).toMatchObject({ id, read: true });
    const firstReadAt = read.body.data.message.readAt;

    server.clock.advance(60_000);
    const again = await server.request(`/web/messages/${id}/read`, {
      token,
      method: "POST",
    });
    expect(again.body.data).toMatchObject({
      unreadCount: 1,
      message: { readAt: firstReadAt },
    });
  });

  it("marks all read", async () => {
    const { token } = await memberWithArea(database(), server);
    const response = await server.request("/web/messages/read-all", {
      token,
      method: "POST",
    });
    expect(response.body.data).toEqual({ updated: 2, unreadCount: 0 });
    const count = await server.request("/web/messages/unread-count", { token });
    expect(count.body.data.unreadCount).toBe(0);
    const again = await server.request("/web/messages/read-all", {
      token,
      method: "POST",
    });
    expect(again.body.data).toEqual({ updated: 0, unreadCount: 0 });
  });

  it("never reads or marks another member's message (404)", async () => {
    const owner = await memberWithArea(database(), server);
    const other = await memberWithArea(database(), server);
    const list = await server.request("/web/messages", { token: owner.token });
    const id = (list.body.data.items as Message[])[0]!.id;
    for (const target of [id, randomUUID(), "nope"]) {
      const response = await server.request(`/web/messages/${target}/read`, {
        token: other.token,
        method: "POST",
      });
      expect(response.status, target).toBe(404);
      expect(response.body).toMatchObject({ code: 40401, data: null });
    }
    await server.request("/web/messages/read-all", {
      token: other.token,
      method: "POST",
    });
    const owners = await server.request("/web/messages/unread-count", {
      token: owner.token,
    });
    expect(owners.body.data.unreadCount).toBe(2);
  });

  it.each([
    "filter=read",
    "page=-1",
    "pageSize=0",
    "filter=unread&filter=all",
    "x=1",
  ])("answers 400 to the query %s", async (query) => {
    const { token } = await memberWithArea(database(), server);
    const response = await server.request(`/web/messages?${query}`, { token });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(40002);
  });

  it("needs a session and the documented methods", async () => {
    const { token } = await memberWithArea(database(), server);
    expect((await server.request("/web/messages/unread-count")).status).toBe(
      401,
    );
    expect(
      (await server.request("/web/messages/read-all", { method: "POST" }))
        .status,
    ).toBe(401);
    const get = await server.request("/web/messages/read-all", { token });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const post = await server.request("/web/messages/unread-count", {
      token,
      method: "POST",
    });
    expect(post.status).toBe(405);
  });
});
