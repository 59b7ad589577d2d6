import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fetchSources, formatSummary, type FetchSourcesOptions, type FetchSummary } from "../../src/sources/fetch.ts";
import type { SourceFile, SourcesManifest } from "../../src/sources/manifest.ts";

const sha = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

const FILES: Record<string, string> = {
  "ds/one.csv": "id,name\n1,Abram\n2,Sarai\n",
  "ds/deep/two.xml": "<lexicon><entry id=\"H85\">Abraham</entry></lexicon>\n",
  "other/three.txt": "Gen.12.1\tGen.12.2\t7\n".repeat(50),
};

const MEMBER_NAME = "Pkg-2017/lexicon.xml";
const MEMBER = "<entryFree n=\"00011\">Abraam</entryFree>\n".repeat(20);
const ZIP = zipSync({ [MEMBER_NAME]: new TextEncoder().encode(MEMBER), "Pkg-2017/readme.txt": new TextEncoder().encode("hi") });

function entry(rel: string, content: string | Uint8Array, base: string): SourceFile {
  const bytes = typeof content === "string" ? Buffer.byteLength(content) : content.length;
  return { path: rel, dataset: rel.split("/")[0]!, url: `${base}/${rel}`, sha256: sha(content), bytes };
}

function zipEntry(base: string): SourceFile {
  return {
    path: "zipped/lexicon.xml",
    dataset: "zipped",
    url: `${base}/module-making/Pkg-2017.zip`,
    sha256: sha(MEMBER),
    bytes: Buffer.byteLength(MEMBER),
    archive: { sha256: sha(ZIP), bytes: ZIP.length, member: MEMBER_NAME },
  };
}

function manifestOf(files: SourceFile[]): SourcesManifest {
  const ids = [...new Set(files.map((f) => f.dataset))];
  return {
    datasets: ids.map((id) => ({
      id,
      name: id,
      upstream: `https://github.com/example/${id}`,
      commit: "0123456789abcdef0123456789abcdef01234567",
      license: "CC0 1.0",
      attribution: "Example",
      license_urls: [],
      share_alike: null,
      tables: ["person"],
    })),
    files,
  };
}

let tmp: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "fetch-sources-"));
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function writeTree(root: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), content);
  }
}

/** Every file under `root`, relative, sorted (temporary files included). */
async function listTree(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

async function run(options: Omit<FetchSourcesOptions, "log"> & { lines?: string[] }): Promise<FetchSummary> {
  const lines = options.lines ?? [];
  return fetchSources({ retryDelayMs: 0, ...options, log: (l) => lines.push(l) });
}

function statusOf(s: FetchSummary): Record<string, string> {
  return Object.fromEntries(s.results.map((r) => [r.path, r.status]));
}

describe("fetchSources from a mirror folder", () => {
  const base = "https://example.org/raw";

  it("copies every file and verifies it", async () => {
    const mirror = path.join(tmp, "mirror");
    const dest = path.join(tmp, "dest");
    await writeTree(mirror, FILES);
    const manifest = manifestOf(Object.entries(FILES).map(([p, c]) => entry(p, c, base)));
    const lines: string[] = [];
    const s = await run({ manifest, dest, from: mirror, lines });
    expect(s.ok).toBe(true);
    expect(s.counts).toEqual({ fetched: 0, copied: 3, "up-to-date": 0, failed: 0 });
    expect(s.bytesWritten).toBe(Object.values(FILES).reduce((n, c) => n + Buffer.byteLength(c), 0));
    for (const [rel, content] of Object.entries(FILES)) expect(await readFile(path.join(dest, rel), "utf8")).toBe(content);
    expect(await listTree(dest)).toEqual(Object.keys(FILES).sort());
    expect(lines.sort()).toEqual([
      "copied     ds/deep/two.xml (51 bytes)",
      "copied     ds/one.csv (24 bytes)",
      "copied     other/three.txt (1,000 bytes)",
    ]);
    expect(formatSummary(s)).toEqual([
      "3 file(s): 0 fetched, 3 copied, 0 up to date, 0 failed; 1,075 bytes written, 0 bytes already up to date.",
    ]);
  });

  it("skips files already present with the right sha256, and says so", async () => {
    const mirror = path.join(tmp, "mirror");
    const dest = path.join(tmp, "dest");
    await writeTree(mirror, FILES);
    const manifest = manifestOf(Object.entries(FILES).map(([p, c]) => entry(p, c, base)));
    await run({ manifest, dest, from: mirror });
    const before = await stat(path.join(dest, "ds/one.csv"));
    const lines: string[] = [];
    const s = await run({ manifest, dest, from: mirror, lines });
    expect(s.counts).toEqual({ fetched: 0, copied: 0, "up-to-date": 3, failed: 0 });
    expect(s.bytesWritten).toBe(0);
    expect(lines).toContain("up to date ds/one.csv (24 bytes)");
    const after = await stat(path.join(dest, "ds/one.csv"));
    expect(after.ino).toBe(before.ino);
    expect(after.mtimeMs).toBe(before.mtimeMs);
  });

  it("replaces a present file whose checksum differs (same size)", async () => {
    const mirror = path.join(tmp, "mirror");
    const dest = path.join(tmp, "dest");
    await writeTree(mirror, FILES);
    await writeTree(dest, { "ds/one.csv": FILES["ds/one.csv"]!.replace("Abram", "Abrah") });
    const manifest = manifestOf([entry("ds/one.csv", FILES["ds/one.csv"]!, base)]);
    const s = await run({ manifest, dest, from: mirror });
    expect(s.results[0]).toMatchObject({ status: "copied", note: "replaced a file with a different checksum" });
    expect(await readFile(path.join(dest, "ds/one.csv"), "utf8")).toBe(FILES["ds/one.csv"]);
  });

  it("fails on a wrong checksum, leaves no file at the destination path, and still copies the others", async () => {
    const mirror = path.join(tmp, "mirror");
    const dest = path.join(tmp, "dest");
    const corrupt = FILES["ds/one.csv"]!.replace("Sarai", "Sarah");
    await writeTree(mirror, { ...FILES, "ds/one.csv": corrupt });
    const manifest = manifestOf(Object.entries(FILES).map(([p, c]) => entry(p, c, base)));
    const s = await run({ manifest, dest, from: mirror });
    expect(s.ok).toBe(false);
    expect(statusOf(s)).toEqual({ "ds/one.csv": "failed", "ds/deep/two.xml": "copied", "other/three.txt": "copied" });
    expect(s.failures[0]!.reason).toBe(`sha256 mismatch: expected ${sha(FILES["ds/one.csv"]!)} got ${sha(corrupt)}`);
    expect(s.failures[0]!.kind).toBe("checksum");
    expect(await listTree(dest)).toEqual(["ds/deep/two.xml", "other/three.txt"]);
    const text = formatSummary(s).join("\n");
    expect(text).toContain("1 file(s) FAILED:\n  ds/one.csv: sha256 mismatch: expected");
    expect(text).toContain("Do not edit the checksum");
  });

  it("fails on a wrong size and removes a stale wrong copy at the destination", async () => {
    const mirror = path.join(tmp, "mirror");
    const dest = path.join(tmp, "dest");
    await writeTree(mirror, { "ds/one.csv": `${FILES["ds/one.csv"]}3,Lot\n` });
    await writeTree(dest, { "ds/one.csv": "old" });
    const manifest = manifestOf([entry("ds/one.csv", FILES["ds/one.csv"]!, base)]);
    const s = await run({ manifest, dest, from: mirror });
    expect(s.failures.map((f) => f.reason)).toEqual(["size mismatch: the file is larger than the expected 24 bytes"]);
    expect(await listTree(dest)).toEqual([]);
  });

  it("reports a file missing from the mirror and says what to do", async () => {
    const mirror = path.join(tmp, "mirror");
    const dest = path.join(tmp, "dest");
    await writeTree(mirror, { "ds/one.csv": FILES["ds/one.csv"]! });
    const manifest = manifestOf([entry("ds/one.csv", FILES["ds/one.csv"]!, base), entry("ds/deep/two.xml", FILES["ds/deep/two.xml"]!, base)]);
    const s = await run({ manifest, dest, from: mirror });
    expect(statusOf(s)).toEqual({ "ds/one.csv": "copied", "ds/deep/two.xml": "failed" });
    expect(s.failures[0]!.reason).toBe(`missing in mirror (looked for ${path.join(mirror, "ds/deep/two.xml")})`);
    expect(formatSummary(s).join("\n")).toContain("npm run fetch-sources -- --from ../shared/sources");
    expect(await listTree(dest)).toEqual(["ds/one.csv"]);
  });

  it("refuses a --from folder that does not exist", async () => {
    const manifest = manifestOf([entry("ds/one.csv", FILES["ds/one.csv"]!, base)]);
    await expect(run({ manifest, dest: path.join(tmp, "dest"), from: path.join(tmp, "nowhere") })).rejects.toThrow(
      /mirror folder not found: .*nowhere \(--from must name a folder laid out like shared\/sources/,
    );
  });

  it("never counts a stale temporary file, and removes it", async () => {
    const mirror = path.join(tmp, "mirror");
    const dest = path.join(tmp, "dest");
    await mkdir(mirror);
    const stale = "ds/.one.csv.fetch-4194999-deadbeef.partial";
    await writeTree(dest, { [stale]: FILES["ds/one.csv"]! });
    const manifest = manifestOf([entry("ds/one.csv", FILES["ds/one.csv"]!, base)]);
    const s = await run({ manifest, dest, from: mirror });
    expect(s.failures.map((f) => f.kind)).toEqual(["missing-in-mirror"]);
    expect(await listTree(dest)).toEqual([]);
  });

  it("takes the extracted member when the mirror has it at the manifest path", async () => {
    const mirror = path.join(tmp, "mirror");
    const dest = path.join(tmp, "dest");
    await writeTree(mirror, { "zipped/lexicon.xml": MEMBER });
    const s = await run({ manifest: manifestOf([zipEntry(base)]), dest, from: mirror });
    expect(s.results[0]).toMatchObject({ status: "copied" });
    expect(s.results[0]!.note).toBeUndefined();
    expect(await readFile(path.join(dest, "zipped/lexicon.xml"), "utf8")).toBe(MEMBER);
  });

  it("otherwise extracts the member from a zip at the archive's name", async () => {
    const mirror = path.join(tmp, "mirror");
    const dest = path.join(tmp, "dest");
    await writeTree(mirror, { "zipped/Pkg-2017.zip": ZIP });
    const s = await run({ manifest: manifestOf([zipEntry(base)]), dest, from: mirror });
    expect(s.results[0]).toMatchObject({ status: "copied", note: "extracted from Pkg-2017.zip" });
    expect(await readFile(path.join(dest, "zipped/lexicon.xml"), "utf8")).toBe(MEMBER);
    expect(await listTree(dest)).toEqual(["zipped/lexicon.xml"]);
  });

  it("checks the zip's sha256 and the member's sha256", async () => {
    const mirror = path.join(tmp, "mirror");
    const dest = path.join(tmp, "dest");
    await writeTree(mirror, { "zipped/Pkg-2017.zip": ZIP });
    const badZip = { ...zipEntry(base), archive: { ...zipEntry(base).archive!, sha256: sha("other zip") } };
    let s = await run({ manifest: manifestOf([badZip]), dest, from: mirror });
    expect(s.failures[0]!.reason).toBe(`sha256 mismatch (zip Pkg-2017.zip): expected ${sha("other zip")} got ${sha(ZIP)}`);
    const badMember = { ...zipEntry(base), sha256: sha("other member") };
    s = await run({ manifest: manifestOf([badMember]), dest, from: mirror });
    expect(s.failures[0]!.reason).toBe(
      `sha256 mismatch (member ${MEMBER_NAME}): expected ${sha("other member")} got ${sha(MEMBER)}`,
    );
    const noMember = { ...zipEntry(base), archive: { ...zipEntry(base).archive!, member: "Pkg-2017/absent.xml" } };
    s = await run({ manifest: manifestOf([noMember]), dest, from: mirror });
    expect(s.failures[0]!.reason).toBe("zip Pkg-2017.zip has no member Pkg-2017/absent.xml");
    expect(await listTree(dest)).toEqual([]);
  });

  it("reports a zip member missing in both forms", async () => {
    const mirror = path.join(tmp, "mirror");
    await mkdir(mirror);
    const s = await run({ manifest: manifestOf([zipEntry(base)]), dest: path.join(tmp, "dest"), from: mirror });
    expect(s.failures[0]!.reason).toBe(
      `missing in mirror (looked for ${path.join(mirror, "zipped/lexicon.xml")} and ${path.join(mirror, "zipped/Pkg-2017.zip")})`,
    );
  });
});

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, hit: number) => void;

describe("fetchSources over HTTP (local server on 127.0.0.1)", () => {
  let server: http.Server;
  let base: string;
  const routes = new Map<string, Handler>();
  const hits = new Map<string, number>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = req.url ?? "/";
      const hit = (hits.get(url) ?? 0) + 1;
      hits.set(url, hit);
      const handler = routes.get(url);
      if (handler) handler(req, res, hit);
      else {
        res.writeHead(404, { "content-type": "text/plain" });
        res.end("not found");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    routes.clear();
    hits.clear();
    server.closeAllConnections();
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const serve = (content: string | Uint8Array): Handler => (_req, res) => {
    res.writeHead(200, { "content-length": String(typeof content === "string" ? Buffer.byteLength(content) : content.length) });
    res.end(content);
  };
  /** Sends the headers and half the body, then drops the connection. */
  const cut = (content: string): Handler => (_req, res) => {
    res.writeHead(200, { "content-length": String(Buffer.byteLength(content)) });
    res.write(content.slice(0, content.length / 2), () => res.destroy());
  };

  it("downloads every file and verifies it", async () => {
    for (const [rel, content] of Object.entries(FILES)) routes.set(`/${rel}`, serve(content));
    const dest = path.join(tmp, "dest");
    const lines: string[] = [];
    const s = await run({ manifest: manifestOf(Object.entries(FILES).map(([p, c]) => entry(p, c, base))), dest, lines });
    expect(s.ok).toBe(true);
    expect(s.counts.fetched).toBe(3);
    expect(lines).toContain("fetched    ds/one.csv (24 bytes)");
    for (const [rel, content] of Object.entries(FILES)) expect(await readFile(path.join(dest, rel), "utf8")).toBe(content);
    expect(await listTree(dest)).toEqual(Object.keys(FILES).sort());
  });

  it("reports HTTP 404 without retrying, and finishes the other files", async () => {
    routes.set("/ds/one.csv", serve(FILES["ds/one.csv"]!));
    const dest = path.join(tmp, "dest");
    const manifest = manifestOf([entry("ds/one.csv", FILES["ds/one.csv"]!, base), entry("ds/deep/two.xml", FILES["ds/deep/two.xml"]!, base)]);
    const s = await run({ manifest, dest });
    expect(statusOf(s)).toEqual({ "ds/one.csv": "fetched", "ds/deep/two.xml": "failed" });
    expect(s.failures[0]!.reason).toBe(`HTTP 404 Not Found from ${base}/ds/deep/two.xml`);
    expect(hits.get("/ds/deep/two.xml")).toBe(1);
    expect(formatSummary(s).join("\n")).toContain("copy from a mirror instead: npm run fetch-sources -- --from ../shared/sources");
    expect(await listTree(dest)).toEqual(["ds/one.csv"]);
  });

  it("leaves no file when the connection is cut mid-body, after retrying", async () => {
    routes.set("/ds/one.csv", cut(FILES["ds/one.csv"]!));
    const dest = path.join(tmp, "dest");
    const lines: string[] = [];
    const s = await run({ manifest: manifestOf([entry("ds/one.csv", FILES["ds/one.csv"]!, base)]), dest, attempts: 3, lines });
    expect(s.failures[0]!.kind).toBe("network");
    expect(s.failures[0]!.reason).toMatch(/^network error: .*\(after 3 attempts\)$/);
    expect(hits.get("/ds/one.csv")).toBe(3);
    expect(lines.filter((l) => l.startsWith("retrying"))).toHaveLength(2);
    expect(await listTree(dest)).toEqual([]);
  });

  it("retries a cut connection and a 503, then succeeds", async () => {
    const one = FILES["ds/one.csv"]!;
    const two = FILES["ds/deep/two.xml"]!;
    routes.set("/ds/one.csv", (req, res, hit) => (hit === 1 ? cut(one) : serve(one))(req, res, hit));
    routes.set("/ds/deep/two.xml", (req, res, hit) => {
      if (hit === 1) {
        res.writeHead(503, { "content-type": "text/plain" });
        res.end("busy");
      } else serve(two)(req, res, hit);
    });
    const dest = path.join(tmp, "dest");
    const lines: string[] = [];
    const s = await run({ manifest: manifestOf([entry("ds/one.csv", one, base), entry("ds/deep/two.xml", two, base)]), dest, lines });
    expect(s.ok).toBe(true);
    expect(s.results.map((r) => r.note)).toEqual(["attempt 2", "attempt 2"]);
    expect(lines).toContain(`retrying   ds/deep/two.xml (attempt 2 of 3): HTTP 503 Service Unavailable from ${base}/ds/deep/two.xml`);
    expect(await readFile(path.join(dest, "ds/one.csv"), "utf8")).toBe(one);
    expect(await readFile(path.join(dest, "ds/deep/two.xml"), "utf8")).toBe(two);
  });

  it("gives up on a server that stops sending (timeout), leaving no file", async () => {
    routes.set("/ds/one.csv", (_req, res) => {
      res.writeHead(200, { "content-length": "24" });
      res.write("id,name\n");
    });
    const dest = path.join(tmp, "dest");
    const s = await run({ manifest: manifestOf([entry("ds/one.csv", FILES["ds/one.csv"]!, base)]), dest, timeoutMs: 200, attempts: 2 });
    expect(s.failures[0]!.reason).toBe(`timed out: no data for 0.2 s from ${base}/ds/one.csv (after 2 attempts)`);
    expect(await listTree(dest)).toEqual([]);
  });

  it("fails on a body with the wrong checksum without retrying", async () => {
    routes.set("/ds/one.csv", serve(FILES["ds/one.csv"]!.toUpperCase()));
    const dest = path.join(tmp, "dest");
    const s = await run({ manifest: manifestOf([entry("ds/one.csv", FILES["ds/one.csv"]!, base)]), dest });
    expect(s.failures[0]!.reason).toMatch(/^sha256 mismatch: expected [0-9a-f]{64} got [0-9a-f]{64}$/);
    expect(hits.get("/ds/one.csv")).toBe(1);
    expect(await listTree(dest)).toEqual([]);
  });

  it("downloads a zip, checks it and extracts the member", async () => {
    routes.set("/module-making/Pkg-2017.zip", serve(ZIP));
    const dest = path.join(tmp, "dest");
    const s = await run({ manifest: manifestOf([zipEntry(base)]), dest });
    expect(s.results[0]).toMatchObject({ status: "fetched", note: "extracted from Pkg-2017.zip", bytes: Buffer.byteLength(MEMBER) });
    expect(await readFile(path.join(dest, "zipped/lexicon.xml"), "utf8")).toBe(MEMBER);
    expect(await listTree(dest)).toEqual(["zipped/lexicon.xml"]);
  });

  it("stops trying a host that refuses connections", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const dead = `http://127.0.0.1:${port}`;
    const manifest = manifestOf([entry("ds/one.csv", FILES["ds/one.csv"]!, dead), entry("ds/deep/two.xml", FILES["ds/deep/two.xml"]!, dead)]);
    const s = await run({ manifest, dest: path.join(tmp, "dest"), concurrency: 1, attempts: 2 });
    expect(s.failures.map((f) => f.reason)).toEqual([
      expect.stringMatching(/^network error: fetch failed \(.*ECONNREFUSED.*\) \(after 2 attempts\)$/),
      expect.stringMatching(/^not tried: 127\.0\.0\.1:\d+ is unreachable \(network error: fetch failed \(.*ECONNREFUSED/),
    ]);
  });

  it("abandons downloads in flight when the run is aborted, leaving no file", async () => {
    routes.set("/ds/one.csv", (_req, res) => {
      res.writeHead(200, { "content-length": "24" });
      res.write("id,name\n");
      setTimeout(() => controller.abort(), 50);
    });
    const controller = new AbortController();
    const dest = path.join(tmp, "dest");
    const s = await run({ manifest: manifestOf([entry("ds/one.csv", FILES["ds/one.csv"]!, base)]), dest, signal: controller.signal });
    expect(s.failures.map((f) => [f.reason, f.kind])).toEqual([["interrupted", "interrupted"]]);
    expect(await listTree(dest)).toEqual([]);
  });

  it("uses an injected fetch", async () => {
    const seen: string[] = [];
    const fakeFetch = async (url: string) => {
      seen.push(url);
      return new Response(FILES["ds/one.csv"]!, { status: 200 });
    };
    const dest = path.join(tmp, "dest");
    const s = await run({ manifest: manifestOf([entry("ds/one.csv", FILES["ds/one.csv"]!, "https://mirror.invalid")]), dest, fetch: fakeFetch });
    expect(s.ok).toBe(true);
    expect(seen).toEqual(["https://mirror.invalid/ds/one.csv"]);
  });
});

describe("npm run fetch-sources (CLI)", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
  const cli = (args: string[]) =>
    spawnSync(process.execPath, [tsx, path.join(root, "src/cli/fetch-sources.ts"), ...args], {
      cwd: tmp,
      encoding: "utf8",
      env: { ...process.env, INIT_CWD: tmp },
    });

  it("copies from a mirror, exits 0, and exits 1 listing the failures when the mirror is incomplete", async () => {
    const base = "https://example.org/raw";
    await writeTree(path.join(tmp, "mirror"), FILES);
    const manifest = manifestOf(Object.entries(FILES).map(([p, c]) => entry(p, c, base)));
    await writeFile(path.join(tmp, "manifest.json"), JSON.stringify(manifest));
    let r = cli(["--manifest", "manifest.json", "--from", "mirror", "--dest", "out"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("3 file(s): 0 fetched, 3 copied, 0 up to date, 0 failed; 1,075 bytes written");
    expect(await listTree(path.join(tmp, "out"))).toEqual(Object.keys(FILES).sort());

    await rm(path.join(tmp, "mirror/ds/one.csv"));
    await rm(path.join(tmp, "out/ds/one.csv"));
    r = cli(["--manifest", "manifest.json", "--from", "mirror", "--dest", "out"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("up to date other/three.txt");
    expect(r.stderr).toContain("1 file(s) FAILED:\n  ds/one.csv: missing in mirror");
  }, 60_000);

  it("exits 2 on an unknown option and 1 on an invalid manifest", async () => {
    expect(cli(["--frm", "x"]).status).toBe(2);
    await writeFile(path.join(tmp, "manifest.json"), JSON.stringify({ datasets: [], files: [] }));
    const r = cli(["--manifest", "manifest.json", "--from", "."]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("invalid sources manifest");
  }, 60_000);
});
