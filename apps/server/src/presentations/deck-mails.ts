/**
 * The mails of the paid deck run: the delivery (once, with the speaker notes attached) and the notice
 * that the run failed for good.
 */
import type { AppContext } from "../context.ts";
import { readBlob } from "./artifacts.ts";
import { recordDeliveryDuration } from "./durations.ts";
import { findFile } from "./files.ts";
import { deliveryMail, pipelineFailedMail } from "./mails.ts";
import { isTestOrder, ownerEmail } from "./owner.ts";
import type { PresentationRow } from "./repository.ts";
import { transition } from "./state.ts";

const ATTACHED = [
  ["sprechernotizen.pdf", "application/pdf"],
  ["sprechernotizen.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
] as const;

/** Sends the delivery mail once, with the speaker notes (PDF and Word) attached. */
export async function deliver(app: AppContext, presentationId: string): Promise<void> {
  const row = await transition(app.database.db, "deliver", presentationId);
  if (!row) return;
  try {
    const to = await ownerEmail(app.database.db, row.userId);
    if (!to) return;
    const attachments = [];
    for (const [name, type] of ATTACHED) {
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

/** Tells the owner that the run failed for good; a mail that cannot be sent is only logged. */
export async function sendFailedMail(app: AppContext, row: PresentationRow): Promise<void> {
  const to = await ownerEmail(app.database.db, row.userId);
  if (!to) return;
  await app.mailer
    .send(
      pipelineFailedMail({
        to,
        filename: row.pdfFilename ?? "deine Arbeit",
        url: `${app.config.publicUrl}/dashboard`,
        isTest: await isTestOrder(app.database.db, row.id),
      }),
    )
    .catch((e) =>
      app.logger.child({ presentationId: row.id }).error({ err: e }, "could not send failure mail"),
    );
}
