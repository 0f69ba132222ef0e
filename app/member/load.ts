import { redirect } from "react-router";
import { ProviderError } from "#app/api/envelope";
import { clearSession } from "#app/session/session";
import type { components } from "#app/api/provider";

export type Schemas = components["schemas"];

/**
 * Runs a member screen's provider calls in its clientLoader. A 401 means the
 * session is over (§4): clear it and go to sign-in, back here afterwards.
 * Other errors reach the route's ErrorBoundary (MemberError).
 */
export async function loadForMember<T>(
  request: Request,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ProviderError && error.kind === "unauthorized") {
      clearSession();
      const url = new URL(request.url);
      throw redirect(
        `/login?redirect=${encodeURIComponent(url.pathname + url.search)}`,
      );
    }
    throw error;
  }
}
