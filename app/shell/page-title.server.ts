import type { MessageDescriptor } from "react-intl";
import { canonicalUrl } from "#app/content/page-http";
import { getRequestLocale } from "#app/i18n/locale.server";
import { getServerIntl } from "#app/i18n/intl.server";
import type { PageHead } from "./page-head";

/**
 * Title ("<page> | <site>"), description and canonical address of a page whose
 * text lives in the message catalogues, in the request's language.
 */
export function pageHead(
  request: Request,
  page: MessageDescriptor,
  description: MessageDescriptor,
): PageHead {
  const intl = getServerIntl(getRequestLocale(request));
  return {
    title: intl.formatMessage(
      { id: "meta.titleTemplate", defaultMessage: "{page} | {site}" },
      {
        page: intl.formatMessage(page),
        site: intl.formatMessage({
          id: "meta.siteName",
          defaultMessage: "Picks Studio",
        }),
      },
    ),
    description: intl.formatMessage(description),
    canonical: canonicalUrl(request),
  };
}
