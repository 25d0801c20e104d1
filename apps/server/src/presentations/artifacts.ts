/**
 * The pictures of a thesis's figures and tables (the ingest stage's artifacts). The bytes live in the
 * BlobStore under `artifacts/<presentationId>/<name>`, never inside the JSON of the document model; the row
 * records every stored key (`presentations.artifacts`) so deletion, retention and account deletion find them.
 */
import type { Readable } from "node:stream";
import type { ArtifactReader, DocumentModel, ingest } from "@folienwerk/engine";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { presentations, type StoredArtifact } from "../db/schema/index.ts";
import { AppError, notFound } from "../errors.ts";
import { findOwned, type PresentationRow } from "./repository.ts";

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
 * Stores every artifact of an ingest result and returns what to record on the row. On a failure the
 * pictures already written are removed again before the error is passed on.
 */
export async function storeArtifacts(
  ctx: AppContext,
  presentationId: string,
  doc: DocumentModel,
  artifacts: IngestArtifact[],
): Promise<Record<string, StoredArtifact>> {
  const listed = listedArtifacts(doc);
  const stored: Record<string, StoredArtifact> = {};
  const queue = artifacts.filter((artifact) => {
    const usable = ARTIFACT_NAME.test(artifact.name) && !artifact.name.includes("..");
    if (!usable)
      ctx.logger.warn({ presentationId, name: artifact.name }, "artifact with an unusable name skipped");
    return usable;
  });
  // A few uploads at a time: quick on a local disk, and no long serial wait on S3.
  const worker = async () => {
    for (let artifact = queue.shift(); artifact; artifact = queue.shift()) {
      const key = artifactKey(presentationId, artifact.name);
      stored[artifact.name] = { key, contentType: artifact.contentType, listed: listed.has(artifact.name) };
      await ctx.blobs.put(key, Buffer.from(artifact.data), { contentType: artifact.contentType });
    }
  };
  // All workers have stopped before anything is cleaned up, so no upload lands after the clean-up.
  const results = await Promise.allSettled(Array.from({ length: PARALLEL_UPLOADS }, worker));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await deleteKeys(
      ctx,
      Object.values(stored).map((a) => a.key),
    );
    throw failed.reason;
  }
  return stored;
}

/**
 * Stores the artifacts of a re-read (re-ingested) document and records them on the row, keeping the keys
 * recorded before (an earlier read may have written pictures under other names; they must still be deleted
 * with the presentation). Names no longer in the document are no longer served.
 */
export async function replaceArtifacts(
  ctx: AppContext,
  presentationId: string,
  previous: Record<string, StoredArtifact> | null,
  doc: DocumentModel,
  artifacts: IngestArtifact[],
): Promise<void> {
  const stored = await storeArtifacts(ctx, presentationId, doc, artifacts);
  const merged: Record<string, StoredArtifact> = {};
  for (const [name, old] of Object.entries(previous ?? {})) merged[name] = { ...old, listed: false };
  Object.assign(merged, stored);
  const updated = await ctx.database.db
    .update(presentations)
    .set({ artifacts: merged })
    .where(eq(presentations.id, presentationId))
    .returning({ id: presentations.id });
  // Deleted meanwhile: nothing would ever find these pictures again.
  if (updated.length === 0)
    await deleteKeys(
      ctx,
      Object.values(stored).map((a) => a.key),
    );
}

/** The recorded artifact of that name: own keys only, so "constructor" never reaches Object.prototype. */
function storedArtifact(row: Pick<PresentationRow, "artifacts">, name: string): StoredArtifact | undefined {
  const artifacts = row.artifacts ?? {};
  return Object.hasOwn(artifacts, name) ? artifacts[name] : undefined;
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
export function artifactReader(
  ctx: AppContext,
  row: Pick<PresentationRow, "id" | "artifacts">,
): ArtifactReader {
  return async (name) => {
    const stored = storedArtifact(row, name);
    if (!stored?.listed) return null;
    try {
      return new Uint8Array(await readBlob(ctx, stored.key));
    } catch (error) {
      if ((error as Error).name !== "BlobNotFoundError")
        ctx.logger.warn({ err: error, presentationId: row.id, name }, "figure picture could not be read");
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
  if (row.filesDeletedAt) {
    throw new AppError(
      "files_deleted",
      `Die Dateien dieser Präsentation wurden nach ${ctx.config.RETENTION_DAYS} Tagen automatisch gelöscht.`,
      410,
    );
  }
  const stored = storedArtifact(row, `figures/${parsed.data}`);
  if (!stored?.listed || !SERVED_TYPES.has(stored.contentType)) throw notFound("Die Abbildung");
  try {
    return { stream: await ctx.blobs.get(stored.key), contentType: stored.contentType };
  } catch (error) {
    if ((error as Error).name === "BlobNotFoundError") throw notFound("Die Abbildung");
    throw error;
  }
}
