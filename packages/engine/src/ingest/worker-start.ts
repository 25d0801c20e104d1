/**
 * How a reading worker thread starts. From source (tsx, the tests) it registers tsx and runs
 * `worker-entry.ts`; in the server's bundle (`scripts/build-server.mjs`) it runs `ingest-worker.js` beside
 * the bundle. Either way the cap on decoded PDF streams is installed first and the thread's console is
 * silenced.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import {
  CAP_DECODED_STREAMS_JS,
  DECODED_BUDGET_KEY,
  DECODED_STREAM_TOO_LARGE,
  MAX_DECODED_DOCUMENT_BYTES,
  MAX_DECODED_STREAM_BYTES,
} from "./stream-cap.ts";

const require = createRequire(import.meta.url);

/** A reading worker thread with a heap limit of `maxHeapMb`, running the worker entry. */
export function startReadingThread(maxHeapMb: number): Worker {
  return new Worker(BOOTSTRAP, {
    eval: true,
    workerData: {
      ...workerEntry(),
      maxBytes: MAX_DECODED_STREAM_BYTES,
      maxTotalBytes: MAX_DECODED_DOCUMENT_BYTES,
      tooLarge: DECODED_STREAM_TOO_LARGE,
    },
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64 },
  });
}

/**
 * What a worker runs. From source (tsx, the tests) this module is `worker-entry.ts`'s neighbour and the
 * worker registers tsx first; in the server's compiled bundle (`scripts/build-server.mjs`) this code sits in
 * `dist/main.js` and the worker's entry is bundled beside it as `ingest-worker.js`, plain JavaScript.
 */
function workerEntry(): { entry: string; tsxApi: string | null } {
  if (!import.meta.url.endsWith(".ts")) {
    return { entry: new URL("./ingest-worker.js", import.meta.url).href, tsxApi: null };
  }
  return { entry: new URL("./worker-entry.ts", import.meta.url).href, tsxApi: tsxEsmApi() };
}

/** URL of tsx's ESM register API (its CommonJS twin cannot be imported from a worker). */
function tsxEsmApi(): string {
  try {
    if (typeof import.meta.resolve === "function") return import.meta.resolve("tsx/esm/api");
  } catch {
    // fall through: vitest does not provide import.meta.resolve
  }
  return pathToFileURL(path.join(path.dirname(require.resolve("tsx/package.json")), "dist/esm/api/index.mjs"))
    .href;
}

/**
 * Bootstraps TypeScript (tsx) inside the worker when it runs from source (console silenced), then runs the
 * worker entry. The cap on decoded PDF streams holds here too, for a PDF read again in this thread after its
 * parsing thread was lost.
 */
const BOOTSTRAP = `
const { workerData, parentPort } = require("node:worker_threads");
${CAP_DECODED_STREAMS_JS}
globalThis[Symbol.for("${DECODED_BUDGET_KEY}")] = capDecodedStreams(workerData.maxBytes, workerData.maxTotalBytes, workerData.tooLarge, () => {});
for (const k of ["log", "info", "warn", "error", "debug"]) console[k] = () => {};
(workerData.tsxApi ? import(workerData.tsxApi).then((api) => (api.register ?? api.default.register)()) : Promise.resolve())
  .then(() => import(workerData.entry))
  .catch((err) => { parentPort.postMessage({ id: -1, ok: false, error: { code: "corrupt", userMessage: null, message: String(err && err.stack || err) } }); });
`;
