import type { IntlShape } from "@formatjs/intl";

/** "<page> | <site>", the site's title pattern (as page-title.server.ts). */
export function titleWithSite(
  intl: Pick<IntlShape, "formatMessage">,
  page: string,
  site: string,
): string {
  return intl.formatMessage(
    { id: "meta.titleTemplate", defaultMessage: "{page} | {site}" },
    { page, site },
  );
}
