// Reads and validates a JSON request body: every way it can be wrong becomes a
// 4xx ApiError (415, 400 invalid JSON, 400 validation with per-field errors).
import type { Context } from "hono";
import type { z } from "zod";
import { fieldErrors } from "#openapi/field-errors.ts";
import { ApiError } from "../errors.ts";

export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim())) {
    throw new ApiError("unsupportedMediaType");
  }
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError("invalidJson");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError("validation", { message: "body.object", fields: {} });
  }
  const nul = pathWithNul(body);
  if (nul !== undefined)
    throw new ApiError("validation", {
      fields: { [nul]: { key: "field.invalid" } },
    });
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  const { "": root, ...fields } = fieldErrors(result.error.issues);
  throw new ApiError("validation", {
    fields,
    ...(root ? { message: root.key } : {}),
  });
}

/** PostgreSQL text cannot hold U+0000: find the first string (or key) containing one. */
function pathWithNul(value: unknown, path = ""): string | undefined {
  if (typeof value === "string")
    return value.includes("\u0000") ? path : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return itemPath;
    const found = pathWithNul(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
