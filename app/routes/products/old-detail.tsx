import { redirect } from "react-router";
import { CatalogueErrorBoundary } from "#app/catalogue/components/CatalogueErrorBoundary";
import {
  oldDetailLocation,
  resolveOldProductUrl,
} from "#app/catalogue/legacy-urls";
import { catalogueMeta } from "#app/catalogue/meta";
import { getProductLocation, notFound } from "#app/content/catalogue.server";
import type { Route } from "./+types/old-detail";

// /products/{id}: the old site's detail route and its old category links.
// It only ever redirects permanently or answers 404; the page component
// exists so that the 404 renders inside the shell.

export async function loader({ request, params }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  const url = resolveOldProductUrl(params.id, search);
  if (url.kind === "redirect") throw redirect(url.location, url.status);
  if (url.kind !== "oldDetail") notFound();
  const moved = oldDetailLocation(await getProductLocation(url.id), search);
  throw redirect(moved.location, moved.status);
}

export const meta: Route.MetaFunction = ({ error, matches }) =>
  catalogueMeta(undefined, error, matches);

export function ErrorBoundary() {
  return <CatalogueErrorBoundary />;
}

export default function OldDetail() {
  return null;
}
