import { and, asc, desc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { files, presentations, stageOutputs } from "../db/schema/index.ts";
import { notFound, presentationExpired } from "../errors.ts";
import { transition } from "./state.ts";

export type PresentationRow = typeof presentations.$inferSelect;

/** Every read is scoped to the owner: another user's id is indistinguishable from a missing one (404). */
export async function findOwned(db: Db, userId: string, id: string): Promise<PresentationRow> {
  if (!UUID.test(id)) throw notFound("Die Präsentation");
  const [row] = await db
    .select()
    .from(presentations)
    .where(and(eq(presentations.id, id), eq(presentations.userId, userId)));
  if (!row) throw notFound("Die Präsentation");
  return row;
}

/**
 * A presentation past retention keeps only its bookkeeping: nothing of the thesis is left to serve or
 * to compute from, so every content route answers 410 for it.
 */
export function assertNotExpired(row: PresentationRow, retentionDays: number): void {
  if (!row.filesDeletedAt) return;
  throw presentationExpired(retentionDays);
}

/** The owner's presentation whose content still exists (404 for others, 410 past retention). */
export async function findOwnedLive(
  db: Db,
  userId: string,
  id: string,
  retentionDays: number,
): Promise<PresentationRow> {
  const row = await findOwned(db, userId, id);
  assertNotExpired(row, retentionDays);
  return row;
}

export async function findById(db: Db, id: string): Promise<PresentationRow | undefined> {
  const [row] = await db.select().from(presentations).where(eq(presentations.id, id));
  return row;
}

export async function listOwned(db: Db, userId: string, order: "asc" | "desc"): Promise<PresentationRow[]> {
  return db
    .select()
    .from(presentations)
    .where(eq(presentations.userId, userId))
    .orderBy(order === "asc" ? asc(presentations.createdAt) : desc(presentations.createdAt));
}

/** The user's presentations still at questions_1, except `keepId` (SPEC §4: replaced by a new upload). */
export async function staleDrafts(db: Db, userId: string, keepId: string): Promise<PresentationRow[]> {
  return db
    .select()
    .from(presentations)
    .where(
      and(
        eq(presentations.userId, userId),
        eq(presentations.stage, "questions_1"),
        ne(presentations.id, keepId),
      ),
    );
}

/** Every storage key of the presentations' files: upload, deliverables and the thesis's pictures. */
export async function storageKeysOf(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ key: files.storageKey })
    .from(files)
    .where(inArray(files.presentationId, ids));
  return [...new Set(rows.map((r) => r.key))];
}

export async function getStageOutput<T = unknown>(
  db: Db,
  presentationId: string,
  stage: string,
): Promise<T | undefined> {
  const [row] = await db
    .select({ output: stageOutputs.output })
    .from(stageOutputs)
    .where(and(eq(stageOutputs.presentationId, presentationId), eq(stageOutputs.stage, stage)));
  return row?.output as T | undefined;
}

export async function getStageOutputs(db: Db, presentationId: string): Promise<Record<string, unknown>> {
  const rows = await db.select().from(stageOutputs).where(eq(stageOutputs.presentationId, presentationId));
  return Object.fromEntries(rows.map((r) => [r.stage, r.output]));
}

export async function putStageOutput(
  db: Db,
  presentationId: string,
  stage: string,
  output: unknown,
): Promise<void> {
  await db
    .insert(stageOutputs)
    .values({ presentationId, stage, output })
    .onConflictDoUpdate({ target: [stageOutputs.presentationId, stageOutputs.stage], set: { output } });
}

/** Who holds a claim (`claimStageOutput`): a token of its own, and whether its work is background work. */
export interface ClaimHolder {
  token: string;
  /** Work nobody waits for: another caller who cannot wait may take the claim over (`takeOverClaim`). */
  background: boolean;
}

/** What a claim's row holds: its holder, and since when. */
const claimRecord = (holder: ClaimHolder) => ({ ...holder, claimedAt: new Date().toISOString() });

/**
 * Takes `stage` as a claim on work for the presentation (a row only one caller can insert); a claim not
 * renewed (`renewClaim`) for `staleMs` is taken to have died with its process and is taken over. Release it
 * (`releaseClaim`) when the work is done.
 */
export async function claimStageOutput(
  db: Db,
  presentationId: string,
  stage: string,
  staleMs: number,
  holder: ClaimHolder,
): Promise<boolean> {
  await db
    .delete(stageOutputs)
    .where(
      and(
        eq(stageOutputs.presentationId, presentationId),
        eq(stageOutputs.stage, stage),
        lt(stageOutputs.createdAt, new Date(Date.now() - staleMs)),
      ),
    );
  const claimed = await db
    .insert(stageOutputs)
    .values({ presentationId, stage, output: claimRecord(holder) })
    .onConflictDoNothing()
    .returning({ stage: stageOutputs.stage });
  return claimed.length > 0;
}

/** Takes over a claim held for background work; false when there is none (or it is not background work). */
export async function takeOverClaim(
  db: Db,
  presentationId: string,
  stage: string,
  holder: ClaimHolder,
): Promise<boolean> {
  const taken = await db
    .update(stageOutputs)
    .set({ output: claimRecord(holder), createdAt: new Date() })
    .where(
      and(
        eq(stageOutputs.presentationId, presentationId),
        eq(stageOutputs.stage, stage),
        sql`${stageOutputs.output}->>'background' = 'true'`,
      ),
    )
    .returning({ stage: stageOutputs.stage });
  return taken.length > 0;
}

const heldBy = (presentationId: string, stage: string, token: string) =>
  and(
    eq(stageOutputs.presentationId, presentationId),
    eq(stageOutputs.stage, stage),
    sql`${stageOutputs.output}->>'token' = ${token}`,
  );

/** Renews a claim: its holder is still at work. False when the claim is no longer the holder's. */
export async function renewClaim(
  db: Db,
  presentationId: string,
  stage: string,
  token: string,
): Promise<boolean> {
  const renewed = await db
    .update(stageOutputs)
    .set({ createdAt: new Date() })
    .where(heldBy(presentationId, stage, token))
    .returning({ stage: stageOutputs.stage });
  return renewed.length > 0;
}

/** A background holder has started its work: from now on its claim is not taken over. */
export async function claimForeground(
  db: Db,
  presentationId: string,
  stage: string,
  token: string,
): Promise<void> {
  await db
    .update(stageOutputs)
    .set({ output: claimRecord({ token, background: false }) })
    .where(heldBy(presentationId, stage, token));
}

/** Gives a claim up, if it is still the holder's (one taken over belongs to the new holder). */
export async function releaseClaim(
  db: Db,
  presentationId: string,
  stage: string,
  token: string,
): Promise<void> {
  await db.delete(stageOutputs).where(heldBy(presentationId, stage, token));
}

export async function clearStageOutputs(db: Db, presentationId: string, stages: string[]): Promise<void> {
  if (stages.length === 0) return;
  await db
    .delete(stageOutputs)
    .where(and(eq(stageOutputs.presentationId, presentationId), inArray(stageOutputs.stage, stages)));
}

/**
 * Retention: removes everything that came from the thesis (stage outputs, analysis, questions, image
 * templates, file rows and keys, its file name, its title, the title page the student gave and the methodology text) in one transaction, and marks
 * the row expired (the life cycle's "expire"). What stays is the bare order: owner, stage, paid flag, dates
 * and the answers' choices. Returns false when the row is gone or expired already.
 */
export async function eraseThesisContent(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const expired = await transition(tx, "expire", id, {
      set: {
        pdfFilename: null,
        thesisTitle: null,
        givenTitlePage: null,
        methodology: null,
        analysisHtmlContent: null,
        professorQuestionsJson: null,
        generatedImages: null,
        pipelineProgress: null,
        pipelineError: null,
      },
    });
    if (!expired) return false;
    await tx.delete(stageOutputs).where(eq(stageOutputs.presentationId, id));
    await tx.delete(files).where(eq(files.presentationId, id));
    return true;
  });
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
