import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Claims } from "#app/content/components/Claims";
import { ContentErrorBoundary } from "#app/content/components/ContentError";
import { Icon } from "#app/content/components/Icon";
import { OrganizationJsonLd } from "#app/content/components/OrganizationJsonLd";
import { SectionHeading } from "#app/content/components/PageIntro";
import { getHomePage } from "#app/content/content.server";
import { canonicalUrl, publicHeaders, seoMeta } from "#app/content/page-http";
import { formatUsd, toUsd } from "#app/content/price";
import { getRequestLocale } from "#app/i18n/locale.server";
import type { Route } from "./+types/home";

const messages = defineMessages({
  perMonth: { id: "home.plan.perMonth", defaultMessage: "/ month" },
  onRequest: { id: "home.plan.onRequest", defaultMessage: "Custom pricing" },
  bookDemo: { id: "home.plan.bookDemo", defaultMessage: "Book a demo" },
  getStarted: { id: "home.plan.getStarted", defaultMessage: "Get started" },
  popular: { id: "home.plan.popular", defaultMessage: "Most popular" },
  allServices: { id: "home.services.all", defaultMessage: "See all services" },
});

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const content = await getHomePage(locale);
  const canonical = canonicalUrl(request);
  return {
    ...content,
    locale,
    canonical,
    origin: new URL(canonical).origin,
  };
}

export const headers = publicHeaders;

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

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, pricing, services, settings, origin } = loaderData;
  const intl = useIntl();
  const usd = (amount: number) => formatUsd(amount, intl.locale);
  const trialUrl = settings.messagingApp.url;

  return (
    <>
      <OrganizationJsonLd
        origin={origin}
        name={settings.companyName ?? ""}
        email={settings.supportEmail}
        sameAs={[settings.messagingApp.url, settings.chatApp.url]}
      />

      {/* Hero */}
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
        <div
          aria-hidden="true"
          className="absolute -top-32 -left-24 h-96 w-96 rounded-full bg-sky-400/20 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:py-24">
          <div>
            <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-50 ring-1 ring-white/20">
              {page.heroEyebrow}
            </p>
            <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
              {page.heroTitle}
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-brand-50 sm:text-lg">
              {page.heroText}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a
                href={trialUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-lg bg-white px-6 py-3 text-center text-base font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
              >
                {page.heroPrimaryCta}
              </a>
              <Link
                to="/services"
                className="rounded-lg px-6 py-3 text-center text-base font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
              >
                {page.heroSecondaryCta}
              </Link>
            </div>
            <div className="mt-10">
              <Claims
                yearsOfService={settings.yearsOfService}
                clientCompanies={settings.clientCompanies}
                tone="dark"
              />
            </div>
          </div>
          {page.heroImage.url ? (
            <img
              src={page.heroImage.url}
              alt={page.heroImage.alt ?? ""}
              width={page.heroImage.width ?? undefined}
              height={page.heroImage.height ?? undefined}
              className="h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/10"
              fetchPriority="high"
            />
          ) : null}
        </div>
      </section>

      {/* SaaS themes */}
      <section
        aria-labelledby="themes"
        className="render-when-visible mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
      >
        <SectionHeading id="themes" title={page.themesTitle} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {page.themes.map((theme) => (
            <li
              key={theme._key}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="inline-flex rounded-xl bg-brand-50 p-3 text-brand-600">
                <Icon name={theme.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">
                {theme.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {theme.description}
              </p>
            </li>
          ))}
        </ul>
      </section>

      {/* Services */}
      <section
        aria-labelledby="services"
        className="render-when-visible bg-slate-50"
      >
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <SectionHeading id="services" title={page.servicesTitle} />
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {services.map((service) => (
              <li
                key={service._id}
                className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <span className="inline-flex w-fit rounded-xl bg-brand-600 p-3 text-white">
                  <Icon name={service.icon} className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">
                  {service.title}
                </h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                  {service.summary}
                </p>
                <p className="mt-4 text-base font-bold text-brand-700">
                  <FormattedMessage
                    id="service.priceFrom"
                    defaultMessage="From {price}"
                    values={{ price: usd(service.priceFrom) }}
                  />
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center">
            <Link
              to="/services"
              className="font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              <FormattedMessage {...messages.allServices} /> →
            </Link>
          </p>
        </div>
      </section>

      {/* Pricing */}
      <section
        aria-labelledby="pricing"
        className="render-when-visible mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
      >
        <SectionHeading
          id="pricing"
          title={page.pricingTitle}
          text={page.pricingText}
        />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {pricing.plans.map((plan) => {
            const highlighted = Boolean(plan.highlighted);
            return (
              <li
                key={plan._key}
                data-testid={`plan-${plan.tier}`}
                className={`relative flex flex-col rounded-2xl p-6 sm:p-8 ${
                  highlighted
                    ? "bg-brand-900 text-white shadow-xl ring-2 ring-brand-500"
                    : "bg-white shadow-sm ring-1 ring-slate-200"
                }`}
              >
                {highlighted ? (
                  <p className="absolute -top-3 left-6 rounded-full bg-brand-500 px-3 py-1 text-xs font-semibold text-white">
                    <FormattedMessage {...messages.popular} />
                  </p>
                ) : null}
                <h3
                  className={`text-lg font-semibold ${highlighted ? "text-white" : "text-ink"}`}
                >
                  {plan.name}
                </h3>
                <p
                  className={`mt-1 text-sm ${highlighted ? "text-brand-100" : "text-slate-600"}`}
                >
                  {plan.summary}
                </p>
                <p className="mt-6 flex items-baseline gap-1">
                  {plan.contactOnly || plan.monthlyPriceLocal === null ? (
                    <span className="text-3xl font-extrabold">
                      <FormattedMessage {...messages.onRequest} />
                    </span>
                  ) : (
                    <>
                      <span
                        className="text-4xl font-extrabold tracking-tight"
                        data-testid="plan-price"
                      >
                        {usd(
                          toUsd(plan.monthlyPriceLocal, pricing.exchangeRate),
                        )}
                      </span>
                      <span
                        className={`text-sm ${highlighted ? "text-brand-100" : "text-slate-500"}`}
                      >
                        <FormattedMessage {...messages.perMonth} />
                      </span>
                    </>
                  )}
                </p>
                <ul className="mt-6 flex-1 space-y-3 text-sm">
                  {(plan.features ?? []).map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <svg
                        viewBox="0 0 20 20"
                        aria-hidden="true"
                        className={`mt-0.5 h-4 w-4 flex-none ${highlighted ? "text-sky-300" : "text-brand-600"}`}
                        fill="currentColor"
                      >
                        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                      </svg>
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <a
                  href={trialUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`mt-8 rounded-lg px-5 py-3 text-center text-sm font-semibold ${
                    highlighted
                      ? "bg-white text-brand-700 hover:bg-brand-50"
                      : "bg-brand-600 text-white hover:bg-brand-700"
                  }`}
                >
                  <FormattedMessage
                    {...(plan.contactOnly
                      ? messages.bookDemo
                      : messages.getStarted)}
                  />
                </a>
              </li>
            );
          })}
        </ul>
      </section>

      {/* Add-ons */}
      <section
        aria-labelledby="add-ons"
        className="render-when-visible bg-slate-50"
      >
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <SectionHeading id="add-ons" title={page.addOnsTitle} />
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {pricing.addOns.map((addOn) => (
              <li
                key={addOn._key}
                className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <span className="inline-flex h-fit rounded-xl bg-brand-50 p-3 text-brand-600">
                  <Icon name={addOn.icon} className="h-6 w-6" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{addOn.name}</h3>
                  <p className="mt-1 text-sm text-slate-600">
                    {addOn.description}
                  </p>
                  <p className="mt-3 font-bold text-brand-700">
                    {addOn.unit === "hour" ? (
                      <FormattedMessage
                        id="home.addOn.perHour"
                        defaultMessage="{price} per hour"
                        values={{ price: usd(addOn.priceUsd) }}
                      />
                    ) : addOn.unit === "each" ? (
                      <FormattedMessage
                        id="home.addOn.each"
                        defaultMessage="{price} each"
                        values={{ price: usd(addOn.priceUsd) }}
                      />
                    ) : (
                      <FormattedMessage
                        id="home.addOn.perWebsite"
                        defaultMessage="{price} per website"
                        values={{ price: usd(addOn.priceUsd) }}
                      />
                    )}
                  </p>
                  {addOn.unit === "hour" && addOn.minimumQuantity ? (
                    <p className="text-xs text-slate-500">
                      <FormattedMessage
                        id="home.addOn.minimumHours"
                        defaultMessage="{count, plural, one {# hour} other {# hours}} minimum"
                        values={{ count: addOn.minimumQuantity }}
                      />
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Advantages */}
      <section
        aria-labelledby="advantages"
        className="render-when-visible mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
      >
        <SectionHeading id="advantages" title={page.advantagesTitle} />
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {page.advantages.map((item) => (
            <li key={item._key} className="text-center">
              <span className="mx-auto inline-flex rounded-full bg-brand-600 p-4 text-white shadow-md">
                <Icon name={item.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">
                {item.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {item.description}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
