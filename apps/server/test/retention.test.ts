import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { deleteAccount } from "../src/account/delete.ts";
import { exportAccountData } from "../src/account/export.ts";
import { files, paymentEvents, payments, presentations, stageOutputs } from "../src/db/schema/index.ts";
import { saveQuestionnaire } from "../src/presentations/questionnaire.ts";
import retentionHandler from "../src/workers/retention.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { uploadThesis } from "./support/factories.ts";
import { signedInUser } from "./support/sessions.ts";
import {
  apiCall,
  paymentOf,
  presentationRow,
  readyToBuy,
  WAIVER,
  type Who,
} from "./support/stripe-payments.ts";

const PAPER = "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf";
/** A word of the thesis that must not survive retention anywhere in the database. */
const THESIS_WORD = /flüchtling/i;
const PUBLIC_URL = "https://folienwerk.test";
const EXPIRED = "Diese Präsentation ist abgelaufen: Alle Inhalte wurden nach 28 Tagen automatisch gelöscht.";

describe.each(DB_KINDS)("retention, data export and account deletion on %s", (kind) => {
  let app: TestApp;
  let alice: Awaited<ReturnType<typeof signedInUser>>;
  const db = () => app.ctx.database.db;
  const api = (who: Who, method: "GET" | "POST" | "PATCH", url: string, body?: unknown) =>
    apiCall(app.http, who, method, url, body);

  /** Everything the database holds about a presentation, as one string. */
  async function storedAbout(id: string): Promise<string> {
    const [row, outputs, fileRows] = await Promise.all([
      presentationRow(db(), id),
      db().select().from(stageOutputs).where(eq(stageOutputs.presentationId, id)),
      db().select().from(files).where(eq(files.presentationId, id)),
    ]);
    return JSON.stringify({ row, outputs, fileRows });
  }

  /** Buys a presentation through the built-in test checkout. */
  async function buy(who: Awaited<ReturnType<typeof signedInUser>>, presentationId: string) {
    const session = await api(who, "POST", "/payment/create-payment-session", { ...WAIVER, presentationId });
    expect(session.statusCode, session.body).toBe(200);
    const page = new URL(session.json().checkout_url).pathname;
    const html = (await app.http.inject({ method: "GET", url: page, headers: who.headers })).body;
    const token = html.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    const confirm = await app.http.inject({
      method: "POST",
      url: `${page}/confirm`,
      headers: { ...who.headers, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(confirm.statusCode, confirm.body).toBe(303);
  }

  /** An uploaded thesis with its questionnaire, analysis and questions, paid. */
  async function paidThesis(): Promise<string> {
    const row = await uploadThesis(app.ctx, alice.user.id, {
      filename: PAPER,
      data: fs.readFileSync(corpusPath(PAPER)),
      workType: "Hausarbeit",
    });
    await saveQuestionnaire(app.ctx, alice.user.id, row.id, {
      research_type: "empirical",
      presentation_duration: 15,
      methodology: "Sentimentanalyse von Zeitungsartikeln zur Flüchtlingskrise.",
    });
    expect((await api(alice, "POST", "/core/analyze-paper", { presentationId: row.id })).statusCode).toBe(
      200,
    );
    await db()
      .update(presentations)
      .set({
        analysisHtmlContent: "<h2>Analyse</h2><p>Die Arbeit untersucht Stimmungen zur Flüchtlingskrise.</p>",
        professorQuestionsJson: [{ question: "Wie wurde das Sentiment zur Flüchtlingskrise gemessen?" }],
      })
      .where(eq(presentations.id, row.id));
    await buy(alice, row.id);
    return row.id;
  }

  async function runRetention(id: string) {
    await db()
      .update(presentations)
      .set({ createdAt: new Date(Date.now() - 29 * 24 * 3600 * 1000) })
      .where(eq(presentations.id, id));
    await retentionHandler({}, app.ctx, {
      id: "t",
      retryCount: 0,
      signal: new AbortController().signal,
      isFinalAttempt: true,
    });
  }

  beforeAll(async () => {
    app = await startTestApp(kind, { ROLE: "web", PUBLIC_URL });
    alice = await signedInUser(db(), { email: `alice-${kind}@example.test`, name: "Alice Archiv" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("audit: the data export includes the stage outputs derived from the thesis", async () => {
    const id = await paidThesis();
    const exported = await exportAccountData(app.ctx, alice.user.id);
    const mine = exported?.presentations.find((p) => p.id === id);
    expect(Object.keys(mine?.stageOutputs ?? {})).toEqual(
      expect.arrayContaining(["ingest", "analyze-paper"]),
    );
    expect(JSON.stringify(mine?.stageOutputs)).toMatch(THESIS_WORD);
    // The title read from the title page is the student's data too.
    expect(mine?.thesisTitle).toMatch(THESIS_WORD);
  });

  it("audit: retention removes every content of the thesis, keeps the bare order, and no /core route answers", async () => {
    const id = await paidThesis();
    const paymentBefore = await paymentOf(db(), id);
    expect(await storedAbout(id)).toMatch(THESIS_WORD);
    expect((await presentationRow(db(), id)).thesisTitle).toMatch(THESIS_WORD);
    expect((await api(alice, "GET", `/api/presentations/${id}`)).json().thesis_title).toMatch(THESIS_WORD);

    await runRetention(id);

    expect(THESIS_WORD.test(await storedAbout(id)), "thesis text left in the database").toBe(false);
    expect(await db().select().from(stageOutputs).where(eq(stageOutputs.presentationId, id))).toEqual([]);
    expect(await db().select().from(files).where(eq(files.presentationId, id))).toEqual([]);
    expect(await presentationRow(db(), id)).toMatchObject({
      isPaid: true,
      pdfFilename: null,
      thesisTitle: null,
      methodology: null,
      analysisHtmlContent: null,
      professorQuestionsJson: null,
      generatedImages: null,
    });
    // Bookkeeping: the order stays exactly as it was.
    const paymentAfter = await paymentOf(db(), id);
    expect(paymentAfter).toMatchObject({
      id: paymentBefore.id,
      status: "paid",
      amountCents: 1900,
      currency: "eur",
      providerSessionId: paymentBefore.providerSessionId,
    });

    const shown = (await api(alice, "GET", `/api/presentations/${id}`)).json();
    expect(shown).toMatchObject({
      pdf_filename: null,
      thesis_title: null,
      has_analysis: false,
      professor_questions_json: null,
    });
    expect(shown.files_deleted_at).toBeTruthy();
    // The record stays readable (the dashboard shows it as expired); its analysis is content and is gone.
    const analysis = await api(alice, "GET", `/api/presentations/${id}/analysis`);
    expect([analysis.statusCode, analysis.json().error]).toEqual([410, expect.stringContaining(EXPIRED)]);
    for (const route of [
      "/core/analyze-paper",
      "/core/analysis-to-readable",
      "/core/slide-planner",
      "/core/process-free-pipeline",
      "/core/process-full-pipeline",
    ]) {
      const res = await api(alice, "POST", route, { presentationId: id });
      expect([route, res.statusCode]).toEqual([route, 410]);
      expect(res.json().error).toContain(EXPIRED);
    }
    expect((await api(alice, "GET", `/presentations/${id}/placeholder`)).statusCode).toBe(410);
    // Nothing can be started from an expired presentation either: there is no thesis left to read.
    for (const [method, route, body] of [
      ["POST", `/api/presentations/${id}/retry`, {}],
      [
        "PATCH",
        `/api/presentations/${id}`,
        { research_type: "empirical", presentation_duration: 20, methodology: "Interviews" },
      ],
    ] as const) {
      const res = await api(alice, method, route, body);
      expect([route, res.statusCode, res.json().error]).toEqual([
        route,
        410,
        expect.stringContaining(EXPIRED),
      ]);
    }
    const exported = await exportAccountData(app.ctx, alice.user.id);
    expect(JSON.stringify(exported?.presentations.find((p) => p.id === id))).not.toMatch(THESIS_WORD);
  });

  it("audit: an expired presentation cannot be bought, and a checkout paid after expiry is refunded", async () => {
    const p = await readyToBuy(db(), alice.user.id);
    const session = await api(alice, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: p.id,
    });
    const page = new URL(session.json().checkout_url).pathname;
    const html = (await app.http.inject({ method: "GET", url: page, headers: alice.headers })).body;
    const token = html.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    await runRetention(p.id);

    const again = await api(alice, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: p.id,
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toContain(EXPIRED);
    // The tab still open from before expiry pays: nothing is sold, the money goes back.
    const late = await app.http.inject({
      method: "POST",
      url: `${page}/confirm`,
      headers: { ...alice.headers, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(late.statusCode).toBe(303);
    expect((await presentationRow(db(), p.id)).isPaid).toBe(false);
    expect((await paymentOf(db(), p.id)).status).toBe("refunded");
  });

  it("audit: account deletion keeps the payment records for bookkeeping, unlinked from person and thesis", async () => {
    const bob = await signedInUser(db(), { email: `bob-${kind}@example.test` });
    const p = await readyToBuy(db(), bob.user.id);
    await buy(bob, p.id);
    const paid = await paymentOf(db(), p.id);

    await deleteAccount(app.ctx, bob.user.id);

    const [kept] = await db().select().from(payments).where(eq(payments.id, paid.id));
    expect(kept).toMatchObject({
      userId: null,
      presentationId: null,
      provider: "test",
      providerSessionId: paid.providerSessionId,
      amountCents: 1900,
      currency: "eur",
      status: "paid",
      createdAt: paid.createdAt,
    });
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, paid.id));
    expect(events.map((e) => e.type)).toContain("payment.paid");
    expect(await db().select().from(presentations).where(eq(presentations.id, p.id))).toEqual([]);
  });
});
