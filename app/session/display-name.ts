type Named = {
  realName?: string | null;
  username?: string | null;
  email?: string | null;
};

/** §3: real name, then username, then e-mail, else empty. */
export function displayName(user: Named | null | undefined): string {
  return (
    user?.realName?.trim() ||
    user?.username?.trim() ||
    user?.email?.trim() ||
    ""
  );
}
