import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { IngestError, type IngestResult, ingest } from "@folienwerk/engine";
import type { AppContext } from "../context.ts";
import { presentations } from "../db/schema/index.ts";
import { uploadRefused } from "../errors.ts";
import { uploadKey } from "../storage/keys.ts";
import { deleteKeys, storeArtifacts } from "./artifacts.ts";
import { recordFiles } from "./files.ts";
import { putStageOutput, staleDrafts, storageKeysOf } from "./repository.ts";
import { transition } from "./state.ts";
import { cardTitle } from "./thesis-title.ts";

export interface Upload {
  filename: string;
  /** The upload on disk (`http/upload-form.ts`); the caller removes it afterwards. */
  path: string;
  size: number;
  workType: string;
}

/** Keeps a readable, storage-safe file name: no folders, no control or shell characters, bounded length. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "datei";
  const cleaned = base
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}._ -]+/gu, "_")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+/, "")
    .trim();
  const ext = cleaned.match(/\.[A-Za-z0-9]{1,5}$/)?.[0] ?? "";
  const stem = cleaned.slice(0, cleaned.length - ext.length).slice(0, 100);
  return `${stem || "datei"}${ext}`;
}

/**
 * Reads the text of a thesis on disk (no figures or tables yet: the free analysis needs only the text; they
 * follow before a deck is built, document.ts) through the reading workers, which open the file themselves,
 * so its bytes never pass through this thread. `owner` takes turns with other owners for the workers.
 * The engine's refusal becomes the upload's German answer (413/422).
 */
export async function readThesisText(
  ctx: AppContext,
  file: Pick<Upload, "filename" | "path">,
  owner: string,
): Promise<IngestResult> {
  try {
    return await ingest(
      { path: file.path },
      {
        filename: file.filename,
        maxBytes: ctx.config.MAX_UPLOAD_MB * 1024 * 1024,
        timeoutMs: ctx.config.UPLOAD_READ_SECONDS * 1000,
        owner,
        pictures: false,
      },
    );
  } catch (error) {
    if (error instanceof IngestError) throw uploadRefused(error);
    throw error;
  }
}

/**
 * SPEC §4 creation: check the file with the engine before anything is stored, store it under a random key
 * (`uploadKey`; the original name stays on the rows) and the pictures of its figures and tables under artifacts/{id}/…, insert the
 * presentation (questions_1) and its file rows, then remove the user's older drafts still at questions_1
 * (a failure there is only logged). The free analysis is queued by the caller (presentations/start.ts).
 */
export async function createPresentation(ctx: AppContext, userId: string, upload: Upload) {
  const read = await readThesisText(ctx, upload, userId);
  const { doc } = read;

  // The id is chosen here so the thesis's pictures can be stored under it before the row exists.
  const id = randomUUID();
  const filename = safeFilename(upload.filename);
  const key = uploadKey(id, filename);
  await ctx.blobs.put(key, createReadStream(upload.path), {
    contentType: contentTypeOf(filename),
    size: upload.size,
  });
  let artifacts: Awaited<ReturnType<typeof storeArtifacts>>;
  try {
    artifacts = await storeArtifacts(ctx, id, doc, read.artifacts);
  } catch (error) {
    await ctx.blobs.delete(key).catch(() => {});
    throw error;
  }

  let row: typeof presentations.$inferSelect;
  try {
    row = await ctx.database.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(presentations)
        .values({
          id,
          userId,
          pdfFilename: filename,
          thesisTitle: cardTitle(doc.title, filename),
          workType: upload.workType,
          stage: "questions_1",
        })
        .returning();
      if (!created) throw new Error("insert returned nothing");
      await recordFiles(tx, [
        {
          presentationId: created.id,
          kind: "source",
          filename,
          storageKey: key,
          contentType: contentTypeOf(filename),
          fileSize: upload.size,
        },
        ...artifacts,
      ]);
      return created;
    });
  } catch (error) {
    await deleteKeys(ctx, [key, ...artifacts.map((a) => a.storageKey)]);
    throw error;
  }

  await putStageOutput(ctx.database.db, row.id, "ingest", doc);
  await removeStaleDrafts(ctx, userId, row.id);
  return row;
}

async function removeStaleDrafts(ctx: AppContext, userId: string, keepId: string): Promise<void> {
  try {
    const stale = await staleDrafts(ctx.database.db, userId, keepId);
    if (stale.length === 0) return;
    for (const draft of stale) {
      const keys = await storageKeysOf(ctx.database.db, [draft.id]);
      if (await transition(ctx.database.db, "delete", draft.id)) await deleteKeys(ctx, keys);
    }
  } catch (error) {
    ctx.logger.warn({ err: error, userId }, "could not remove older drafts");
  }
}

function contentTypeOf(name: string): string {
  if (/\.pdf$/i.test(name)) return "application/pdf";
  if (/\.docx$/i.test(name)) return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  if (/\.doc$/i.test(name)) return "application/msword";
  return "application/octet-stream";
}
