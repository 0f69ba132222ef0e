/** Where to go after signing in: only a path on this site, never another origin. */
export function safeRedirect(
  target: string | null | undefined,
  fallback = "/member",
): string {
  if (
    !target ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\")
  ) {
    return fallback;
  }
  return target;
}
