/** Liveness probe for load balancers and the test harness. */
export function loader() {
  return Response.json(
    { ok: true },
    { headers: { "Cache-Control": "no-store" } },
  );
}
