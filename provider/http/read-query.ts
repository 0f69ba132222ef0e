// Validates a query string like a body (read-json.ts): a repeated or unknown
// parameter, or a bad value, is a 400 with per-field errors.
import type { Context } from "hono";
import type { z } from "zod";
import { fieldErrors } from "#openapi/field-errors.ts";
import { ApiError } from "../errors.ts";

export function readQuery<S extends z.ZodType>(
  c: Context,
  schema: S,
): z.output<S> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URL(c.req.url).searchParams) {
    const seen = query[name];
    // A repeated parameter becomes an array, which the schema refuses.
    query[name] =
      seen === undefined ? value : ([] as string[]).concat(seen, value);
  }
  const nul = Object.entries(query).find(
    ([name, value]) =>
      name.includes("\u0000") || String(value).includes("\u0000"),
  );
  if (nul)
    throw new ApiError("validation", {
      fields: { [nul[0]]: { key: "field.invalid" } },
    });
  const result = schema.safeParse(query, { reportInput: true });
  if (result.success) return result.data;
  const { "": root, ...fields } = fieldErrors(result.error.issues);
  throw new ApiError("validation", {
    fields,
    ...(root ? { message: root.key } : {}),
  });
}
