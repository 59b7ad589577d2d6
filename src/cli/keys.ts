/**
 * `npm run keys -- <command>`: manages API keys in the store named by `STORE_URL` (default: the
 * SQLite file `data/store.sqlite` under the project).
 *
 * - `create --email <address> [--tier free|pro] [--json]` creates a key (tier `free` unless given)
 *   and prints it; this is the only time the key is shown, since only its hash is stored. With
 *   `--json` the output is `{"key": "...", "email": "...", "tier": "..."}`.
 * - `list [--json]` lists the keys: id, tier, e-mail, dates and today's usage (never the keys).
 * - `revoke <key-or-id>` revokes a key, given as the key itself or its 12-hex id.
 * - `set-tier <key-or-id> free|pro` changes the tier of an active key.
 *
 * Exit codes: 0 success, 1 no such key (or a revoked key for `set-tier`, or a store failure),
 * 2 usage error (unknown command or option, bad e-mail, tier, key or id, bad `STORE_URL`).
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { hashKey, isKeyId, isWellFormedKey, KEY_PREFIX } from "../core/api-key.ts";
import { isTier, TIER_NAMES, TIERS, type Tier } from "../contract/tiers.ts";
import { issueKey } from "../runtime/keys.ts";
import { utcDay } from "../core/calendar.ts";
import { openStore, parseStoreUrl } from "../runtime/store/index.ts";
import type { KeyInfo, Store } from "../runtime/store/types.ts";
import { CliError, EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from "./command.ts";

export { EXIT_FAILURE, EXIT_OK, EXIT_USAGE };

const USAGE = `usage: npm run keys -- <command>

commands:
  create --email <address> [--tier free|pro] [--json]   create a key (tier free unless given); it is shown once
  list [--json]                                         list keys: ids, tiers, e-mails, usage today (never the keys)
  revoke <key-or-id>                                    revoke a key, given as the key or its 12-hex id
  set-tier <key-or-id> free|pro                         change the tier of a key

The store is chosen by STORE_URL: unset (data/store.sqlite), sqlite:/path/file.sqlite, redis://host:port or memory:.
`;

/** Where the CLI writes and which environment it reads; injectable for tests. */
export interface CliIo {
  /** Standard output. */
  out: (text: string) => void;
  /** Standard error. */
  err: (text: string) => void;
  /** Environment variables (`STORE_URL`). */
  env: NodeJS.ProcessEnv;
}

const usageError = (message: string) => new CliError(`${message}\n\n${USAGE}`, EXIT_USAGE);

const EMAIL_SHAPE = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** Whether `value` looks like an e-mail address (`local@domain.tld`, at most 254 characters). */
export function isEmailShaped(value: string): boolean {
  return value.length <= 254 && EMAIL_SHAPE.test(value);
}

function parse(args: string[], options: Record<string, { type: "string" | "boolean" }>, positionals: number) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw usageError((e as Error).message);
  }
  if (parsed.positionals.length !== positionals) {
    const extra = parsed.positionals.slice(positionals);
    throw usageError(extra.length > 0 ? `unexpected argument ${JSON.stringify(extra[0])}` : "missing argument");
  }
  return parsed;
}

function parseTier(value: string | undefined): Tier {
  if (value === undefined) throw usageError("missing tier");
  if (!isTier(value)) throw usageError(`unknown tier ${JSON.stringify(value)}: use ${TIER_NAMES.join(" or ")}`);
  return value;
}

/** Finds the key named on the command line by the key itself or by its id. */
async function resolveKey(store: Store, ref: string): Promise<KeyInfo> {
  if (isWellFormedKey(ref)) {
    const info = await store.findByHash(hashKey(ref));
    if (!info) throw new CliError("no key matches the given API key", EXIT_FAILURE);
    return info;
  }
  if (ref.startsWith(`${KEY_PREFIX}_`)) {
    throw usageError(`the given API key is not valid (wrong length or checksum): check it for a typo`);
  }
  if (isKeyId(ref)) {
    const info = await store.findById(ref);
    if (!info) throw new CliError(`no key with id ${ref}`, EXIT_FAILURE);
    return info;
  }
  throw usageError(`expected an API key (${KEY_PREFIX}_…) or a key id (12 hex characters), got ${JSON.stringify(ref)}`);
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join("  ").trimEnd()).join("\n") + "\n";
}

async function withStore<T>(io: CliIo, fn: (store: Store) => Promise<T>): Promise<T> {
  try {
    parseStoreUrl(io.env.STORE_URL);
  } catch (e) {
    throw new CliError((e as Error).message, EXIT_USAGE);
  }
  const store = await openStore(io.env.STORE_URL);
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

async function create(args: string[], io: CliIo): Promise<void> {
  const { values } = parse(args, { email: { type: "string" }, tier: { type: "string" }, json: { type: "boolean" } }, 0);
  const email = (values.email as string | undefined)?.trim();
  if (email === undefined || email === "") throw usageError("missing --email <address>");
  if (!isEmailShaped(email)) throw usageError(`not an e-mail address: ${JSON.stringify(email)}`);
  const tier = parseTier((values.tier as string | undefined) ?? "free");
  const { key, info } = await withStore(io, (store) => issueKey(store, email, tier));
  if (values.json) {
    io.out(`${JSON.stringify({ key, email: info.email, tier: info.tier })}\n`);
    return;
  }
  io.out(
    `Created key ${info.id} for ${info.email} (tier ${info.tier}, ${TIERS[info.tier].dailyLimit} requests per UTC day).\n` +
      "This is the only time the key is shown; only its hash is stored. Keep it now:\n\n" +
      `  ${key}\n\n`,
  );
}

async function list(args: string[], io: CliIo): Promise<void> {
  const { values } = parse(args, { json: { type: "boolean" } }, 0);
  const day = utcDay(new Date());
  const rows = await withStore(io, async (store) => {
    const keys = await store.list();
    return Promise.all(
      keys.map(async (k) => ({ ...k, daily_limit: TIERS[k.tier].dailyLimit, daily_used: await store.used(k.id, day) })),
    );
  });
  if (values.json) {
    io.out(`${JSON.stringify(rows, null, 2)}\n`);
    return;
  }
  if (rows.length === 0) {
    io.out("no keys\n");
    return;
  }
  io.out(
    table([
      ["ID", "TIER", "EMAIL", "CREATED", "REVOKED", `USED ${day}`],
      ...rows.map((r) => [r.id, r.tier, r.email, r.created_at, r.revoked_at ?? "-", `${r.daily_used}/${r.daily_limit}`]),
    ]),
  );
}

async function revoke(args: string[], io: CliIo): Promise<void> {
  const { positionals } = parse(args, {}, 1);
  const message = await withStore(io, async (store) => {
    const info = await resolveKey(store, positionals[0]!);
    if (info.revoked_at !== null) return `Key ${info.id} (${info.email}) was already revoked at ${info.revoked_at}.\n`;
    if (!(await store.revoke(info.id))) throw new CliError(`no key with id ${info.id}`, EXIT_FAILURE);
    return `Revoked key ${info.id} (${info.email}).\n`;
  });
  io.out(message);
}

async function setTier(args: string[], io: CliIo): Promise<void> {
  const { positionals } = parse(args, {}, 2);
  const tier = parseTier(positionals[1]);
  const message = await withStore(io, async (store) => {
    const info = await resolveKey(store, positionals[0]!);
    if (info.revoked_at !== null) throw new CliError(`key ${info.id} is revoked (at ${info.revoked_at}); create a new key instead`, EXIT_FAILURE);
    if (info.tier === tier) return `Key ${info.id} (${info.email}) is already on tier ${tier}.\n`;
    if (!(await store.setTier(info.id, tier))) throw new CliError(`no key with id ${info.id}`, EXIT_FAILURE);
    return `Key ${info.id} (${info.email}): tier ${info.tier} → ${tier} (${TIERS[tier].dailyLimit} requests per UTC day).\n`;
  });
  io.out(message);
}

const COMMANDS: Record<string, (args: string[], io: CliIo) => Promise<void>> = {
  create,
  list,
  revoke,
  "set-tier": setTier,
};

/** Runs the keys CLI with `argv` (the arguments after the script) and returns the exit code. */
export async function runKeysCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "help" || command === "--help" || command === "-h") {
    io.out(USAGE);
    return EXIT_OK;
  }
  const run = command === undefined ? undefined : COMMANDS[command];
  try {
    if (!run) throw usageError(command === undefined ? "missing command" : `unknown command ${JSON.stringify(command)}`);
    await run(rest, io);
    return EXIT_OK;
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`keys: ${e.message}${e.message.endsWith("\n") ? "" : "\n"}`);
      return e.exitCode;
    }
    io.err(`keys: ${(e as Error).message}\n`);
    return EXIT_FAILURE;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runKeysCli(process.argv.slice(2), {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    env: process.env,
  });
}
