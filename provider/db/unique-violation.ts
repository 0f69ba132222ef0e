// Maps a unique-index violation (SQLSTATE 23505) to the index that was hit, so a
// race between two sign-ups still answers 409 instead of 500.
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pgError = e as Error & { code?: unknown; constraint?: unknown };
    if (pgError.code === "23505") {
      return typeof pgError.constraint === "string" ? pgError.constraint : "";
    }
  }
  return undefined;
}
