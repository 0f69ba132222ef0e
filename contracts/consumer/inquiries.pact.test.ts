// POST /inquiries (operationId createInquiry).
import type { V3MockServer } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import {
  fieldFailure,
  jsonHeaders,
  rateLimited,
  success,
} from "../support/envelopes.ts";
import { anonymousHeaders, clientFor, createPact } from "../support/pact.ts";
import { states } from "../support/states.ts";

const pact = createPact();
const inquiry = {
  name: "Dora Buyer",
  email: "dora@example.com",
  company: "Dora Trading",
  message: "We need a shop app for 40 stores.",
};
const send = (mockServer: V3MockServer, body: { message: string }) =>
  unwrap(clientFor(mockServer).POST("/inquiries", { body }));

describe("createInquiry", () => {
  it("receives a contact-form message", () =>
    pact
      .addInteraction()
      .given(states.nobodySignedIn)
      .uponReceiving("a contact-form message")
      .withRequest("POST", "/api/inquiries", (request) =>
        request.headers(anonymousHeaders).jsonBody(inquiry),
      )
      .willRespondWith(201, (response) =>
        response.headers(jsonHeaders).jsonBody(success(null, "Received")),
      )
      .executeTest(async (mockServer) => {
        await expect(send(mockServer, inquiry)).resolves.toMatchObject({
          code: 0,
          success: true,
        });
      }));

  it("asks for an e-mail or a phone with 40002", () => {
    const body = { message: "Call me?" };
    return pact
      .addInteraction()
      .given(states.nobodySignedIn)
      .uponReceiving("a contact-form message without a way to answer")
      .withRequest("POST", "/api/inquiries", (request) =>
        request.headers(anonymousHeaders).jsonBody(body),
      )
      .willRespondWith(400, (response) =>
        response.headers(jsonHeaders).jsonBody(
          fieldFailure(40002, {
            email: "Give an e-mail or a phone",
            phone: "Give an e-mail or a phone",
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        await expect(send(mockServer, body)).rejects.toMatchObject({
          code: 40002,
          fields: { email: expect.any(String), phone: expect.any(String) },
        });
      });
  });

  it("says how long to wait when rate limited (42901)", () => {
    const limited = rateLimited(42901, 3600);
    return pact
      .addInteraction()
      .given(states.inquiriesExhausted)
      .uponReceiving("a sixth contact-form message within the hour")
      .withRequest("POST", "/api/inquiries", (request) =>
        request.headers(anonymousHeaders).jsonBody(inquiry),
      )
      .willRespondWith(429, (response) =>
        response.headers(limited.headers).jsonBody(limited.body),
      )
      .executeTest(async (mockServer) => {
        await expect(send(mockServer, inquiry)).rejects.toMatchObject({
          status: 429,
          code: 42901,
          retryAfter: 3600,
        });
      });
  });
});
