import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/db/client.ts";
import { paymentEvents, payments, presentations } from "../../src/db/schema/index.ts";
import { createPresentation } from "./factories.ts";

/** Shared pieces of the payment tests (Stripe mode and test mode). */

export type Who = { headers: Record<string, string> };

/** Both AGB §9 statements ticked on the purchase card: every create-payment-session body needs them. */
export const WAIVER = { consentToEarlyStart: true, acknowledgeWithdrawalLapse: true } as const;

export function apiCall(
  http: FastifyInstance,
  who: Who | null,
  method: "GET" | "POST" | "PATCH",
  url: string,
  body?: unknown,
) {
  return http.inject({
    method,
    url,
    headers: { ...who?.headers, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    payload: body !== undefined ? JSON.stringify(body) : undefined,
  });
}

/** `tabs` create-payment-session calls at the same moment, as from several browser tabs; all must answer 200. */
export async function checkoutFromTabs(http: FastifyInstance, who: Who, presentationId: string, tabs = 4) {
  const answers = await Promise.all(
    Array.from({ length: tabs }, () =>
      apiCall(http, who, "POST", "/payment/create-payment-session", { presentationId, ...WAIVER }),
    ),
  );
  for (const answer of answers) {
    if (answer.statusCode !== 200) throw new Error(`checkout answered ${answer.statusCode}: ${answer.body}`);
  }
  return answers.map((a) => a.json() as { session_id: string; checkout_url: string });
}

/** A presentation whose questionnaire is finished (stage questions_2), ready to be bought. */
export function readyToBuy(db: Db, userId: string) {
  return createPresentation(db, userId, {
    stage: "questions_2",
    researchType: "empirical",
    presentationDuration: 15,
    methodology: "Leitfadeninterviews mit zwölf Lehrkräften, qualitative Inhaltsanalyse nach Mayring.",
  });
}

/** Full-pipeline jobs pg-boss holds for the presentation (its singletonKey is the presentation id). */
export async function fullPipelineJobs(db: Db, presentationId: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'full-pipeline' and singleton_key = ${presentationId}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
}

export async function presentationRow(db: Db, id: string) {
  const [row] = await db.select().from(presentations).where(eq(presentations.id, id));
  if (!row) throw new Error(`presentation ${id} missing`);
  return row;
}

export async function paymentRows(db: Db, presentationId: string) {
  return db.select().from(payments).where(eq(payments.presentationId, presentationId));
}

/** The one (newest) payment of a presentation. */
export async function paymentOf(db: Db, presentationId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.presentationId, presentationId))
    .orderBy(desc(payments.createdAt));
  if (!row) throw new Error(`no payment for ${presentationId}`);
  return row;
}

export async function eventRows(db: Db, paymentId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
}
