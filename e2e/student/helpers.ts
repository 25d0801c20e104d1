/// <reference lib="dom" />
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import {
  paymentEvents,
  payments,
  presentations,
  user as userTable,
} from "../../apps/server/src/db/schema/index.ts";
import { nextOrderNumber, paidEventId } from "../../apps/server/src/payments/repository.ts";
import { recordFiles } from "../../apps/server/src/presentations/files.ts";
import { saveQuestionnaire } from "../../apps/server/src/presentations/questionnaire.ts";
import { uploadPresentation as createUpload } from "../../apps/server/src/presentations/start.ts";
import { createPresentation } from "../../apps/server/test/support/factories.ts";
import { corpusPath } from "../../scripts/corpus.ts";
import type { TestServer } from "../support/server.ts";

export { corpusPath };
/** A short, text-based thesis from the corpus (see MANIFEST.md). */
export const SAMPLE_PDF = corpusPath("de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf");

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/**
 * A registered user with a confirmed e-mail address, created through better-auth itself (the sign-up
 * flow in the browser is covered by the journey test). Only the confirmation click is skipped.
 */
export async function createVerifiedUser(server: TestServer, label = "student"): Promise<TestUser> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.test`;
  const password = `Pw-${randomUUID()}`;
  const { ctx } = server.running;
  const result = await ctx.auth.api.signUpEmail({
    body: { email, password, name: "", acceptTerms: true, confirmAge: true } as never,
  });
  const id = (result as { user: { id: string } }).user.id;
  await ctx.database.db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, id));
  return { id, email, password };
}

/**
 * Signs the page's browser context in with a real session from better-auth's sign-in (called in
 * process, so the per-IP sign-in rate limit of the HTTP route does not throttle a test file).
 */
export async function signIn(page: Page, server: TestServer, user: TestUser): Promise<void> {
  const res = (await server.running.ctx.auth.api.signInEmail({
    body: { email: user.email, password: user.password },
    asResponse: true,
  })) as Response;
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair = ""] = line.split(";");
    const eq = pair.indexOf("=");
    return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), url: server.url };
  });
  await page.context().addCookies(cookies);
}

export const db = (server: TestServer) => server.running.ctx.database.db;

export function seedPresentation(
  server: TestServer,
  userId: string,
  overrides: Partial<typeof presentations.$inferInsert> = {},
) {
  return createPresentation(db(server), userId, overrides);
}

/**
 * The paid test-checkout order of a presentation, as the payment leaves it: status paid, the next order
 * number of the installation, and the paid event whose time is the invoice date.
 */
export async function seedPaidOrder(server: TestServer, userId: string, presentationId: string) {
  const [payment] = await db(server)
    .insert(payments)
    .values({
      presentationId,
      userId,
      provider: "test",
      providerSessionId: `test_cs_${randomUUID()}`,
      amountCents: 1900,
      isTest: true,
      status: "paid",
      orderNumber: nextOrderNumber,
    })
    .returning();
  if (!payment?.orderNumber) throw new Error("payment insert returned no order number");
  await db(server)
    .insert(paymentEvents)
    .values({ eventId: paidEventId(payment.id), type: "payment.paid", paymentId: payment.id });
  return { ...payment, orderNumber: payment.orderNumber };
}

/** A generated file already put into the blob store, as the worker stores it. */
export interface Deliverable {
  name: string;
  storageKey: string;
  contentType: string;
  size: number;
}

/** A finished, paid presentation with its stored deliverables recorded, as the worker leaves it. */
export async function seedFinishedPresentation(
  server: TestServer,
  userId: string,
  deliverables: Deliverable[],
  overrides: Partial<typeof presentations.$inferInsert> = {},
) {
  const row = await seedPresentation(server, userId, {
    stage: "presentation_created",
    isPaid: true,
    pipelineStatus: "done",
    ...overrides,
  });
  await recordFiles(
    db(server),
    deliverables.map((file) => ({
      presentationId: row.id,
      kind: "deliverable" as const,
      filename: file.name,
      storageKey: file.storageKey,
      contentType: file.contentType,
      fileSize: file.size,
    })),
  );
  return row;
}

/** An upload of a corpus thesis, through the server's own upload path, moved on to questions_2. */
export async function uploadThesis(
  server: TestServer,
  userId: string,
  name: string,
  workType = "Hausarbeit",
) {
  const { ctx } = server.running;
  const row = await createUpload(ctx, userId, {
    filename: name,
    path: corpusPath(name),
    size: fs.statSync(corpusPath(name)).size,
    workType,
  });
  // Past questions_1, so the next upload does not replace it as a stale draft.
  await saveQuestionnaire(ctx, userId, row.id, {
    research_type: "empirical",
    presentation_duration: 10,
    methodology: "Quantitative Auswertung",
  });
  return row;
}

/**
 * Changes a row the way the worker would and notifies the browser (server-sent event) until `shown`
 * appears: the page's event stream may still be subscribing when the first notification goes out.
 */
export async function updateAndPublish(
  server: TestServer,
  row: { id: string; userId: string },
  set: Partial<typeof presentations.$inferInsert>,
  shown: Locator,
  kind = "progress",
): Promise<void> {
  if (Object.keys(set).length)
    await db(server).update(presentations).set(set).where(eq(presentations.id, row.id));
  for (let attempt = 0; attempt < 40; attempt++) {
    await server.running.ctx.events.publish({ userId: row.userId, presentationId: row.id, kind });
    try {
      await shown.waitFor({ timeout: 500 });
      return;
    } catch {
      // not there yet: notify again
    }
  }
  throw new Error(`the page never showed the update of ${row.id}`);
}

/** Collects window.dataLayer events of the page. */
export async function dataLayerEvents(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((e): e is Record<string, unknown> => typeof e === "object" && e !== null && "event" in e)
      .map((e) => JSON.parse(JSON.stringify(e)) as Record<string, unknown>),
  );
}
