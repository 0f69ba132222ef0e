// PUT /web/users/profile (operationId updateProfile).
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import {
  fieldFailure,
  jsonHeaders,
  success,
  userInfo,
} from "../support/envelopes.ts";
import {
  clientFor,
  createPact,
  exampleToken,
  signedInHeaders,
} from "../support/pact.ts";
import { alice, bob, states } from "../support/states.ts";

const pact = createPact();

describe("updateProfile", () => {
  it("changes alice's name and phone", () => {
    const body = { realName: "Alice P. Liddell", phone: "13800000002" };
    return pact
      .addInteraction()
      .given(states.aliceSignedIn)
      .uponReceiving("a profile change")
      .withRequest("PUT", "/api/web/users/profile", (request) =>
        request.headers(signedInHeaders).jsonBody(body),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(
            success(userInfo({ ...alice, ...body }), "Profile updated"),
          ),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        expect(
          await unwrap(client.PUT("/web/users/profile", { body })),
        ).toMatchObject({ username: alice.username, ...body });
      });
  });

  it("refuses bob's phone with 409/40903", () => {
    const body = { phone: bob.phone };
    return pact
      .addInteraction()
      .given(states.bobHasPhone)
      .uponReceiving("a profile change to a phone another member uses")
      .withRequest("PUT", "/api/web/users/profile", (request) =>
        request.headers(signedInHeaders).jsonBody(body),
      )
      .willRespondWith(409, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(fieldFailure(40903, { phone: "Phone already registered" })),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(
          unwrap(client.PUT("/web/users/profile", { body })),
        ).rejects.toMatchObject({
          status: 409,
          code: 40903,
          fields: { phone: expect.any(String) },
        });
      });
  });

  it("names an invalid avatar URL with 40002", () => {
    const body = { avatar: "ftp://example.com/alice.png" };
    return pact
      .addInteraction()
      .given(states.aliceSignedIn)
      .uponReceiving("a profile change with a non-http avatar")
      .withRequest("PUT", "/api/web/users/profile", (request) =>
        request.headers(signedInHeaders).jsonBody(body),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(fieldFailure(40002, { avatar: "Invalid URL" })),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(
          unwrap(client.PUT("/web/users/profile", { body })),
        ).rejects.toMatchObject({
          code: 40002,
          fields: { avatar: expect.any(String) },
        });
      });
  });
});
