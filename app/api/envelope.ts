/** The provider's answer to every call (openapi/provider.yaml, "Envelope"). */
type Envelope = {
  code?: number;
  success?: boolean;
  message?: string;
  data?: unknown;
};

/** What went wrong, as §8 of the specification tells the cases apart. */
export type ProviderErrorKind =
  | "failed" // an answer that is not successful, or a status §8 does not name
  | "unauthorized" // 401: the session is over
  | "forbidden" // 403
  | "notFound" // 404
  | "server" // 500
  | "network"; // no answer, or none within the timeout

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly status: number | undefined;
  /** The provider's stable error code (openapi/provider.yaml), when it sent one. */
  readonly code: number | undefined;
  /** The provider's own (already translated) message, when §8 says to show it. */
  readonly serverMessage: string | undefined;
  /** Per-field messages of a validation error or a conflict. */
  readonly fields: Record<string, string>;
  readonly retryAfter: number | undefined;

  constructor(init: {
    kind: ProviderErrorKind;
    status?: number;
    body?: unknown;
    cause?: unknown;
  }) {
    const body = asEnvelope(init.body);
    const showServerMessage = init.kind === "failed";
    super(body?.message || init.kind, { cause: init.cause });
    this.name = "ProviderError";
    this.kind = init.kind;
    this.status = init.status;
    this.code = typeof body?.code === "number" ? body.code : undefined;
    this.serverMessage =
      showServerMessage && body?.message ? body.message : undefined;
    const data = body?.data as
      { fields?: unknown; retryAfter?: unknown } | null | undefined;
    this.fields = isStringRecord(data?.fields) ? data.fields : {};
    this.retryAfter =
      typeof data?.retryAfter === "number" ? data.retryAfter : undefined;
  }
}

/** Success is `code === 0` or `success === true` (§7). */
export function isSuccessful(body: unknown): boolean {
  const envelope = asEnvelope(body);
  return envelope?.code === 0 || envelope?.success === true;
}

const kindByStatus: Record<number, ProviderErrorKind> = {
  401: "unauthorized",
  403: "forbidden",
  404: "notFound",
  500: "server",
};

type Settled = { data?: unknown; error?: unknown; response: Response };

/**
 * Turns an openapi-fetch call into its result: `data` when the envelope has
 * one, else the whole body (§7); anything else becomes a ProviderError.
 */
export async function unwrap<Result extends Settled>(
  pending: Promise<Result>,
): Promise<Unwrapped<NonNullable<Result["data"]>>> {
  let settled: Result;
  try {
    settled = await pending;
  } catch (cause) {
    throw new ProviderError({ kind: "network", cause });
  }
  const { response } = settled;
  const body = settled.data ?? settled.error;
  if (response.ok) {
    if (!isSuccessful(body))
      throw new ProviderError({
        kind: "failed",
        status: response.status,
        body,
      });
    const envelope = asEnvelope(body);
    return (
      envelope && "data" in envelope && envelope.data != null
        ? envelope.data
        : body
    ) as never;
  }
  throw new ProviderError({
    kind: kindByStatus[response.status] ?? "failed",
    status: response.status,
    body,
  });
}

type Unwrapped<Body> = Body extends { data: infer Data }
  ? [NonNullable<Data>] extends [never]
    ? Body
    : NonNullable<Data>
  : Body;

function asEnvelope(body: unknown): Envelope | undefined {
  return body && typeof body === "object" ? (body as Envelope) : undefined;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === "object" &&
    Object.values(value).every((entry) => typeof entry === "string")
  );
}
