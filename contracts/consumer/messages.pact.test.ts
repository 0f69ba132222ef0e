// GET /web/messages (listMessages), GET /web/messages/unread-count
// (getUnreadCount), POST /web/messages/{id}/read (markMessageRead) and
// POST /web/messages/read-all (markAllMessagesRead).
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { unwrap } from "#app/api/envelope.ts";
import { failure, jsonHeaders, success } from "../support/envelopes.ts";
import {
  exampleIds,
  idPath,
  readMessage,
  unreadMessage,
} from "../support/member-area.ts";
import {
  anonymousHeaders,
  clientFor,
  createPact,
  exampleToken,
  signedInHeaders,
} from "../support/pact.ts";
import { states } from "../support/states.ts";

const pact = createPact();
const { eachLike, integer } = MatchersV3;
const unknownId = "9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f";

describe("listMessages", () => {
  it("lists alice's unread messages", () =>
    pact
      .addInteraction()
      .given(states.aliceMemberArea)
      .uponReceiving("a request for the unread messages")
      .withRequest("GET", "/api/web/messages", (request) =>
        request
          .headers(signedInHeaders)
          .query({ page: "1", pageSize: "10", filter: "unread" }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(
          success({
            items: eachLike(unreadMessage),
            page: 1,
            pageSize: 10,
            total: integer(2),
            unreadCount: integer(2),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        const result = await unwrap(
          client.GET("/web/messages", {
            params: { query: { page: 1, pageSize: 10, filter: "unread" } },
          }),
        );
        expect(result.items.every((message) => !message.read)).toBe(true);
        expect(result.unreadCount).toBe(2);
      }));
});

describe("getUnreadCount", () => {
  it("counts alice's unread messages", () =>
    pact
      .addInteraction()
      .given(states.aliceMemberArea)
      .uponReceiving("a request for the unread count")
      .withRequest("GET", "/api/web/messages/unread-count", (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(success({ unreadCount: integer(2) })),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        expect(await unwrap(client.GET("/web/messages/unread-count"))).toEqual({
          unreadCount: 2,
        });
      }));

  it("answers 401/40101 without a token", () =>
    pact
      .addInteraction()
      .given(states.nobodySignedIn)
      .uponReceiving("a request for the unread count without a token")
      .withRequest("GET", "/api/web/messages/unread-count", (request) =>
        request.headers(anonymousHeaders),
      )
      .willRespondWith(401, (response) =>
        response.headers(jsonHeaders).jsonBody(failure(40101)),
      )
      .executeTest(async (mockServer) => {
        await expect(
          unwrap(clientFor(mockServer).GET("/web/messages/unread-count")),
        ).rejects.toMatchObject({ kind: "unauthorized", code: 40101 });
      }));
});

describe("markMessageRead", () => {
  it("marks an unread message read", () =>
    pact
      .addInteraction()
      .given(states.aliceMemberArea)
      .uponReceiving("a request to mark a message read")
      .withRequest(
        "POST",
        idPath("/api/web/messages/{id}/read", "messageId"),
        (request) => request.headers(signedInHeaders),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(success({ message: readMessage, unreadCount: integer(1) })),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        const result = await unwrap(
          client.POST("/web/messages/{id}/read", {
            params: { path: { id: exampleIds.messageId } },
          }),
        );
        expect(result.message.read).toBe(true);
        expect(result.unreadCount).toBe(1);
      }));

  it("answers 404/40401 for a message that is not alice's", () =>
    pact
      .addInteraction()
      .given(states.aliceMemberArea)
      .uponReceiving("a request to mark an unknown message read")
      .withRequest("POST", `/api/web/messages/${unknownId}/read`, (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(404, (response) =>
        response.headers(jsonHeaders).jsonBody(failure(40401)),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        await expect(
          unwrap(
            client.POST("/web/messages/{id}/read", {
              params: { path: { id: unknownId } },
            }),
          ),
        ).rejects.toMatchObject({ kind: "notFound", code: 40401 });
      }));
});

describe("markAllMessagesRead", () => {
  it("marks every message read", () =>
    pact
      .addInteraction()
      .given(states.aliceMemberArea)
      .uponReceiving("a request to mark every message read")
      .withRequest("POST", "/api/web/messages/read-all", (request) =>
        request.headers(signedInHeaders),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody(success({ updated: integer(2), unreadCount: 0 })),
      )
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer, exampleToken);
        expect(await unwrap(client.POST("/web/messages/read-all"))).toEqual({
          updated: 2,
          unreadCount: 0,
        });
      }));
});
