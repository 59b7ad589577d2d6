/**
 * The whole data build: read every upstream table, run the pure stages, assemble the dataset, and
 * emit the tree atomically. The CLI, the tests and the benchmark all call this.
 */
import path from "node:path";
import { Problems } from "./core/problems.ts";
import type { SourceFiles } from "./core/source-files.ts";
import { readCorrections } from "./sources/corrections/index.ts";
import { assembleDataset, type DomainTables } from "./stages/assemble.ts";
import type { Dataset } from "./stages/dataset.ts";
import type { DatasetVersion } from "./stages/meta.ts";
import { BuildReport } from "./stages/report.ts";
import { buildTheographic } from "./stages/theographic.ts";
import { buildHebrew } from "./stages/hebrew.ts";
import { buildGreek } from "./stages/greek.ts";
import { buildTopics } from "./stages/topics.ts";
import { buildCrossReferences } from "./stages/cross-references.ts";
import { readTheographic } from "./sources/theographic/index.ts";
import { readHebrew } from "./sources/hebrew/index.ts";
import { readGreek } from "./sources/greek/index.ts";
import { readNaves } from "./sources/bibledata/naves.ts";
import { readCrossReferences } from "./sources/openbible/cross-references.ts";
import { readKjv } from "./sources/kjv/verses.ts";
import { buildVerseTexts } from "./stages/verse-text.ts";
import { readWeb } from "./sources/web/verses.ts";
import { buildWebVerses } from "./stages/web-text.ts";
import { readVersesOfTheDay } from "./sources/curated/verse-of-the-day.ts";
import { loadManifest, type SourcesManifest } from "./sources/manifest.ts";
import type { SourceSummary } from "./stages/dataset.ts";
import { projectFiles } from "./sources/project.ts";
import { planFiles } from "./emit/plan.ts";
import { docsFiles } from "./emit/docs.ts";
import { emitFiles, replaceTreeAtomically, type EmitSummary, type ReplaceOptions } from "./emit/write.ts";
import type { FileSink } from "./emit/sink.ts";
import { planHosting } from "./emit/hosting.ts";
import { MANIFEST_FILE, manifestChunks } from "./emit/manifest.ts";
import { threadedTreeWriter, type TreeWriter, type TreeWriterOptions } from "./emit/tree-writer.ts";
import { SchemaRegistry } from "./contract/schemas.ts";
import { semanticFiles } from "./semantic/emit.ts";
import { glossAliases } from "./semantic/documents.ts";
import { readWordNetGlosses } from "./semantic/wordnet.ts";
import { downloadFiles } from "./emit/downloads.ts";
import { silentProgress, type Progress } from "./core/progress.ts";

/** Where the sources come from and which kind they are. */
export interface SourceSelection {
  readonly files: SourceFiles;
  readonly kind: "upstream" | "sample";
  /**
   * The project's own reviewed correction tables, rooted at the project root
   * (`sources/corrections/…`); the committed tables when not given.
   */
  readonly corrections?: SourceFiles;
}

/**
 * Reads all sources and builds the dataset. Throws {@link SourceProblemsError} listing every
 * malformed row (`file:line: reason`) when any reader found one.
 */
export async function buildDataset(
  sources: SourceSelection,
  version: DatasetVersion,
  progress: Progress = silentProgress,
): Promise<{ dataset: Dataset; report: BuildReport }> {
  const problems = new Problems();
  const { files } = sources;
  progress.start(`reading ${sources.kind} sources from ${files.label}`);
  const read = async <T>(name: string, reader: Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const value = await reader;
    progress.note(`read ${name} (${Date.now() - t0} ms)`);
    return value;
  };
  const [theographicRaw, hebrewRaw, greekRaw, navesRaw, crossRaw, kjvRaw, corrections, webRaw, versesOfTheDay, manifest] = await Promise.all([
    read("Theographic people, places, events, groups, Easton; Hitchcock", readTheographic(files, problems)),
    read("Hebrew Strong's, BDB, OSHB", readHebrew(files, problems)),
    read("Greek Strong's, MorphGNT, Abbott-Smith, Dodson", readGreek(files, problems)),
    read("Nave's topics", readNaves(files, problems)),
    read("OpenBible cross-references", readCrossReferences(files, problems)),
    read("KJV text", readKjv(files, problems)),
    read("correction tables", readCorrections(sources.corrections ?? projectFiles(), problems)),
    read("WEB text", readWeb(files, problems)),
    read("verse-of-the-day list", readVersesOfTheDay(projectFiles(), problems)),
    read("sources manifest", loadManifest()),
  ]);
  problems.throwIfAny();
  progress.done();

  const report = new BuildReport();
  const stage = <T>(name: string, run: () => T): T => {
    progress.start(`building ${name}`);
    const value = run();
    progress.done();
    return value;
  };
  // The verse texts come first: the people's names read how each translation spells them.
  const verseText = stage("verse text (KJV)", () => buildVerseTexts(kjvRaw, report, sources.kind === "upstream"));
  const webText = stage("verse text (WEB)", () => buildWebVerses(webRaw, report, sources.kind === "upstream"));
  const texts = { kjv: (osis: string) => verseText.get(osis), web: (osis: string) => webText.get(osis)?.text };
  const domains: DomainTables = {
    theographic: stage("person, place, event, people_group, dictionary_entry", () => buildTheographic(theographicRaw, report, corrections, texts)),
    hebrew: stage("strongs (Hebrew), lexicon_entry, hebrew_word", () => buildHebrew(hebrewRaw, report)),
    greek: stage("strongs (Greek), greek_word, greek_lexicon_entry", () => buildGreek(greekRaw, report, corrections.greekStrongs)),
    topics: stage("topic", () => buildTopics(navesRaw, report)),
    crossReferences: stage("cross_reference", () => buildCrossReferences(crossRaw, report)),
    verseText,
    webText,
    versesOfTheDay,
    sources: summarizeSources(manifest),
    // WordNet's other names ("Saul of Tarsus", "Last Supper") for name search, as for semantic search's definitions.
    otherNames: (tables, aliases) => glossAliases(readWordNetGlosses(), tables, aliases),
  };
  progress.start("assembling the verse and search indexes");
  const dataset = assembleDataset(domains, version, sources.kind, report);
  progress.done(Object.entries(dataset.meta.counts).map(([k, v]) => `${k} ${v}`).join(", "));
  return { dataset, report };
}

/** Each upstream dataset of the manifest with the number and total size of its files. */
export function summarizeSources(manifest: SourcesManifest): SourceSummary[] {
  return manifest.datasets.map((d) => {
    const files = manifest.files.filter((f) => f.dataset === d.id);
    return { ...d, files: files.length, bytes: files.reduce((n, f) => n + f.bytes, 0) };
  });
}

/** Validates and writes a dataset through a sink (no swap; see {@link buildData}). */
export async function writeDataset(dataset: Dataset, report: BuildReport, sink: FileSink, schemas: SchemaRegistry, progress: Progress = silentProgress): Promise<EmitSummary> {
  progress.start("building the semantic index");
  const semantic = semanticFiles(dataset);
  progress.done(`${(semantic.reduce((n, f) => n + (f.body instanceof Uint8Array ? f.body.length : 0), 0) / 1e6).toFixed(1)} MB`);
  progress.start("validating and writing files");
  // The large binary files go first, each handed to the writer before the next is made and let go of once
  // written, so they are not held together nor while the rest of the tree is planned.
  const started = Date.now();
  const madeDownloads = (bytes: number): void => progress.note(`bulk downloads (SQLite, JSON Lines) made: ${(bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const files = async function* () {
    yield* semantic.splice(0);
    yield* downloadFiles(dataset, schemas, madeDownloads);
    yield* planFiles(dataset, schemas, docsFiles());
    yield* planHosting(dataset);
  };
  const summary = await emitFiles(files(), sink, schemas, (n) => progress.update(`${n} files`));
  await sink.write("build-report.json", `${JSON.stringify(report.toJSON(), null, 2)}\n`);
  progress.done(`${summary.files} files, ${(summary.bytes / 1e6).toFixed(1)} MB`);
  return summary;
}

/**
 * {@link writeDataset} for a published tree, through a {@link TreeWriter} (worker threads that write
 * each file with its precompressed `.gz`/`.br` variants and hash it: `src/emit/tree-writer.ts`),
 * then, last, `manifest.json`, every file with its sha256 and size (`src/emit/manifest.ts`). The
 * summary counts every file of the tree.
 */
export async function publishDataset(dataset: Dataset, report: BuildReport, writer: TreeWriter, schemas: SchemaRegistry, progress: Progress = silentProgress): Promise<EmitSummary> {
  try {
    await writeDataset(dataset, report, writer, schemas, progress);
  } catch (error) {
    await writer.close().catch(() => undefined);
    throw error;
  }
  progress.start("writing the last files and the precompressed variants");
  let manifestBytes = 0;
  const counted = function* (pieces: Iterable<string>): Generator<string> {
    for (const piece of pieces) {
      manifestBytes += Buffer.byteLength(piece);
      yield piece;
    }
  };
  const { entries, precompressed } = await writer.close((listed) => ({ path: MANIFEST_FILE, pieces: counted(manifestChunks(listed)) }));
  progress.done(`${precompressed.variants} .gz/.br files for ${precompressed.files} files, ${(precompressed.bytes / 1e6).toFixed(1)} MB`);
  const bytes = entries.reduce((n, e) => n + e.bytes, 0);
  progress.note(`${MANIFEST_FILE}: ${entries.length} files, ${(bytes / 1e6).toFixed(1)} MB`);
  return { files: entries.length + 1, bytes: bytes + manifestBytes };
}

/** The result of a successful build. */
export interface BuildResult {
  readonly dataset: Dataset;
  readonly report: BuildReport;
  readonly summary: EmitSummary;
  readonly outDir: string;
}

/**
 * Builds the dataset and replaces `outDir` with the new tree atomically. On any failure (bad source
 * rows, invalid output, an I/O error) the previous tree stays exactly as it was.
 */
export async function buildData(
  sources: SourceSelection,
  version: DatasetVersion,
  outDir: string,
  progress: Progress = silentProgress,
  options: ReplaceOptions & { readonly writer?: TreeWriterOptions } = {},
): Promise<BuildResult> {
  const schemas = new SchemaRegistry();
  const { dataset, report } = await buildDataset(sources, version, progress);
  const summary = await replaceTreeAtomically(outDir, (dir) => publishDataset(dataset, report, threadedTreeWriter(dir, options.writer), schemas, progress), options);
  return { dataset, report, summary, outDir: path.resolve(outDir) };
}
