/**
 * The layers of `src/`, lowest first, and which layers each may import. A file belongs to the layer
 * of its longest matching path, so a folder renamed later is a one-word change here.
 *
 * Offline build: core → sources → stages → emit → pipeline. The API contract sits above core and
 * is read by the stages (table declarations), the emitter and the runtime alike. Semantic search,
 * the study tools and full-text search are pure index builders and queries (`semantic`, `study`)
 * that the build prebuilds and the runtime queries. The runtime never
 * imports the offline build; Node and edge adapters wrap the runtime; the CLIs sit on top.
 */
import type { Layer } from "./import-graph.ts";

export const LAYERS: readonly Layer[] = [
  { name: "core", paths: ["src/core/", "src/types/", "src/paths.ts"], may: [] },
  { name: "contract", paths: ["src/contract/"], may: ["core"] },
  { name: "sources", paths: ["src/sources/"], may: ["core"] },
  { name: "semantic", paths: ["src/semantic/"], may: ["core", "contract"] },
  { name: "study", paths: ["src/study/", "src/text-search/"], may: ["core", "contract"] },
  { name: "stages", paths: ["src/stages/"], may: ["core", "contract", "sources", "study"] },
  { name: "emit", paths: ["src/emit/", "src/semantic/emit.ts"], may: ["core", "contract", "stages", "semantic", "study"] },
  { name: "pipeline", paths: ["src/pipeline.ts"], may: ["core", "contract", "sources", "stages", "semantic", "study", "emit"] },
  { name: "runtime", paths: ["src/runtime/", "src/semantic/runtime.ts"], may: ["core", "contract", "semantic", "study"] },
  { name: "adapters", paths: ["src/runtime/node/", "src/edge/"], may: ["core", "contract", "semantic", "study", "runtime"] },
  { name: "cli", paths: ["src/cli/"], may: ["core", "contract", "sources", "stages", "semantic", "study", "emit", "pipeline", "runtime", "adapters"] },
];
