import type { sitePlans } from "#openapi/payloads.ts";

/** Quotas in GiB per plan (home page pricing, SPEC §2); null is unlimited. */
export const planQuotas: Record<
  (typeof sitePlans)[number],
  { trafficGb: number | null; storageGb: number | null }
> = {
  starter: { trafficGb: 1024, storageGb: 100 },
  professional: { trafficGb: 10 * 1024, storageGb: 1024 },
  enterprise: { trafficGb: null, storageGb: null },
};

/** A resource counts as near its quota from this share on. */
export const nearQuotaShare = 0.8;
/** A renewal counts as near this many days ahead. */
export const renewalNoticeDays = 30;
