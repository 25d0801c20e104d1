import { DECK_STAGES, type DocumentModel, DocumentModelSchema, ingest } from "@folienwerk/engine";
import type { AppContext } from "../context.ts";
import { replaceArtifacts } from "./artifacts.ts";
import { findFile } from "./files.ts";
import { copyToIncoming, discard } from "./incoming.ts";
import {
  claimStageOutput,
  clearStageOutputs,
  getStageOutput,
  type PresentationRow,
  putStageOutput,
  renewClaim,
} from "./repository.ts";

/** Who reads a thesis's figures and tables holds this claim (stage output) meanwhile. */
const PICTURES_CLAIM = "pictures-claim";
/** The claim's holder renews it this often while it reads; one not renewed for three times that died. */
const PICTURES_CLAIM_RENEW_MS = 5_000;
const PICTURES_CLAIM_STALE_MS = 3 * PICTURES_CLAIM_RENEW_MS;
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
 * after the analysis), so the reading workers take it after any other document.
 */
export async function loadDocument(
  ctx: AppContext,
  row: PresentationRow,
  opts: { pictures?: boolean; background?: boolean } = {},
): Promise<DocumentModel> {
  const stored = await storedModel(ctx, row.id);
  if (stored && !(opts.pictures && stored.picturesPending)) return stored;
  if (!stored) return readAgain(ctx, row);
  for (;;) {
    if (await claimStageOutput(ctx.database.db, row.id, PICTURES_CLAIM, PICTURES_CLAIM_STALE_MS)) {
      const renew = setInterval(() => {
        renewClaim(ctx.database.db, row.id, PICTURES_CLAIM).catch(() => {});
      }, PICTURES_CLAIM_RENEW_MS);
      try {
        const now = await storedModel(ctx, row.id);
        return now && !now.picturesPending ? now : await readAgain(ctx, row, opts.background);
      } finally {
        clearInterval(renew);
        await clearStageOutputs(ctx.database.db, row.id, [PICTURES_CLAIM]);
      }
    }
    // Another job reads them right now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await storedModel(ctx, row.id);
    if (now && !now.picturesPending) return now;
  }
}

/** Reads the stored thesis again, whole, and stores the model and its pictures in place of the earlier ones. */
async function readAgain(ctx: AppContext, row: PresentationRow, background = false): Promise<DocumentModel> {
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
      },
    );
  } finally {
    await discard(file);
  }
  const { doc, artifacts } = read;
  await replaceArtifacts(ctx, row.id, doc, artifacts);
  // What was derived from an earlier reading is recomputed from this one.
  await clearStageOutputs(ctx.database.db, row.id, [...DECK_STAGES]);
  await putStageOutput(ctx.database.db, row.id, "ingest", doc);
  return doc;
}
