import { randomUUID } from "node:crypto";
import type { Db } from "../../src/db/client.ts";
import { presentations, user } from "../../src/db/schema/index.ts";

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
