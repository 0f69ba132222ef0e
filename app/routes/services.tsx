import { FormattedMessage, FormattedNumber, useIntl } from "react-intl";
import { ContentErrorBoundary } from "#app/content/components/ContentError";
import { Icon } from "#app/content/components/Icon";
import { PageIntro } from "#app/content/components/PageIntro";
import { canonicalUrl, publicHeaders, seoMeta } from "#app/content/page-http";
import { formatUsd } from "#app/content/price";
import { getRequestLocale } from "#app/i18n/locale.server";
import { getServicesPage, getSiteSettings } from "#app/content/content.server";
import type { Route } from "./+types/services";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const [content, settings] = await Promise.all([
    getServicesPage(locale),
    getSiteSettings(locale),
  ]);
  return { ...content, settings, locale, canonical: canonicalUrl(request) };
}

export const headers = publicHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(
    loaderData && {
      seo: loaderData.page.seo,
      canonical: loaderData.canonical,
      locale: loaderData.locale,
      siteName: loaderData.settings.companyName,
    },
  );

export function ErrorBoundary() {
  return <ContentErrorBoundary />;
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { page, services, terms, settings } = loaderData;
  const intl = useIntl();

  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />

      <section
        aria-label={page.title ?? undefined}
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20"
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service._id}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
            >
              <span className="inline-flex w-fit rounded-xl bg-brand-600 p-3 text-white">
                <Icon name={service.icon} className="h-7 w-7" />
              </span>
              <h2 className="mt-5 text-xl font-bold text-ink">
                {service.title}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {service.description}
              </p>
              <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
                {(service.features ?? []).map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-1.5 h-1.5 w-1.5 flex-none rounded-full bg-brand-500"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              <p className="mt-6 border-t border-slate-100 pt-4 text-lg font-bold text-brand-700">
                <FormattedMessage
                  id="service.priceFrom"
                  defaultMessage="From {price}"
                  values={{ price: formatUsd(service.priceFrom, intl.locale) }}
                />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="terms" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
          <h2
            id="terms"
            className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
          >
            {page.termsTitle}
          </h2>
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-semibold text-ink">
                <FormattedMessage
                  id="terms.payment.title"
                  defaultMessage="Payment schedule"
                />
              </h3>
              <ol className="mt-4 space-y-3">
                {terms.paymentStages.map((stage) => (
                  <li key={stage._key} className="flex items-center gap-4">
                    <span className="w-16 flex-none rounded-lg bg-brand-50 py-2 text-center text-lg font-bold text-brand-700">
                      <FormattedNumber
                        value={stage.percent / 100}
                        style="percent"
                      />
                    </span>
                    <span className="text-sm text-slate-700">
                      {stage.milestone}
                    </span>
                  </li>
                ))}
              </ol>
              <p className="mt-4 text-sm text-slate-600">
                {terms.paymentMethods}
              </p>
            </div>
            <dl className="grid gap-4 sm:grid-cols-2">
              <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                  <Icon name="clock" className="h-5 w-5 text-brand-600" />
                  <FormattedMessage
                    id="terms.delivery.title"
                    defaultMessage="Delivery"
                  />
                </dt>
                <dd className="mt-2 text-lg font-bold text-ink">
                  <FormattedMessage
                    id="terms.delivery.days"
                    defaultMessage="{min}–{max} working days for a typical project"
                    values={{
                      min: terms.deliveryDaysMin,
                      max: terms.deliveryDaysMax,
                    }}
                  />
                </dd>
              </div>
              <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                  <Icon name="support" className="h-5 w-5 text-brand-600" />
                  <FormattedMessage
                    id="terms.maintenance.title"
                    defaultMessage="Maintenance"
                  />
                </dt>
                <dd className="mt-2 text-lg font-bold text-ink">
                  <FormattedMessage
                    id="terms.maintenance.years"
                    defaultMessage="{count, plural, one {# year} other {# years}} of free technical maintenance"
                    values={{ count: terms.freeMaintenanceYears }}
                  />
                </dd>
              </div>
              <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:col-span-2">
                <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                  <Icon name="code" className="h-5 w-5 text-brand-600" />
                  <FormattedMessage
                    id="terms.deliverables.title"
                    defaultMessage="What you receive"
                  />
                </dt>
                <dd className="mt-2">
                  <ul className="space-y-1 text-sm text-slate-700">
                    {(terms.deliverables ?? []).map((line) => (
                      <li key={line} className="flex gap-2">
                        <span aria-hidden="true" className="text-brand-600">
                          ✓
                        </span>
                        <span>{line}</span>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
          </div>
          <div className="mt-10 flex flex-col items-center gap-3 rounded-2xl bg-brand-900 px-6 py-8 text-center text-white sm:flex-row sm:justify-between sm:text-left">
            <p className="text-lg font-semibold">
              <FormattedMessage
                id="services.cta.text"
                defaultMessage="Have a project in mind?"
              />
            </p>
            <a
              href={settings.messagingApp.url}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg bg-white px-5 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <FormattedMessage
                id="services.cta.button"
                defaultMessage="Talk to us"
              />
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
