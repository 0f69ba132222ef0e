// The catalogue's fixed vocabulary. The ten category values are part of the
// site's URLs (SPEC §2, legacy links included), so editors pick from this list
// rather than typing them. Kept equal to app/catalogue/categories.ts by
// cms/catalogue.test.ts; the Studio does not import app code.
export const productCategoryKeys = [
  "mall",
  "site",
  "blog",
  "live",
  "shortvideo",
  "chat",
  "program",
  "trade",
  "rentcar",
  "usedcar",
] as const;

/** Badges a product can carry; both may apply at once. */
export const productStatuses = ["hot", "new"] as const;
