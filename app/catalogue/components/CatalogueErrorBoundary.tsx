import { isRouteErrorResponse, useRouteError } from "react-router";
import { ContentErrorBoundary } from "#app/content/components/ContentError";
import { ErrorPage } from "#app/shell/ErrorPage";

/**
 * An unknown category, product or page is the site's translated 404 page;
 * anything else (the content service down) is the content error.
 */
export function CatalogueErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} />;
  }
  return <ContentErrorBoundary />;
}
