import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AppContext } from "../../src/context.ts";
import type { Db } from "../../src/db/client.ts";
import { files, presentations, user } from "../../src/db/schema/index.ts";
import type { NewFile } from "../../src/presentations/files.ts";
import { uploadPresentation } from "../../src/presentations/start.ts";

/** Small factories: a fresh row per call, no shared fixtures. */
export async function createUser(db: Db, overrides: Partial<typeof user.$inferInsert> = {}) {
  const id = randomUUID();
  const [row] = await db
    .insert(user)
    .values({ id, name: "Test Person", email: `user-${id}@example.test`, emailVerified: true, ...overrides })
    .returning();
  if (!row) throw new Error("user insert returned nothing");
  return row;
}

export async function createPresentation(
  db: Db,
  userId: string,
  overrides: Partial<typeof presentations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(presentations)
    .values({ userId, pdfFilename: "arbeit.pdf", workType: "Bachelorarbeit", ...overrides })
    .returning();
  if (!row) throw new Error("presentation insert returned nothing");
  return row;
}

/** A file row of the presentation (an upload unless `kind` says otherwise); the bytes are not stored. */
export async function createFile(
  db: Db,
  presentationId: string,
  overrides: Partial<Omit<NewFile, "presentationId">> = {},
) {
  const [row] = await db
    .insert(files)
    .values({
      presentationId,
      kind: "source",
      filename: "arbeit.pdf",
      storageKey: `pdfs/${presentationId}/${randomUUID()}.pdf`,
      contentType: "application/pdf",
      fileSize: 10,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("file insert returned nothing");
  return row;
}

/** A thesis uploaded as the route does it: its bytes on disk first (removed afterwards), then read. */
export async function uploadThesis(
  ctx: AppContext,
  userId: string,
  upload: { filename: string; data: Buffer; workType: string },
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-upload-"));
  const file = path.join(dir, "upload");
  fs.writeFileSync(file, upload.data);
  try {
    return await uploadPresentation(ctx, userId, {
      filename: upload.filename,
      path: file,
      size: upload.data.length,
      workType: upload.workType,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
