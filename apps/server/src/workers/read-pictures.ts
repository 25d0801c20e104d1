import {
  loadSourceCheck,
  loadUnderstanding,
  publishAnalysis,
  storeAnalysis,
} from "../presentations/analysis.ts";
import { loadDocument } from "../presentations/document.ts";
import { findById } from "../presentations/repository.ts";
import type { JobHandler } from "./handler.ts";

/**
 * Text first (decision 034): the analysis was shown from the text alone. The figures and tables are read now
 * (behind any upload waiting for a reading worker, long before a deck needs them), and the analysis is stored
 * again with them and with word counts without the text inside figures; the open page is told. A failure
 * throws, so the job's retry reads them again (and a paid deck would read them itself).
 */
const handler: JobHandler<{ presentationId: string }> = async ({ presentationId }, app) => {
  const row = await findById(app.database.db, presentationId);
  if (!row) return { skipped: "gone" };
  if (!(await loadDocument(app, row)).picturesPending) return { skipped: "done" };
  const doc = await loadDocument(app, row, { pictures: true, background: true });
  if (!row.analysisHtmlContent) return { ok: true };
  const thesis = await loadUnderstanding(app, row, doc);
  if (await storeAnalysis(app, row.id, { doc, thesis, sources: await loadSourceCheck(app, row.id) })) {
    await publishAnalysis(app, row);
  }
  return { ok: true };
};
export default handler;
