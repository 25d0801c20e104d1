/**
 * A CommonJS package loaded on first use instead of when the engine is imported. The server imports the
 * engine at start, but only a job renders a deck, notes or images: loading pdfkit, pptxgenjs, docx, jszip,
 * resvg and sanitize-html up front cost ~0.15 s of every start (decision 021). `require` is synchronous,
 * so the callers' APIs stay as they are.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** A function that returns the package's exports, requiring the package on its first call. */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
