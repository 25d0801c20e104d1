import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { presentations } from "../db/schema/index.ts";
import type { PresentationEvent } from "./events.ts";

/** Updates a presentation row and tells the owner's open browsers (live progress). */
export async function updateAndPublish(
  app: AppContext,
  id: string,
  userId: string,
  values: Partial<typeof presentations.$inferInsert>,
  kind: PresentationEvent["kind"],
): Promise<void> {
  await app.database.db.update(presentations).set(values).where(eq(presentations.id, id));
  await app.events.publish({ userId, presentationId: id, kind });
}
