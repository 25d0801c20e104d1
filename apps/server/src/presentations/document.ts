import { DECK_STAGES, type DocumentModel, DocumentModelSchema, ingest } from "@folienwerk/engine";
import type { AppContext } from "../context.ts";
import { readBlob, replaceArtifacts } from "./artifacts.ts";
import { findFile } from "./files.ts";
import { clearStageOutputs, getStageOutput, type PresentationRow, putStageOutput } from "./repository.ts";

/**
 * The document model of a presentation: persisted at upload, re-read from the stored file if missing or
 * written by an older engine (it no longer fits the schema). A re-read stores the pictures of the
 * figures and tables too.
 */
export async function loadDocument(ctx: AppContext, row: PresentationRow): Promise<DocumentModel> {
  const stored = DocumentModelSchema.safeParse(
    await getStageOutput<DocumentModel>(ctx.database.db, row.id, "ingest"),
  );
  if (stored.success) return stored.data;
  const source = await findFile(ctx.database.db, row.id, "source");
  if (!source) throw new Error(`presentation ${row.id} has no source file`);
  const { doc, artifacts } = await ingest(new Uint8Array(await readBlob(ctx, source.storageKey)), {
    filename: row.pdfFilename ?? "arbeit.pdf",
    maxBytes: ctx.config.MAX_UPLOAD_MB * 1024 * 1024,
    timeoutMs: 120_000,
    owner: row.userId,
  });
  await replaceArtifacts(ctx, row.id, doc, artifacts);
  // What was derived from an earlier reading is recomputed from this one.
  await clearStageOutputs(ctx.database.db, row.id, [...DECK_STAGES]);
  await putStageOutput(ctx.database.db, row.id, "ingest", doc);
  return doc;
}
