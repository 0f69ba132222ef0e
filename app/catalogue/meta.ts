import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createIntl } from "react-intl";
import type { MetaDescriptor } from "react-router";
import { seoMeta, type PageSeo } from "#app/content/page-http";

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

/**
 * A message in the page's language. meta runs outside IntlProvider, so it
 * formats with the root loader's locale and (precompiled) messages.
 */
function rootMessage(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  id: string,
): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { locale?: string; messages?: Record<string, MessageFormatElement[]> }
    | undefined;
  if (!root?.locale || !root.messages?.[id]) return undefined;
  return createIntl({
    locale: root.locale,
    messages: root.messages,
    onError: () => {},
  }).formatMessage({ id });
}
