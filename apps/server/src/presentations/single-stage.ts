import {
  type ArtifactReader,
  analyzePaper,
  createDeckFiles,
  createSlideContent,
  createSlideImages,
  createSlideTables,
  createTextModel,
  DECK_STAGES,
  type DeckStage,
  mergeEmptySlides,
  planDeckWithPictures,
  STAGE_SCHEMAS,
} from "@folienwerk/engine";
import type { AppContext } from "../context.ts";
import { AppError, conflict } from "../errors.ts";
import { buildAnalysis, loadSourceCheck, loadUnderstanding } from "./analysis.ts";
import { artifactReader } from "./artifacts.ts";
import { loadDocument } from "./document.ts";
import {
  clearStageOutputs,
  findOwned,
  getStageOutputs,
  type PresentationRow,
  putStageOutput,
} from "./repository.ts";

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

function questionnaireOf(row: PresentationRow) {
  if (!row.researchType || !row.presentationDuration || !row.methodology) {
    throw conflict("Bitte beantworte zuerst den Fragebogen (Methode, Vortragsdauer und Methodik).");
  }
  return {
    workType: row.workType ?? "Bachelorarbeit",
    researchType: row.researchType,
    minutes: row.presentationDuration,
    methodology: row.methodology,
  };
}

/**
 * Runs (or re-runs) one stage for the caller's own presentation and returns its JSON output. Earlier
 * stages come from what is stored (computed if missing); the re-run stage replaces its stored output
 * and invalidates the later ones. The free stages are open to every owner; the deck stages only after
 * payment. slide-pptx-creator returns the manifest of the files it rendered (the files themselves are
 * delivered by the full pipeline).
 */
export async function runSingleStage(ctx: AppContext, userId: string, id: string, target: SingleStage) {
  const row = await findOwned(ctx.database.db, userId, id);
  const doc = await loadDocument(ctx, row);
  if (target === "analysis-to-readable") {
    const thesis = await loadUnderstanding(ctx, row, doc);
    const sources = await loadSourceCheck(ctx, id);
    const { html } = buildAnalysis(id, doc, thesis, row, sources);
    return { presentationId: id, stage: target, output: { html } };
  }
  if (target !== "analyze-paper" && !row.isPaid) {
    throw new AppError("not_paid", "Diese Folien-Stufe steht erst nach der Bezahlung zur Verfügung.", 402);
  }

  const pictures = artifactReader(ctx, id);
  const stored = await getStageOutputs(ctx.database.db, id);
  const targetIndex = DECK_STAGES.indexOf(target);
  const outputs: Partial<Record<DeckStage, unknown>> = {};
  for (const stage of DECK_STAGES.slice(0, targetIndex + 1)) {
    const parsed = STAGE_SCHEMAS[stage].safeParse(stored[stage]);
    if (stage !== target && parsed.success) {
      outputs[stage] = parsed.data;
      continue;
    }
    outputs[stage] = await compute(stage, doc, outputs, row, ctx.config, pictures);
    await putStageOutput(ctx.database.db, id, stage, outputs[stage]);
  }
  await clearStageOutputs(ctx.database.db, id, DECK_STAGES.slice(targetIndex + 1) as unknown as string[]);
  return { presentationId: id, stage: target, output: outputs[target] };
}

async function compute(
  stage: DeckStage,
  doc: Awaited<ReturnType<typeof loadDocument>>,
  o: Partial<Record<DeckStage, unknown>>,
  row: PresentationRow,
  config: AppContext["config"],
  pictures: ArtifactReader,
): Promise<unknown> {
  const thesis = o["analyze-paper"] as ReturnType<typeof analyzePaper>;
  const plan = o["slide-planner"] as Awaited<ReturnType<typeof planDeckWithPictures>>;
  // The stages after the writing work on the deck without empty slides, as the whole pipeline does.
  const deck = () =>
    mergeEmptySlides(plan, o["slide-content-creator"] as Awaited<ReturnType<typeof createSlideContent>>);
  switch (stage) {
    case "analyze-paper":
      return analyzePaper(doc);
    case "slide-planner":
      return planDeckWithPictures(thesis, questionnaireOf(row), pictures);
    case "slide-content-creator":
      return createSlideContent(thesis, plan, { textModel: createTextModel(config) });
    case "slide-table-creator":
      return createSlideTables(doc, deck().plan, thesis);
    case "slide-image-creator": {
      const written = deck();
      return createSlideImages(written.plan, written.content, thesis);
    }
    case "slide-pptx-creator": {
      const written = deck();
      const rendered = await createDeckFiles({
        thesis,
        plan: written.plan,
        content: written.content,
        tables: o["slide-table-creator"] as ReturnType<typeof createSlideTables>,
        visuals: o["slide-image-creator"] as ReturnType<typeof createSlideImages>,
        artifacts: pictures,
      });
      return rendered.manifest;
    }
  }
}
