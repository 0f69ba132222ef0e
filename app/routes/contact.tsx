import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { data, Form, useNavigation } from "react-router";
import { createProviderClient } from "#app/api/client";
import { ProviderError, unwrap } from "#app/api/envelope";
import { ContentErrorBoundary } from "#app/content/components/ContentError";
import { PageIntro } from "#app/content/components/PageIntro";
import { getContactPage } from "#app/content/content.server";
import {
  canonicalUrl,
  publicPageHeaders,
  seoMeta,
} from "#app/content/page-http";
import { requestEnvironment } from "#app/context";
import { getRequestLocale } from "#app/i18n/locale.server";
import { translateFieldErrors } from "#app/ui/field-messages";
import { TextField } from "#app/ui/TextField";
import { fieldErrors, type FieldErrors } from "#openapi/field-errors.ts";
import { inquiryRequest } from "#openapi/payloads.ts";
import type { Route } from "./+types/contact";

const fields = ["name", "email", "phone", "company", "message"] as const;
type Values = Record<(typeof fields)[number], string>;

type ActionResult =
  | { status: "sent"; id: string }
  | {
      status: "invalid";
      values: Values;
      errors: FieldErrors;
      /** Field messages the provider sent, already in the visitor's language. */
      serverErrors: Record<string, string>;
    }
  | { status: "failed"; values: Values; reason: "rateLimited" | "unavailable" };

const noStore = { "Cache-Control": "no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const content = await getContactPage(locale);
  return { ...content, locale, canonical: canonicalUrl(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(fields.map((f) => [f, text(f)])) as Values;
  const honeypot = text("website");

  const parsed = inquiryRequest.safeParse(
    { ...values, website: honeypot },
    { reportInput: true },
  );
  if (!parsed.success) {
    const result: ActionResult = {
      status: "invalid",
      values,
      errors: fieldErrors(parsed.error.issues),
      serverErrors: {},
    };
    return data(result, { status: 400, headers: noStore });
  }
  // Bots fill the hidden field: thank them and send nothing.
  if (honeypot)
    return data<ActionResult>(
      { status: "sent", id: crypto.randomUUID() },
      { headers: noStore },
    );

  const locale = getRequestLocale(request);
  const clientIp =
    context.get(requestEnvironment).clientIp ||
    request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ||
    "";
  const provider = createProviderClient({
    baseUrl: new URL("/api", request.url).href,
    getLocale: () => request.headers.get("Accept-Language") ?? locale,
    fetch: (outgoing) => {
      if (clientIp) outgoing.headers.set("X-Forwarded-For", clientIp);
      return fetch(outgoing);
    },
  });
  try {
    await unwrap(provider.POST("/inquiries", { body: parsed.data }));
  } catch (error) {
    if (
      error instanceof ProviderError &&
      error.status === 400 &&
      Object.keys(error.fields).length
    ) {
      const result: ActionResult = {
        status: "invalid",
        values,
        errors: {},
        serverErrors: error.fields,
      };
      return data(result, { status: 400, headers: noStore });
    }
    if (!(error instanceof ProviderError) || error.status !== 429) {
      console.error("Inquiry not delivered:", error);
    }
    const result: ActionResult = {
      status: "failed",
      values,
      reason:
        error instanceof ProviderError && error.status === 429
          ? "rateLimited"
          : "unavailable",
    };
    return data(result, {
      status:
        error instanceof ProviderError && error.status === 429 ? 429 : 502,
      headers: noStore,
    });
  }
  return data<ActionResult>(
    { status: "sent", id: crypto.randomUUID() },
    { headers: noStore },
  );
}

export function headers({ actionHeaders, errorHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return errorHeaders;
  if (actionHeaders.has("Cache-Control")) return actionHeaders;
  return new Headers(publicPageHeaders);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(
    loaderData && {
      seo: loaderData.page.seo,
      canonical: loaderData.canonical,
      locale: loaderData.locale,
      siteName: loaderData.settings.companyName ?? "",
    },
  );

export function ErrorBoundary() {
  return <ContentErrorBoundary />;
}

export default function Contact({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { page, settings } = loaderData;
  const intl = useIntl();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const result = actionData as ActionResult | undefined;
  const values = result && result.status !== "sent" ? result.values : undefined;
  const errors =
    result?.status === "invalid"
      ? { ...translateFieldErrors(intl, result.errors), ...result.serverErrors }
      : {};
  const statusId = useId();

  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-3">
        <section aria-labelledby="contact-form" className="lg:col-span-2">
          <h2 id="contact-form" className="text-xl font-bold text-ink">
            <FormattedMessage
              id="contact.form.title"
              defaultMessage="Send us a message"
            />
          </h2>
          <div id={statusId} role="status" aria-live="polite" className="mt-4">
            {result?.status === "sent" ? (
              <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
                <FormattedMessage
                  id="contact.form.sent"
                  defaultMessage="Message sent, we will contact you soon."
                />
              </p>
            ) : null}
          </div>
          <div role="alert">
            {result?.status === "failed" ? (
              <p className="mt-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
                {result.reason === "rateLimited" ? (
                  <FormattedMessage
                    id="contact.form.rateLimited"
                    defaultMessage="You have sent several messages already. Please try again later."
                  />
                ) : (
                  <FormattedMessage
                    id="contact.form.failed"
                    defaultMessage="Your message could not be sent. Please try again, or reach us by e-mail."
                  />
                )}
              </p>
            ) : null}
          </div>
          <Form
            method="post"
            noValidate
            key={result?.status === "sent" ? result.id : "contact"}
            className="mt-4 grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-8"
          >
            <TextField
              name="name"
              label={intl.formatMessage({
                id: "contact.form.name",
                defaultMessage: "Name",
              })}
              autoComplete="name"
              maxLength={100}
              defaultValue={values?.name}
              error={errors.name}
            />
            <TextField
              name="company"
              label={intl.formatMessage({
                id: "contact.form.company",
                defaultMessage: "Company",
              })}
              autoComplete="organization"
              maxLength={200}
              defaultValue={values?.company}
              error={errors.company}
            />
            <TextField
              name="email"
              type="email"
              label={intl.formatMessage({
                id: "contact.form.email",
                defaultMessage: "E-mail",
              })}
              autoComplete="email"
              inputMode="email"
              defaultValue={values?.email}
              error={errors.email}
            />
            <TextField
              name="phone"
              type="tel"
              label={intl.formatMessage({
                id: "contact.form.phone",
                defaultMessage: "Phone",
              })}
              autoComplete="tel"
              inputMode="tel"
              defaultValue={values?.phone}
              error={errors.phone}
            />
            <p className="-mt-2 text-xs text-slate-500 sm:col-span-2">
              <FormattedMessage
                id="contact.form.replyHint"
                defaultMessage="Give an e-mail address or a phone number so we can reply."
              />
            </p>
            <MessageField
              label={intl.formatMessage({
                id: "contact.form.message",
                defaultMessage: "Message",
              })}
              defaultValue={values?.message}
              error={errors.message}
            />
            {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
            <div
              aria-hidden="true"
              className="absolute -left-[10000px] h-px w-px overflow-hidden"
            >
              <label>
                {intl.formatMessage({
                  id: "contact.form.website",
                  defaultMessage: "Leave this field empty",
                })}
                <input
                  type="text"
                  name="website"
                  tabIndex={-1}
                  autoComplete="off"
                  defaultValue=""
                />
              </label>
            </div>
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={sending}
                className="w-full rounded-lg bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
              >
                {sending ? (
                  <FormattedMessage
                    id="contact.form.sending"
                    defaultMessage="Sending…"
                  />
                ) : (
                  <FormattedMessage
                    id="contact.form.submit"
                    defaultMessage="Send message"
                  />
                )}
              </button>
            </div>
          </Form>
        </section>

        <aside
          aria-labelledby="contact-channels"
          className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8"
        >
          <h2 id="contact-channels" className="text-xl font-bold">
            <FormattedMessage
              id="contact.channels.title"
              defaultMessage="Other ways to reach us"
            />
          </h2>
          <ul className="mt-6 space-y-4 text-sm">
            {[settings.messagingApp, settings.chatApp].map((channel) => (
              <li key={channel.url}>
                <a
                  href={channel.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center justify-between rounded-lg bg-white/10 px-4 py-3 font-semibold hover:bg-white/20"
                >
                  {channel.label}
                  <span aria-hidden="true">→</span>
                </a>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${settings.supportEmail}`}
                className="flex items-center justify-between rounded-lg bg-white/10 px-4 py-3 font-semibold break-all hover:bg-white/20"
              >
                {settings.supportEmail}
                <span aria-hidden="true">→</span>
              </a>
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}

function MessageField({
  label,
  defaultValue,
  error,
}: {
  label: string;
  defaultValue?: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name="message"
        rows={6}
        required
        maxLength={5000}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600 sm:text-sm"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
