import { checkSources } from "@folienwerk/engine";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { presentations } from "../../db/schema/index.ts";
import {
  loadSourceCheck,
  loadUnderstanding,
  SOURCE_CHECK_STAGE,
  storeAnalysis,
} from "../../presentations/analysis.ts";
import { loadDocument } from "../../presentations/document.ts";
import { recordAnalysisDuration } from "../../presentations/durations.ts";
import { analysisReadyMail } from "../../presentations/mails.ts";
import { ownerEmail } from "../../presentations/owner.ts";
import { findById, type PresentationRow, putStageOutput } from "../../presentations/repository.ts";
import { transition } from "../../presentations/state.ts";
import { cardTitle } from "../../presentations/thesis-title.ts";
import type { JobHandler } from "../define.ts";

const publish = (app: AppContext, row: { id: string; userId: string }) =>
  app.events.publish({ userId: row.userId, presentationId: row.id, kind: "analysis" });

const handler: JobHandler<{ presentationId: string }> = async ({ presentationId }, app, run) => {
  const row = await findById(app.database.db, presentationId);
  if (!row) return { skipped: "gone" };
  if (row.freeAnalysisStatus === "done" && row.analysisHtmlContent) {
    // A retry after the analysis was shown: what may be left is reading the figures and tables.
    return (await completeAnalysis(app, row)) ? { ok: true } : { skipped: "done" };
  }
  if (!(await transition(app.database.db, "startAnalysis", row.id))) return { skipped: "not queued" };
  await publish(app, row);
  try {
    const doc = await loadDocument(app, row);
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
    await publish(app, row);
  } catch (error) {
    if (run.isFinalAttempt && (await transition(app.database.db, "failAnalysis", row.id))) {
      await publish(app, row);
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
  await completeAnalysis(app, row);
  return { ok: true };
};

/**
 * Text first: the analysis was shown from the text alone. Its figures and tables are read now (while the
 * student reads it, long before a deck needs them), and the analysis is stored again with them and with
 * word counts without the text inside figures; the open page is told. False when nothing was pending.
 * A failure throws, so the job's retry reads them again (and the paid deck would read them itself).
 */
async function completeAnalysis(app: AppContext, row: PresentationRow): Promise<boolean> {
  const text = await loadDocument(app, row);
  if (!text.picturesPending) return false;
  const doc = await loadDocument(app, row, { pictures: true });
  const thesis = await loadUnderstanding(app, row, doc);
  if (await storeAnalysis(app, row.id, { doc, thesis, sources: await loadSourceCheck(app, row.id) })) {
    await publish(app, row);
  }
  return true;
}
export default handler;
