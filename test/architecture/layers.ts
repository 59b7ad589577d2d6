/**
 * The layers of `src/`, lowest first, and which layers each may import. A file belongs to the layer
 * of its longest matching path, so a folder renamed later is a one-word change here.
 *
 * Offline build: core → sources → stages → emit → pipeline. The API contract sits above core and
 * is read by the stages (table declarations), the emitter and the runtime alike. The runtime never
 * imports the offline build; Node and edge adapters wrap the runtime; the CLIs sit on top.
 */
import type { Layer } from "./import-graph.ts";

export const LAYERS: readonly Layer[] = [
  { name: "core", paths: ["src/core/", "src/types/", "src/paths.ts"], may: [] },
  { name: "contract", paths: ["src/contract/", "src/routes.ts", "src/collections.ts", "src/schemas.ts", "src/openapi.ts"], may: ["core"] },
  { name: "sources", paths: ["src/sources/"], may: ["core"] },
  { name: "semantic", paths: ["src/semantic/"], may: ["core", "contract"] },
  { name: "stages", paths: ["src/build/"], may: ["core", "contract", "sources"] },
  { name: "emit", paths: ["src/emit/", "src/semantic/emit.ts"], may: ["core", "contract", "stages", "semantic"] },
  { name: "pipeline", paths: ["src/pipeline.ts"], may: ["core", "contract", "sources", "stages", "semantic", "emit"] },
  { name: "runtime", paths: ["src/runtime/", "src/semantic/runtime.ts"], may: ["core", "contract", "semantic"] },
  { name: "adapters", paths: ["src/runtime/node/", "src/edge/"], may: ["core", "contract", "semantic", "runtime"] },
  { name: "cli", paths: ["src/cli/"], may: ["core", "contract", "sources", "stages", "semantic", "emit", "pipeline", "runtime", "adapters"] },
];
