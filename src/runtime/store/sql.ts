/**
 * The SQL of the SQLite-family stores, in one place: the embedded SQLite driver (`sqlite.ts`,
 * better-sqlite3) and the edge driver (`d1.ts`, Cloudflare D1, which is SQLite) run the same schema
 * and the same statements, with `?` placeholders in the order given by each statement's comment.
 */

/** The schema version these statements expect (SQLite's `PRAGMA user_version`). */
export const SCHEMA_VERSION = 1;

/** The schema, one idempotent statement per entry (D1 runs them as a batch, SQLite as one script). */
export const SCHEMA_STATEMENTS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS api_keys (
  id         TEXT PRIMARY KEY,
  hash       TEXT NOT NULL UNIQUE,
  email      TEXT NOT NULL,
  tier       TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
)`,
  `CREATE TABLE IF NOT EXISTS usage (
  key_id TEXT NOT NULL,
  day    TEXT NOT NULL,
  used   INTEGER NOT NULL,
  PRIMARY KEY (key_id, day)
) WITHOUT ROWID`,
  "CREATE INDEX IF NOT EXISTS usage_day ON usage (day)",
];

/** The schema as one script (for `exec`, and for `wrangler d1 execute --file`). */
export const SCHEMA = `${SCHEMA_STATEMENTS.join(";\n")};\n`;

const KEY_COLUMNS = "id, email, tier, created_at, revoked_at";

/** The statements both drivers prepare. */
export const SQL = {
  /** id, hash, email, tier, created_at. */
  insertKey: "INSERT INTO api_keys (id, hash, email, tier, created_at) VALUES (?, ?, ?, ?, ?)",
  /** hash → key row. */
  keyByHash: `SELECT ${KEY_COLUMNS} FROM api_keys WHERE hash = ?`,
  /** id → key row. */
  keyById: `SELECT ${KEY_COLUMNS} FROM api_keys WHERE id = ?`,
  /** All key rows, oldest first. */
  listKeys: `SELECT ${KEY_COLUMNS} FROM api_keys ORDER BY created_at, id`,
  /** revoked_at, id. Keeps the first revocation time. */
  revokeById: "UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?",
  /** revoked_at, hash. */
  revokeByHash: "UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE hash = ?",
  /** tier, id. */
  tierById: "UPDATE api_keys SET tier = ? WHERE id = ?",
  /** tier, hash. */
  tierByHash: "UPDATE api_keys SET tier = ? WHERE hash = ?",
  /**
   * key_id, day, limit. Counts one request if the count is below the limit, in one statement:
   * returns the new count, or no row when the limit is reached (nothing is then written). SQLite
   * takes the write lock before it reads, so check and increment are atomic.
   */
  consume: `INSERT INTO usage (key_id, day, used) VALUES (?, ?, 1)
           ON CONFLICT (key_id, day) DO UPDATE SET used = used + 1 WHERE used < ?
           RETURNING used`,
  /**
   * key_id, day, n. Adds `n` requests to a count (the SQLite driver's batched `consume`, which has
   * checked the limit in the same transaction).
   */
  addUsage: `INSERT INTO usage (key_id, day, used) VALUES (?, ?, ?)
           ON CONFLICT (key_id, day) DO UPDATE SET used = used + excluded.used`,
  /** key_id, day → used. */
  used: "SELECT used FROM usage WHERE key_id = ? AND day = ?",
  /** day: deletes usage rows of days before it. */
  prune: "DELETE FROM usage WHERE day < ?",
} as const;
