/**
 * The one record of where a presentation's files live: the `files` table (decision 017). The upload, every
 * generated deliverable and every picture of the thesis has a row with its storage key; deletion, retention,
 * account deletion, the file routes and the deck pipeline all read it here. URLs are derived, never stored.
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/client.ts";
import { type FileKind, files } from "../db/schema/index.ts";
import { filesDeleted, notFound } from "../errors.ts";
import { findOwned } from "./repository.ts";

export const SIGNED_URL_SECONDS = 300;

/** The deliverable holding every image template ("Alle Bildvorlagen"), made on its first request. */
export const TEMPLATES_ZIP = "bildvorlagen.zip";

/** The invoice of the paid order: drawn on request (payments/invoice.ts), not a stored file. */
export const INVOICE_FILENAME = "rechnung.pdf";

export type StoredFile = typeof files.$inferSelect;
export type NewFile = Omit<typeof files.$inferInsert, "id" | "createdAt">;

/** A database or an open transaction: files are recorded inside the transaction that creates their row. */
type Writer = Pick<Db, "insert">;

/**
 * Records stored files. A name stored again (a retried pipeline, a re-read thesis) replaces its row: same
 * kind and name, the new key, type, size and listed flag.
 */
export async function recordFiles(db: Writer, rows: NewFile[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(files)
    .values(rows)
    .onConflictDoUpdate({
      target: [files.presentationId, files.kind, files.filename],
      set: {
        storageKey: sql`excluded.storage_key`,
        contentType: sql`excluded.content_type`,
        fileSize: sql`excluded.file_size`,
        listed: sql`excluded.listed`,
        createdAt: sql`now()`,
      },
    });
}

/** The presentation's file of that kind and name; the upload ("source") is found by its kind alone. */
export async function findFile(
  db: Db,
  presentationId: string,
  kind: FileKind,
  name?: string,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.presentationId, presentationId),
        eq(files.kind, kind),
        name === undefined ? undefined : eq(files.filename, name),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Which of the named files each presentation has: "source" for the upload, deliverables by name. One
 * query for a whole list; pictures and deliverables not asked for are not read.
 */
export async function storedNames(
  db: Db,
  ids: string[],
  deliverables: readonly string[],
): Promise<Map<string, Set<string>>> {
  const byPresentation = new Map<string, Set<string>>(ids.map((id) => [id, new Set()]));
  if (ids.length === 0) return byPresentation;
  const rows = await db
    .select({ presentationId: files.presentationId, kind: files.kind, filename: files.filename })
    .from(files)
    .where(
      and(
        inArray(files.presentationId, ids),
        or(
          eq(files.kind, "source"),
          and(eq(files.kind, "deliverable"), inArray(files.filename, [...deliverables])),
        ),
      ),
    );
  for (const row of rows)
    byPresentation.get(row.presentationId)?.add(row.kind === "source" ? "source" : row.filename);
  return byPresentation;
}

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
  if (row.filesDeletedAt) throw filesDeleted(ctx);
  const file =
    name === "source"
      ? await findFile(ctx.database.db, id, "source")
      : await findFile(ctx.database.db, id, "deliverable", name);
  if (!file) throw notFound("Die Datei");
  const downloadName = name === "source" ? file.filename : name.split("/").pop();
  return ctx.blobs.signedUrl(file.storageKey, { expiresInSeconds: SIGNED_URL_SECONDS, downloadName });
}
