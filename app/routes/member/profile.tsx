import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { unwrap } from "#app/api/envelope";
import { fieldErrors } from "#openapi/field-errors.ts";
import { profileUpdate } from "#openapi/payloads.ts";
import { displayTimeZone } from "#app/member/format";
import { loadForMember } from "#app/member/load";
import { MemberError } from "#app/member/MemberError";
import { ScreenSkeleton } from "#app/member/ScreenSkeleton";
import { ScreenTitle } from "#app/member/ScreenTitle";
import { displayName } from "#app/session/display-name";
import { formResultFromError, type FormResult } from "#app/session/form-result";
import { api, setUserInfo } from "#app/session/session";
import { useFormFeedback } from "#app/session/use-form-feedback";
import { Avatar } from "#app/ui/Avatar";
import { TextField } from "#app/ui/TextField";
import { showToast } from "#app/ui/toast";
import type { Route } from "./+types/profile";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // Fresh from the provider: the profile may have changed in another tab.
  const userInfo = await loadForMember(request, () =>
    unwrap(api.GET("/web/users/info")),
  );
  setUserInfo(userInfo);
  return userInfo;
}

/** Empty optional fields clear the value; the e-mail is required. */
const optional = (value: FormDataEntryValue | null) =>
  String(value ?? "").trim() || null;

type ProfileResult = FormResult & { savedAt?: number };

export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<ProfileResult> {
  const form = await request.formData();
  const parsed = profileUpdate.safeParse({
    realName: optional(form.get("realName")),
    email: String(form.get("email") ?? "").trim(),
    phone: optional(form.get("phone")),
    avatar: optional(form.get("avatar")),
  });
  if (!parsed.success) return { fieldKeys: fieldErrors(parsed.error.issues) };
  try {
    const userInfo = await unwrap(
      api.PUT("/web/users/profile", { body: parsed.data }),
    );
    setUserInfo(userInfo);
  } catch (error) {
    return formResultFromError(error);
  }
  // The component says so, in the page's language.
  return { savedAt: Date.now() };
}

export function HydrateFallback() {
  return <ScreenSkeleton rows={2} />;
}

export const ErrorBoundary = MemberError;

export default function Profile({
  loaderData: user,
  actionData,
}: Route.ComponentProps) {
  const intl = useIntl();
  const errors = useFormFeedback(actionData);
  const submitting = useNavigation().state === "submitting";
  const savedAt = actionData?.savedAt;
  useEffect(() => {
    if (!savedAt) return;
    showToast(
      intl.formatMessage({
        id: "member.profile.saved",
        defaultMessage: "Your profile was saved.",
      }),
      "success",
    );
  }, [savedAt, intl]);
  return (
    <section>
      <ScreenTitle>
        <FormattedMessage id="member.menu.profile" defaultMessage="Profile" />
      </ScreenTitle>
      <div className="mb-6 flex items-center gap-4">
        <Avatar src={user.avatar} size={64} />
        <div className="min-w-0">
          <p className="font-semibold text-ink">{displayName(user)}</p>
          <p className="text-sm text-slate-600">
            <FormattedMessage
              id="member.profile.username"
              defaultMessage="Username: {username}"
              values={{ username: user.username }}
            />
          </p>
          <p className="text-sm text-slate-600">
            <FormattedMessage
              id="member.profile.memberSince"
              defaultMessage="Member since {date}"
              values={{
                date: intl.formatDate(user.createdAt, {
                  year: "numeric",
                  month: "long",
                  day: "numeric",
                  timeZone: displayTimeZone,
                }),
              }}
            />
          </p>
        </div>
      </div>
      <Form
        method="post"
        noValidate
        // Remount with the saved values, so the fields show what was stored.
        key={`${user.realName}|${user.email}|${user.phone}|${user.avatar}`}
        className="max-w-lg space-y-5"
      >
        <TextField
          name="realName"
          label={
            <FormattedMessage
              id="member.profile.realName"
              defaultMessage="Real name"
            />
          }
          defaultValue={user.realName ?? ""}
          autoComplete="name"
          maxLength={64}
          error={errors.realName}
        />
        <TextField
          name="email"
          type="email"
          label={<FormattedMessage id="auth.email" defaultMessage="E-mail" />}
          defaultValue={user.email}
          autoComplete="email"
          required
          error={errors.email}
        />
        <TextField
          name="phone"
          type="tel"
          label={
            <FormattedMessage
              id="member.profile.phone"
              defaultMessage="Phone"
            />
          }
          defaultValue={user.phone ?? ""}
          autoComplete="tel"
          error={errors.phone}
        />
        <TextField
          name="avatar"
          type="url"
          label={
            <FormattedMessage
              id="member.profile.avatar"
              defaultMessage="Avatar image URL"
            />
          }
          hint={
            <FormattedMessage
              id="member.profile.avatarHint"
              defaultMessage="An http(s) link to a square image. Leave empty for the default avatar."
            />
          }
          defaultValue={user.avatar ?? ""}
          error={errors.avatar}
        />
        <button
          type="submit"
          disabled={submitting}
          className="rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
        >
          {submitting
            ? intl.formatMessage({
                id: "member.profile.saving",
                defaultMessage: "Saving…",
              })
            : intl.formatMessage({
                id: "member.profile.save",
                defaultMessage: "Save changes",
              })}
        </button>
      </Form>
    </section>
  );
}
