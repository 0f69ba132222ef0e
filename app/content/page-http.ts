import type { MetaDescriptor } from "react-router";

/**
 * Public pages are the same for every visitor of a language: a CDN may keep
 * them 5 minutes and serve a stale copy for a day while it refreshes. The
 * language comes from the cookie or Accept-Language, hence the Vary.
 */
export const publicPageHeaders = {
  "Cache-Control":
    "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
  Vary: "Cookie, Accept-Language",
} as const;

/** A route's `headers` export: error responses keep their own (no-store) headers. */
export function publicHeaders({ errorHeaders }: { errorHeaders?: Headers }) {
  return errorHeaders ?? new Headers(publicPageHeaders);
}

/**
 * The page's path as the visitor sees it. Client-side navigations fetch loader
 * data from `/path.data` (`/_root.data` for `/`), and loaders see that URL.
 */
export function pagePathname(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "");
}

/** The page's address without query or hash, for canonical and og:url. */
export function canonicalUrl(request: Request): string {
  return `${new URL(request.url).origin}${pagePathname(request)}`;
}

export type PageSeo = {
  title: string | null;
  description: string | null;
};

/** Title, description, canonical link and Open Graph tags from the CMS's SEO fields. */
export function seoMeta(
  data:
    | { seo: PageSeo; canonical: string; locale: string; siteName: string }
    | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  const title = data.seo.title ?? data.siteName;
  const description = data.seo.description ?? "";
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: data.canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: data.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: data.canonical },
    { property: "og:locale", content: data.locale.replace("-", "_") },
    {
      property: "og:image",
      content: new URL("/logo.svg", data.canonical).href,
    },
    { name: "twitter:card", content: "summary" },
  ];
}
