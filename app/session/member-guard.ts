import { redirect } from "react-router";
import { getToken, loadUserInfo } from "./session";

/**
 * §2 route guard, as client middleware of the member layout: no token →
 * /login?redirect=…; a token without user info loads it first, and a failure
 * also goes to /login. (Loaders run in parallel; middleware runs before them.)
 */
export async function requireMember({ request }: { request: Request }) {
  const url = new URL(request.url);
  const signInUrl = `/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;
  if (!getToken()) throw redirect(signInUrl);
  if (!(await loadUserInfo())) throw redirect(signInUrl);
}
