import type { MetaDescriptor } from "react-router";
import { seoMeta, type PageSeo } from "#app/content/page-http";
import { getIntl } from "#app/i18n/messages";
import { matchLocale } from "#app/i18n/resolve-locale";

/** SEO tags of a catalogue page; an error (the 404) is never indexed. */
export function catalogueMeta(
  data:
    | {
        seo: PageSeo;
        canonical: string;
        locale: string;
        siteName: string;
        noindex?: boolean;
      }
    | undefined,
  error: unknown,
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): MetaDescriptor[] {
  if (error || !data) {
    const notFoundTitle = rootMessage(matches, "error.notFound.title");
    return [
      ...(notFoundTitle ? [{ title: notFoundTitle }] : []),
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    ...seoMeta(data),
    ...(data.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

/** A message in the page's language: meta runs outside IntlProvider. */
function rootMessage(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  id: string,
): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { locale?: string } | undefined;
  const locale = matchLocale(root?.locale);
  if (!locale) return undefined;
  const intl = getIntl(locale);
  return id in intl.messages ? intl.formatMessage({ id }) : undefined;
}
