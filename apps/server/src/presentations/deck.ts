/**
 * The paid deck of a presentation: the engine's stages run with the stored outputs of an earlier attempt
 * (resumed after the last finished stage), progress shown on the row, the files stored, the row finished,
 * then the delivery mail. A failed attempt is thrown to the caller's retry; the last one fails the run and
 * tells the owner. The job handler (workers/full-pipeline.ts) only calls `makeDeck`.
 */
import {
  createTextModel,
  DECK_STAGES,
  type DeckStage,
  runDeckPipeline,
  type TextModel,
  writerKindOf,
} from "@folienwerk/engine";
import type { AppContext } from "../context.ts";
import { artifactReader } from "./artifacts.ts";
import { deliver, sendFailedMail } from "./deck-mails.ts";
import { type DeckStep, ProgressTrack } from "./deck-progress.ts";
import { loadDocument } from "./document.ts";
import { recordFiles } from "./files.ts";
import { ProgressWrites, writeProgress } from "./progress-writes.ts";
import { findById, getStageOutputs, type PresentationRow, putStageOutput } from "./repository.ts";
import {
  isAnswered,
  QUESTIONNAIRE_INCOMPLETE,
  questionnaireOf,
  transition,
  transitionOrRefuse,
} from "./state.ts";
import { cardTitle } from "./thesis-title.ts";
import { givenTitlePage } from "./title-page.ts";

const FAILED_MESSAGE =
  "Bei der Erstellung ist ein Fehler aufgetreten. Bitte versuche es erneut – wenn es wieder nicht klappt, hilft dir unser Support.";

/** Which attempt of the run this is, and whether a failure of it is final (no retry left). */
export interface DeckAttempt {
  attempt: number;
  isFinalAttempt: boolean;
}

const publish = (app: AppContext, row: { id: string; userId: string }) =>
  app.events.publish({ userId: row.userId, presentationId: row.id, kind: "progress" });

/** Makes and delivers the paid deck of a presentation; what was skipped, or ok. Throws a failed attempt. */
export async function makeDeck(app: AppContext, presentationId: string, run: DeckAttempt) {
  const row = await findById(app.database.db, presentationId);
  if (!row?.isPaid) return { skipped: "not paid or gone" };

  if (row.stage !== "presentation_created") {
    if (!isAnswered(row)) {
      // No attempt could complete it (the answers cannot change after payment): refused, never filled in.
      const failed = await transition(app.database.db, "failPipeline", row.id, {
        set: { pipelineError: QUESTIONNAIRE_INCOMPLETE },
      });
      if (failed) await publish(app, row);
      return { skipped: "questionnaire incomplete" };
    }
    try {
      if (!(await generate(app, row, run.attempt))) return { skipped: "not queued" };
    } catch (error) {
      await afterFailedAttempt(app, row, run, error);
      throw error;
    }
  }
  await deliver(app, presentationId);
  return { ok: true };
}

/** The last attempt fails the run and tells the owner; an earlier one shows the retry where the bar stands. */
async function afterFailedAttempt(app: AppContext, row: PresentationRow, run: DeckAttempt, error: unknown) {
  app.logger
    .child({ presentationId: row.id })
    .warn({ err: error, attempt: run.attempt }, "deck pipeline attempt failed");
  if (run.isFinalAttempt) {
    await transition(app.database.db, "failPipeline", row.id, { set: { pipelineError: FAILED_MESSAGE } });
    await publish(app, row);
    await sendFailedMail(app, row);
    return;
  }
  // The bar stays where the failed attempt left it (the row as it is now, not as the job found it).
  const current = await findById(app.database.db, row.id);
  await writeProgress(app, row.id, row.userId, {
    pipelineProgress: {
      step: "retry",
      percent: current?.pipelineProgress?.percent ?? row.pipelineProgress?.percent ?? 0,
      label: "Neuer Versuch …",
    },
  });
}

/** Runs the deck and stores it; false when the row is not queued or running (nothing was done). */
async function generate(app: AppContext, row: PresentationRow, attempt: number): Promise<boolean> {
  const textModel = createTextModel(app.config);
  // A retry goes on from what the bar showed: it never moves backwards.
  const track = new ProgressTrack(writerKindOf(textModel), row.pipelineProgress?.percent ?? 0);
  const started = await transition(app.database.db, "startPipeline", row.id, {
    set: { pipelineProgress: track.start(attempt > 0) },
  });
  if (!started) return false;
  await publish(app, row);
  const writes = new ProgressWrites(app, row.id, row.userId);

  try {
    await runAndStore(app, row, track, writes, textModel);
  } catch (error) {
    await writes.settle();
    throw error;
  }
  return true;
}

async function runAndStore(
  app: AppContext,
  row: PresentationRow,
  track: ProgressTrack,
  writes: ProgressWrites,
  textModel: TextModel,
) {
  const doc = await loadDocument(app, row, { pictures: true });
  const previous = await getStageOutputs(app.database.db, row.id);
  let lastWrite = 0;
  const result = await runDeckPipeline({
    doc,
    artifacts: artifactReader(app, row.id),
    questionnaire: questionnaireOf(row),
    givenTitlePage: givenTitlePage(row),
    textModel,
    previous: previous as Partial<Record<DeckStage, unknown>>,
    onStageComplete: async (stage: DeckStage, output: unknown) => {
      await putStageOutput(app.database.db, row.id, stage, output);
      // The bar stands at the start of the next step as soon as a stage is stored.
      writes.push({ pipelineProgress: track.next(nextStep(stage)) });
      await writes.flush();
    },
    onProgress: (p) => {
      // A stage's start is always shown; progress within a stage (slide by slide) at most every 250 ms.
      const within = p.within ?? 0;
      const now = Date.now();
      if (within > 0 && now - lastWrite < 250) return;
      lastWrite = now;
      writes.push({ pipelineProgress: track.next(p.stage, within) });
    },
  });
  await writes.flush();

  // The title as read by the engine that made the deck (it may read the title page better than at upload).
  writes.push({
    thesisTitle: row.givenTitlePage?.title || cardTitle(doc.title, row.pdfFilename),
    pipelineProgress: track.next("store"),
  });
  await writes.flush();
  for (const [i, file] of result.files.entries()) {
    const storageKey = `deliverables/${row.id}/${file.name}`;
    await app.blobs.put(storageKey, Buffer.from(file.data), { contentType: file.contentType });
    // Recorded as soon as it is stored, so a deletion of the account meanwhile finds it; shown only once done.
    await recordFiles(app.database.db, [
      {
        presentationId: row.id,
        kind: "deliverable",
        filename: file.name,
        storageKey,
        contentType: file.contentType,
        fileSize: file.data.byteLength,
      },
    ]);
    writes.push({ pipelineProgress: track.next("store", (i + 1) / result.files.length) });
    await writes.flush();
  }
  // Everything is stored; only now does the row say finished (nothing half-written is shown as done).
  await transitionOrRefuse(app.database.db, "finishPipeline", row.id, {
    set: {
      professorQuestionsJson: result.questions,
      generatedImages: result.images,
      pipelineProgress: { step: "done", percent: 100, label: "Präsentation abgeschlossen" },
    },
  });
  await publish(app, row);
}

/** The step after a finished stage: the next engine stage, or storing the files after the last. */
function nextStep(stage: DeckStage): DeckStep {
  return DECK_STAGES[DECK_STAGES.indexOf(stage) + 1] ?? "store";
}
