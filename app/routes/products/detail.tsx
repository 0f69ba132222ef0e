import { redirect } from "react-router";
import { CatalogueErrorBoundary } from "#app/catalogue/components/CatalogueErrorBoundary";
import { ProductDetailView } from "#app/catalogue/components/ProductDetailView";
import { loadDetail } from "#app/catalogue/detail.server";
import { resolveDetailUrl } from "#app/catalogue/legacy-urls";
import { catalogueMeta } from "#app/catalogue/meta";
import { notFound } from "#app/content/catalogue.server";
import { publicHeaders } from "#app/content/page-http";
import type { Route } from "./+types/detail";

export function loader({ request, params }: Route.LoaderArgs) {
  const url = resolveDetailUrl(
    params.category,
    params.id,
    new URL(request.url).search,
  );
  switch (url.kind) {
    case "redirect":
      throw redirect(url.location, url.status);
    case "detail":
      return loadDetail(request, url.category, url.id);
    default:
      return notFound();
  }
}

export const headers = publicHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) =>
  catalogueMeta(loaderData, error, matches);

export function ErrorBoundary() {
  return <CatalogueErrorBoundary />;
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  return <ProductDetailView {...loaderData} />;
}
