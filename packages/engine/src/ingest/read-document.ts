/** The whole read: bytes of a known format → validated document model and its artifacts. Runs inside the ingest worker. */

import { DocumentModelSchema, type SourceFormat } from "../document.ts";
import { IngestError, ingestErrors } from "../errors.ts";
import type { ExtractedDocument, IngestResult } from "./blocks.ts";
import { extractDoc } from "./doc/extract-doc.ts";
import { extractDocx } from "./docx/extract-docx.ts";
import { extractPdf, type PdfReadOptions } from "./pdf/extract-pdf.ts";
import { buildStructure } from "./structure.ts";
import type { ZipLimits } from "./zip-directory.ts";

export type { Artifact, IngestResult } from "./blocks.ts";

export async function readDocument(
  data: Uint8Array,
  format: SourceFormat,
  filename: string,
  zipLimits?: ZipLimits,
  opts: PdfReadOptions = {},
): Promise<IngestResult> {
  let extracted: ExtractedDocument;
  try {
    extracted =
      format === "pdf"
        ? await extractPdf(data, opts)
        : format === "docx"
          ? await extractDocx(data, zipLimits)
          : await extractDoc(data);
  } catch (err) {
    if (err instanceof IngestError) throw err;
    throw ingestErrors.corrupt(String((err as Error)?.message ?? err), err);
  }
  if (!extracted.blocks.some((b) => b.kind !== "table" && b.text.trim().length > 0))
    throw ingestErrors.noText();
  const { model, artifacts } = buildStructure(extracted, { format, filename, bytes: data.length });
  return { doc: DocumentModelSchema.parse(model), artifacts };
}
