import { checkSources } from "@folienwerk/engine";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { presentations } from "../db/schema/index.ts";
import { enqueue } from "../jobs/queue.ts";
import { readPictures } from "../jobs/read-pictures.ts";
import {
  loadUnderstanding,
  publishAnalysis,
  SOURCE_CHECK_STAGE,
  storeAnalysis,
} from "../presentations/analysis.ts";
import { loadDocument } from "../presentations/document.ts";
import { recordAnalysisDuration } from "../presentations/durations.ts";
import { analysisReadyMail } from "../presentations/mails.ts";
import { ownerEmail } from "../presentations/owner.ts";
import { findById, type PresentationRow, putStageOutput } from "../presentations/repository.ts";
import { transition } from "../presentations/state.ts";
import { cardTitle } from "../presentations/thesis-title.ts";
import type { JobHandler } from "./handler.ts";

const handler: JobHandler<{ presentationId: string }> = async ({ presentationId }, app, run) => {
  const row = await findById(app.database.db, presentationId);
  if (!row) return { skipped: "gone" };
  if (row.freeAnalysisStatus === "done" && row.analysisHtmlContent) {
    // A retry after the analysis was shown: what may be left is asking for the figures and tables.
    await askForPictures(app, row);
    return { skipped: "done" };
  }
  if (!(await transition(app.database.db, "startAnalysis", row.id))) return { skipped: "not queued" };
  await publishAnalysis(app, row);
  let textOnly: boolean;
  try {
    const doc = await loadDocument(app, row);
    textOnly = doc.picturesPending === true;
    const thesis = await loadUnderstanding(app, row, doc);
    const sources = await checkSources(doc.references, { offline: !app.config.SOURCE_CHECK });
    run.signal.throwIfAborted();
    await putStageOutput(app.database.db, row.id, SOURCE_CHECK_STAGE, sources);
    // Rendered for the duration on the row when it is stored (the questionnaire may be saved meanwhile).
    // The title is read again with the document: a newer engine may read the title page better.
    const stored = await storeAnalysis(
      app,
      row.id,
      { doc, thesis, sources },
      { transition: "finishAnalysis", set: { thesisTitle: cardTitle(doc.title, row.pdfFilename) } },
    );
    if (!stored) return { skipped: "gone" };
    await recordAnalysisDuration(app, row);
    await publishAnalysis(app, row);
  } catch (error) {
    if (run.isFinalAttempt && (await transition(app.database.db, "failAnalysis", row.id))) {
      await publishAnalysis(app, row);
    }
    throw error;
  }

  // Mail once: the conditional update claims the send.
  const claimed = await app.database.db
    .update(presentations)
    .set({ analysisMailSentAt: new Date() })
    .where(and(eq(presentations.id, row.id), isNull(presentations.analysisMailSentAt)))
    .returning({ id: presentations.id });
  const to = await ownerEmail(app.database.db, row.userId);
  if (claimed.length > 0 && to) {
    await app.mailer.send(
      analysisReadyMail({
        to,
        filename: row.pdfFilename ?? "deine Arbeit",
        url: `${app.config.publicUrl}/analysis/${row.id}`,
      }),
    );
  }
  await askForPictures(app, row, textOnly);
  return { ok: true };
};

/**
 * Text first: an analysis shown from the text alone gets its figures and tables from their own job.
 * `textOnly` when the caller already knows it from the model it analysed; else the stored model says.
 */
async function askForPictures(app: AppContext, row: PresentationRow, textOnly?: boolean): Promise<void> {
  if (textOnly ?? (await loadDocument(app, row)).picturesPending) {
    await enqueue(app.boss, readPictures, { presentationId: row.id }, { singletonKey: row.id });
  }
}
export default handler;
