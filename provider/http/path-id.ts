import type { Context } from "hono";
import { resourceId } from "#openapi/payloads.ts";
import { ApiError } from "../errors.ts";

/**
 * The `:id` of a member resource. Not a UUID → 404 like an unknown id, so a
 * probe learns nothing about which ids exist.
 */
export function pathId(c: Context): string {
  const parsed = resourceId.safeParse(c.req.param("id"));
  if (!parsed.success) throw new ApiError("notFound");
  return parsed.data;
}
