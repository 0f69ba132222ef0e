import { violatedUniqueIndex } from "../db/unique-violation.ts";
import { ApiError } from "../errors.ts";

const conflicts = {
  users_username_lower_key: { kind: "usernameTaken", field: "username" },
  users_email_key: { kind: "emailTaken", field: "email" },
  users_phone_key: { kind: "phoneTaken", field: "phone" },
} as const;

/** Turns a unique violation on users into its 409; anything else is rethrown. */
export function rethrowAsConflict(error: unknown): never {
  const index = violatedUniqueIndex(error);
  const conflict =
    index !== undefined && index in conflicts
      ? conflicts[index as keyof typeof conflicts]
      : undefined;
  if (!conflict) throw error;
  throw conflictError(conflict.kind, conflict.field);
}

export function conflictError(
  kind: "usernameTaken" | "emailTaken" | "phoneTaken",
  field: string,
) {
  return new ApiError(kind, { fields: { [field]: { key: `error.${kind}` } } });
}
