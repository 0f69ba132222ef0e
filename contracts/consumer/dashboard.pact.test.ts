// GET /web/dashboard (operationId getDashboard).
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import { failure, jsonHeaders, success } from "../support/envelopes.ts";
import { attention } from "../support/member-area.ts";
import {
  clientFor,
  createPact,
  exampleToken,
  signedInHeaders,
} from "../support/pact.ts";
import { states } from "../support/states.ts";

const pact = createPact();
const { integer } = MatchersV3;

describe("getDashboard", () => {
  it("sums up alice's orders, sites and messages", () =>
    pact
      .addInteraction()
      .given(states.aliceMemberArea)
      .uponReceiving("a request for the dashboard")
      .withRequest("GET", "/api/web/dashboard", (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(
          success({
            orders: { total: integer(5), inProgress: integer(3) },
            sites: { total: integer(2), active: integer(2) },
            unreadMessages: integer(2),
            attention,
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        const dashboard = await unwrap(client.GET("/web/dashboard"));
        expect(dashboard.orders.total).toBe(5);
        expect(dashboard.attention.map((item) => item.kind)).toEqual([
          "paymentDue",
          "siteQuota",
          "siteRenewal",
          "unreadMessages",
        ]);
      }));

  it("answers 401/40101 to a revoked token", () =>
    pact
      .addInteraction()
      .given(states.aliceRevoked)
      .uponReceiving("a request for the dashboard with a revoked token")
      .withRequest("GET", "/api/web/dashboard", (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(401, (response) =>
        response.headers(jsonHeaders).jsonBody(failure(40101)),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(
          unwrap(client.GET("/web/dashboard")),
        ).rejects.toMatchObject({ kind: "unauthorized", code: 40101 });
      }));
});
