/**
 * The pictures of a thesis's figures and tables (the ingest stage's artifacts). The bytes live in the
 * BlobStore under `artifacts/<presentationId>/<name>`, never inside the JSON of the document model; each has a
 * row in `files` (kind "artifact") so deletion, retention and account deletion find them.
 */
import type { Readable } from "node:stream";
import type { ArtifactReader, DocumentModel, ingest } from "@folienwerk/engine";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { files, presentations } from "../db/schema/index.ts";
import { filesDeleted, notFound } from "../errors.ts";
import { findFile, type NewFile, recordFiles } from "./files.ts";
import { findOwned } from "./repository.ts";

export type IngestArtifact = Awaited<ReturnType<typeof ingest>>["artifacts"][number];

/** Picture types served to the browser; anything else is stored (and deleted) but never served. */
const SERVED_TYPES = new Set(["image/png", "image/jpeg", "image/gif"]);
/** Artifact names as the engine writes them: folders and a file name, no "..", no odd characters. */
const ARTIFACT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,119}){0,3}$/;

const PARALLEL_UPLOADS = 4;

export const artifactKey = (presentationId: string, name: string) => `artifacts/${presentationId}/${name}`;

/** The artifact names the document model refers to (figure and table pictures). */
export function listedArtifacts(doc: DocumentModel): Set<string> {
  const names = new Set<string>();
  for (const item of [...doc.figures, ...doc.tables]) if (item.image) names.add(item.image.artifact);
  return names;
}

/**
 * Stores every artifact of an ingest result and returns the file rows to record. On a failure the
 * pictures already written are removed again before the error is passed on.
 */
export async function storeArtifacts(
  ctx: AppContext,
  presentationId: string,
  doc: DocumentModel,
  artifacts: IngestArtifact[],
): Promise<NewFile[]> {
  const listed = listedArtifacts(doc);
  const stored: NewFile[] = [];
  const queue = artifacts.filter((artifact) => {
    const usable = ARTIFACT_NAME.test(artifact.name) && !artifact.name.includes("..");
    if (!usable)
      ctx.logger.warn({ presentationId, name: artifact.name }, "artifact with an unusable name skipped");
    return usable;
  });
  // A few uploads at a time: quick on a local disk, and no long serial wait on S3.
  const worker = async () => {
    for (let artifact = queue.shift(); artifact; artifact = queue.shift()) {
      const storageKey = artifactKey(presentationId, artifact.name);
      stored.push({
        presentationId,
        kind: "artifact",
        filename: artifact.name,
        storageKey,
        contentType: artifact.contentType,
        fileSize: artifact.data.byteLength,
        listed: listed.has(artifact.name),
      });
      await ctx.blobs.put(storageKey, Buffer.from(artifact.data), { contentType: artifact.contentType });
    }
  };
  // All workers have stopped before anything is cleaned up, so no upload lands after the clean-up.
  const results = await Promise.allSettled(Array.from({ length: PARALLEL_UPLOADS }, worker));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await deleteKeys(
      ctx,
      stored.map((a) => a.storageKey),
    );
    throw failed.reason;
  }
  return stored;
}

/**
 * Stores the artifacts of a re-read (re-ingested) document and records them, keeping the rows of pictures
 * stored before under other names (they must still be deleted with the presentation) but no longer
 * listed: names no longer in the document are no longer served.
 */
export async function replaceArtifacts(
  ctx: AppContext,
  presentationId: string,
  doc: DocumentModel,
  artifacts: IngestArtifact[],
): Promise<void> {
  const stored = await storeArtifacts(ctx, presentationId, doc, artifacts);
  const recorded = await ctx.database.db.transaction(async (tx) => {
    // Holds off a concurrent deletion until the rows are written (or finds the presentation gone).
    const [row] = await tx
      .select({ id: presentations.id })
      .from(presentations)
      .where(eq(presentations.id, presentationId))
      .for("update");
    if (!row) return false;
    await tx
      .update(files)
      .set({ listed: false })
      .where(and(eq(files.presentationId, presentationId), eq(files.kind, "artifact")));
    await recordFiles(tx, stored);
    return true;
  });
  // Deleted meanwhile: nothing would ever find these pictures again.
  if (!recorded)
    await deleteKeys(
      ctx,
      stored.map((a) => a.storageKey),
    );
}

/** A stored object's bytes (the object store streams them). */
export async function readBlob(ctx: AppContext, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.blobs.get(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The deck pipeline's reader of a presentation's figure pictures: the stored bytes of a name the document
 * model lists, null when none is recorded or its file is gone (that slide is then made without a picture).
 */
export function artifactReader(ctx: AppContext, presentationId: string): ArtifactReader {
  return async (name) => {
    const stored = await findFile(ctx.database.db, presentationId, "artifact", name);
    if (!stored?.listed) return null;
    try {
      return new Uint8Array(await readBlob(ctx, stored.storageKey));
    } catch (error) {
      if ((error as Error).name !== "BlobNotFoundError")
        ctx.logger.warn({ err: error, presentationId, name }, "figure picture could not be read");
      return null;
    }
  };
}

export async function deleteKeys(ctx: AppContext, keys: string[]): Promise<void> {
  await Promise.all(keys.map((k) => ctx.blobs.delete(k).catch(() => {})));
}

/** `:file` of the figure route: one file name, as the engine names pictures (`abb-3.png`). */
export const figureFileSchema = z
  .string()
  .max(120)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*\.(png|jpe?g|gif)$/i)
  .refine((name) => !name.includes(".."));

/** The browser URL of a figure picture (the route checks the owner). Only `figures/…` names have one. */
export function figureUrl(presentationId: string, artifact: string): string {
  const file = artifact.startsWith("figures/") ? artifact.slice("figures/".length) : "";
  return `/api/presentations/${presentationId}/figures/${encodeURIComponent(file)}`;
}

export interface FigurePicture {
  stream: Readable;
  contentType: string;
}

/**
 * A figure picture of the owner's presentation: only names the document model lists and that were stored.
 * Another user's presentation, an unknown or unlisted name: 404. Files past retention: 410.
 */
export async function readFigure(
  ctx: AppContext,
  userId: string,
  id: string,
  file: string,
): Promise<FigurePicture> {
  const row = await findOwned(ctx.database.db, userId, id);
  const parsed = figureFileSchema.safeParse(file);
  if (!parsed.success) throw notFound("Die Abbildung");
  if (row.filesDeletedAt) throw filesDeleted(ctx);
  const stored = await findFile(ctx.database.db, id, "artifact", `figures/${parsed.data}`);
  if (!stored?.listed || !SERVED_TYPES.has(stored.contentType)) throw notFound("Die Abbildung");
  try {
    return { stream: await ctx.blobs.get(stored.storageKey), contentType: stored.contentType };
  } catch (error) {
    if ((error as Error).name === "BlobNotFoundError") throw notFound("Die Abbildung");
    throw error;
  }
}
