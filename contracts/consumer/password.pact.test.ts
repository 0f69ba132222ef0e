// PUT /web/users/password (operationId changePassword).
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import {
  fieldFailure,
  jsonHeaders,
  rateLimited,
  success,
} from "../support/envelopes.ts";
import {
  clientFor,
  createPact,
  exampleToken,
  signedInHeaders,
} from "../support/pact.ts";
import { alice, states } from "../support/states.ts";

const pact = createPact();
const change = (oldPassword: string, newPassword = "Secret456") => ({
  oldPassword,
  newPassword,
});

describe("changePassword", () => {
  it("changes alice's password", () =>
    pact
      .addInteraction()
      .given(states.aliceSignedIn)
      .uponReceiving("a password change")
      .withRequest("PUT", "/api/web/users/password", (request) =>
        request.headers(signedInHeaders).jsonBody(change(alice.password)),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(success(null, "Password changed")),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(
          unwrap(
            client.PUT("/web/users/password", { body: change(alice.password) }),
          ),
        ).resolves.toMatchObject({ code: 0, success: true });
      }));

  it("refuses a wrong current password with 40020", () =>
    pact
      .addInteraction()
      .given(states.aliceSignedIn)
      .uponReceiving("a password change with a wrong current password")
      .withRequest("PUT", "/api/web/users/password", (request) =>
        request.headers(signedInHeaders).jsonBody(change("Wrong1234")),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(fieldFailure(40020, { oldPassword: "Wrong password" })),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(
          unwrap(
            client.PUT("/web/users/password", { body: change("Wrong1234") }),
          ),
        ).rejects.toMatchObject({
          code: 40020,
          fields: { oldPassword: expect.any(String) },
        });
      }));

  it("names a weak new password with 40002", () => {
    const body = change(alice.password, "short");
    return pact
      .addInteraction()
      .given(states.aliceSignedIn)
      .uponReceiving("a password change to a weak password")
      .withRequest("PUT", "/api/web/users/password", (request) =>
        request.headers(signedInHeaders).jsonBody(body),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(fieldFailure(40002, { newPassword: "Too short" })),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(
          unwrap(client.PUT("/web/users/password", { body })),
        ).rejects.toMatchObject({
          code: 40002,
          fields: { newPassword: expect.any(String) },
        });
      });
  });

  it("says how long to wait after 5 wrong passwords (42901)", () => {
    const limited = rateLimited(42901, 900);
    return pact
      .addInteraction()
      .given(states.aliceWrongPasswords)
      .uponReceiving("a password change after 5 wrong current passwords")
      .withRequest("PUT", "/api/web/users/password", (request) =>
        request.headers(signedInHeaders).jsonBody(change(alice.password)),
      )
      .willRespondWith(429, (response) =>
        response.headers(limited.headers).jsonBody(limited.body),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(
          unwrap(
            client.PUT("/web/users/password", { body: change(alice.password) }),
          ),
        ).rejects.toMatchObject({ status: 429, code: 42901, retryAfter: 900 });
      });
  });
});
