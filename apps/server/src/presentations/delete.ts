import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { presentations } from "../db/schema/index.ts";
import { conflict } from "../errors.ts";
import { findOwned, storageKeysOf } from "./repository.ts";

/** SPEC §4: only unpaid presentations at questions_1/questions_2 may be deleted; their files go too. */
export async function deletePresentation(ctx: AppContext, userId: string, id: string): Promise<void> {
  await findOwned(ctx.database.db, userId, id);
  const keys = await storageKeysOf(ctx.database.db, [id]);
  const deleted = await ctx.database.db
    .delete(presentations)
    .where(
      and(
        eq(presentations.id, id),
        eq(presentations.userId, userId),
        eq(presentations.isPaid, false),
        inArray(presentations.stage, ["questions_1", "questions_2"]),
      ),
    )
    .returning({ id: presentations.id });
  if (deleted.length === 0) {
    throw conflict("Diese Präsentation kann nicht mehr gelöscht werden, weil sie bereits bezahlt ist.");
  }
  await Promise.all(keys.map((k) => ctx.blobs.delete(k).catch(() => {})));
}
