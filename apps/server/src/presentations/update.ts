import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { presentations } from "../db/schema/index.ts";
import type { PresentationEvent } from "../events/presentation-events.ts";

/**
 * Updates a presentation row and tells the owner's open browsers (live progress). With `whileRunning`
 * the row is changed only while its run is going: a progress write never overwrites a finished or failed
 * run (say, one of an attempt that outlived its retry). Nothing is published when nothing changed.
 */
export async function updateAndPublish(
  app: AppContext,
  id: string,
  userId: string,
  values: Partial<typeof presentations.$inferInsert>,
  kind: PresentationEvent["kind"],
  opts: { whileRunning?: boolean } = {},
): Promise<void> {
  const changed = await app.database.db
    .update(presentations)
    .set(values)
    .where(
      opts.whileRunning
        ? and(eq(presentations.id, id), eq(presentations.pipelineStatus, "running"))
        : eq(presentations.id, id),
    )
    .returning({ id: presentations.id });
  if (changed.length > 0) await app.events.publish({ userId, presentationId: id, kind });
}
