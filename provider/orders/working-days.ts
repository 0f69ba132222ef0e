/** `start` moved forward by `days` working days (Monday–Friday, UTC; no holiday calendar). */
export function addWorkingDays(start: Date, days: number): Date {
  const date = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()),
  );
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** The calendar date (YYYY-MM-DD, UTC) of a moment. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** One year after `date`, as a calendar date: the end of free maintenance (SPEC §1). */
export function oneYearAfter(date: Date): string {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return isoDate(next);
}
