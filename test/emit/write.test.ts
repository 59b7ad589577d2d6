import { mkdtemp, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SchemaRegistry } from "../../src/contract/schemas.ts";
import { emitFiles, InvalidOutputError, replaceTreeAtomically } from "../../src/emit/write.ts";
import { memorySink } from "../../src/emit/sink.ts";
import type { PlannedFile } from "../../src/emit/plan.ts";

const schemas = new SchemaRegistry();
const xref = { from_verse: "Gen.12.1", to_verse_start: "Acts.7.2", to_verse_end: "Acts.7.3", votes: 12 };
const good: PlannedFile = { path: "v1/verses/Gen.12.1/cross-references.json", schema: "cross_reference.list.json", body: { data: [xref], meta: { total: 1, limit: 200, offset: 0 } } };

describe("emitFiles", () => {
  it("writes valid files as compact JSON", async () => {
    const sink = memorySink();
    const summary = await emitFiles([good], sink, schemas);
    expect(summary.files).toBe(1);
    expect(sink.files.get(good.path)).toBe(JSON.stringify(good.body));
  });

  it("collects every invalid file with its path and reason, then fails", async () => {
    const bad1: PlannedFile = { ...good, path: "a.json", body: { data: [{ ...xref, votes: 1.5 }], meta: { total: 1, limit: 200, offset: 0 } } };
    const bad2: PlannedFile = { ...good, path: "b.json", body: { data: [{ ...xref, from_verse: "Genesis 1:1" }], meta: { total: 1, limit: 200, offset: 0 } } };
    const error = await emitFiles([good, bad1, bad2], memorySink(), schemas).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidOutputError);
    const failures = (error as InvalidOutputError).failures;
    expect(failures.map((f) => f.path)).toEqual(["a.json", "b.json"]);
    expect(failures[0]?.reason).toMatch(/votes must be integer/);
    expect(failures[1]?.reason).toMatch(/from_verse must match pattern/);
  });

  it("refuses two files at one path", async () => {
    await expect(emitFiles([good, good], memorySink(), schemas)).rejects.toThrow(/planned twice/);
  });
});

/** Writes one file of a tree being filled, making its folder. */
async function put(root: string, rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), text);
}

describe("replaceTreeAtomically", () => {
  async function tree(dir: string): Promise<string[]> {
    const out: string[] = [];
    for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) if (e.isFile()) out.push(path.relative(dir, path.join(e.parentPath, e.name)));
    return out.sort();
  }

  it("swaps in the new tree and removes the old one", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "atomic-"));
    const out = path.join(parent, "dist-api");
    await mkdir(out);
    await writeFile(path.join(out, "old.json"), "old");
    await replaceTreeAtomically(out, async (dir) => {
      await put(dir, "v1/new.json", "new");
    });
    expect(await tree(out)).toEqual(["v1/new.json"]);
    expect(await readdir(parent)).toEqual(["dist-api"]);
  });

  it("leaves the previous tree exactly as it was when the build fails", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "atomic-"));
    const out = path.join(parent, "dist-api");
    await mkdir(path.join(out, "v1"), { recursive: true });
    await writeFile(path.join(out, "v1/meta.json"), "previous");
    await expect(
      replaceTreeAtomically(out, async (dir) => {
        await put(dir, "v1/meta.json", "half-written");
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await readFile(path.join(out, "v1/meta.json"), "utf8")).toBe("previous");
    expect(await readdir(parent)).toEqual(["dist-api"]);
  });

  it("cleans leftovers of a crashed build and restores a tree caught mid-swap", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "atomic-"));
    const out = path.join(parent, "dist-api");
    await mkdir(path.join(parent, "dist-api.old-123"));
    await writeFile(path.join(parent, "dist-api.old-123/meta.json"), "kept");
    await mkdir(path.join(parent, "dist-api.tmp-999"));
    await replaceTreeAtomically(out, async () => {
      expect(await readFile(path.join(out, "meta.json"), "utf8")).toBe("kept");
      expect((await readdir(parent)).filter((n) => n.includes("tmp-999"))).toEqual([]);
      throw new Error("stop");
    }).catch(() => undefined);
    expect(await readFile(path.join(out, "meta.json"), "utf8")).toBe("kept");
  });

  it("creates missing parent folders of the output tree", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "atomic-"));
    const out = path.join(parent, "not", "yet", "dist-api");
    await replaceTreeAtomically(out, (dir) => put(dir, "v1/meta.json", "{}"));
    expect(await tree(out)).toEqual(["v1/meta.json"]);
  });

  it("can remove the replaced tree in the background", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "atomic-"));
    const out = path.join(parent, "dist-api");
    await mkdir(out);
    await writeFile(path.join(out, "old.json"), "old");
    await replaceTreeAtomically(out, (dir) => put(dir, "new.json", "new"), { removeOldInBackground: true });
    expect(await tree(out)).toEqual(["new.json"]);
    for (let i = 0; i < 100 && (await readdir(parent)).length > 1; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await readdir(parent)).toEqual(["dist-api"]);
  });

  it("with background removal, leaves earlier builds' leftovers to background processes too, but first removes one named like its own", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "atomic-"));
    const out = path.join(parent, "dist-api");
    await put(out, "old.json", "old");
    await put(path.join(parent, "dist-api.old-123"), "a.json", "an earlier build's old tree");
    await put(path.join(parent, `dist-api.tmp-${process.pid}`), "stale.json", "stale");
    await replaceTreeAtomically(
      out,
      async (dir) => {
        expect(await readdir(dir).catch(() => []), "a leftover with this process's name is gone before the build writes").toEqual([]);
        await put(dir, "new.json", "new");
      },
      { removeOldInBackground: true },
    );
    expect(await tree(out)).toEqual(["new.json"]);
    for (let i = 0; i < 100 && (await readdir(parent)).length > 1; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await readdir(parent)).toEqual(["dist-api"]);
  });
});
