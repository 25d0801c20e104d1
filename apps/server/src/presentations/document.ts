import { randomUUID } from "node:crypto";
import { DECK_STAGES, type DocumentModel, DocumentModelSchema, ingest } from "@folienwerk/engine";
import type { AppContext } from "../context.ts";
import { replaceArtifacts } from "./artifacts.ts";
import { findFile } from "./files.ts";
import { copyToIncoming, discard } from "./incoming.ts";
import {
  claimForeground,
  claimStageOutput,
  clearStageOutputs,
  getStageOutput,
  type PresentationRow,
  putStageOutput,
  releaseClaim,
  renewClaim,
  takeOverClaim,
} from "./repository.ts";

/** Who reads a thesis's figures and tables holds this claim (stage output) meanwhile. */
const PICTURES_CLAIM = "pictures-claim";
/** The claim's holder renews it this often while it reads; one not renewed for three times that died. */
const PICTURES_CLAIM_RENEW_MS = 5_000;
const PICTURES_CLAIM_STALE_MS = 3 * PICTURES_CLAIM_RENEW_MS;
/** A background holder renews (and so learns whether its claim was taken over) this often. */
const BACKGROUND_CLAIM_CHECK_MS = 1_000;
const READ_AGAIN_TIMEOUT_MS = 120_000;

const storedModel = async (ctx: AppContext, id: string) => {
  const stored = DocumentModelSchema.safeParse(
    await getStageOutput<DocumentModel>(ctx.database.db, id, "ingest"),
  );
  return stored.success ? stored.data : null;
};

/**
 * The document model of a presentation: persisted at upload, re-read from the stored file if missing or
 * written by an older engine (it no longer fits the schema). A re-read stores the pictures of the
 * figures and tables too.
 * The upload reads the text only (text first, for a quick free analysis); `pictures: true` asks for the
 * model with its figures and tables (a deck), read now if they are still pending — once: whoever holds the
 * claim reads them, the others wait for that read. `background`: nobody waits for this read (the pictures
 * after the analysis), so the reading workers take it after any other document; a caller who waits (a deck)
 * takes its claim over while the background read still waits for a worker and reads them at once; the
 * background read is withdrawn and waits for that read instead.
 */
export async function loadDocument(
  ctx: AppContext,
  row: PresentationRow,
  opts: { pictures?: boolean; background?: boolean } = {},
): Promise<DocumentModel> {
  const db = ctx.database.db;
  const stored = await storedModel(ctx, row.id);
  if (stored && !(opts.pictures && stored.picturesPending)) return stored;
  if (!stored) return readAgain(ctx, row);
  const holder = { token: randomUUID(), background: opts.background === true };
  for (;;) {
    const mine =
      (await claimStageOutput(db, row.id, PICTURES_CLAIM, PICTURES_CLAIM_STALE_MS, holder)) ||
      (!holder.background && (await takeOverClaim(db, row.id, PICTURES_CLAIM, holder)));
    if (mine) {
      const withdrawn = new AbortController();
      // A background holder looks more often: a deck that took its claim over should not read beside it.
      const renew = setInterval(
        () => {
          renewClaim(db, row.id, PICTURES_CLAIM, holder.token)
            .then((still) => still || withdrawn.abort(new Error("pictures claim taken over")))
            .catch(() => {});
        },
        holder.background ? BACKGROUND_CLAIM_CHECK_MS : PICTURES_CLAIM_RENEW_MS,
      );
      try {
        const now = await storedModel(ctx, row.id);
        if (now && !now.picturesPending) return now;
        return await readAgain(ctx, row, {
          background: holder.background,
          signal: withdrawn.signal,
          // Being read: it will be done sooner than a second read, so it is no longer taken over.
          onStart: () => {
            if (holder.background) claimForeground(db, row.id, PICTURES_CLAIM, holder.token).catch(() => {});
          },
        });
      } catch (error) {
        if (!withdrawn.signal.aborted) throw error;
        // Taken over: the new holder reads them; wait for that read below.
      } finally {
        clearInterval(renew);
        await releaseClaim(db, row.id, PICTURES_CLAIM, holder.token);
      }
    }
    // Another job reads them right now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await storedModel(ctx, row.id);
    if (now && !now.picturesPending) return now;
  }
}

/** Reads the stored thesis again, whole, and stores the model and its pictures in place of the earlier ones. */
async function readAgain(
  ctx: AppContext,
  row: PresentationRow,
  {
    background = false,
    signal,
    onStart,
  }: { background?: boolean; signal?: AbortSignal; onStart?: () => void } = {},
): Promise<DocumentModel> {
  const source = await findFile(ctx.database.db, row.id, "source");
  if (!source) throw new Error(`presentation ${row.id} has no source file`);
  const file = await copyToIncoming(ctx, source.storageKey);
  let read: Awaited<ReturnType<typeof ingest>>;
  try {
    read = await ingest(
      { path: file },
      {
        filename: row.pdfFilename ?? "arbeit.pdf",
        maxBytes: ctx.config.MAX_UPLOAD_MB * 1024 * 1024,
        timeoutMs: READ_AGAIN_TIMEOUT_MS,
        owner: row.userId,
        background,
        signal,
        onStart,
      },
    );
  } finally {
    await discard(file);
  }
  // Withdrawn while it was read: the new holder of the claim stores its own read.
  signal?.throwIfAborted();
  const { doc, artifacts } = read;
  // What the reader noticed (a figure it could not draw) is stored with the model; the operator sees that
  // there was something, never thesis text in the log.
  if (doc.diagnostics?.length) {
    ctx.logger.warn(
      { presentationId: row.id, notes: doc.diagnostics.length },
      "thesis read with reader notes",
    );
  }
  await replaceArtifacts(ctx, row.id, doc, artifacts);
  // What was derived from an earlier reading is recomputed from this one.
  await clearStageOutputs(ctx.database.db, row.id, [...DECK_STAGES]);
  await putStageOutput(ctx.database.db, row.id, "ingest", doc);
  return doc;
}
