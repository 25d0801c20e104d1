/**
 * "Alle Bildvorlagen (ZIP)": every image template of a made deck in one file. Made on the first request
 * from the stored templates and then stored and recorded like any deliverable (`bildvorlagen.zip`), so it
 * is served exactly like the other files: owner-checked route → short-lived signed URL → the store streams
 * it, and deletion and retention find it in `files`. Decks made before this existed get theirs the same way.
 */
import { type StoredSlideImage, StoredSlideImageSchema } from "@folienwerk/contracts";
import { type ZipEntry, zipFiles } from "@folienwerk/engine";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { filesDeleted, notFound } from "../errors.ts";
import { deleteKeys, readBlob } from "./artifacts.ts";
import { findFile, recordFiles, TEMPLATES_ZIP } from "./files.ts";
import { findOwned } from "./repository.ts";

const StoredImagesSchema = z.record(z.string(), z.array(StoredSlideImageSchema));

/** The file names in the ZIP, the same the page's single downloads use: folie-3.png, folie-3-ohne-text.png, folie-3.svg. */
function zipNames(slide: number, n: number, image: StoredSlideImage): Array<[stored: string, name: string]> {
  const base = `folie-${slide}${n > 0 ? `-${n + 1}` : ""}`;
  return [
    [image.file, `${base}.png`],
    [image.file_no_text, `${base}-ohne-text.png`],
    [image.file_svg, `${base}.svg`],
  ];
}

/**
 * Makes sure the owner's made deck has its templates ZIP stored. Another user's presentation: 404; past
 * retention: 410; a deck not made yet or without templates: 404.
 */
export async function ensureTemplatesZip(ctx: AppContext, userId: string, id: string): Promise<void> {
  const row = await findOwned(ctx.database.db, userId, id);
  if (row.filesDeletedAt) throw filesDeleted(ctx);
  if (row.stage !== "presentation_created") throw notFound("Die Datei");
  if (await findFile(ctx.database.db, id, "deliverable", TEMPLATES_ZIP)) return;
  const parsed = StoredImagesSchema.safeParse(row.generatedImages ?? {});
  if (!parsed.success) throw notFound("Die Datei");
  const slides = Object.entries(parsed.data)
    .map(([slide, images]) => ({ slide: Number.parseInt(slide, 10), images }))
    .filter((s) => Number.isFinite(s.slide))
    .sort((a, b) => a.slide - b.slide);
  const wanted = slides.flatMap((s) => s.images.flatMap((image, n) => zipNames(s.slide, n, image)));
  if (wanted.length === 0) throw notFound("Die Datei");

  const entries: ZipEntry[] = [];
  for (const [stored, name] of wanted) {
    const file = await findFile(ctx.database.db, id, "deliverable", stored);
    // A template that is not stored cannot be in the ZIP either: no ZIP that claims all and holds fewer.
    if (!file) throw notFound("Die Datei");
    entries.push({ name, data: new Uint8Array(await readBlob(ctx, file.storageKey)) });
  }
  const data = await zipFiles(entries);
  const storageKey = `deliverables/${id}/${TEMPLATES_ZIP}`;
  await ctx.blobs.put(storageKey, Buffer.from(data), { contentType: "application/zip" });
  try {
    await recordFiles(ctx.database.db, [
      {
        presentationId: id,
        kind: "deliverable",
        filename: TEMPLATES_ZIP,
        storageKey,
        contentType: "application/zip",
        fileSize: data.byteLength,
      },
    ]);
  } catch (error) {
    // Deleted meanwhile: nothing would find the ZIP again.
    await deleteKeys(ctx, [storageKey]);
    throw error;
  }
}
