import { defineMessages, type IntlShape } from "react-intl";
import type { ProviderError, ProviderErrorKind } from "./envelope";

/** §8's fixed messages, by kind of error. */
export const providerErrorMessages = defineMessages<ProviderErrorKind>({
  failed: { id: "api.error.failed", defaultMessage: "Request failed" },
  unauthorized: {
    id: "api.error.unauthorized",
    defaultMessage: "Your session has ended. Please sign in again.",
  },
  forbidden: {
    id: "api.error.forbidden",
    defaultMessage: "No permission to access",
  },
  notFound: {
    id: "api.error.notFound",
    defaultMessage: "The requested resource does not exist",
  },
  server: { id: "api.error.server", defaultMessage: "Server error" },
  network: {
    id: "api.error.network",
    defaultMessage: "Network error, please check your network connection",
  },
});

/** The message to show for an error: the provider's own where §8 says so, else ours. */
export function describeProviderError(
  intl: IntlShape,
  error: ProviderError,
): string {
  return (
    error.serverMessage ?? intl.formatMessage(providerErrorMessages[error.kind])
  );
}
