import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { formatUsd } from "#app/content/price";
import { productPath } from "../categories";
import { catalogueMessages as m } from "../messages";
import { StatusBadges } from "./StatusBadges";

export type CardProduct = {
  _id: string;
  id: string;
  category: string;
  title: string | null;
  summary: string | null;
  price: number;
  status: string[] | null;
  image: {
    url: string | null;
    alt: string | null;
    width: number | null;
    height: number | null;
  } | null;
};

export function ProductCard({ product }: { product: CardProduct }) {
  const intl = useIntl();
  const href = productPath(product.category, product.id);
  return (
    <article
      data-testid="product-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
    >
      {product.image?.url ? (
        <img
          src={product.image.url}
          alt={product.image.alt ?? ""}
          width={product.image.width ?? undefined}
          height={product.image.height ?? undefined}
          loading="lazy"
          className="aspect-[8/5] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <StatusBadges status={product.status} />
        <h3 className="mt-2 text-lg font-bold text-ink">
          {/* The whole card is clickable through this link's overlay. */}
          <Link
            to={href}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-slate-600">
          {product.summary}
        </p>
        <p className="mt-4 flex items-center justify-between">
          <span
            className="text-xl font-extrabold text-brand-700"
            data-testid="product-price"
          >
            {formatUsd(product.price, intl.locale)}
          </span>
          <span className="text-sm font-semibold text-brand-600 group-hover:underline">
            <FormattedMessage {...m.details} />
          </span>
        </p>
      </div>
    </article>
  );
}
