/**
 * Converts a local-currency amount to whole US dollars at `rate` local units
 * per dollar (280 at 7.2 → 39). Rounds half up; 0 stays 0.
 */
export function toUsd(localAmount: number, rate: number): number {
  if (!Number.isFinite(localAmount) || !Number.isFinite(rate) || rate <= 0) {
    throw new RangeError(`Cannot convert ${localAmount} at rate ${rate}.`);
  }
  const usd = Math.round(localAmount / rate);
  return usd === 0 ? 0 : usd; // no "-$0"
}

// Building a formatter costs far more than using one (it was ~4 % of the home
// page's server render): one per locale, reused.
const usdFormats = new Map<string, Intl.NumberFormat>();

/** "$39", "$3,000" in the visitor's number style, never with cents. */
export function formatUsd(amount: number, locale: string): string {
  let format = usdFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    usdFormats.set(locale, format);
  }
  return format.format(amount);
}
