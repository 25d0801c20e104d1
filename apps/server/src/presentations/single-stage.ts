import { createTextModel, DECK_STAGES, type DeckStage, runDeckStages } from "@folienwerk/engine";
import type { AppContext } from "../context.ts";
import { notPaid } from "../errors.ts";
import { buildAnalysis, loadSourceCheck, loadUnderstanding } from "./analysis.ts";
import { artifactReader } from "./artifacts.ts";
import { loadDocument } from "./document.ts";
import { clearStageOutputs, findOwned, getStageOutputs, putStageOutput } from "./repository.ts";
import { questionnaireOf } from "./state.ts";

export type SingleStage = DeckStage | "analysis-to-readable";

/** SPEC §7 test-page endpoints → the engine stage each runs. */
export const SINGLE_STAGE_PATHS: Record<string, SingleStage> = {
  "/core/analyze-paper": "analyze-paper",
  "/core/analysis-to-readable": "analysis-to-readable",
  "/core/slide-planner": "slide-planner",
  "/core/slide-content-creator": "slide-content-creator",
  "/core/slide-table-creator": "slide-table-creator",
  "/core/slide-image-creator": "slide-image-creator",
  "/core/slide-pptx-creator": "slide-pptx-creator",
};

/**
 * Runs (or re-runs) one stage for the caller's own presentation and returns its JSON output. Earlier
 * stages come from what is stored (computed if missing, as the full pipeline resumes); the re-run stage
 * replaces its stored output and invalidates the later ones. The free stages are open to every owner; the
 * deck stages only after payment, and from the planner on only with a complete questionnaire.
 * slide-pptx-creator returns the manifest of the files it rendered (the files themselves are delivered by
 * the full pipeline).
 */
export async function runSingleStage(ctx: AppContext, userId: string, id: string, target: SingleStage) {
  const row = await findOwned(ctx.database.db, userId, id);
  const doc = await loadDocument(ctx, row, { pictures: true });
  if (target === "analysis-to-readable") {
    const thesis = await loadUnderstanding(ctx, row, doc);
    const sources = await loadSourceCheck(ctx, id);
    const { html } = buildAnalysis(id, doc, thesis, row, sources);
    return { presentationId: id, stage: target, output: { html } };
  }
  if (target !== "analyze-paper" && !row.isPaid) {
    throw notPaid("stage");
  }

  const { stages } = await runDeckStages({
    doc,
    artifacts: artifactReader(ctx, id),
    questionnaire: () => questionnaireOf(row),
    textModel: createTextModel(ctx.config),
    previous: await getStageOutputs(ctx.database.db, id),
    through: target,
    rerun: target,
    onStageComplete: (stage, output) => putStageOutput(ctx.database.db, id, stage, output),
  });
  await clearStageOutputs(ctx.database.db, id, DECK_STAGES.slice(DECK_STAGES.indexOf(target) + 1));
  return { presentationId: id, stage: target, output: stages[target] };
}
