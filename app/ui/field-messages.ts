import {
  defineMessages,
  type IntlShape,
  type MessageDescriptor,
} from "react-intl";
import type { FieldErrors } from "#openapi/field-errors.ts";

/**
 * Translations of the field-error keys the payload schemas produce
 * (openapi/payloads.ts), so the browser says what the provider would.
 */
const fieldMessages = defineMessages({
  "field.required": { id: "field.required", defaultMessage: "Required" },
  "field.type": { id: "field.type", defaultMessage: "Invalid value" },
  "field.tooShort": {
    id: "field.tooShort",
    defaultMessage: "At least {min} characters",
  },
  "field.tooLong": {
    id: "field.tooLong",
    defaultMessage: "At most {max} characters",
  },
  "field.unknown": { id: "field.unknown", defaultMessage: "Unknown field" },
  "field.email": {
    id: "field.email",
    defaultMessage: "Enter a valid e-mail address",
  },
  "field.url": { id: "field.url", defaultMessage: "Enter a valid http(s) URL" },
  "field.phone": {
    id: "field.phone",
    defaultMessage: "Enter a valid phone number",
  },
  "field.invalid": { id: "field.invalid", defaultMessage: "Invalid value" },
  "field.username": {
    id: "field.username",
    defaultMessage:
      "3–32 characters: a letter first, then letters, digits, _ . or -",
  },
  "field.password": {
    id: "field.password",
    defaultMessage: "8–128 characters with at least one letter and one digit",
  },
  "field.passwordUnchanged": {
    id: "field.passwordUnchanged",
    defaultMessage: "The new password must differ from the current one",
  },
  "field.passwordMismatch": {
    id: "field.passwordMismatch",
    defaultMessage: "The two passwords do not match",
  },
  "field.code": { id: "field.code", defaultMessage: "Enter the 6-digit code" },
  "field.agreeTerms": {
    id: "field.agreeTerms",
    defaultMessage: "You must accept the terms of service and privacy policy",
  },
  "field.emailOrPhone": {
    id: "field.emailOrPhone",
    defaultMessage: "Enter an e-mail address or a phone number",
  },
  "field.atLeastOne": {
    id: "field.atLeastOne",
    defaultMessage: "Change at least one field",
  },
});

/** Field errors from a schema check, as messages in the page's language. */
export function translateFieldErrors(
  intl: IntlShape,
  errors: FieldErrors,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, { key, params }]) => {
      const message: MessageDescriptor =
        fieldMessages[key as keyof typeof fieldMessages] ??
        fieldMessages["field.invalid"];
      return [field, intl.formatMessage(message, params)];
    }),
  );
}
