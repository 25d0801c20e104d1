import type { AppContext } from "../context.ts";
import { AppError, notFound } from "../errors.ts";
import { findOwned } from "./repository.ts";

export const SIGNED_URL_SECONDS = 300;

/**
 * A short-lived signed URL for one file of the owner's presentation: "source" is the upload, any other
 * name a generated deliverable. Other users get 404, files past retention 410.
 */
export async function signedFileUrl(
  ctx: AppContext,
  userId: string,
  id: string,
  name: string,
): Promise<string> {
  const row = await findOwned(ctx.database.db, userId, id);
  if (row.filesDeletedAt) {
    throw new AppError(
      "files_deleted",
      `Die Dateien dieser Präsentation wurden nach ${ctx.config.RETENTION_DAYS} Tagen automatisch gelöscht.`,
      410,
    );
  }
  // Own keys only: a name such as "constructor" must not reach Object.prototype.
  const deliverables = row.deliverables ?? {};
  const key =
    name === "source" ? row.sourceKey : Object.hasOwn(deliverables, name) ? deliverables[name] : null;
  if (!key) throw notFound("Die Datei");
  const downloadName = name === "source" ? (row.pdfFilename ?? "arbeit") : name.split("/").pop();
  return ctx.blobs.signedUrl(key, { expiresInSeconds: SIGNED_URL_SECONDS, downloadName });
}
