/** The whole read: bytes of a known format → validated document model. Runs inside the ingest worker. */
import { recognizeParts } from "../analyze/recognize.ts";
import { IngestError, ingestErrors } from "../errors.ts";
import { type DocumentModel, DocumentModelSchema, type SourceFormat } from "../model/document.ts";
import type { ExtractedDocument } from "./blocks.ts";
import { extractDoc } from "./extract-doc.ts";
import { extractDocx } from "./extract-docx.ts";
import { extractPdf } from "./extract-pdf.ts";
import { buildStructure } from "./structure.ts";

export async function readDocument(
  data: Uint8Array,
  format: SourceFormat,
  filename: string,
): Promise<DocumentModel> {
  let extracted: ExtractedDocument;
  try {
    extracted =
      format === "pdf"
        ? await extractPdf(data)
        : format === "docx"
          ? await extractDocx(data)
          : await extractDoc(data);
  } catch (err) {
    if (err instanceof IngestError) throw err;
    throw ingestErrors.corrupt(String((err as Error)?.message ?? err), err);
  }
  if (!extracted.blocks.some((b) => b.kind !== "table" && b.text.trim().length > 0))
    throw ingestErrors.noText();
  const structure = buildStructure(extracted, { format, filename, bytes: data.length });
  const model: DocumentModel = { ...structure, parts: recognizeParts(structure) };
  return DocumentModelSchema.parse(model);
}
