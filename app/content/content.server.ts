import type { QueryParams } from "@sanity/client";
import type { Locale } from "#app/i18n/locales";
import type {
  ABOUT_PAGE_QUERY_RESULT,
  CASE_STUDIES_PAGE_QUERY_RESULT,
  CONTACT_PAGE_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  LEGAL_PAGE_QUERY_RESULT,
  SERVICES_PAGE_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
  SITEMAP_QUERY_RESULT,
} from "../../cms/sanity.types";
import { getContentClient } from "./client.server";
import {
  ABOUT_PAGE_QUERY,
  CASE_STUDIES_PAGE_QUERY,
  CONTACT_PAGE_QUERY,
  HOME_PAGE_QUERY,
  LEGAL_PAGE_QUERY,
  SERVICES_PAGE_QUERY,
  SITE_SETTINGS_QUERY,
  SITEMAP_QUERY,
} from "./queries";

// Loaders for the public pages. Results are typed by the generated query map
// (cms/sanity.types.ts; the query strings are built with helpers, so their
// TypeScript type is `string` and each call names its result type); a failing or incomplete content source becomes a 503
// Response, which the route's ErrorBoundary renders.

/** Testimonial rotation when the CMS leaves it unset. */
export const defaultRotationIntervalMs = 3000;

export function contentUnavailable(reason: string): Response {
  return new Response(reason, {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": "30", "Cache-Control": "no-store" },
  });
}

export async function fetchContent<Result>(
  query: string,
  params: QueryParams,
): Promise<Result> {
  try {
    return await getContentClient().fetch<Result>(query, params);
  } catch (error) {
    console.error("Content source failed:", error);
    throw contentUnavailable("The content service is not reachable.");
  }
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    console.error(`Content missing: ${what}`);
    throw contentUnavailable(`Content missing: ${what}.`);
  }
  return value;
}

const text = (value: string | null | undefined) => value ?? "";

/** Site-wide settings for the shell: slogan, contact channels, claims. */
export async function getSiteSettings(locale: Locale) {
  const settings = required(
    await fetchContent<SITE_SETTINGS_QUERY_RESULT>(SITE_SETTINGS_QUERY, {
      lang: locale,
    }),
    "site settings",
  );
  return {
    companyName: text(settings.companyName),
    slogan: text(settings.slogan),
    messagingApp: {
      label: text(settings.messagingApp.label),
      url: settings.messagingApp.url,
    },
    chatApp: { label: text(settings.chatApp.label), url: settings.chatApp.url },
    supportEmail: settings.supportEmail,
    copyrightYear: settings.copyrightYear,
    claims: {
      yearsOfService: settings.yearsOfService,
      clientCompanies: settings.clientCompanies,
    },
  };
}

export type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>;

export async function getHomePage(locale: Locale) {
  const data = await fetchContent<HOME_PAGE_QUERY_RESULT>(HOME_PAGE_QUERY, {
    lang: locale,
  });
  return {
    page: required(data.page, "home page"),
    pricing: required(data.pricing, "pricing"),
    services: data.services,
    settings: required(data.settings, "site settings"),
  };
}

export async function getServicesPage(locale: Locale) {
  const data = await fetchContent<SERVICES_PAGE_QUERY_RESULT>(
    SERVICES_PAGE_QUERY,
    { lang: locale },
  );
  return {
    page: required(data.page, "services page"),
    services: data.services,
    terms: required(data.terms, "terms"),
  };
}

export async function getAboutPage(locale: Locale) {
  const data = await fetchContent<ABOUT_PAGE_QUERY_RESULT>(ABOUT_PAGE_QUERY, {
    lang: locale,
  });
  return {
    company: required(data.company, "company"),
    team: data.team,
    settings: required(data.settings, "site settings"),
  };
}

export async function getCaseStudiesPage(locale: Locale) {
  const data = await fetchContent<CASE_STUDIES_PAGE_QUERY_RESULT>(
    CASE_STUDIES_PAGE_QUERY,
    { lang: locale },
  );
  const page = required(data.page, "case studies page");
  return {
    page: {
      ...page,
      rotationIntervalMs: page.rotationIntervalMs || defaultRotationIntervalMs,
    },
    cases: data.cases,
    testimonials: data.testimonials,
  };
}

export async function getContactPage(locale: Locale) {
  const data = await fetchContent<CONTACT_PAGE_QUERY_RESULT>(
    CONTACT_PAGE_QUERY,
    { lang: locale },
  );
  return {
    page: required(data.page, "contact page"),
    settings: required(data.settings, "site settings"),
  };
}

/**
 * A legal page (terms of service, privacy policy) by its slug. A page the CMS
 * does not hold is a 404, not an outage: the route exists, the content not.
 */
export async function getLegalPage(locale: Locale, slug: string) {
  const page = await fetchContent<LEGAL_PAGE_QUERY_RESULT>(LEGAL_PAGE_QUERY, {
    lang: locale,
    slug,
  });
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

/** Last content change per public page (ISO dates), for /sitemap.xml. */
export async function getSitemapDates() {
  return fetchContent<SITEMAP_QUERY_RESULT>(SITEMAP_QUERY, {});
}
