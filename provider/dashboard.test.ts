// GET /web/dashboard over real HTTP.
import { beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "./test/databases.ts";
import { memberWithArea } from "./test/member-area.ts";
import { createMember, signIn } from "./test/members.ts";
import { startTestServer, type TestServer } from "./test/server.ts";

describeEachDatabase("dashboard", (database) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(database());
    return () => server.close();
  });

  it("counts and lists what needs attention", async () => {
    const { token, orders, sites } = await memberWithArea(database(), server);
    const response = await server.request("/web/dashboard", { token });
    expect(response.status).toBe(200);
    const { attention, ...counts } = response.body.data;
    expect(counts).toEqual({
      orders: { total: 5, inProgress: 3 },
      sites: { total: 2, active: 2 },
      unreadMessages: 2,
    });
    expect(attention).toEqual([
      {
        kind: "paymentDue",
        orderId: orders.mall.id,
        orderNumber: orders.mall.number,
        orderTitle: "Online mall (B2B and B2C)",
        stage: "final",
        amount: 6000,
        currency: "USD",
      },
      expect.objectContaining({
        kind: "paymentDue",
        stage: "development",
        amount: 3600,
      }),
      expect.objectContaining({
        kind: "paymentDue",
        stage: "deposit",
        amount: 1400,
      }),
      {
        kind: "siteQuota",
        siteId: sites.website.id,
        siteName: "Company website",
        resource: "traffic",
        percent: 86,
      },
      {
        kind: "siteRenewal",
        siteId: sites.website.id,
        siteName: "Company website",
        renewsOn: sites.website.renewsOn,
        days: 20,
      },
      { kind: "unreadMessages", count: 2 },
    ]);
  });

  it("is all zeros and nothing to do for a new member", async () => {
    const member = await createMember(database());
    const token = await signIn(server, member.username);
    const response = await server.request("/web/dashboard", { token });
    expect(response.body.data).toEqual({
      orders: { total: 0, inProgress: 0 },
      sites: { total: 0, active: 0 },
      unreadMessages: 0,
      attention: [],
    });
  });

  it("needs a session", async () => {
    const response = await server.request("/web/dashboard");
    expect(response.status).toBe(401);
    expect(response.body.code).toBe(40101);
  });
});
