import {
  createTextModel,
  DECK_STAGES,
  type DeckStage,
  runDeckPipeline,
  type TextModel,
} from "@folienwerk/engine";
import type { AppContext } from "../../context.ts";
import type { presentations } from "../../db/schema/index.ts";
import { artifactReader, readBlob } from "../../presentations/artifacts.ts";
import { loadDocument } from "../../presentations/document.ts";
import { recordDeliveryDuration } from "../../presentations/durations.ts";
import { findFile, recordFiles } from "../../presentations/files.ts";
import { deliveryMail, pipelineFailedMail } from "../../presentations/mails.ts";
import { isTestOrder, ownerEmail } from "../../presentations/owner.ts";
import { findById, getStageOutputs, putStageOutput } from "../../presentations/repository.ts";
import {
  isAnswered,
  QUESTIONNAIRE_INCOMPLETE,
  questionnaireOf,
  transition,
  transitionOrRefuse,
} from "../../presentations/state.ts";
import { cardTitle } from "../../presentations/thesis-title.ts";
import { givenTitlePage } from "../../presentations/title-page.ts";
import { updateAndPublish } from "../../presentations/update.ts";
import type { JobHandler } from "../define.ts";
import { type DeckStep, ProgressTrack } from "./deck-progress.ts";

const FAILED_MESSAGE =
  "Bei der Erstellung ist ein Fehler aufgetreten. Bitte versuche es erneut – wenn es wieder nicht klappt, hilft dir unser Support.";

const publish = (app: AppContext, row: { id: string; userId: string }) =>
  app.events.publish({ userId: row.userId, presentationId: row.id, kind: "progress" });

const update = (
  app: AppContext,
  id: string,
  userId: string,
  values: Partial<typeof presentations.$inferInsert>,
  opts?: { whileRunning?: boolean },
) => updateAndPublish(app, id, userId, values, "progress", opts);
/** A progress write never overwrites a finished or failed run. */
const PROGRESS = { whileRunning: true };

const handler: JobHandler<{ presentationId: string }> = async ({ presentationId }, app, run) => {
  const row = await findById(app.database.db, presentationId);
  if (!row?.isPaid) return { skipped: "not paid or gone" };
  const log = app.logger.child({ presentationId });

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
      if (!(await generate(app, row, run.retryCount))) return { skipped: "not queued" };
    } catch (error) {
      log.warn({ err: error, attempt: run.retryCount }, "deck pipeline attempt failed");
      if (run.isFinalAttempt) {
        await transition(app.database.db, "failPipeline", row.id, { set: { pipelineError: FAILED_MESSAGE } });
        await publish(app, row);
        const to = await ownerEmail(app.database.db, row.userId);
        if (to) {
          await app.mailer
            .send(
              pipelineFailedMail({
                to,
                filename: row.pdfFilename ?? "deine Arbeit",
                url: `${app.config.publicUrl}/dashboard`,
                isTest: await isTestOrder(app.database.db, row.id),
              }),
            )
            .catch((e) => log.error({ err: e }, "could not send failure mail"));
        }
      } else {
        // The bar stays where the failed attempt left it (the row as it is now, not as the job found it).
        const current = await findById(app.database.db, row.id);
        await update(
          app,
          row.id,
          row.userId,
          {
            pipelineProgress: {
              step: "retry",
              percent: current?.pipelineProgress?.percent ?? row.pipelineProgress?.percent ?? 0,
              label: "Neuer Versuch …",
            },
          },
          PROGRESS,
        );
      }
      throw error;
    }
  }
  await deliver(app, presentationId);
  return { ok: true };
};
export default handler;

/** Runs the deck and stores it; false when the row is not queued or running (nothing was done). */
async function generate(
  app: AppContext,
  row: NonNullable<Awaited<ReturnType<typeof findById>>>,
  attempt: number,
): Promise<boolean> {
  const textModel = createTextModel(app.config);
  // A retry goes on from what the bar showed: it never moves backwards.
  const track = new ProgressTrack(
    textModel.name === "extractive" ? "extractive" : "model",
    row.pipelineProgress?.percent ?? 0,
  );
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
  row: NonNullable<Awaited<ReturnType<typeof findById>>>,
  track: ProgressTrack,
  writes: ProgressWrites,
  textModel: TextModel,
) {
  const doc = await loadDocument(app, row, { pictures: true });
  const pictures = artifactReader(app, row.id);
  const previous = await getStageOutputs(app.database.db, row.id);
  let lastWrite = 0;
  const result = await runDeckPipeline({
    doc,
    artifacts: pictures,
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

/**
 * Progress writes in order, one after the other. The engine reports progress synchronously, so a write is
 * queued here and awaited at the next stage boundary (`flush`); a failed write fails the attempt there.
 */
class ProgressWrites {
  private chain: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | null = null;

  constructor(
    private readonly app: AppContext,
    private readonly id: string,
    private readonly userId: string,
  ) {}

  /** Queues a write; a `pipelineProgress` of null (nothing new to show) is left out. */
  push(values: Partial<typeof presentations.$inferInsert>): void {
    const { pipelineProgress, ...rest } = values;
    const set = pipelineProgress === null ? rest : values;
    if (Object.keys(set).length === 0) return;
    this.chain = this.chain
      .then(() => update(this.app, this.id, this.userId, set, PROGRESS))
      .catch((error: unknown) => {
        this.failure ??= { error };
      });
  }

  async flush(): Promise<void> {
    await this.chain;
    if (this.failure) throw this.failure.error;
  }

  /** Waits for the queued writes without failing: before the attempt's failure is written over them. */
  async settle(): Promise<void> {
    await this.chain;
  }
}

/** Sends the delivery mail once, with the speaker notes (PDF and Word) attached. */
async function deliver(app: AppContext, presentationId: string): Promise<void> {
  const row = await transition(app.database.db, "deliver", presentationId);
  if (!row) return;
  try {
    const to = await ownerEmail(app.database.db, row.userId);
    if (!to) return;
    const attachments = [];
    for (const [name, type] of [
      ["sprechernotizen.pdf", "application/pdf"],
      ["sprechernotizen.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ] as const) {
      const file = await findFile(app.database.db, row.id, "deliverable", name);
      if (!file) continue;
      attachments.push({ filename: name, content: await readBlob(app, file.storageKey), contentType: type });
    }
    await app.mailer.send(
      deliveryMail({
        to,
        filename: row.pdfFilename ?? "deine Arbeit",
        url: `${app.config.publicUrl}/downloads/${row.id}`,
        retentionDays: app.config.RETENTION_DAYS,
        isTest: await isTestOrder(app.database.db, row.id),
        attachments,
      }),
    );
    await recordDeliveryDuration(app, row);
  } catch (error) {
    // Release the claim so the retry sends it.
    await transition(app.database.db, "releaseDelivery", presentationId);
    throw error;
  }
}
