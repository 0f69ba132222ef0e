// Response bodies in the provider's envelope { code, success, message, data }.
// `code` and `success` are exact: the client branches on them. `message` is
// translated prose, so only its type is part of the contract.
import { MatchersV3 } from "@pact-foundation/pact";

const { like, integer, regex, uuid } = MatchersV3;

/** RFC 3339 date-time, as the OpenAPI `format: date-time` allows (fraction optional). */
export const timestamp = (example = "2026-11-22T08:30:00.000Z") =>
  regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
    example,
  );

export const jsonHeaders = {
  "Content-Type": regex(/^application\/json(;.*)?$/, "application/json"),
};

export function success(data: unknown, message = "OK") {
  return { code: 0, success: true, message: like(message), data };
}

export function failure(code: number, data: unknown = null) {
  return { code, success: false, message: like("Something went wrong"), data };
}

/** 400/409 with per-field messages: the field names are the contract. */
export function fieldFailure(code: number, fields: Record<string, string>) {
  const matched = Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [name, like(message)]),
  );
  return failure(code, { fields: matched });
}

/** 429: how long to wait, in the body and in `Retry-After`. */
export function rateLimited(code: number, seconds = 60) {
  return {
    headers: {
      ...jsonHeaders,
      "Retry-After": regex(/^[1-9]\d*$/, `${seconds}`),
    },
    body: failure(code, { retryAfter: integer(seconds) }),
  };
}

/** The member as the provider shows them; generated values only by type. */
export function userInfo(member: {
  username: string;
  email: string;
  realName?: string | null;
  phone?: string | null;
}) {
  return {
    id: uuid("4f1c2a4e-8b1d-4c47-9a55-0a4c7c0b2f11"),
    username: member.username,
    realName: member.realName ?? null,
    email: member.email,
    phone: member.phone ?? null,
    avatar: null,
    createdAt: timestamp(),
  };
}

/** What sign-in and sign-up return. */
export function session(member: Parameters<typeof userInfo>[0]) {
  return {
    token: like("pact-example-token"),
    expiresAt: timestamp("2026-11-22T20:30:00.000Z"),
    userInfo: userInfo(member),
  };
}
