// Every answer is an envelope { code, success, message, data }: code 0 and
// success true on success, a stable non-zero code otherwise (errors.ts).
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorKinds, type ApiError } from "../errors.ts";
import { negotiateLocale, translate, type MessageKey } from "../messages.ts";
import type { AppEnv } from "./app-env.ts";

export function ok(
  c: Context<AppEnv>,
  data: unknown,
  message: MessageKey = "ok",
  status: ContentfulStatusCode = 200,
): Response {
  return c.json(
    { code: 0, success: true, message: translate(c.var.locale, message), data },
    status,
  );
}

export function errorResponse(c: Context<AppEnv>, error: ApiError): Response {
  const { status, code } = errorKinds[error.kind];
  // Paths outside /api never ran the locale middleware.
  const locale =
    c.var.locale ?? negotiateLocale(c.req.header("accept-language"));
  const seconds = error.retryAfterSeconds;
  let data: unknown = null;
  if (error.fields) {
    data = {
      fields: Object.fromEntries(
        Object.entries(error.fields).map(([name, { key, params }]) => [
          name,
          translate(locale, key, params),
        ]),
      ),
    };
  } else if (seconds !== undefined) {
    data = { retryAfter: seconds };
  }
  const headers: Record<string, string> = {
    ...error.headers,
    "Content-Language": locale,
  };
  if (seconds !== undefined) headers["Retry-After"] = String(seconds);
  return c.json(
    {
      code,
      success: false,
      message: translate(locale, error.messageKey, { seconds: seconds ?? "" }),
      data,
    },
    status,
    headers,
  );
}
