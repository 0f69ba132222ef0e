// POST /auth/send-code (operationId sendCode).
import { MatchersV3, type V3MockServer } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import {
  fieldFailure,
  jsonHeaders,
  rateLimited,
  success,
} from "../support/envelopes.ts";
import { anonymousHeaders, clientFor, createPact } from "../support/pact.ts";
import { alice, carol, states } from "../support/states.ts";

const pact = createPact();
const call = (mockServer: V3MockServer, email: string) =>
  unwrap(clientFor(mockServer).POST("/auth/send-code", { body: { email } }));

describe("sendCode", () => {
  it("e-mails carol a code", () =>
    pact
      .addInteraction()
      .given(states.carolUnknown)
      .uponReceiving("a code request for a new address")
      .withRequest("POST", "/api/auth/send-code", (request) =>
        request.headers(anonymousHeaders).jsonBody({ email: carol.email }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(
          success({
            expiresIn: MatchersV3.integer(600),
            resendAfter: MatchersV3.integer(60),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        expect(await call(mockServer, carol.email)).toEqual({
          expiresIn: 600,
          resendAfter: 60,
        });
      }));

  // No user enumeration: a registered address gets the same answer (its
  // mailbox is told it already has an account instead of getting a code).
  it("answers alice's registered address like a new one", () =>
    pact
      .addInteraction()
      .given(states.aliceExists)
      .uponReceiving("a code request for alice's address")
      .withRequest("POST", "/api/auth/send-code", (request) =>
        request.headers(anonymousHeaders).jsonBody({ email: alice.email }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(
          success({
            expiresIn: MatchersV3.integer(600),
            resendAfter: MatchersV3.integer(60),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        expect(await call(mockServer, alice.email)).toEqual({
          expiresIn: 600,
          resendAfter: 60,
        });
      }));

  it("says when a new code can be requested (42902)", () => {
    const limited = rateLimited(42902, 60);
    return pact
      .addInteraction()
      .given(states.carolCodeJustSent)
      .uponReceiving("a second code request within 60 seconds")
      .withRequest("POST", "/api/auth/send-code", (request) =>
        request.headers(anonymousHeaders).jsonBody({ email: carol.email }),
      )
      .willRespondWith(429, (response) =>
        response.headers(limited.headers).jsonBody(limited.body),
      )
      .executeTest(async (mockServer) => {
        await expect(call(mockServer, carol.email)).rejects.toMatchObject({
          status: 429,
          code: 42902,
          retryAfter: 60,
        });
      });
  });

  it("names an invalid address with 40002", () =>
    pact
      .addInteraction()
      .given(states.nobodySignedIn)
      .uponReceiving("a code request for an invalid address")
      .withRequest("POST", "/api/auth/send-code", (request) =>
        request.headers(anonymousHeaders).jsonBody({ email: "not-an-email" }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(fieldFailure(40002, { email: "Invalid e-mail" })),
      )
      .executeTest(async (mockServer) => {
        await expect(call(mockServer, "not-an-email")).rejects.toMatchObject({
          code: 40002,
          fields: { email: expect.any(String) },
        });
      }));
});
