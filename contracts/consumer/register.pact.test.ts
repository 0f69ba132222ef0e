// POST /auth/register (operationId register).
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import {
  fieldFailure,
  jsonHeaders,
  session,
  success,
} from "../support/envelopes.ts";
import { anonymousHeaders, clientFor, createPact } from "../support/pact.ts";
import { alice, carol, states } from "../support/states.ts";

const pact = createPact();
const signUp = (changes: Partial<Record<string, string>> = {}) => ({
  username: carol.username,
  email: carol.email,
  password: carol.password,
  code: carol.code,
  agreeTerms: true as const,
  ...changes,
});

describe("register", () => {
  it("creates carol's account and signs her in", () =>
    pact
      .addInteraction()
      .given(states.carolCodeSent)
      .uponReceiving("a sign-up with the e-mailed code")
      .withRequest("POST", "/api/auth/register", (request) =>
        request.headers(anonymousHeaders).jsonBody(signUp()),
      )
      .willRespondWith(201, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(success(session(carol), "Account created")),
      )
      .executeTest(async (mockServer) => {
        const result = await unwrap(
          clientFor(mockServer).POST("/auth/register", { body: signUp() }),
        );
        expect(result.token).toEqual(expect.any(String));
        expect(result.userInfo.username).toBe(carol.username);
      }));

  it("refuses an expired code with 40011", () =>
    pact
      .addInteraction()
      .given(states.carolCodeExpired)
      .uponReceiving("a sign-up with an expired code")
      .withRequest("POST", "/api/auth/register", (request) =>
        request.headers(anonymousHeaders).jsonBody(signUp()),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(fieldFailure(40011, { code: "The code has expired" })),
      )
      .executeTest(async (mockServer) => {
        await expect(
          unwrap(
            clientFor(mockServer).POST("/auth/register", { body: signUp() }),
          ),
        ).rejects.toMatchObject({
          kind: "failed",
          code: 40011,
          fields: { code: expect.any(String) },
        });
      }));

  it("refuses a wrong code with 40010", () => {
    const body = signUp({ code: "654321" });
    return pact
      .addInteraction()
      .given(states.carolCodeSent)
      .uponReceiving("a sign-up with a wrong code")
      .withRequest("POST", "/api/auth/register", (request) =>
        request.headers(anonymousHeaders).jsonBody(body),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(fieldFailure(40010, { code: "Wrong code" })),
      )
      .executeTest(async (mockServer) => {
        await expect(
          unwrap(clientFor(mockServer).POST("/auth/register", { body })),
        ).rejects.toMatchObject({
          code: 40010,
          fields: { code: expect.any(String) },
        });
      });
  });

  it("refuses a taken username with 409/40901", () => {
    const body = signUp({ username: alice.username });
    return pact
      .addInteraction()
      .given(states.aliceExists)
      .uponReceiving("a sign-up with alice's username")
      .withRequest("POST", "/api/auth/register", (request) =>
        request.headers(anonymousHeaders).jsonBody(body),
      )
      .willRespondWith(409, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(fieldFailure(40901, { username: "Username taken" })),
      )
      .executeTest(async (mockServer) => {
        await expect(
          unwrap(clientFor(mockServer).POST("/auth/register", { body })),
        ).rejects.toMatchObject({
          kind: "failed",
          status: 409,
          code: 40901,
          fields: { username: expect.any(String) },
        });
      });
  });

  it("names a weak password with 40002", () => {
    const body = signUp({ password: "short" });
    return pact
      .addInteraction()
      .given(states.carolCodeSent)
      .uponReceiving("a sign-up with a weak password")
      .withRequest("POST", "/api/auth/register", (request) =>
        request.headers(anonymousHeaders).jsonBody(body),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(fieldFailure(40002, { password: "Too short" })),
      )
      .executeTest(async (mockServer) => {
        await expect(
          unwrap(clientFor(mockServer).POST("/auth/register", { body })),
        ).rejects.toMatchObject({
          code: 40002,
          fields: { password: expect.any(String) },
        });
      });
  });
});
