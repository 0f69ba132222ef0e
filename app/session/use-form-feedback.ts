import { useEffect, useMemo } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import { providerErrorMessages } from "#app/api/error-messages";
import { translateFieldErrors } from "#app/ui/field-messages";
import { showToast } from "#app/ui/toast";
import type { FormResult } from "./form-result";

/**
 * Field messages for a form, and the §8 behaviour for its failed call: a
 * toast, or for a 401 a cleared session and the sign-in page.
 */
export function useFormFeedback(
  result: FormResult | undefined,
): Record<string, string> {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const error = result?.error;

  useEffect(() => {
    if (!error) return;
    if (error.kind === "unauthorized") {
      const signInUrl = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
      // Loaded here, not with the page: guests' forms rarely meet a 401.
      void import("./session")
        .then(({ clearSession }) => clearSession())
        .then(() => navigate(signInUrl));
      return;
    }
    showToast(
      error.serverMessage ??
        intl.formatMessage(providerErrorMessages[error.kind]),
    );
    // Once per result; `at` changes with every failed attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result?.at]);

  return useMemo(
    () => ({
      ...translateFieldErrors(intl, result?.fieldKeys ?? {}),
      ...result?.serverFields,
    }),
    [intl, result],
  );
}
