import { defineMessage, FormattedMessage, useIntl } from "react-intl";
import {
  Form,
  Link,
  redirect,
  useNavigation,
  useSearchParams,
} from "react-router";
import { unwrap } from "#app/api/envelope";
import { fieldErrors } from "#openapi/field-errors.ts";
import { formResultFromError, type FormResult } from "#app/session/form-result";
import { safeRedirect } from "#app/session/safe-redirect";
import { useFormFeedback } from "#app/session/use-form-feedback";
import { AuthCard } from "#app/shell/AuthCard";
import { pageHeadMeta } from "#app/shell/page-head";
import { pageHead } from "#app/shell/page-title.server";
import { TextField } from "#app/ui/TextField";
import type { Route } from "./+types/login";

const title = defineMessage({ id: "auth.signIn", defaultMessage: "Sign in" });

const description = defineMessage({
  id: "auth.signIn.description",
  defaultMessage:
    "Sign in to Picks Studio to follow your orders, sites and messages.",
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
  // Schema (zod) and session load on first submit, not with the page.
  const [{ loginRequest }, { api, signIn }] = await Promise.all([
    import("#openapi/payloads.ts"),
    import("#app/session/session"),
  ]);
  const parsed = loginRequest.safeParse({
    username: String(form.get("username") ?? ""),
    password: String(form.get("password") ?? ""),
    remember: form.get("remember") === "on",
  });
  if (!parsed.success) return { fieldKeys: fieldErrors(parsed.error.issues) };
  try {
    signIn(
      await unwrap(
        api.POST("/auth/login", {
          body: { ...parsed.data, remember: parsed.data.remember ?? false },
        }),
      ),
    );
  } catch (error) {
    return formResultFromError(error);
  }
  return redirect(
    safeRedirect(new URL(request.url).searchParams.get("redirect")),
  );
}

export default function Login({ actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const errors = useFormFeedback(actionData);
  const submitting = useNavigation().state === "submitting";
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirect");

  return (
    <AuthCard
      title={<FormattedMessage {...title} />}
      subtitle={
        <FormattedMessage
          id="auth.login.subtitle"
          defaultMessage="Follow your orders, sites and messages."
        />
      }
    >
      <Form method="post" className="space-y-5" noValidate>
        <TextField
          name="username"
          label={
            <FormattedMessage
              id="auth.login.account"
              defaultMessage="Username, phone or e-mail"
            />
          }
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.username}
        />
        <TextField
          name="password"
          type="password"
          label={
            <FormattedMessage id="auth.password" defaultMessage="Password" />
          }
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="remember"
            className="h-4 w-4 rounded border-slate-300 accent-brand-600"
          />
          <FormattedMessage
            id="auth.login.remember"
            defaultMessage="Remember me for 30 days"
          />
        </label>
        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded-lg bg-brand-600 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
        >
          {submitting
            ? intl.formatMessage({
                id: "auth.login.pending",
                defaultMessage: "Signing in…",
              })
            : intl.formatMessage(title)}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <FormattedMessage
          id="auth.login.noAccount"
          defaultMessage="New here?"
        />{" "}
        <Link
          to={
            redirectTo
              ? `/register?redirect=${encodeURIComponent(redirectTo)}`
              : "/register"
          }
          className="font-semibold text-brand-700 hover:underline"
        >
          <FormattedMessage id="auth.signUp" defaultMessage="Sign up" />
        </Link>
      </p>
    </AuthCard>
  );
}
