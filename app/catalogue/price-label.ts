import type { IntlShape } from "react-intl";
import { formatUsd } from "#app/content/price";
import { catalogueMessages as m } from "./messages";

/** "Up to $999", "$1,000 – $2,999", "$5,000 and up" in the visitor's number style. */
export function priceRangeLabel(
  intl: Pick<IntlShape, "formatMessage" | "locale">,
  min: number | null,
  max: number | null,
): string {
  const usd = (amount: number) => formatUsd(amount, intl.locale);
  if (min !== null && max !== null)
    return intl.formatMessage(m.bracketBetween, {
      min: usd(min),
      max: usd(max),
    });
  if (max !== null) return intl.formatMessage(m.bracketUpTo, { max: usd(max) });
  return intl.formatMessage(m.bracketFrom, { min: usd(min ?? 0) });
}
