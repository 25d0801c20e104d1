import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { presentations } from "../db/schema/index.ts";
import { findOwned, storageKeysOf } from "./repository.ts";
import { transitionOrRefuse } from "./state.ts";

/** SPEC §4: only unpaid presentations at questions_1/questions_2 may be deleted; their files go too. */
export async function deletePresentation(ctx: AppContext, userId: string, id: string): Promise<void> {
  await findOwned(ctx.database.db, userId, id);
  const keys = await storageKeysOf(ctx.database.db, [id]);
  await transitionOrRefuse(ctx.database.db, "delete", id, { where: eq(presentations.userId, userId) });
  await Promise.all(keys.map((k) => ctx.blobs.delete(k).catch(() => {})));
}
