// GET /web/orders and GET /web/orders/:id over real HTTP.
import { randomUUID } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "./test/databases.ts";
import { memberWithArea } from "./test/member-area.ts";
import { startTestServer, type TestServer } from "./test/server.ts";

describeEachDatabase("orders", (database) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(database());
    return () => server.close();
  });

  it("lists the member's orders newest first, one page at a time", async () => {
    const { token, orders } = await memberWithArea(database(), server);
    const first = await server.request("/web/orders?pageSize=2", { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(
      first.body.data.items.map((o: { status: string }) => o.status),
    ).toEqual(["requirements_confirmed", "in_development"]);
    const last = await server.request("/web/orders?page=3&pageSize=2", {
      token,
    });
    expect(last.body.data.items).toEqual([
      {
        id: orders.website.id,
        number: orders.website.number,
        title: "Company website",
        kind: "website",
        status: "in_maintenance",
        amount: 3000,
        amountDue: 0,
        currency: "USD",
        createdAt: orders.website.createdAt.toISOString(),
      },
    ]);
  });

  it("filters by status", async () => {
    const { token, orders } = await memberWithArea(database(), server);
    const response = await server.request("/web/orders?status=launched", {
      token,
    });
    expect(response.body.data.total).toBe(1);
    expect(response.body.data.items[0]).toMatchObject({
      id: orders.mall.id,
      amount: 20000,
      amountDue: 6000,
    });
  });

  it("shows the stages, the 40/30/30 milestones, delivery and maintenance", async () => {
    const { token, orders, sites } = await memberWithArea(database(), server);
    const mall = await server.request(`/web/orders/${orders.mall.id}`, {
      token,
    });
    expect(mall.status).toBe(200);
    const order = mall.body.data;
    expect(order.payments).toEqual([
      expect.objectContaining({
        stage: "deposit",
        percent: 40,
        amount: 8000,
        status: "paid",
      }),
      expect.objectContaining({
        stage: "development",
        percent: 30,
        amount: 6000,
        status: "paid",
      }),
      {
        stage: "final",
        percent: 30,
        amount: 6000,
        status: "due",
        paidAt: null,
      },
    ]);
    expect(
      order.stages.map((s: { reachedAt: string | null }) => !!s.reachedAt),
    ).toEqual([true, true, true, true, false]);
    // 15 and 30 working days after confirmation: 3 and 6 calendar weeks.
    const confirmed = orders.mall.confirmedAt;
    const weeksLater = (weeks: number) =>
      new Date(
        Date.UTC(
          confirmed.getUTCFullYear(),
          confirmed.getUTCMonth(),
          confirmed.getUTCDate() + weeks * 7,
        ),
      )
        .toISOString()
        .slice(0, 10);
    // Exactly 3 and 6 weeks when confirmed on a weekday.
    if (![0, 6].includes(confirmed.getUTCDay())) {
      expect(order.deliveryWindow).toEqual({
        earliest: weeksLater(3),
        latest: weeksLater(6),
      });
    }
    const launched = orders.mall.launchedAt!;
    expect(order.maintenanceEndsOn).toBe(
      `${launched.getUTCFullYear() + 1}${launched.toISOString().slice(4, 10)}`,
    );
    expect(order.sites).toEqual([
      { id: sites.mall.id, name: "Online mall", domain: sites.mall.domain },
    ]);

    const website = await server.request(`/web/orders/${orders.website.id}`, {
      token,
    });
    expect(website.body.data.sites).toEqual([
      {
        id: sites.website.id,
        name: "Company website",
        domain: sites.website.domain,
      },
    ]);
  });

  it("answers 404, never the data, for another member's order, an unknown id or a non-UUID", async () => {
    const owner = await memberWithArea(database(), server);
    const other = await memberWithArea(database(), server);
    for (const id of [owner.orders.mall.id, randomUUID(), "not-a-uuid", "1"]) {
      const response = await server.request(`/web/orders/${id}`, {
        token: other.token,
      });
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({
        code: 40401,
        success: false,
        message: "The requested resource does not exist",
        data: null,
      });
    }
    const list = await server.request("/web/orders?pageSize=50", {
      token: other.token,
    });
    const ids = list.body.data.items.map((o: { id: string }) => o.id);
    expect(ids).toHaveLength(5);
    expect(ids).not.toContain(owner.orders.mall.id);
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["pageSize=51", "pageSize"],
    ["status=shipped", "status"],
    ["page=1&page=2", "page"],
    ["sort=amount", "sort"],
  ])("answers 400 to the query %s", async (query, field) => {
    const { token } = await memberWithArea(database(), server);
    const response = await server.request(`/web/orders?${query}`, { token });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(40002);
    expect(Object.keys(response.body.data.fields)).toEqual([field]);
  });

  it("needs a session and allows only GET", async () => {
    const { token, orders } = await memberWithArea(database(), server);
    expect((await server.request("/web/orders")).status).toBe(401);
    expect((await server.request(`/web/orders/${orders.mall.id}`)).status).toBe(
      401,
    );
    const post = await server.request("/web/orders", { token, body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});
