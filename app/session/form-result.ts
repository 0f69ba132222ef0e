import type { FieldErrors } from "#openapi/field-errors.ts";
import { ProviderError, type ProviderErrorKind } from "#app/api/envelope";

/** What an auth form's client action answers when it does not navigate away. */
export type FormResult = {
  /** From our own schema check: keys to translate. */
  fieldKeys?: FieldErrors;
  /** From the provider: already in the page's language. */
  serverFields?: Record<string, string>;
  error?: { kind: ProviderErrorKind; serverMessage?: string };
  /** A changing value, so the same error twice still shows its toast again. */
  at?: number;
};

/** Turns a failed provider call into a form result, or rethrows what is not one. */
export function formResultFromError(error: unknown): FormResult {
  if (!(error instanceof ProviderError)) throw error;
  return {
    serverFields: error.fields,
    error: { kind: error.kind, serverMessage: error.serverMessage },
    at: Date.now(),
  };
}
