import { redirect } from "react-router";
import { CatalogueErrorBoundary } from "#app/catalogue/components/CatalogueErrorBoundary";
import { CatalogueView } from "#app/catalogue/components/CatalogueView";
import { resolveCategoryUrl } from "#app/catalogue/legacy-urls";
import { loadListing } from "#app/catalogue/listing.server";
import { catalogueMeta } from "#app/catalogue/meta";
import { notFound } from "#app/content/catalogue.server";
import { publicHeaders } from "#app/content/page-http";
import type { Route } from "./+types/category";

export function loader({ request, params }: Route.LoaderArgs) {
  const url = resolveCategoryUrl(params.category, new URL(request.url).search);
  switch (url.kind) {
    case "redirect":
      throw redirect(url.location, url.status);
    case "listing":
      return loadListing(request, url.category);
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

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CatalogueView {...loaderData} />;
}
