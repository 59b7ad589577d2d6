/**
 * The tiers of API keys, part of the API's contract: each key has one, and the tier fixes the daily
 * allowance and which operations the key may use (documented in the OpenAPI document).
 */

/** The tiers: each key has one; the tier fixes the daily allowance and the features. */
export const TIERS = {
  free: { dailyLimit: 1000, semanticSearch: false },
  pro: { dailyLimit: 10000, semanticSearch: true },
} as const satisfies Record<string, { dailyLimit: number; semanticSearch: boolean }>;

/** A tier name: `free` or `pro`. */
export type Tier = keyof typeof TIERS;

/** The tier names, in order of increasing allowance. */
export const TIER_NAMES = Object.keys(TIERS) as Tier[];

/** Whether `value` names a tier. */
export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && Object.hasOwn(TIERS, value);
}
