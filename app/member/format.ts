import type { IntlShape } from "react-intl";

/** An amount in its currency (amounts are numbers; USD today). */
export function formatMoney(intl: IntlShape, amount: number, currency = "USD") {
  return intl.formatNumber(amount, {
    style: "currency",
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
}

/** Dates read the same on the server and in every browser (no hydration mismatch). */
export const displayTimeZone = "UTC";

/** A calendar date (YYYY-MM-DD) or a moment, as a date in the page's language. */
export function formatDay(intl: IntlShape, value: string) {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T00:00:00Z`)
    : new Date(value);
  return intl.formatDate(date, {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: displayTimeZone,
  });
}

/** Usage in GiB, switching to TiB from 1024. */
export function formatGb(intl: IntlShape, gb: number) {
  return gb >= 1024
    ? intl.formatNumber(gb / 1024, {
        style: "unit",
        unit: "terabyte",
        maximumFractionDigits: 1,
      })
    : intl.formatNumber(gb, {
        style: "unit",
        unit: "gigabyte",
        maximumFractionDigits: 1,
      });
}
