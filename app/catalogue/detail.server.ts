import { redirect } from "react-router";
import { getProduct } from "#app/content/catalogue.server";
import { getSiteSettings } from "#app/content/content.server";
import { canonicalUrl } from "#app/content/page-http";
import { portableTextToHtml } from "#app/content/portable-text.server";
import { getServerIntl } from "#app/i18n/intl.server";
import { getRequestLocale } from "#app/i18n/locale.server";
import { productPath, type CategoryKey } from "./categories";
import { titleWithSite } from "./title";

/** Loader of /products/category/{category}/{id}. */
export async function loadDetail(
  request: Request,
  category: CategoryKey,
  id: string,
) {
  const locale = getRequestLocale(request);
  const [{ product, supportYears }, settings] = await Promise.all([
    getProduct(locale, id),
    getSiteSettings(locale),
  ]);
  // Editors may move a product to another category; its old address follows.
  if (product.category.key !== category) {
    throw redirect(
      `${productPath(product.category.key, product.id)}${new URL(request.url).search}`,
      301,
    );
  }
  const canonical = canonicalUrl(request);
  const title = product.title ?? product.id;
  const { description, ...shown } = product;
  return {
    product: shown,
    descriptionHtml: portableTextToHtml(description, "product"),
    supportYears,
    messagingApp: settings.messagingApp,
    seo: {
      title: titleWithSite(getServerIntl(locale), title, settings.companyName),
      description: product.summary,
    },
    canonical,
    origin: new URL(canonical).origin,
    locale,
    siteName: settings.companyName,
  };
}
