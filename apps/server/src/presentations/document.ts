import { type DocumentModel, ingest } from "@folienwerk/engine";
import type { AppContext } from "../context.ts";
import { getStageOutput, type PresentationRow, putStageOutput } from "./repository.ts";

async function readBlob(ctx: AppContext, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.blobs.get(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The document model of a presentation: persisted at upload, re-read from the stored file if missing. */
export async function loadDocument(ctx: AppContext, row: PresentationRow): Promise<DocumentModel> {
  const stored = await getStageOutput<DocumentModel>(ctx.database.db, row.id, "ingest");
  if (stored) return stored;
  if (!row.sourceKey) throw new Error(`presentation ${row.id} has no source file`);
  const doc = await ingest(new Uint8Array(await readBlob(ctx, row.sourceKey)), {
    filename: row.pdfFilename ?? "arbeit.pdf",
    maxBytes: ctx.config.MAX_UPLOAD_MB * 1024 * 1024,
    timeoutMs: 120_000,
  });
  await putStageOutput(ctx.database.db, row.id, "ingest", doc);
  return doc;
}

export { readBlob };
