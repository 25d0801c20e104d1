import { createTextModel, type DeckStage, runDeckPipeline } from "@folienwerk/engine";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { presentations } from "../../db/schema/index.ts";
import { artifactReader } from "../../presentations/artifacts.ts";
import { loadDocument } from "../../presentations/document.ts";
import { recordDeliveryDuration } from "../../presentations/durations.ts";
import { deliveryMail, pipelineFailedMail } from "../../presentations/mails.ts";
import { isTestOrder, ownerEmail } from "../../presentations/owner.ts";
import { findById, getStageOutputs, putStageOutput } from "../../presentations/repository.ts";
import { updateAndPublish } from "../../presentations/update.ts";
import type { JobHandler } from "../define.ts";

const FAILED_MESSAGE =
  "Bei der Erstellung ist ein Fehler aufgetreten. Bitte versuche es erneut – wenn es wieder nicht klappt, hilft dir unser Support.";

const update = (
  app: AppContext,
  id: string,
  userId: string,
  values: Partial<typeof presentations.$inferInsert>,
) => updateAndPublish(app, id, userId, values, "progress");

const handler: JobHandler<{ presentationId: string }> = async ({ presentationId }, app, run) => {
  const row = await findById(app.database.db, presentationId);
  if (!row?.isPaid) return { skipped: "not paid or gone" };
  const log = app.logger.child({ presentationId });

  if (row.stage !== "presentation_created") {
    try {
      await generate(app, row, run.retryCount);
    } catch (error) {
      log.warn({ err: error, attempt: run.retryCount }, "deck pipeline attempt failed");
      if (run.isFinalAttempt) {
        await update(app, row.id, row.userId, { pipelineStatus: "failed", pipelineError: FAILED_MESSAGE });
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
        await update(app, row.id, row.userId, {
          pipelineProgress: {
            step: "retry",
            percent: row.pipelineProgress?.percent ?? 0,
            label: "Neuer Versuch …",
          },
        });
      }
      throw error;
    }
  }
  await deliver(app, presentationId);
  return { ok: true };
};
export default handler;

async function generate(
  app: AppContext,
  row: NonNullable<Awaited<ReturnType<typeof findById>>>,
  attempt: number,
) {
  await update(app, row.id, row.userId, {
    pipelineStatus: "running",
    pipelineProgress: {
      step: "start",
      percent: 1,
      label: attempt > 0 ? "Neuer Versuch …" : "Erstellung gestartet",
    },
  });
  const doc = await loadDocument(app, row);
  // Re-read: loading the document may have stored its pictures again, under the keys recorded now.
  const pictures = artifactReader(app, (await findById(app.database.db, row.id)) ?? row);
  const previous = await getStageOutputs(app.database.db, row.id);
  let lastWrite = 0;
  const result = await runDeckPipeline({
    doc,
    artifacts: pictures,
    questionnaire: {
      workType: row.workType ?? "Bachelorarbeit",
      researchType: row.researchType ?? "empirical",
      minutes: row.presentationDuration ?? 15,
      methodology: row.methodology ?? "",
    },
    textModel: createTextModel(app.config),
    previous: previous as Partial<Record<DeckStage, unknown>>,
    onStageComplete: async (stage: DeckStage, output: unknown) => {
      await putStageOutput(app.database.db, row.id, stage, output);
    },
    onProgress: (p) => {
      const now = Date.now();
      if (now - lastWrite < 250 && p.percent < 100) return;
      lastWrite = now;
      void update(app, row.id, row.userId, {
        pipelineProgress: { step: p.stage, percent: Math.min(95, Math.round(p.percent)), label: p.label },
      });
    },
  });

  await update(app, row.id, row.userId, {
    pipelineProgress: { step: "store", percent: 96, label: "Dateien werden gespeichert" },
  });
  const deliverables: Record<string, string> = {};
  for (const file of result.files) {
    const key = `deliverables/${row.id}/${file.name}`;
    await app.blobs.put(key, Buffer.from(file.data), { contentType: file.contentType });
    deliverables[file.name] = key;
  }
  // Everything is stored; only now does the row say finished (nothing half-written is shown as done).
  await update(app, row.id, row.userId, {
    deliverables,
    professorQuestionsJson: result.questions,
    generatedImages: result.images,
    powerpointUrl: `/api/presentations/${row.id}/files/praesentation.pptx`,
    speakerNotesPdf: `/api/presentations/${row.id}/files/sprechernotizen.pdf`,
    professorQuestionsPdf: `/api/presentations/${row.id}/files/pruefungsfragen.pdf`,
    stage: "presentation_created",
    pipelineStatus: "done",
    pipelineError: null,
    pipelineProgress: { step: "done", percent: 100, label: "Präsentation abgeschlossen" },
  });
}

/** Sends the delivery mail once, with the speaker notes (PDF and Word) attached. */
async function deliver(app: AppContext, presentationId: string): Promise<void> {
  const claimed = await app.database.db
    .update(presentations)
    .set({ deliveredAt: new Date() })
    .where(and(eq(presentations.id, presentationId), isNull(presentations.deliveredAt)))
    .returning();
  const row = claimed[0];
  if (!row) return;
  try {
    const to = await ownerEmail(app.database.db, row.userId);
    if (!to) return;
    const attachments = [];
    for (const [name, type] of [
      ["sprechernotizen.pdf", "application/pdf"],
      ["sprechernotizen.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ] as const) {
      const key = row.deliverables?.[name];
      if (!key) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await app.blobs.get(key)) chunks.push(Buffer.from(chunk));
      attachments.push({ filename: name, content: Buffer.concat(chunks), contentType: type });
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
    await app.database.db
      .update(presentations)
      .set({ deliveredAt: null })
      .where(eq(presentations.id, presentationId));
    throw error;
  }
}
