import { and, lt } from "drizzle-orm";
import { presentations } from "../db/schema/index.ts";
import { cancelPresentationJobs } from "../jobs/queue.ts";
import { eraseThesisContent, storageKeysOf } from "../presentations/repository.ts";
import { fromCondition, TRANSITIONS } from "../presentations/state.ts";
import type { JobHandler } from "./handler.ts";

/**
 * Past RETENTION_DAYS a presentation keeps nothing of the thesis: its jobs are cancelled, its stored
 * files (upload, deliverables, figure pictures) deleted, and every derived content removed from the
 * database (eraseThesisContent). The row stays as the bare order record, shown as expired.
 */
const handler: JobHandler<Record<string, unknown>> = async (_payload, app) => {
  const cutoff = new Date(Date.now() - app.config.RETENTION_DAYS * 24 * 3600 * 1000);
  const due = await app.database.db
    .select({ id: presentations.id, userId: presentations.userId })
    .from(presentations)
    .where(and(lt(presentations.createdAt, cutoff), ...fromCondition(TRANSITIONS.expire.from)))
    .limit(500);
  for (const row of due) {
    await cancelPresentationJobs(app, [row.id]);
    const keys = await storageKeysOf(app.database.db, [row.id]);
    for (const key of keys) await app.blobs.delete(key);
    if (!(await eraseThesisContent(app.database.db, row.id))) continue;
    await app.events.publish({ userId: row.userId, presentationId: row.id, kind: "files" });
  }
  app.logger.info({ expired: due.length, cutoff }, "retention run");
  return { deleted: due.length };
};
export default handler;
