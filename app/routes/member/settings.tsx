import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigate, useNavigation } from "react-router";
import { unwrap } from "#app/api/envelope";
import { fieldErrors } from "#openapi/field-errors.ts";
import { passwordChangeForm } from "#openapi/payloads.ts";
import { switcherLocales, type Locale } from "#app/i18n/locales";
import { useLocale, useSwitchLocale } from "#app/i18n/use-locale";
import { MemberError } from "#app/member/MemberError";
import { ScreenSkeleton } from "#app/member/ScreenSkeleton";
import { ScreenTitle } from "#app/member/ScreenTitle";
import { formResultFromError, type FormResult } from "#app/session/form-result";
import { api, signOut } from "#app/session/session";
import { useFormFeedback } from "#app/session/use-form-feedback";
import { TextField } from "#app/ui/TextField";
import { showToast } from "#app/ui/toast";
import type { Route } from "./+types/settings";

type PasswordResult = FormResult & { changedAt?: number };

export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<PasswordResult> {
  const form = await request.formData();
  const parsed = passwordChangeForm.safeParse({
    oldPassword: String(form.get("oldPassword") ?? ""),
    newPassword: String(form.get("newPassword") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
  });
  if (!parsed.success) return { fieldKeys: fieldErrors(parsed.error.issues) };
  const { oldPassword, newPassword } = parsed.data;
  try {
    await unwrap(
      api.PUT("/web/users/password", { body: { oldPassword, newPassword } }),
    );
  } catch (error) {
    return formResultFromError(error);
  }
  return { changedAt: Date.now() };
}

// Nothing to fetch: the screen renders at once.
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <ScreenSkeleton rows={3} />;
}

export const ErrorBoundary = MemberError;

const sectionClass = "rounded-xl border border-slate-200 p-5 sm:p-6";
const headingClass = "mb-4 text-lg font-semibold text-ink";

function PasswordSection({ result }: { result: PasswordResult | undefined }) {
  const intl = useIntl();
  const errors = useFormFeedback(result);
  const submitting = useNavigation().state === "submitting";
  const changedAt = result?.changedAt;
  useEffect(() => {
    if (!changedAt) return;
    showToast(
      intl.formatMessage({
        id: "member.settings.passwordChanged",
        defaultMessage: "Password changed. Your other devices were signed out.",
      }),
      "success",
    );
  }, [changedAt, intl]);
  return (
    <section aria-labelledby="settings-password" className={sectionClass}>
      <h2 id="settings-password" className={headingClass}>
        <FormattedMessage
          id="member.settings.password"
          defaultMessage="Change password"
        />
      </h2>
      {/* A new key after success empties the fields. */}
      <Form
        method="post"
        noValidate
        key={changedAt}
        className="max-w-md space-y-4"
      >
        <TextField
          name="oldPassword"
          type="password"
          label={
            <FormattedMessage
              id="member.settings.oldPassword"
              defaultMessage="Current password"
            />
          }
          autoComplete="current-password"
          required
          error={errors.oldPassword}
        />
        <TextField
          name="newPassword"
          type="password"
          label={
            <FormattedMessage
              id="member.settings.newPassword"
              defaultMessage="New password"
            />
          }
          hint={
            <FormattedMessage
              id="field.password"
              defaultMessage="8–128 characters with at least one letter and one digit"
            />
          }
          autoComplete="new-password"
          required
          error={errors.newPassword}
        />
        <TextField
          name="confirmPassword"
          type="password"
          label={
            <FormattedMessage
              id="member.settings.confirmPassword"
              defaultMessage="Confirm new password"
            />
          }
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <button
          type="submit"
          disabled={submitting}
          className="rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
        >
          <FormattedMessage
            id="member.settings.changePassword"
            defaultMessage="Change password"
          />
        </button>
      </Form>
    </section>
  );
}

function LanguageSection() {
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  return (
    <section aria-labelledby="settings-language" className={sectionClass}>
      <h2 id="settings-language" className={headingClass}>
        <FormattedMessage
          id="member.settings.language"
          defaultMessage="Language"
        />
      </h2>
      <label className="block max-w-md text-sm font-medium text-slate-800">
        <FormattedMessage
          id="member.settings.languageLabel"
          defaultMessage="Language of the site"
        />
        <select
          value={locale}
          onChange={(event) => switchLocale(event.target.value as Locale)}
          className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base sm:text-sm"
        >
          {/* A partial language saved earlier stays selectable. */}
          {switcherLocales.some(({ code }) => code === locale) ? null : (
            <option value={locale}>{locale}</option>
          )}
          {switcherLocales.map(({ code, name }) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}

function SignOutSection() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="settings-signout" className={sectionClass}>
      <h2 id="settings-signout" className={headingClass}>
        <FormattedMessage
          id="member.settings.signOutTitle"
          defaultMessage="Sign out"
        />
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        <FormattedMessage
          id="member.settings.signOutHint"
          defaultMessage="Signs you out on this device."
        />
      </p>
      <button
        type="button"
        onClick={async () => void navigate(await signOut())}
        className="rounded-lg px-5 py-3 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
      >
        <FormattedMessage id="member.menu.logout" defaultMessage="Sign out" />
      </button>
    </section>
  );
}

export default function Settings({ actionData }: Route.ComponentProps) {
  return (
    <div>
      <ScreenTitle>
        <FormattedMessage
          id="member.menu.settings"
          defaultMessage="Account settings"
        />
      </ScreenTitle>
      <div className="space-y-6">
        <PasswordSection result={actionData} />
        <LanguageSection />
        <SignOutSection />
      </div>
    </div>
  );
}
