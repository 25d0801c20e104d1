/**
 * The staged deck pipeline (SPEC §7 stage names). Each stage's output is plain JSON validated by a zod
 * schema, so the server can persist it and a retry resumes after the last finished stage. The last stage
 * renders every deliverable (PPTX, notes PDF/DOCX, questions PDF/JSON, image PNG/SVG) from the stored stages.
 */
import { z } from "zod";
import type { DocumentModel } from "./document.ts";
import {
  planSlides,
  type Questionnaire,
  QuestionnaireSchema,
  type SlidePlan,
  SlidePlanSchema,
} from "./plan/planner.ts";
import { renderNotesDocx } from "./render/docx.ts";
import { renderNotesPdf, renderQuestionsPdf } from "./render/pdf.ts";
import { pictureType } from "./render/picture.ts";
import { renderPptx } from "./render/pptx.ts";
import { type GivenTitlePage, type Understanding, UnderstandingSchema } from "./understand/schema.ts";
import { understand, withGivenTitle } from "./understand/understand.ts";
import { renderPairs } from "./visuals/raster.ts";
import { createVisuals, type VisualStage, VisualStageSchema } from "./visuals/stage.ts";
import { embedPictures, pictureArtifacts } from "./visuals/svg.ts";
import { type ContentStage, ContentStageSchema, createContent } from "./write/content.ts";
import { mergeEmptySlides } from "./write/merge-empty.ts";
import { createExtractiveModel } from "./write/model/extractive.ts";
import type { TextModel } from "./write/model/text-model.ts";
import { settleTimes } from "./write/settle-times.ts";
import { numberRepeatedTitles } from "./write/slide-titles.ts";

export { mergeEmptySlides };

import type { StoredSlideImage } from "@folienwerk/contracts";
import { forgetMemoized } from "./text/memo.ts";
import type { ExamQuestion } from "./write/questions.ts";
import { createTables, type TableStage, TableStageSchema } from "./write/tables.ts";

export const DECK_STAGES = [
  "analyze-paper",
  "slide-planner",
  "slide-content-creator",
  "slide-table-creator",
  "slide-image-creator",
  "slide-pptx-creator",
] as const;
export type DeckStage = (typeof DECK_STAGES)[number];
export type Stage = DeckStage;

/**
 * The German progress label of each stage, the one wording for every progress bar: short, because the
 * dashboard shows it on one line next to the percentage, even at 390 px.
 */
export const STAGE_LABELS: Record<DeckStage, string> = {
  "analyze-paper": "Arbeit wird analysiert",
  "slide-planner": "Folien werden geplant",
  "slide-content-creator": "Folientexte werden geschrieben",
  "slide-table-creator": "Tabellen werden übernommen",
  "slide-image-creator": "Bildvorlagen werden gestaltet",
  "slide-pptx-creator": "Dateien werden erstellt",
};

/** The kind of writer that makes the slide texts: the share each stage takes of a run depends on it. */
export type WriterKind = "extractive" | "model";
export const writerKindOf = (textModel: TextModel | undefined): WriterKind =>
  !textModel || textModel.name === "extractive" ? "extractive" : "model";

/**
 * Each stage's share of a run, by typical cost. With the extractive writer, rendering PowerPoint, PDFs and
 * pictures is about three quarters of the run (measured on three corpus theses: 2.0–2.4 s of 2.2–3.5 s);
 * with a language model, writing the slides (one request per slide) dominates. The engine's own progress
 * spreads them over 0–100; the server adds its last step (storing the files) to them.
 */
export const STAGE_WEIGHTS: Record<WriterKind, Record<DeckStage, number>> = {
  extractive: {
    "analyze-paper": 8,
    "slide-planner": 2,
    "slide-content-creator": 14,
    "slide-table-creator": 1,
    "slide-image-creator": 8,
    "slide-pptx-creator": 60,
  },
  model: {
    "analyze-paper": 4,
    "slide-planner": 2,
    "slide-content-creator": 62,
    "slide-table-creator": 1,
    "slide-image-creator": 5,
    "slide-pptx-creator": 20,
  },
};

export const DeckManifestSchema = z.object({
  slideCount: z.number().int(),
  files: z.array(z.object({ name: z.string(), kind: z.string(), bytes: z.number().int() })),
});
export type DeckManifest = z.infer<typeof DeckManifestSchema>;

export const STAGE_SCHEMAS = {
  "analyze-paper": UnderstandingSchema,
  "slide-planner": SlidePlanSchema,
  "slide-content-creator": ContentStageSchema,
  "slide-table-creator": TableStageSchema,
  "slide-image-creator": VisualStageSchema,
  "slide-pptx-creator": DeckManifestSchema,
} as const;

export type DeckFileKind =
  | "pptx"
  | "notes_pdf"
  | "notes_docx"
  | "questions_pdf"
  | "questions_json"
  | "image_png"
  | "image_png_no_text"
  | "image_svg";

export interface DeckFile {
  name: string;
  kind: DeckFileKind;
  slide?: number;
  contentType: string;
  data: Uint8Array;
}

/** An image template of a slide: the file names of its pictures among the deck's files (stored as is). */
export type { StoredSlideImage };

export interface DeckProgress {
  stage: DeckStage;
  percent: number;
  label: string;
  /** Share of this stage done (0–1), for callers that weigh the stages themselves. */
  within?: number;
}

/**
 * Reads the bytes of an ingest artifact (a figure or table picture) by name; null (or a rejection) when it
 * is gone. A picture that cannot be read never fails the deck: its slide is planned or drawn without it.
 */
export type ArtifactReader = (name: string) => Promise<Uint8Array | null>;

/** A reader over the artifacts `ingest()` returned (CLI, tests, scripts). */
export function artifactReader(artifacts: ReadonlyArray<{ name: string; data: Uint8Array }>): ArtifactReader {
  const byName = new Map(artifacts.map((a) => [a.name, a.data]));
  return async (name) => byName.get(name) ?? null;
}

/** Each picture read once; unreadable, failing or non-picture bytes become null. */
function pictureReader(read: ArtifactReader | undefined): ArtifactReader {
  const cache = new Map<string, Promise<Uint8Array | null>>();
  return (name) => {
    let bytes = cache.get(name);
    if (!bytes) {
      bytes = read
        ? read(name).then(
            (data) => (data && pictureType(data) ? data : null),
            () => null,
          )
        : Promise.resolve(null);
      cache.set(name, bytes);
    }
    return bytes;
  };
}

/** The pictures with bytes among `names`, by name (read at the same time: an object store answers each). */
async function loadPictures(names: Iterable<string>, read: ArtifactReader): Promise<Map<string, Uint8Array>> {
  const unique = [...new Set(names)];
  const bytes = await Promise.all(unique.map((name) => read(name)));
  return new Map(unique.flatMap((name, i) => (bytes[i] ? [[name, bytes[i]] as const] : [])));
}

export interface DeckPipelineInput {
  doc: DocumentModel;
  /** The pictures of the thesis's figures and tables (ingest artifacts); without it, no picture reaches a slide. */
  artifacts?: ArtifactReader;
  questionnaire: Questionnaire;
  /** Title, subtitle, authors, institution and date the student gave; each wins over what was read (zod-checked). */
  givenTitlePage?: GivenTitlePage;
  textModel?: TextModel;
  previous?: Partial<Record<DeckStage, unknown>>;
  onProgress?: (p: DeckProgress) => void;
  /** Called after each stage that was computed (not for stages taken from `previous`), for persisting. */
  onStageComplete?: (stage: DeckStage, output: unknown) => void | Promise<void>;
  signal?: AbortSignal;
}

export interface DeckPipelineResult {
  stages: Record<DeckStage, unknown>;
  files: DeckFile[];
  questions: ExamQuestion[];
  images: Record<string, StoredSlideImage[]>;
  /** Notes for the student about limits of this deck (German for German theses). */
  warnings: string[];
}

const PPTX_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

// ---- per-stage functions (plain JSON in, plain JSON out) ----

/** Stage "analyze-paper": the one understanding of the thesis every later stage works from. */
export function analyzePaper(doc: DocumentModel, given?: GivenTitlePage): Understanding {
  return understand(doc, given);
}

export function planDeck(thesis: Understanding, questionnaire: Questionnaire): SlidePlan {
  return planSlides(thesis, QuestionnaireSchema.parse(questionnaire));
}

/**
 * Stage "slide-planner" with the pictures at hand: a figure whose picture cannot be read is planned as if
 * it had none (its slide shows another object or none), so no slide or note names a picture it lacks.
 */
export async function planDeckWithPictures(
  thesis: Understanding,
  questionnaire: Questionnaire,
  artifacts: ArtifactReader | undefined,
): Promise<SlidePlan> {
  const read = pictureReader(artifacts);
  const missing = new Set<string>();
  for (;;) {
    const figures = thesis.figures.map((f) =>
      f.image && missing.has(f.image.artifact) ? { ...f, image: null } : f,
    );
    const plan = planDeck({ ...thesis, figures }, questionnaire);
    const shown = plan.slides.flatMap((s) => {
      const figure = s.tableIndex === null ? figures.find((f) => f.id === s.figureId) : undefined;
      return figure?.image ? [figure.image.artifact] : [];
    });
    const bytes = await Promise.all(shown.map((name) => read(name)));
    const unreadable = shown.filter((_, i) => !bytes[i]);
    if (unreadable.length === 0) return plan;
    for (const name of unreadable) missing.add(name);
  }
}

export function createSlideContent(
  thesis: Understanding,
  plan: SlidePlan,
  opts: { textModel?: TextModel; signal?: AbortSignal; onSlide?: (done: number, total: number) => void } = {},
): Promise<ContentStage> {
  return createContent(thesis, plan, {
    textModel: opts.textModel ?? createExtractiveModel(),
    signal: opts.signal,
    onSlide: opts.onSlide,
  });
}

export function createSlideTables(doc: DocumentModel, plan: SlidePlan, thesis: Understanding): TableStage {
  return createTables(doc, plan, thesis);
}

/** `thesis` gives structure diagrams their labels (section headings); without it only content diagrams. */
export function createSlideImages(
  plan: SlidePlan,
  content: ContentStage,
  thesis?: Understanding,
): VisualStage {
  return createVisuals(plan, content, thesis);
}

/**
 * Renders every deliverable from the stage outputs. The thesis pictures the slides and templates show are
 * read through `artifacts`; one that cannot be read is left out of its slide and template.
 */
export async function createDeckFiles(input: {
  thesis: Understanding;
  plan: SlidePlan;
  content: ContentStage;
  tables: TableStage;
  visuals: VisualStage;
  artifacts?: ArtifactReader;
}): Promise<{ manifest: DeckManifest; files: DeckFile[]; images: Record<string, StoredSlideImage[]> }> {
  const { thesis, plan, content, tables } = input;
  const files: DeckFile[] = [];
  const pngs = new Map<number, Uint8Array>();
  const images: Record<string, StoredSlideImage[]> = {};
  const pictures = await loadPictures(
    [
      ...tables.figures.map((f) => f.image.artifact),
      ...input.visuals.visuals.flatMap((v) => pictureArtifacts(v.svg)),
    ],
    pictureReader(input.artifacts),
  );
  const visuals = input.visuals.visuals.map((v) => ({
    ...v,
    svg: embedPictures(v.svg, pictures),
    svgNoText: embedPictures(v.svgNoText, pictures),
  }));
  // The slide images are drawn in worker threads; the notes and questions documents are written on this
  // thread meanwhile.
  const drawing = renderPairs(visuals);
  const notesPdf = await renderNotesPdf(plan, content.slides, thesis.shortTitle);
  const notesDocx = await renderNotesDocx(plan, content.slides, thesis.shortTitle);
  const questionsPdf = await renderQuestionsPdf(plan, content.questions, thesis.shortTitle);
  const rendered = await drawing;
  for (const [i, v] of visuals.entries()) {
    const { png, pngNoText } = rendered[i] as { png: Uint8Array; pngNoText: Uint8Array };
    // A slide's plain template would only repeat its own text beside it; diagrams go on the slide.
    if (v.kind !== "slide-layout") pngs.set(v.n, png);
    const base = `bilder/slide-${v.n}`;
    files.push(
      { name: `${base}.png`, kind: "image_png", slide: v.n, contentType: "image/png", data: png },
      {
        name: `${base}-ohne-text.png`,
        kind: "image_png_no_text",
        slide: v.n,
        contentType: "image/png",
        data: pngNoText,
      },
      {
        name: `${base}.svg`,
        kind: "image_svg",
        slide: v.n,
        contentType: "image/svg+xml",
        data: new TextEncoder().encode(v.svg),
      },
    );
    images[String(v.n)] = [
      {
        slide_title: content.slides.find((slide) => slide.n === v.n)?.title,
        file: `${base}.png`,
        file_no_text: `${base}-ohne-text.png`,
        file_svg: `${base}.svg`,
        visualization_type: v.type,
        visualization_description: v.description,
      },
    ];
  }
  const pptx = await renderPptx({
    plan,
    content,
    tables,
    images: pngs,
    pictures,
    thesisTitle: thesis.title,
    footerTitle: thesis.shortTitle,
  });
  const questionsJson = new TextEncoder().encode(
    `${JSON.stringify({ professor_questions: content.questions }, null, 2)}\n`,
  );
  files.unshift(
    { name: "praesentation.pptx", kind: "pptx", contentType: PPTX_TYPE, data: pptx },
    { name: "sprechernotizen.pdf", kind: "notes_pdf", contentType: "application/pdf", data: notesPdf },
    { name: "sprechernotizen.docx", kind: "notes_docx", contentType: DOCX_TYPE, data: notesDocx },
    {
      name: "pruefungsfragen.pdf",
      kind: "questions_pdf",
      contentType: "application/pdf",
      data: questionsPdf,
    },
    {
      name: "pruefungsfragen.json",
      kind: "questions_json",
      contentType: "application/json",
      data: questionsJson,
    },
  );
  return {
    manifest: {
      slideCount: content.slides.length,
      files: files.map((f) => ({ name: f.name, kind: f.kind, bytes: f.data.byteLength })),
    },
    files,
    images,
  };
}

// ---- the stage sequence with resume (the one place it is written) ----

/** The output of each deck stage. */
export interface DeckOutputs {
  "analyze-paper": Understanding;
  "slide-planner": SlidePlan;
  "slide-content-creator": ContentStage;
  "slide-table-creator": TableStage;
  "slide-image-creator": VisualStage;
  "slide-pptx-creator": DeckManifest;
}

export type RenderedDeck = Awaited<ReturnType<typeof createDeckFiles>>;

export interface DeckStagesInput extends Omit<DeckPipelineInput, "questionnaire"> {
  /** Read only when the planner runs (a getter may refuse a questionnaire that is not complete). */
  questionnaire: Questionnaire | (() => Questionnaire);
  /** The last stage to run (default: every stage). */
  through?: DeckStage;
  /** A stage computed again even when `previous` holds it (and, as always after a computed stage, every later one). */
  rerun?: DeckStage;
}

export interface DeckStagesResult {
  stages: Partial<DeckOutputs>;
  /** The deliverables when the last stage ran: they are never stored, but rendered from the stages each time. */
  rendered: RenderedDeck | null;
}

/**
 * Runs the deck stages in order up to `through`. A stage is taken from `previous` while its stored output
 * is valid and nothing before it was computed; once a stage is computed, later stored outputs are stale.
 * The last stage (the files) is always rendered.
 */
export async function runDeckStages(input: DeckStagesInput): Promise<DeckStagesResult> {
  try {
    return await runStagesInOrder(input);
  } finally {
    // What the writers remembered about this thesis's sentences (text/memo.ts) goes with the run: it would
    // only hold the thesis's text in the process after its deck is made.
    forgetMemoized();
  }
}

async function runStagesInOrder(input: DeckStagesInput): Promise<DeckStagesResult> {
  const { signal } = input;
  const stages: Partial<Record<DeckStage, unknown>> = {};
  const artifacts = pictureReader(input.artifacts);
  let rendered: RenderedDeck | null = null;
  let resume = true;
  const through = DECK_STAGES.indexOf(input.through ?? "slide-pptx-creator");
  for (const stage of DECK_STAGES.slice(0, through + 1)) {
    signal?.throwIfAborted();
    const stored = input.previous?.[stage];
    if (resume && stage !== input.rerun && stage !== "slide-pptx-creator" && stored !== undefined) {
      const parsed = STAGE_SCHEMAS[stage].safeParse(stored);
      if (parsed.success) {
        // An understanding stored by the free analysis, before the student corrected the title page.
        stages[stage] =
          stage === "analyze-paper" && input.givenTitlePage
            ? withGivenTitle(parsed.data as Understanding, input.givenTitlePage)
            : parsed.data;
        continue;
      }
    }
    resume = false;
    stageProgress(input, stage);
    const result = await runDeckStage(stage, stages as Partial<DeckOutputs>, { ...input, artifacts });
    stages[stage] = result.output;
    rendered = result.rendered ?? rendered;
    await input.onStageComplete?.(stage, result.output);
  }
  return { stages: stages as Partial<DeckOutputs>, rendered };
}

/** Reports the progress of a stage on the 0–100 scale (`within`: the share of the stage done). */
function stageProgress(
  input: Pick<DeckPipelineInput, "onProgress" | "textModel">,
  stage: DeckStage,
  within = 0,
) {
  const weights = STAGE_WEIGHTS[writerKindOf(input.textModel)];
  const total = DECK_STAGES.reduce((sum, s) => sum + weights[s], 0);
  const before = DECK_STAGES.slice(0, DECK_STAGES.indexOf(stage)).reduce((sum, s) => sum + weights[s], 0);
  input.onProgress?.({
    stage,
    percent: Math.round(((before + weights[stage] * within) / total) * 100),
    label: STAGE_LABELS[stage],
    within,
  });
}

function earlier<S extends DeckStage>(outputs: Partial<DeckOutputs>, stage: S): DeckOutputs[S] {
  const output = outputs[stage];
  if (output === undefined) throw new Error(`the stage "${stage}" has to run before this one`);
  return output;
}

/**
 * The deck as the stages after the writing see it: without empty slides (merged into a neighbour), and
 * with each slide's speaking time settled on what its notes say (`write/settle-times.ts`).
 */
function writtenDeck(outputs: Partial<DeckOutputs>): { plan: SlidePlan; content: ContentStage } {
  const merged = mergeEmptySlides(
    earlier(outputs, "slide-planner"),
    earlier(outputs, "slide-content-creator"),
    earlier(outputs, "analyze-paper").pageLabels,
  );
  const slides = numberRepeatedTitles(merged.content.slides, (i) => merged.plan.slides[i]?.kind === "backup");
  return settleTimes({ plan: merged.plan, content: { ...merged.content, slides } });
}

/**
 * Computes one stage from the outputs of the stages before it. The stages after the writing work on the
 * deck without empty slides: a slide the writer could fill with nothing is merged into a neighbour (the
 * stored stages stay as written; the merge is the same on every resume).
 */
export async function runDeckStage(
  stage: DeckStage,
  outputs: Partial<DeckOutputs>,
  input: Omit<DeckStagesInput, "artifacts"> & { artifacts: ArtifactReader },
): Promise<{ output: DeckOutputs[DeckStage]; rendered?: RenderedDeck }> {
  const thesis = () => earlier(outputs, "analyze-paper");
  const deck = () => writtenDeck(outputs);
  switch (stage) {
    case "analyze-paper":
      return { output: analyzePaper(input.doc, input.givenTitlePage) };
    case "slide-planner": {
      const questionnaire =
        typeof input.questionnaire === "function" ? input.questionnaire() : input.questionnaire;
      return { output: await planDeckWithPictures(thesis(), questionnaire, input.artifacts) };
    }
    case "slide-content-creator":
      return {
        output: await createSlideContent(thesis(), earlier(outputs, "slide-planner"), {
          textModel: input.textModel,
          signal: input.signal,
          onSlide: (done, total) => stageProgress(input, "slide-content-creator", done / total),
        }),
      };
    case "slide-table-creator":
      return { output: createSlideTables(input.doc, deck().plan, thesis()) };
    case "slide-image-creator": {
      const { plan, content } = deck();
      return { output: createSlideImages(plan, content, thesis()) };
    }
    case "slide-pptx-creator": {
      const { plan, content } = deck();
      const rendered = await createDeckFiles({
        thesis: thesis(),
        plan,
        content,
        tables: earlier(outputs, "slide-table-creator"),
        visuals: earlier(outputs, "slide-image-creator"),
        artifacts: input.artifacts,
      });
      return { output: rendered.manifest, rendered };
    }
  }
}

// ---- the whole pipeline ----

export async function runDeckPipeline(input: DeckPipelineInput): Promise<DeckPipelineResult> {
  const questionnaire = QuestionnaireSchema.parse(input.questionnaire);
  const { stages, rendered } = await runDeckStages({ ...input, questionnaire });
  if (!rendered) throw new Error("the deck's files were not rendered");
  const { plan, content } = writtenDeck(stages);
  input.onProgress?.({ stage: "slide-pptx-creator", percent: 100, label: "Fertig" });
  return {
    stages: stages as Record<DeckStage, unknown>,
    files: rendered.files,
    questions: content.questions,
    images: rendered.images,
    warnings: plan.warnings,
  };
}
