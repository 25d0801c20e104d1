/**
 * The free analysis of a presentation: the understanding of the thesis (deck stage "analyze-paper",
 * computed once and stored), the analysis for the talk duration on the row, and its HTML with the figure
 * pictures served by the owner-only figure route.
 */
import {
  type Analysis,
  analyze,
  type DocumentModel,
  readSourceCheck,
  renderAnalysisHtml,
  type SourceCheckResult,
  STAGE_SCHEMAS,
  type Understanding,
  understand,
} from "@folienwerk/engine";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { presentations } from "../db/schema/index.ts";
import { figureUrl } from "./artifacts.ts";
import { loadDocument } from "./document.ts";
import { findById, getStageOutput, type PresentationRow, putStageOutput } from "./repository.ts";
import { allows, type TransitionName, transition } from "./state.ts";

/** SPEC §9: the wizard's default talk duration, used until the questionnaire names one. */
export const DEFAULT_MINUTES = 15;
/** Tells the owner's open pages that the presentation's analysis (or its status) changed. */
export const publishAnalysis = (ctx: AppContext, row: Pick<PresentationRow, "id" | "userId">) =>
  ctx.events.publish({ userId: row.userId, presentationId: row.id, kind: "analysis" });

/** Stage output holding the result of the source-link check (network work, done once by the job). */
export const SOURCE_CHECK_STAGE = "source-check";

/** The understanding the free analysis stored, when it still fits the engine's schema; else null. */
export async function storedUnderstanding(ctx: AppContext, id: string): Promise<Understanding | null> {
  const stored = STAGE_SCHEMAS["analyze-paper"].safeParse(
    await getStageOutput(ctx.database.db, id, "analyze-paper"),
  );
  return stored.success ? stored.data : null;
}

/**
 * The stored understanding when it still fits the engine's schema, else computed now and stored. One of a
 * model read from the text alone (text first) is not stored: the whole model replaces that one within
 * seconds, and a deck must never find the understanding of the text alone.
 */
export async function loadUnderstanding(
  ctx: AppContext,
  row: Pick<PresentationRow, "id">,
  doc: DocumentModel,
): Promise<Understanding> {
  if (doc.picturesPending) return understand(doc);
  const stored = await storedUnderstanding(ctx, row.id);
  if (stored) return stored;
  const thesis = understand(doc);
  await putStageOutput(ctx.database.db, row.id, "analyze-paper", thesis);
  return thesis;
}

/**
 * The stored link check, read through the engine's schema and today's rules (an older check that counted
 * timeouts or a missing network as broken links is read as unknown / "nicht möglich").
 */
export async function loadSourceCheck(ctx: AppContext, id: string): Promise<SourceCheckResult | undefined> {
  const stored = await getStageOutput<unknown>(ctx.database.db, id, SOURCE_CHECK_STAGE);
  return readSourceCheck(stored) ?? undefined;
}

/** The questionnaire answers on the row an analysis is written for. */
export type AnalysisAnswersRow = Pick<PresentationRow, "presentationDuration" | "researchType" | "workType">;

/**
 * The analysis for the student's answers on the row (talk length, approach, type of work) and its HTML
 * (pictures from the owner-only figure route). Without a chosen duration the outline is for the wizard's
 * default and says so.
 */
export function buildAnalysis(
  presentationId: string,
  doc: DocumentModel,
  thesis: Understanding,
  answers: AnalysisAnswersRow,
  sources?: SourceCheckResult,
): { analysis: Analysis; html: string } {
  const analysis = analyze(doc, thesis, {
    minutes: answers.presentationDuration ?? DEFAULT_MINUTES,
    minutesChosen: answers.presentationDuration !== null,
    researchType: answers.researchType,
    workType: answers.workType,
  });
  const html = renderAnalysisHtml(analysis, sources, {
    figureUrl: (artifact) => figureUrl(presentationId, artifact),
  });
  return { analysis, html };
}

/**
 * Computes the analysis for the answers the row holds now and stores HTML (plus `extra` row values) and
 * the analysis JSON together. The row update is conditional on those answers (duration, approach and type
 * of work), so a questionnaire saved meanwhile makes this compute again with the new ones: the stored
 * analysis always follows the row.
 * `with.transition` moves the life cycle at the same time (the job's finishAnalysis).
 * Returns null when the presentation is gone or the transition is not allowed from its state.
 */
export async function storeAnalysis(
  ctx: AppContext,
  id: string,
  input: { doc: DocumentModel; thesis: Understanding; sources?: SourceCheckResult },
  with_: { transition?: TransitionName; set?: Partial<typeof presentations.$inferInsert> } = {},
): Promise<Analysis | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await findById(ctx.database.db, id);
    if (!row) return null;
    if (with_.transition && !allows(with_.transition, row)) return null;
    const { analysis, html } = buildAnalysis(id, input.doc, input.thesis, row, input.sources);
    const sameAnswers = and(
      row.presentationDuration === null
        ? isNull(presentations.presentationDuration)
        : eq(presentations.presentationDuration, row.presentationDuration),
      row.researchType === null
        ? isNull(presentations.researchType)
        : eq(presentations.researchType, row.researchType),
      row.workType === null ? isNull(presentations.workType) : eq(presentations.workType, row.workType),
    );
    const set = { ...with_.set, analysisHtmlContent: html };
    const stored = await ctx.database.db.transaction(async (tx) => {
      const updated = with_.transition
        ? await transition(tx, with_.transition, id, { set, where: sameAnswers })
        : (
            await tx
              .update(presentations)
              .set(set)
              .where(and(eq(presentations.id, id), sameAnswers))
              .returning()
          )[0];
      if (!updated) return false;
      await putStageOutput(tx, id, "analysis", analysis);
      return true;
    });
    if (stored) return analysis;
  }
  throw new Error(`presentation ${id}: the answers kept changing while the analysis was stored`);
}

/**
 * After the questionnaire: the analysis's talk outline follows the chosen duration. Only when the free
 * analysis is done (a running job reads the new duration itself) and its link check is stored (it is not
 * repeated here). Returns whether the analysis was recomputed; failures are logged, never thrown, because
 * the answers are already saved.
 */
export async function refreshAnalysisAfterQuestionnaire(
  ctx: AppContext,
  row: PresentationRow,
): Promise<boolean> {
  if (row.freeAnalysisStatus !== "done" || !row.analysisHtmlContent) return false;
  try {
    const sources = await loadSourceCheck(ctx, row.id);
    if (!sources && ctx.config.SOURCE_CHECK) {
      ctx.logger.info({ presentationId: row.id }, "analysis kept: no stored link check to render again");
      return false;
    }
    for (;;) {
      const doc = await loadDocument(ctx, row);
      const thesis = await loadUnderstanding(ctx, row, doc);
      if ((await storeAnalysis(ctx, row.id, { doc, thesis, sources })) === null) return false;
      // Text first: the figures and tables may have been read meanwhile, their analysis stored before this
      // one of the text alone. Then once more, from the whole model.
      if (!doc.picturesPending || (await loadDocument(ctx, row)).picturesPending) return true;
    }
  } catch (error) {
    ctx.logger.warn({ err: error, presentationId: row.id }, "could not recompute the analysis");
    return false;
  }
}
