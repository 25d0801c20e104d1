import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { payments, user } from "../db/schema/index.ts";

export async function ownerEmail(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email;
}

/** True when the presentation was paid through the built-in test checkout (marks mails and pages). */
export async function isTestOrder(db: Db, presentationId: string): Promise<boolean> {
  const [row] = await db
    .select({ isTest: payments.isTest })
    .from(payments)
    .where(and(eq(payments.presentationId, presentationId), eq(payments.status, "paid")));
  return row?.isTest ?? false;
}
