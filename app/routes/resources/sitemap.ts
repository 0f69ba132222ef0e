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
  { path: "/products", content: null },
] as const;

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const dates = await getSitemapDates();
  const urls = pages.map(({ path, content }) => {
    const lastmod = content ? dates[content] : null;
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
