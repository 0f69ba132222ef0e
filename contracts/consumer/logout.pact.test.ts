// POST /auth/logout (operationId logout).
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import { failure, jsonHeaders, success } from "../support/envelopes.ts";
import {
  clientFor,
  createPact,
  exampleToken,
  signedInHeaders,
} from "../support/pact.ts";
import { states } from "../support/states.ts";

const pact = createPact();

describe("logout", () => {
  it("ends alice's session", () =>
    pact
      .addInteraction()
      .given(states.aliceSignedIn)
      .uponReceiving("a sign-out")
      .withRequest("POST", "/api/auth/logout", (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(success(null, "Signed out")),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        // No data: unwrap hands back the envelope itself.
        await expect(
          unwrap(client.POST("/auth/logout")),
        ).resolves.toMatchObject({ code: 0, success: true });
      }));

  it("answers 401/40101 to a revoked token", () =>
    pact
      .addInteraction()
      .given(states.aliceRevoked)
      .uponReceiving("a sign-out with a revoked token")
      .withRequest("POST", "/api/auth/logout", (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(401, (response) =>
        response.headers(jsonHeaders).jsonBody(failure(40101)),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(unwrap(client.POST("/auth/logout"))).rejects.toMatchObject(
          {
            kind: "unauthorized",
            code: 40101,
          },
        );
      }));
});
