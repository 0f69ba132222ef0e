// GET /web/sites (listSites) and GET /web/sites/{id} (getSite).
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import { failure, jsonHeaders, success } from "../support/envelopes.ts";
import { exampleIds, idPath, site } from "../support/member-area.ts";
import {
  clientFor,
  createPact,
  exampleToken,
  signedInHeaders,
} from "../support/pact.ts";
import { states } from "../support/states.ts";

const pact = createPact();
const unknownId = "9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f";

describe("listSites", () => {
  it("lists alice's sites", () =>
    pact
      .addInteraction()
      .given(states.aliceMemberArea)
      .uponReceiving("a request for the sites")
      .withRequest("GET", "/api/web/sites", (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(
          success({
            items: MatchersV3.eachLike(site),
            total: MatchersV3.integer(2),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        const result = await unwrap(client.GET("/web/sites"));
        expect(result.items[0]?.traffic).toEqual({
          usedGb: expect.any(Number),
          quotaGb: expect.any(Number),
        });
      }));
});

describe("getSite", () => {
  it("returns one site", () =>
    pact
      .addInteraction()
      .given(states.aliceMemberArea)
      .uponReceiving("a request for a site")
      .withRequest("GET", idPath("/api/web/sites/{id}", "siteId"), (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(success(site)),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        const result = await unwrap(
          client.GET("/web/sites/{id}", {
            params: { path: { id: exampleIds.siteId } },
          }),
        );
        expect(result.order?.id).toBe(exampleIds.orderId);
      }));

  it("answers 404/40401 for a site that is not alice's", () =>
    pact
      .addInteraction()
      .given(states.aliceMemberArea)
      .uponReceiving("a request for an unknown site")
      .withRequest("GET", `/api/web/sites/${unknownId}`, (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(404, (response) =>
        response.headers(jsonHeaders).jsonBody(failure(40401)),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(
          unwrap(
            client.GET("/web/sites/{id}", {
              params: { path: { id: unknownId } },
            }),
          ),
        ).rejects.toMatchObject({ kind: "notFound", code: 40401 });
      }));
});
