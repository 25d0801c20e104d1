/**
 * Entry of an ingest worker thread. It stays alive between documents (a warm worker skips loading
 * TypeScript and pdf.js again): each message is one document, answered with the model or the error.
 */
import { readFile } from "node:fs/promises";
import { getHeapStatistics } from "node:v8";
import { parentPort } from "node:worker_threads";
import type { SourceFormat } from "../document.ts";
import { IngestError } from "../errors.ts";
import { detectFormat } from "./detect.ts";
import { warmParser } from "./pdf/pdfjs.ts";
import { readDocument } from "./read-document.ts";
import { resetDecodedBudget } from "./stream-cap.ts";
import type { ZipLimits } from "./zip-directory.ts";

/** One document: its bytes and format, or a file on disk that is read and detected here. */
type Task = { id: number; filename: string; zipLimits?: ZipLimits; pictures: boolean } & (
  | { data: Uint8Array; format: SourceFormat }
  | { path: string }
);

/** The heap this worker holds from the system now (MB): V8 keeps it after a large document. */
function heapMb(): number {
  return Math.round(getHeapStatistics().total_heap_size / (1024 * 1024));
}

parentPort?.on("message", async (task: Task) => {
  const { id, filename, zipLimits, pictures } = task;
  let bytes = 0;
  // A listener of the bootstrap would take the first message before this one exists, so the reset is here.
  resetDecodedBudget();
  try {
    const data = "path" in task ? new Uint8Array(await readFile(task.path)) : task.data;
    bytes = data.length;
    const format = "path" in task ? detectFormat(data, filename, zipLimits).format : task.format;
    const model = await readDocument(data, format, filename, zipLimits, { pictures });
    // Picture bytes move to the main thread without a copy.
    parentPort?.postMessage(
      { id, ok: true, model, heapMb: heapMb(), bytes },
      model.artifacts.map((a) => a.data.buffer as ArrayBuffer),
    );
  } catch (err) {
    const error =
      err instanceof IngestError
        ? { code: err.code, userMessage: err.userMessage, message: err.message }
        : { code: "corrupt", userMessage: null, message: String((err as Error)?.stack ?? err) };
    parentPort?.postMessage({ id, ok: false, error, heapMb: heapMb(), bytes });
  }
});
// pdf.js and its parsing thread load now, while the worker waits for its first document.
void warmParser().catch(() => {});
parentPort?.postMessage({ ready: true });
