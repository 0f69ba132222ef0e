import { categoryPath, productPath } from "#app/catalogue/categories";
import { getCatalogueSitemap } from "#app/content/catalogue.server";
import { getSitemapDates } from "#app/content/content.server";
import type { LoaderFunctionArgs } from "react-router";

// The public pages a search engine should index; the member area and the
// sign-in and sign-up pages are left out (and disallowed in robots.txt).
const pages = [
  { path: "/", content: "home" },
  { path: "/services", content: "services" },
  { path: "/about", content: "about" },
  { path: "/case-studies", content: "caseStudies" },
  { path: "/contact", content: "contact" },
  { path: "/terms", content: "terms" },
  { path: "/privacy", content: "privacy" },
] as const;

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const [dates, catalogue] = await Promise.all([
    getSitemapDates(),
    getCatalogueSitemap(),
  ]);
  const latest = (values: (string | null)[]) =>
    values.reduce<string | null>(
      (last, value) => (value && (!last || value > last) ? value : last),
      null,
    );
  // The catalogue, its ten category listings and every product page.
  const entries = [
    ...pages.map(({ path, content }) => ({ path, lastmod: dates[content] })),
    {
      path: "/products",
      lastmod: latest(catalogue.categories.map((c) => c.updatedAt)),
    },
    ...catalogue.categories.map((c) => ({
      path: categoryPath(c.key),
      lastmod: c.updatedAt,
    })),
    ...catalogue.products.map((p) => ({
      path: productPath(p.category, p.id),
      lastmod: p._updatedAt,
    })),
  ];
  const urls = entries.map(({ path, lastmod }) => {
    return [
      "  <url>",
      `    <loc>${escapeXml(`${origin}${path}`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
      "  </url>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control":
        "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
