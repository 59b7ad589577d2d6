import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runKeysCli } from "../../src/cli/keys.ts";
import { hashKey, isWellFormedKey, keyIdFromHash } from "../../src/core/api-key.ts";
import { utcDay } from "../../src/core/calendar.ts";
import { openSqliteStore } from "../../src/runtime/store/sqlite.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLI = path.join(ROOT, "src/cli/keys.ts");

let dir: string;
let storeUrl: string;
let file: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "keys-cli-"));
  file = path.join(dir, "store.sqlite");
  storeUrl = `sqlite:${file}`;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function keys(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ["--import", "tsx", CLI, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, STORE_URL: storeUrl, ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function createJson(email: string, tier: string) {
  const r = keys(["create", "--email", email, "--tier", tier, "--json"]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { key: string; email: string; tier: string };
}

interface Listed {
  id: string;
  email: string;
  tier: string;
  revoked_at: string | null;
  daily_used: number;
  daily_limit: number;
}
function listJson(): Listed[] {
  const r = keys(["list", "--json"]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Listed[];
}

describe("npm run keys", () => {
  it("create --json prints exactly {key, email, tier}, with a well-formed key", () => {
    const out = createJson("ann@example.org", "pro");
    expect(Object.keys(out)).toEqual(["key", "email", "tier"]);
    expect(out.email).toBe("ann@example.org");
    expect(out.tier).toBe("pro");
    expect(isWellFormedKey(out.key)).toBe(true);
  });

  it("create without --json shows the key once, with its id", () => {
    const r = keys(["create", "--email", "bob@example.org", "--tier", "free"]);
    expect(r.code, r.stderr).toBe(0);
    const key = /bra_[0-9A-Za-z]{36}/.exec(r.stdout)?.[0];
    expect(key && isWellFormedKey(key)).toBe(true);
    expect(r.stdout).toContain(keyIdFromHash(hashKey(key!)));
    expect(r.stdout).toMatch(/only time/);
  });

  it("stores only the hash: list (text and JSON) and the database never show the key", () => {
    const { key } = createJson("carol@example.org", "free");
    const text = keys(["list"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("carol@example.org");
    expect(text.stdout).toContain(keyIdFromHash(hashKey(key)));
    expect(text.stdout).not.toContain(key);
    expect(text.stdout).not.toContain("bra_");
    const json = JSON.stringify(listJson());
    expect(json).not.toContain(key);
    expect(json).not.toContain(hashKey(key));
    const bytes = Buffer.concat(fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f))));
    expect(bytes.includes(key)).toBe(false);
    expect(bytes.includes(hashKey(key))).toBe(true);
  });

  it("list --json shows tier, limits and today's usage", async () => {
    const { key } = createJson("dave@example.org", "pro");
    const id = keyIdFromHash(hashKey(key));
    const store = openSqliteStore(file);
    await store.consume(id, utcDay(new Date()), 10000);
    await store.close();
    const row = listJson().find((k) => k.id === id);
    expect(row).toMatchObject({ email: "dave@example.org", tier: "pro", revoked_at: null, daily_limit: 10000, daily_used: 1 });
  });

  it("revokes by key and by id; revoking again is not an error", () => {
    const a = createJson("erin@example.org", "free");
    const b = createJson("frank@example.org", "free");
    const idA = keyIdFromHash(hashKey(a.key));
    const idB = keyIdFromHash(hashKey(b.key));
    const byKey = keys(["revoke", a.key]);
    expect(byKey.code, byKey.stderr).toBe(0);
    expect(byKey.stdout).toContain(idA);
    expect(byKey.stdout).not.toContain(a.key);
    const byId = keys(["revoke", idB]);
    expect(byId.code, byId.stderr).toBe(0);
    const list = listJson();
    expect(list.find((k) => k.id === idA)!.revoked_at).not.toBeNull();
    expect(list.find((k) => k.id === idB)!.revoked_at).not.toBeNull();
    const again = keys(["revoke", idA]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/already revoked/);
  });

  it("set-tier changes the tier, by id or by key", () => {
    const { key } = createJson("gina@example.org", "free");
    const id = keyIdFromHash(hashKey(key));
    expect(keys(["set-tier", id, "pro"]).code).toBe(0);
    expect(listJson().find((k) => k.id === id)).toMatchObject({ tier: "pro", daily_limit: 10000 });
    expect(keys(["set-tier", key, "free"]).code).toBe(0);
    expect(listJson().find((k) => k.id === id)).toMatchObject({ tier: "free", daily_limit: 1000 });
  });

  it("refuses to change the tier of a revoked key (exit 1)", () => {
    const { key } = createJson("hal@example.org", "free");
    expect(keys(["revoke", key]).code).toBe(0);
    const r = keys(["set-tier", key, "pro"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/revoked/);
  });

  it("exits 1 for an unknown key or id", () => {
    const r1 = keys(["revoke", "0123456789ab"]);
    expect(r1.code).toBe(1);
    expect(r1.stderr).toMatch(/no key with id 0123456789ab/);
    const unknownKey = createJson("ivy@example.org", "free").key;
    const other = path.join(dir, "other.sqlite");
    const r2 = keys(["set-tier", unknownKey, "pro"], { STORE_URL: `sqlite:${other}` });
    expect(r2.code).toBe(1);
    expect(r2.stderr).toMatch(/no key matches/);
  });

  it("exits 2 with a message for a bad e-mail or tier (end to end)", () => {
    const email = keys(["create", "--email", "not-an-address", "--tier", "free"]);
    expect(email.code).toBe(2);
    expect(email.stderr).toMatch(/not an e-mail address: "not-an-address"/);
    const tier = keys(["create", "--email", "ok@example.org", "--tier", "gold"]);
    expect(tier.code).toBe(2);
    expect(tier.stderr).toMatch(/unknown tier "gold": use free or pro/);
    expect(tier.stdout).toBe("");
    expect(JSON.stringify(listJson())).not.toContain("ok@example.org");
  });

  it("exits 2 with a message for every kind of usage error", async () => {
    const cases: Array<[string[], RegExp]> = [
      [["create", "--email", "a@b", "--tier", "free"], /not an e-mail address/],
      [["create", "--email", "a b@example.org", "--tier", "free"], /not an e-mail address/],
      [["create", "--email", `${"x".repeat(250)}@example.org`], /not an e-mail address/],
      [["create", "--tier", "free"], /missing --email/],
      [["create", "--email", "ok@example.org", "--tier", "Pro"], /unknown tier "Pro"/],
      [["create", "--email", "ok@example.org", "--tier"], /--tier/],
      [["create", "--email", "ok@example.org", "--colour", "red"], /Unknown option '--colour'/],
      [["create", "--email", "ok@example.org", "extra"], /unexpected argument "extra"/],
      [["set-tier", "0123456789ab", "platinum"], /unknown tier "platinum"/],
      [["set-tier", "0123456789ab"], /missing argument/],
      [["revoke"], /missing argument/],
      [["revoke", "bra_0123456789abcdefghijABCDEFGHIJxyZZZZ"], /not valid .*typo/],
      [["revoke", "someone@example.org"], /expected an API key/],
      [["list", "--all"], /Unknown option '--all'/],
      [["frobnicate"], /unknown command "frobnicate"/],
      [[], /missing command/],
    ];
    for (const [args, message] of cases) {
      let out = "";
      let err = "";
      const code = await runKeysCli(args, { out: (t) => (out += t), err: (t) => (err += t), env: { STORE_URL: storeUrl } });
      expect(code, `${args.join(" ")}: ${err}`).toBe(2);
      expect(err, args.join(" ")).toMatch(message);
      expect(err).toMatch(/usage: npm run keys/);
      expect(out).toBe("");
    }
    expect(JSON.stringify(listJson())).not.toContain("ok@example.org");
  });

  it("exits 2 for an unsupported STORE_URL", () => {
    const r = keys(["list"], { STORE_URL: "mysql://localhost/x" });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unsupported STORE_URL/);
  });

  it("prints help with exit 0", () => {
    const r = keys(["--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/create --email/);
  });
});
