// A route the provider does not have: the client must see 404/40401 as
// "notFound" (e.g. an older provider without a newer operation).
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import { failure, jsonHeaders } from "../support/envelopes.ts";
import { anonymousHeaders, clientFor, createPact } from "../support/pact.ts";
import { outsideOpenapi } from "../support/participants.ts";
import { states } from "../support/states.ts";

const pact = createPact();

describe("unknown route", () => {
  it("answers 404/40401", () =>
    pact
      .addInteraction()
      .given(states.nobodySignedIn)
      .uponReceiving("a request for a route the API does not have")
      // The document has no such path; the OpenAPI cross-check skips this one.
      .comment(outsideOpenapi)
      .withRequest("GET", "/api/web/users/no-such-route", (request) =>
        request.headers(anonymousHeaders),
      )
      .willRespondWith(404, (response) =>
        response.headers(jsonHeaders).jsonBody(failure(40401)),
      )
      .executeTest(async (mockServer) => {
        // Typed paths cannot name a missing route: borrow an existing one's type.
        const path = "/web/users/no-such-route" as "/web/users/info";
        await expect(
          unwrap(clientFor(mockServer).GET(path)),
        ).rejects.toMatchObject({ kind: "notFound", status: 404, code: 40401 });
      }));
});
