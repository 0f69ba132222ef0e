import { FormattedMessage } from "react-intl";
import { Claims } from "#app/content/components/Claims";
import { ContentErrorBoundary } from "#app/content/components/ContentError";
import { Icon } from "#app/content/components/Icon";
import { OrganizationJsonLd } from "#app/content/components/OrganizationJsonLd";
import { PageIntro } from "#app/content/components/PageIntro";
import { getAboutPage } from "#app/content/content.server";
import { canonicalUrl, publicHeaders, seoMeta } from "#app/content/page-http";
import { getRequestLocale } from "#app/i18n/locale.server";
import type { Route } from "./+types/about";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const content = await getAboutPage(locale);
  const canonical = canonicalUrl(request);
  return { ...content, locale, canonical, origin: new URL(canonical).origin };
}

export const headers = publicHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(
    loaderData && {
      seo: loaderData.company.seo,
      canonical: loaderData.canonical,
      locale: loaderData.locale,
      siteName: loaderData.settings.companyName ?? "",
    },
  );

export function ErrorBoundary() {
  return <ContentErrorBoundary />;
}

function initials(name: string | null) {
  return (name ?? "")
    .trim()
    .split(/\s+/)
    .map((part) => Array.from(part)[0])
    .join("")
    .slice(0, 2);
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { company, team, settings, origin } = loaderData;
  return (
    <>
      <OrganizationJsonLd
        origin={origin}
        name={company.name ?? settings.companyName ?? ""}
        founded={company.founded}
        email={settings.supportEmail}
        sameAs={[settings.messagingApp.url, settings.chatApp.url]}
      />
      <PageIntro
        eyebrow={
          <FormattedMessage
            id="about.founded"
            defaultMessage="{company} · since {year}"
            values={{ company: company.name, year: String(company.founded) }}
          />
        }
        title={company.title}
        intro={company.intro}
      >
        <div className="mt-10">
          <Claims
            yearsOfService={settings.yearsOfService}
            clientCompanies={settings.clientCompanies}
            tone="dark"
          />
        </div>
      </PageIntro>

      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 sm:py-20 md:grid-cols-2">
        <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 className="flex items-center gap-3 text-xl font-bold text-ink">
            <span className="rounded-xl bg-brand-50 p-2.5 text-brand-600">
              <Icon name="rocket" className="h-6 w-6" />
            </span>
            <FormattedMessage id="about.mission" defaultMessage="Our mission" />
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">
            {company.mission}
          </p>
        </article>
        <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 className="flex items-center gap-3 text-xl font-bold text-ink">
            <span className="rounded-xl bg-brand-50 p-2.5 text-brand-600">
              <Icon name="globe" className="h-6 w-6" />
            </span>
            <FormattedMessage id="about.vision" defaultMessage="Our vision" />
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">
            {company.vision}
          </p>
        </article>
      </section>

      <section aria-labelledby="values" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
          <h2
            id="values"
            className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
          >
            <FormattedMessage id="about.values" defaultMessage="Our values" />
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {company.values.map((value) => (
              <li
                key={value._key}
                className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <Icon name={value.icon} className="h-7 w-7 text-brand-600" />
                <h3 className="mt-3 text-lg font-semibold text-ink">
                  {value.title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">
                  {value.description}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="team"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20"
      >
        <h2
          id="team"
          className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
        >
          {company.teamTitle}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li
              key={member._id}
              className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
            >
              {member.photo.url ? (
                <img
                  src={member.photo.url}
                  alt={member.photo.alt ?? ""}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="mx-auto h-24 w-24 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="mx-auto flex h-24 w-24 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-900 text-2xl font-bold text-white"
                >
                  {initials(member.name)}
                </span>
              )}
              <h3 className="mt-4 text-lg font-semibold text-ink">
                {member.name}
              </h3>
              <p className="text-sm font-medium text-brand-700">
                {member.position}
              </p>
              <p className="mt-3 text-sm leading-relaxed text-slate-600">
                {member.description}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
