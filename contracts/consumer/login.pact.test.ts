// POST /auth/login (operationId login).
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import {
  failure,
  fieldFailure,
  jsonHeaders,
  rateLimited,
  session,
  success,
} from "../support/envelopes.ts";
import { anonymousHeaders, clientFor, createPact } from "../support/pact.ts";
import { alice, states } from "../support/states.ts";

const pact = createPact();
const signIn = (password: string) => ({
  username: alice.username,
  password,
  remember: true,
});

describe("login", () => {
  it("signs alice in", () =>
    pact
      .addInteraction()
      .given(states.aliceExists)
      .uponReceiving("a sign-in with alice's password")
      .withRequest("POST", "/api/auth/login", (request) =>
        request.headers(anonymousHeaders).jsonBody(signIn(alice.password)),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(success(session(alice))),
      )
      .executeTest(async (mockServer) => {
        const result = await unwrap(
          clientFor(mockServer).POST("/auth/login", {
            body: signIn(alice.password),
          }),
        );
        expect(result.token).toEqual(expect.any(String));
        expect(result.userInfo).toMatchObject({
          username: alice.username,
          email: alice.email,
        });
      }));

  it("refuses a wrong password with 40003", () =>
    pact
      .addInteraction()
      .given(states.aliceExists)
      .uponReceiving("a sign-in with a wrong password")
      .withRequest("POST", "/api/auth/login", (request) =>
        request.headers(anonymousHeaders).jsonBody(signIn("Wrong1234")),
      )
      .willRespondWith(400, (response) =>
        response.headers(jsonHeaders).jsonBody(failure(40003)),
      )
      .executeTest(async (mockServer) => {
        await expect(
          unwrap(
            clientFor(mockServer).POST("/auth/login", {
              body: signIn("Wrong1234"),
            }),
          ),
        ).rejects.toMatchObject({ kind: "failed", status: 400, code: 40003 });
      }));

  it("names the invalid field with 40002", () =>
    pact
      .addInteraction()
      .given(states.nobodySignedIn)
      .uponReceiving("a sign-in without a username")
      .withRequest("POST", "/api/auth/login", (request) =>
        request
          .headers(anonymousHeaders)
          .jsonBody({ username: "", password: alice.password }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(fieldFailure(40002, { username: "Required" })),
      )
      .executeTest(async (mockServer) => {
        await expect(
          unwrap(
            clientFor(mockServer).POST("/auth/login", {
              body: { username: "", password: alice.password },
            }),
          ),
        ).rejects.toMatchObject({
          kind: "failed",
          code: 40002,
          fields: { username: expect.any(String) },
        });
      }));

  it("says how long to wait when sign-in is rate limited (42901)", () => {
    const limited = rateLimited(42901, 900);
    return pact
      .addInteraction()
      .given(states.aliceLockedOut)
      .uponReceiving("a sign-in for an account with too many failures")
      .withRequest("POST", "/api/auth/login", (request) =>
        request.headers(anonymousHeaders).jsonBody(signIn(alice.password)),
      )
      .willRespondWith(429, (response) =>
        response.headers(limited.headers).jsonBody(limited.body),
      )
      .executeTest(async (mockServer) => {
        await expect(
          unwrap(
            clientFor(mockServer).POST("/auth/login", {
              body: signIn(alice.password),
            }),
          ),
        ).rejects.toMatchObject({
          kind: "failed",
          status: 429,
          code: 42901,
          retryAfter: 900,
        });
      });
  });

  it("refuses a disabled account with 403/40301", () =>
    pact
      .addInteraction()
      .given(states.aliceDisabled)
      .uponReceiving("a sign-in to a disabled account")
      .withRequest("POST", "/api/auth/login", (request) =>
        request.headers(anonymousHeaders).jsonBody(signIn(alice.password)),
      )
      .willRespondWith(403, (response) =>
        response.headers(jsonHeaders).jsonBody(failure(40301)),
      )
      .executeTest(async (mockServer) => {
        await expect(
          unwrap(
            clientFor(mockServer).POST("/auth/login", {
              body: signIn(alice.password),
            }),
          ),
        ).rejects.toMatchObject({ kind: "forbidden", code: 40301 });
      }));
});
