import { FormattedDate, FormattedMessage } from "react-intl";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ContentErrorBoundary } from "#app/content/components/ContentError";
import { PageIntro } from "#app/content/components/PageIntro";
import { portableTextToHtml } from "#app/content/portable-text.server";
import { RichText } from "#app/ui/RichText";
import { getLegalPage, getSiteSettings } from "#app/content/content.server";
import {
  canonicalUrl,
  pagePathname,
  publicHeaders,
  seoMeta,
} from "#app/content/page-http";
import { getRequestLocale } from "#app/i18n/locale.server";
import { ErrorPage } from "#app/shell/ErrorPage";
import type { Route } from "./+types/legal";

// Registered once per legal page in app/routes.ts (/terms, /privacy); the
// path is the page's slug in the CMS.
export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const slug = pagePathname(request).split("/").filter(Boolean)[0];
  const [page, settings] = await Promise.all([
    getLegalPage(locale, slug ?? ""),
    getSiteSettings(locale),
  ]);
  const { body, ...rest } = page;
  return {
    page: { ...rest, bodyHtml: portableTextToHtml(body, "page") },
    siteName: settings.companyName,
    locale,
    canonical: canonicalUrl(request),
  };
}

export const headers = publicHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(
    loaderData && {
      seo: loaderData.page.seo,
      canonical: loaderData.canonical,
      locale: loaderData.locale,
      siteName: loaderData.siteName,
    },
  );

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ErrorPage status={404} />;
  return <ContentErrorBoundary />;
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageIntro
        title={page.title}
        intro={
          <FormattedMessage
            id="legal.lastUpdated"
            defaultMessage="Last updated: {date}"
            values={{
              date: (
                <time dateTime={page.lastUpdated}>
                  <FormattedDate
                    value={page.lastUpdated}
                    dateStyle="long"
                    // A calendar date (YYYY-MM-DD): the day as written, everywhere.
                    timeZone="UTC"
                  />
                </time>
              ),
            }}
          />
        }
      />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <RichText html={page.bodyHtml} />
      </article>
    </>
  );
}
