// GET /web/sites and GET /web/sites/:id over real HTTP.
import { randomUUID } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "./test/databases.ts";
import { memberWithArea } from "./test/member-area.ts";
import { createMember, signIn } from "./test/members.ts";
import { startTestServer, type TestServer } from "./test/server.ts";

describeEachDatabase("sites", (database) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(database());
    return () => server.close();
  });

  it("lists the member's sites with usage against the plan's quota", async () => {
    const { token, sites, orders } = await memberWithArea(database(), server);
    const response = await server.request("/web/sites", { token });
    expect(response.status).toBe(200);
    expect(response.body.data.total).toBe(2);
    const launched = orders.website.launchedAt!;
    expect(response.body.data.items[0]).toEqual({
      id: sites.website.id,
      name: "Company website",
      domain: sites.website.domain,
      status: "active",
      plan: "professional",
      traffic: { usedGb: 8806.4, quotaGb: 10240 },
      storage: { usedGb: 120, quotaGb: 1024 },
      renewsOn: sites.website.renewsOn,
      maintenanceEndsOn: `${launched.getUTCFullYear() + 1}${launched.toISOString().slice(4, 10)}`,
      order: {
        id: orders.website.id,
        number: orders.website.number,
        title: "Company website",
      },
    });
  });

  it("shows one site, and 404 for another member's, an unknown or a malformed id", async () => {
    const owner = await memberWithArea(database(), server);
    const other = await memberWithArea(database(), server);
    const own = await server.request(`/web/sites/${owner.sites.mall.id}`, {
      token: owner.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      plan: "starter",
      traffic: { usedGb: 310, quotaGb: 1024 },
    });
    for (const id of [owner.sites.mall.id, randomUUID(), "x'--"]) {
      const response = await server.request(
        `/web/sites/${encodeURIComponent(id)}`,
        {
          token: other.token,
        },
      );
      expect(response.status, id).toBe(404);
      expect(response.body).toMatchObject({ code: 40401, data: null });
    }
  });

  it("is an empty list for a member without sites", async () => {
    const member = await createMember(database());
    const token = await signIn(server, member.username);
    const response = await server.request("/web/sites", { token });
    expect(response.body.data).toEqual({ items: [], total: 0 });
  });

  it("needs a session", async () => {
    expect((await server.request("/web/sites")).status).toBe(401);
    expect((await server.request(`/web/sites/${randomUUID()}`)).status).toBe(
      401,
    );
  });
});
