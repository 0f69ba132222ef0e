import { useIntl } from "react-intl";
import { ContentErrorBoundary } from "#app/content/components/ContentError";
import { PageIntro } from "#app/content/components/PageIntro";
import { TestimonialCarousel } from "#app/content/components/TestimonialCarousel";
import {
  getCaseStudiesPage,
  getSiteSettings,
} from "#app/content/content.server";
import { canonicalUrl, publicHeaders, seoMeta } from "#app/content/page-http";
import { getRequestLocale } from "#app/i18n/locale.server";
import type { Route } from "./+types/case-studies";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const [content, settings] = await Promise.all([
    getCaseStudiesPage(locale),
    getSiteSettings(locale),
  ]);
  return {
    ...content,
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
  return <ContentErrorBoundary />;
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { page, cases, testimonials } = loaderData;
  const intl = useIntl();
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />

      <section
        aria-label={page.title ?? undefined}
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20"
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cases.map((item) => (
            <li
              key={item._id}
              className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              {item.image.url ? (
                <img
                  src={item.image.url}
                  alt={item.image.alt ?? ""}
                  width={item.image.width ?? undefined}
                  height={item.image.height ?? undefined}
                  loading="lazy"
                  className="aspect-[8/5] h-auto w-full object-cover"
                />
              ) : null}
              <div className="p-6">
                {item.industry ? (
                  <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
                    {item.industry}
                  </p>
                ) : null}
                <h2 className="mt-1 text-lg font-bold text-ink">
                  {item.title}
                </h2>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">
                  {item.description}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {/* Not a landmark itself: the carousel inside is the region, named by
          the same title (two regions of one name confuse landmark lists). */}
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
          <h2
            id="testimonials"
            className="mb-8 text-center text-2xl font-bold tracking-tight text-ink sm:text-3xl"
          >
            {page.testimonialsTitle}
          </h2>
          <TestimonialCarousel
            items={testimonials}
            intervalMs={page.rotationIntervalMs}
            label={
              page.testimonialsTitle ??
              intl.formatMessage({
                id: "carousel.roleDescription",
                defaultMessage: "carousel",
              })
            }
          />
        </div>
      </div>
    </>
  );
}
