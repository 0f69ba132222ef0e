import { redirect } from "react-router";

/** §2: /member opens the dashboard. */
export function loader() {
  return redirect("/member/dashboard");
}

export function clientLoader() {
  return redirect("/member/dashboard");
}
