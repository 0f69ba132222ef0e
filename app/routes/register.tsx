import { useState } from "react";
import { defineMessage, FormattedMessage, useIntl } from "react-intl";
import {
  Form,
  Link,
  redirect,
  useNavigation,
  useSearchParams,
} from "react-router";
import { ProviderError, unwrap } from "#app/api/envelope";
import { describeProviderError } from "#app/api/error-messages";
import { fieldErrors } from "#openapi/field-errors.ts";
import { formResultFromError, type FormResult } from "#app/session/form-result";
import { safeRedirect } from "#app/session/safe-redirect";
import { useCountdown } from "#app/session/use-countdown";
import { useFormFeedback } from "#app/session/use-form-feedback";
import { AuthCard } from "#app/shell/AuthCard";
import { pageHeadMeta } from "#app/shell/page-head";
import { pageHead } from "#app/shell/page-title.server";
import { translateFieldErrors } from "#app/ui/field-messages";
import { TextField } from "#app/ui/TextField";
import { showToast } from "#app/ui/toast";
import type { Route } from "./+types/register";

const title = defineMessage({ id: "auth.signUp", defaultMessage: "Sign up" });

const description = defineMessage({
  id: "auth.signUp.description",
  defaultMessage:
    "Create a Picks Studio account to follow your orders, sites and messages in one place.",
});

export function loader({ request }: Route.LoaderArgs) {
  return { head: pageHead(request, title, description) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageHeadMeta(loaderData?.head);

export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  // Schemas (zod) and session load on first use, not with the page.
  const [{ registerForm }, { api, signIn }] = await Promise.all([
    import("#openapi/payloads.ts"),
    import("#app/session/session"),
  ]);
  const parsed = registerForm.safeParse({
    username: String(form.get("username") ?? ""),
    email: String(form.get("email") ?? ""),
    code: String(form.get("code") ?? ""),
    password: String(form.get("password") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
    agreeTerms: form.get("agreeTerms") === "on",
  });
  if (!parsed.success) return { fieldKeys: fieldErrors(parsed.error.issues) };
  const { confirmPassword: _confirmed, ...body } = parsed.data;
  try {
    signIn(await unwrap(api.POST("/auth/register", { body })));
  } catch (error) {
    return formResultFromError(error);
  }
  return redirect(
    safeRedirect(new URL(request.url).searchParams.get("redirect")),
  );
}

export default function Register({ actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const errors = useFormFeedback(actionData);
  const submitting = useNavigation().state === "submitting";
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirect");
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const secondsLeft = useCountdown(resendAt);

  async function sendCode() {
    const [{ sendCodeRequest }, { api }] = await Promise.all([
      import("#openapi/payloads.ts"),
      import("#app/session/session"),
    ]);
    const parsed = sendCodeRequest.safeParse({ email });
    if (!parsed.success) {
      setEmailError(
        translateFieldErrors(intl, fieldErrors(parsed.error.issues)).email,
      );
      return;
    }
    setEmailError(undefined);
    setSending(true);
    try {
      // The provider says when a new code may be asked for (60 s today).
      const { resendAfter } = await unwrap(
        api.POST("/auth/send-code", { body: parsed.data }),
      );
      setCodeSent(true);
      setResendAt(Date.now() + resendAfter * 1000);
      showToast(
        intl.formatMessage({
          id: "auth.register.codeSent",
          defaultMessage: "We sent a 6-digit code to your e-mail.",
        }),
        "success",
      );
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.retryAfter) setResendAt(Date.now() + error.retryAfter * 1000);
      setEmailError(error.fields.email);
      showToast(describeProviderError(intl, error));
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard
      title={<FormattedMessage {...title} />}
      subtitle={
        <FormattedMessage
          id="auth.register.subtitle"
          defaultMessage="Create your account to follow your projects."
        />
      }
    >
      <Form method="post" className="space-y-5" noValidate>
        <TextField
          name="username"
          label={
            <FormattedMessage id="auth.username" defaultMessage="Username" />
          }
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.username}
        />
        <TextField
          name="email"
          type="email"
          label={<FormattedMessage id="auth.email" defaultMessage="E-mail" />}
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError ?? errors.email}
          addon={
            <button
              type="button"
              onClick={sendCode}
              disabled={sending || secondsLeft > 0}
              className="shrink-0 rounded-lg border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500"
            >
              {secondsLeft > 0 ? (
                <FormattedMessage
                  id="auth.register.resendIn"
                  defaultMessage="Resend in {seconds} s"
                  values={{ seconds: secondsLeft }}
                />
              ) : codeSent ? (
                <FormattedMessage
                  id="auth.register.resend"
                  defaultMessage="Resend code"
                />
              ) : (
                <FormattedMessage
                  id="auth.register.sendCode"
                  defaultMessage="Send code"
                />
              )}
            </button>
          }
        />
        <TextField
          name="code"
          label={
            <FormattedMessage
              id="auth.register.code"
              defaultMessage="Verification code"
            />
          }
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          error={errors.code}
        />
        <TextField
          name="password"
          type="password"
          label={
            <FormattedMessage id="auth.password" defaultMessage="Password" />
          }
          autoComplete="new-password"
          required
          hint={
            <FormattedMessage
              id="auth.register.passwordHint"
              defaultMessage="At least 8 characters, with a letter and a digit."
            />
          }
          error={errors.password}
        />
        <TextField
          name="confirmPassword"
          type="password"
          label={
            <FormattedMessage
              id="auth.register.confirmPassword"
              defaultMessage="Confirm password"
            />
          }
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name="agreeTerms"
              aria-invalid={errors.agreeTerms ? true : undefined}
              aria-describedby={
                errors.agreeTerms ? "agree-terms-error" : undefined
              }
              className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
            />
            <span>
              <FormattedMessage
                id="auth.register.agree"
                defaultMessage="I agree to the <terms>terms of service</terms> and the <privacy>privacy policy</privacy>"
                values={{
                  terms: (text) => (
                    <Link
                      to="/terms"
                      target="_blank"
                      rel="noopener"
                      className="font-semibold text-brand-700 underline"
                    >
                      {text}
                    </Link>
                  ),
                  privacy: (text) => (
                    <Link
                      to="/privacy"
                      target="_blank"
                      rel="noopener"
                      className="font-semibold text-brand-700 underline"
                    >
                      {text}
                    </Link>
                  ),
                }}
              />
            </span>
          </label>
          {errors.agreeTerms ? (
            <p id="agree-terms-error" className="mt-1 text-sm text-red-700">
              {errors.agreeTerms}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded-lg bg-brand-600 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
        >
          {submitting
            ? intl.formatMessage({
                id: "auth.register.pending",
                defaultMessage: "Creating your account…",
              })
            : intl.formatMessage({
                id: "auth.register.submit",
                defaultMessage: "Create account",
              })}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <FormattedMessage
          id="auth.register.haveAccount"
          defaultMessage="Already have an account?"
        />{" "}
        <Link
          to={
            redirectTo
              ? `/login?redirect=${encodeURIComponent(redirectTo)}`
              : "/login"
          }
          className="font-semibold text-brand-700 hover:underline"
        >
          <FormattedMessage id="auth.signIn" defaultMessage="Sign in" />
        </Link>
      </p>
    </AuthCard>
  );
}
