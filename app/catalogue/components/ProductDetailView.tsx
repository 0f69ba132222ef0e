import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { ProductDetail } from "#app/content/catalogue.server";
import { formatUsd } from "#app/content/price";
import { RichText } from "#app/ui/RichText";
import { catalogueBasePath, categoryPath } from "../categories";
import { catalogueMessages as m } from "../messages";
import { ProductCard } from "./ProductCard";
import { ProductGallery } from "./ProductGallery";
import { ProductJsonLd } from "./ProductJsonLd";
import { StatusBadges } from "./StatusBadges";

export function ProductDetailView({
  product,
  descriptionHtml,
  supportYears,
  messagingApp,
  canonical,
  siteName,
}: {
  product: Omit<ProductDetail, "description">;
  /** The description, rendered by the server (app/content/portable-text.server.ts). */
  descriptionHtml: string;
  supportYears: number | null;
  messagingApp: { label: string; url: string };
  canonical: string;
  siteName: string;
}) {
  const intl = useIntl();
  const price = formatUsd(product.price, intl.locale);
  const categoryLabel = product.category.label ?? product.category.key;
  const newTab = intl.formatMessage(m.opensInNewTab);

  return (
    <>
      <ProductJsonLd
        url={canonical}
        name={product.title ?? product.id}
        description={product.summary ?? ""}
        sku={product.id}
        category={categoryLabel}
        brand={siteName}
        price={product.price}
        images={product.images.flatMap((i) => (i.url ? [i.url] : []))}
      />
      <nav
        aria-label={intl.formatMessage(m.breadcrumb)}
        className="mx-auto max-w-7xl px-4 pt-6 text-sm text-slate-500 sm:px-6"
      >
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to={catalogueBasePath} className="hover:text-ink">
              <FormattedMessage {...m.allTab} />
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li>
            <Link
              to={categoryPath(product.category.key)}
              className="hover:text-ink"
            >
              {categoryLabel}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page" className="text-slate-700">
            {product.title}
          </li>
        </ol>
      </nav>

      <article className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-2 lg:gap-12">
        <ProductGallery images={product.images} />
        <div>
          <StatusBadges status={product.status} />
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {product.title}
          </h1>
          <p className="mt-3 text-base leading-relaxed text-slate-600">
            {product.summary}
          </p>
          <p className="mt-6">
            <span className="sr-only">
              <FormattedMessage {...m.price} />{" "}
            </span>
            <span
              className="text-3xl font-extrabold text-brand-700"
              data-testid="detail-price"
            >
              {price}
            </span>
          </p>
          {supportYears ? (
            <p className="mt-2 text-sm font-semibold text-emerald-700">
              <FormattedMessage
                {...m.support}
                values={{ years: supportYears }}
              />
            </p>
          ) : null}
          {product.features?.length ? (
            <ul
              aria-label={intl.formatMessage(m.featureList)}
              className="mt-5 flex flex-wrap gap-2"
            >
              {product.features.map((f) => (
                <li
                  key={f.key}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
                >
                  {f.label}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-8 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
            <p className="text-sm text-slate-700">
              <FormattedMessage {...m.ctaText} />
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <a
                href={messagingApp.url}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700"
              >
                <FormattedMessage {...m.freeTrial} />
                <span className="sr-only"> {newTab}</span>
              </a>
              <a
                href={messagingApp.url}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-lg border border-brand-600 bg-white px-5 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                <FormattedMessage {...m.contact} />
                <span className="sr-only"> {newTab}</span>
              </a>
              {product.demoUrl ? (
                <a
                  href={product.demoUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="px-2 py-3 text-sm font-semibold text-brand-700 underline"
                >
                  <FormattedMessage {...m.demo} />
                  <span className="sr-only"> {newTab}</span>
                </a>
              ) : null}
            </div>
          </div>
        </div>
      </article>

      {descriptionHtml ? (
        <section
          aria-labelledby="description"
          className="mx-auto max-w-3xl px-4 py-8 sm:px-6"
        >
          <h2 id="description" className="mb-4 text-2xl font-bold text-ink">
            <FormattedMessage {...m.description} />
          </h2>
          <RichText html={descriptionHtml} />
        </section>
      ) : null}

      {product.caseStudies?.length ? (
        <section
          aria-labelledby="case-studies"
          className="mx-auto max-w-7xl px-4 py-8 sm:px-6"
        >
          <h2 id="case-studies" className="mb-6 text-2xl font-bold text-ink">
            <FormattedMessage {...m.caseStudies} />
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {product.caseStudies.map((item) => (
              <li
                key={item._id}
                className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                {item.image.url ? (
                  <img
                    src={item.image.url}
                    alt={item.image.alt ?? ""}
                    width={item.image.width ?? undefined}
                    height={item.image.height ?? undefined}
                    loading="lazy"
                    className="aspect-[8/5] h-auto w-full object-cover"
                  />
                ) : null}
                <div className="p-5">
                  <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
                    {item.industry}
                  </p>
                  <h3 className="mt-1 font-bold text-ink">
                    <Link to="/case-studies" className="hover:underline">
                      {item.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm text-slate-600">
                    {item.description}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {product.related.length ? (
        <section aria-labelledby="related" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <h2 id="related" className="mb-6 text-2xl font-bold text-ink">
              <FormattedMessage {...m.related} />
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {product.related.map((item) => (
                <li key={item._id}>
                  <ProductCard product={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
