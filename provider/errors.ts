// Every failure the API can answer with. `code` is the stable machine code sent
// in the envelope (documented in openapi/provider.yaml, schema ErrorCode); the
// site keys behaviour on it, so never renumber one.
import type { MessageKey } from "./messages.ts";

export const errorKinds = {
  invalidJson: { status: 400, code: 40001, message: "error.invalidJson" },
  validation: { status: 400, code: 40002, message: "error.validation" },
  invalidCredentials: {
    status: 400,
    code: 40003,
    message: "error.invalidCredentials",
  },
  codeInvalid: { status: 400, code: 40010, message: "error.codeInvalid" },
  codeExpired: { status: 400, code: 40011, message: "error.codeExpired" },
  codeAttemptsExceeded: {
    status: 400,
    code: 40012,
    message: "error.codeAttemptsExceeded",
  },
  wrongPassword: { status: 400, code: 40020, message: "error.wrongPassword" },
  unauthenticated: {
    status: 401,
    code: 40101,
    message: "error.unauthenticated",
  },
  accountDisabled: {
    status: 403,
    code: 40301,
    message: "error.accountDisabled",
  },
  notFound: { status: 404, code: 40401, message: "error.notFound" },
  methodNotAllowed: {
    status: 405,
    code: 40501,
    message: "error.methodNotAllowed",
  },
  usernameTaken: { status: 409, code: 40901, message: "error.usernameTaken" },
  emailTaken: { status: 409, code: 40902, message: "error.emailTaken" },
  phoneTaken: { status: 409, code: 40903, message: "error.phoneTaken" },
  payloadTooLarge: {
    status: 413,
    code: 41301,
    message: "error.payloadTooLarge",
  },
  unsupportedMediaType: {
    status: 415,
    code: 41501,
    message: "error.unsupportedMediaType",
  },
  rateLimited: { status: 429, code: 42901, message: "error.rateLimited" },
  resendTooSoon: { status: 429, code: 42902, message: "error.resendTooSoon" },
  internal: { status: 500, code: 50001, message: "error.internal" },
  mailFailed: { status: 500, code: 50002, message: "error.mailFailed" },
} as const satisfies Record<
  string,
  { status: number; code: number; message: MessageKey }
>;

export type ErrorKind = keyof typeof errorKinds;

/** Field name → message key; translated when the envelope is written. */
export type FieldErrors = Record<
  string,
  { key: MessageKey; params?: Record<string, string | number> }
>;

type ApiErrorOptions = {
  /** Replaces the kind's default envelope message. */
  message?: MessageKey;
  fields?: FieldErrors;
  retryAfterSeconds?: number;
  headers?: Record<string, string>;
};

/** Thrown anywhere in a request; `onError` turns it into the error envelope. */
export class ApiError extends Error {
  readonly kind: ErrorKind;
  readonly messageKey: MessageKey;
  readonly fields: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly headers: Record<string, string>;

  constructor(kind: ErrorKind, options: ApiErrorOptions = {}) {
    super(kind);
    this.name = "ApiError";
    this.kind = kind;
    this.messageKey = options.message ?? errorKinds[kind].message;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.headers = options.headers ?? {};
  }
}

/** The error kind for an HTTP status raised outside our code (e.g. Hono's HTTPException). */
export function errorKindForStatus(status: number): ErrorKind {
  switch (status) {
    case 400:
      return "invalidJson";
    case 401:
      return "unauthenticated";
    case 403:
      return "accountDisabled";
    case 404:
      return "notFound";
    case 405:
      return "methodNotAllowed";
    case 413:
      return "payloadTooLarge";
    case 415:
      return "unsupportedMediaType";
    case 429:
      return "rateLimited";
    default:
      return "internal";
  }
}
