import { useEffect } from "react";
import { useIntl } from "react-intl";
import { ProviderError, type ProviderErrorKind } from "#app/api/envelope";
import { providerErrorMessages } from "#app/api/error-messages";
import { showToast } from "#app/ui/toast";

/** What a member screen's clientAction answers when its call failed. */
export type ActionFailure = {
  failed: { kind: ProviderErrorKind; serverMessage?: string };
  /** Differs per attempt, so the same failure twice toasts twice. */
  at: number;
};

/** Turns a failed provider call into an ActionFailure; anything else is rethrown. */
export function actionFailure(error: unknown): ActionFailure {
  if (!(error instanceof ProviderError)) throw error;
  return {
    failed: { kind: error.kind, serverMessage: error.serverMessage },
    at: Date.now(),
  };
}

/** Shows an action's failure as a toast (§8 messages). */
export function useFailureToast(result: unknown) {
  const intl = useIntl();
  const failure =
    result && typeof result === "object" && "failed" in result
      ? (result as ActionFailure)
      : undefined;
  useEffect(() => {
    if (!failure) return;
    showToast(
      failure.failed.serverMessage ??
        intl.formatMessage(providerErrorMessages[failure.failed.kind]),
    );
    // Once per attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure?.at]);
}
