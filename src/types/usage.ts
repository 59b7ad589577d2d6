/* Generated from schemas/responses/usage.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * The calling key's tier and today's (UTC) consumption.
 */
export interface UsageRecord {
  email: string;
  tier: "free" | "pro";
  daily_limit: number;
  daily_used: number;
}
