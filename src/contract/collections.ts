/**
 * The tables and their collections, as declared in the API contract (`src/contract/api.ts`); kept
 * here under the old module name for the offline build's imports.
 */
export { COLLECTIONS, PAGINATION, TABLES, type Collection, type TableName } from "./api.ts";
