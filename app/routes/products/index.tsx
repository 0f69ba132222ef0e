import { CatalogueErrorBoundary } from "#app/catalogue/components/CatalogueErrorBoundary";
import { CatalogueView } from "#app/catalogue/components/CatalogueView";
import { loadListing } from "#app/catalogue/listing.server";
import { catalogueMeta } from "#app/catalogue/meta";
import { publicHeaders } from "#app/content/page-http";
import type { Route } from "./+types/index";

export function loader({ request }: Route.LoaderArgs) {
  return loadListing(request, null);
}

export const headers = publicHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) =>
  catalogueMeta(loaderData, error, matches);

export function ErrorBoundary() {
  return <CatalogueErrorBoundary />;
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return <CatalogueView {...loaderData} />;
}
