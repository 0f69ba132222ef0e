// Per-field validation errors as message keys, shared by the site (which shows
// them before a request is sent) and the provider (which translates them into
// `data.fields` of a 400 envelope). Browser-safe: depends on zod only.
import type { z } from "zod";

/** Every key a payload schema (payloads.ts) can report for a field. */
export const fieldMessageKeys = [
  "field.required",
  "field.type",
  "field.tooShort",
  "field.tooLong",
  "field.unknown",
  "field.email",
  "field.url",
  "field.phone",
  "field.invalid",
  "field.username",
  "field.password",
  "field.passwordUnchanged",
  "field.passwordMismatch",
  "field.code",
  "field.agreeTerms",
  "field.emailOrPhone",
  "field.atLeastOne",
] as const;

export type FieldMessageKey = (typeof fieldMessageKeys)[number];

export type FieldError = {
  key: FieldMessageKey;
  params?: Record<string, string | number>;
};

/** Field path ("" for the whole payload) → its first problem. */
export type FieldErrors = Record<string, FieldError>;

function isFieldMessageKey(value: string): value is FieldMessageKey {
  return (fieldMessageKeys as readonly string[]).includes(value);
}

/** The first problem of each field. Parse with `{ reportInput: true }` to tell missing from mistyped. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  const put = (path: string, error: FieldError) => {
    if (!(path in fields)) fields[path] = error;
  };
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        put(path ? `${path}.${key}` : key, { key: "field.unknown" });
      continue;
    }
    put(path, describe(issue));
  }
  return fields;
}

function describe(issue: z.core.$ZodIssue): FieldError {
  if (isFieldMessageKey(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? { key: "field.required" }
        : { key: "field.type", params: { expected: issue.expected } };
    case "too_small":
      return Number(issue.minimum) <= 1
        ? { key: "field.required" }
        : { key: "field.tooShort", params: { min: Number(issue.minimum) } };
    case "too_big":
      return { key: "field.tooLong", params: { max: Number(issue.maximum) } };
    default:
      return { key: "field.invalid" };
  }
}
