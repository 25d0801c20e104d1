import { and, inArray, isNull, lt, sql } from "drizzle-orm";
import { presentations } from "../../db/schema/index.ts";
import { storageKeysOf } from "../../presentations/repository.ts";
import type { JobHandler } from "../define.ts";

/**
 * Deletes stored files (upload, deliverables, figure pictures) of presentations past RETENTION_DAYS and
 * marks the rows.
 */
const handler: JobHandler<Record<string, unknown>> = async (_payload, app) => {
  const cutoff = new Date(Date.now() - app.config.RETENTION_DAYS * 24 * 3600 * 1000);
  const due = await app.database.db
    .select({ id: presentations.id, userId: presentations.userId })
    .from(presentations)
    .where(and(lt(presentations.createdAt, cutoff), isNull(presentations.filesDeletedAt)))
    .limit(500);
  for (const row of due) {
    const keys = await storageKeysOf(app.database.db, [row.id]);
    for (const key of keys) await app.blobs.delete(key);
    await app.database.db
      .update(presentations)
      .set({
        filesDeletedAt: new Date(),
        // The figure previews are gone with the files: the analysis keeps label and caption only.
        analysisHtmlContent: sql`regexp_replace(${presentations.analysisHtmlContent}, '<img[^>]*>', '', 'g')`,
      })
      .where(inArray(presentations.id, [row.id]));
    await app.events.publish({ userId: row.userId, presentationId: row.id, kind: "files" });
  }
  app.logger.info({ deleted: due.length, cutoff }, "retention run");
  return { deleted: due.length };
};
export default handler;
