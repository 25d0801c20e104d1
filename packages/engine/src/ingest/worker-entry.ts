/**
 * Entry of an ingest worker thread. It stays alive between documents (a warm worker skips loading
 * TypeScript and pdf.js again): each message is one document, answered with the model or the error.
 */
import { parentPort } from "node:worker_threads";
import type { SourceFormat } from "../document.ts";
import { IngestError } from "../errors.ts";
import { readDocument } from "./read-document.ts";
import type { ZipLimits } from "./zip-directory.ts";

interface Task {
  id: number;
  data: Uint8Array;
  format: SourceFormat;
  filename: string;
  zipLimits?: ZipLimits;
}

parentPort?.on("message", async ({ id, data, format, filename, zipLimits }: Task) => {
  try {
    const model = await readDocument(data, format, filename, zipLimits);
    // Picture bytes move to the main thread without a copy.
    parentPort?.postMessage(
      { id, ok: true, model },
      model.artifacts.map((a) => a.data.buffer as ArrayBuffer),
    );
  } catch (err) {
    const error =
      err instanceof IngestError
        ? { code: err.code, userMessage: err.userMessage, message: err.message }
        : { code: "corrupt", userMessage: null, message: String((err as Error)?.stack ?? err) };
    parentPort?.postMessage({ id, ok: false, error });
  }
});
parentPort?.postMessage({ ready: true });
