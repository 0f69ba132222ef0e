// GET /web/users/info (operationId getUserInfo).
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import {
  failure,
  jsonHeaders,
  success,
  userInfo,
} from "../support/envelopes.ts";
import {
  anonymousHeaders,
  clientFor,
  createPact,
  exampleToken,
  signedInHeaders,
} from "../support/pact.ts";
import { alice, states } from "../support/states.ts";

const pact = createPact();

describe("getUserInfo", () => {
  it("returns alice", () =>
    pact
      .addInteraction()
      .given(states.aliceSignedIn)
      .uponReceiving("a request for the signed-in member")
      .withRequest("GET", "/api/web/users/info", (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(success(userInfo(alice))),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        expect(await unwrap(client.GET("/web/users/info"))).toMatchObject({
          username: alice.username,
          email: alice.email,
          realName: alice.realName,
          phone: alice.phone,
          avatar: null,
        });
      }));

  it("answers 401/40101 without a token", () =>
    pact
      .addInteraction()
      .given(states.nobodySignedIn)
      .uponReceiving("a request for the member without a token")
      .withRequest("GET", "/api/web/users/info", (request) =>
        request.headers(anonymousHeaders),
      )
      .willRespondWith(401, (response) =>
        response.headers(jsonHeaders).jsonBody(failure(40101)),
      )
      .executeTest(async (mockServer) => {
        await expect(
          unwrap(clientFor(mockServer).GET("/web/users/info")),
        ).rejects.toMatchObject({ kind: "unauthorized", code: 40101 });
      }));

  it("answers 401/40101 to a revoked token", () =>
    pact
      .addInteraction()
      .given(states.aliceRevoked)
      .uponReceiving("a request for the member with a revoked token")
      .withRequest("GET", "/api/web/users/info", (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(401, (response) =>
        response.headers(jsonHeaders).jsonBody(failure(40101)),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(
          unwrap(client.GET("/web/users/info")),
        ).rejects.toMatchObject({
          kind: "unauthorized",
          status: 401,
          code: 40101,
        });
      }));
});
