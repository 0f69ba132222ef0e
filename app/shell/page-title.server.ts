import type { MessageDescriptor } from "react-intl";
import { getRequestLocale } from "#app/i18n/locale.server";
import { getServerIntl } from "#app/i18n/intl.server";

/** "<page> | <site>" in the request's language, for a route's meta. */
export function pageTitle(request: Request, page: MessageDescriptor): string {
  const intl = getServerIntl(getRequestLocale(request));
  return intl.formatMessage(
    { id: "meta.titleTemplate", defaultMessage: "{page} | {site}" },
    {
      page: intl.formatMessage(page),
      site: intl.formatMessage({
        id: "meta.siteName",
        defaultMessage: "Picks Studio",
      }),
    },
  );
}
