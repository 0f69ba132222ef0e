// GET /web/orders (listOrders) and GET /web/orders/{id} (getOrder).
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import {
  failure,
  fieldFailure,
  jsonHeaders,
  success,
} from "../support/envelopes.ts";
import {
  exampleIds,
  idPath,
  orderInMaintenance,
  orderSummary,
} from "../support/member-area.ts";
import {
  clientFor,
  createPact,
  exampleToken,
  signedInHeaders,
} from "../support/pact.ts";
import { states } from "../support/states.ts";

const pact = createPact();
const { eachLike, integer } = MatchersV3;
/** An id no order has. */
const unknownId = "9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f";

describe("listOrders", () => {
  it("lists the first page of alice's orders", () =>
    pact
      .addInteraction()
      .given(states.aliceMemberArea)
      .uponReceiving("a request for the first page of orders")
      .withRequest("GET", "/api/web/orders", (request) =>
        request.headers(signedInHeaders).query({ page: "1", pageSize: "10" }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(
          success({
            items: eachLike(orderSummary),
            page: 1,
            pageSize: 10,
            total: integer(5),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        const result = await unwrap(
          client.GET("/web/orders", {
            params: { query: { page: 1, pageSize: 10 } },
          }),
        );
        expect(result.items[0]).toMatchObject({ currency: "USD" });
        expect(result.total).toBe(5);
      }));

  it("names an invalid page with 40002", () =>
    pact
      .addInteraction()
      .given(states.aliceSignedIn)
      .uponReceiving("a request for orders page 0")
      .withRequest("GET", "/api/web/orders", (request) =>
        request.headers(signedInHeaders).query({ page: "0", pageSize: "10" }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(fieldFailure(40002, { page: "Invalid value" })),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(
          unwrap(
            client.GET("/web/orders", {
              params: { query: { page: 0, pageSize: 10 } },
            }),
          ),
        ).rejects.toMatchObject({
          code: 40002,
          fields: { page: expect.any(String) },
        });
      }));
});

describe("getOrder", () => {
  it("returns an order with its stages and payments", () =>
    pact
      .addInteraction()
      .given(states.aliceMemberArea)
      .uponReceiving("a request for an order in maintenance")
      .withRequest(
        "GET",
        idPath("/api/web/orders/{id}", "orderId"),
        (request) => request.headers(signedInHeaders),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(success(orderInMaintenance)),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        const order = await unwrap(
          client.GET("/web/orders/{id}", {
            params: { path: { id: exampleIds.orderId } },
          }),
        );
        expect(order.stages).toHaveLength(5);
        expect(order.payments).toHaveLength(3);
        expect(order.sites[0]?.id).toBe(exampleIds.siteId);
      }));

  it("answers 404/40401 for an order that is not alice's", () =>
    pact
      .addInteraction()
      .given(states.aliceMemberArea)
      .uponReceiving("a request for an unknown order")
      .withRequest("GET", `/api/web/orders/${unknownId}`, (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(404, (response) =>
        response.headers(jsonHeaders).jsonBody(failure(40401)),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(
          unwrap(
            client.GET("/web/orders/{id}", {
              params: { path: { id: unknownId } },
            }),
          ),
        ).rejects.toMatchObject({ kind: "notFound", code: 40401 });
      }));
});
