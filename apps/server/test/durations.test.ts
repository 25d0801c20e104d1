import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { jobDurations, paymentEvents, payments } from "../src/db/schema/index.ts";
import { paidEventId } from "../src/payments/repository.ts";
import {
  MIN_SAMPLES,
  median,
  recordDeliveryDuration,
  recordDuration,
  SAMPLE_SIZE,
  statedTimes,
  wordDuration,
} from "../src/presentations/durations.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { createPresentation } from "./support/factories.ts";
import { multipart } from "./support/multipart.ts";
import { signedInUser } from "./support/sessions.ts";
import { until } from "./support/until.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const PAPER = "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf";

describe("wordDuration", () => {
  it.each([
    [0, "meist in unter einer Minute"],
    [59_999, "meist in unter einer Minute"],
    [60 * SECOND, "meist in etwa einer Minute"],
    [89_999, "meist in etwa einer Minute"],
    [90 * SECOND, "meist in etwa 2 Minuten"],
    [3 * MINUTE + 10 * SECOND, "meist in etwa 3 Minuten"],
    [10 * MINUTE + 29 * SECOND, "meist in etwa 10 Minuten"],
    [10 * MINUTE + 30 * SECOND, "meist in etwa 10 Minuten"],
    [12 * MINUTE + 29 * SECOND, "meist in etwa 10 Minuten"],
    [12 * MINUTE + 30 * SECOND, "meist in etwa 15 Minuten"],
    [57 * MINUTE, "meist in etwa 55 Minuten"],
    [57.5 * MINUTE, "meist in etwa einer Stunde"],
    [89 * MINUTE, "meist in etwa einer Stunde"],
    [90 * MINUTE, "meist in etwa 2 Stunden"],
    [3.4 * HOUR, "meist in etwa 3 Stunden"],
    [23.4 * HOUR, "meist in etwa 23 Stunden"],
    [23.5 * HOUR, "meist in etwa einem Tag"],
    [36 * HOUR, "meist in etwa 2 Tagen"],
  ])("%i ms → %s", (ms, words) => {
    expect(wordDuration(ms)).toBe(words);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe.each(DB_KINDS)("measured times on %s", (kind) => {
  let app: TestApp;
  const db = () => app.ctx.database.db;
  const record = (kindOf: "analysis" | "delivery", ms: number, finishedAt = new Date()) =>
    recordDuration(db(), kindOf, new Date(finishedAt.getTime() - ms), finishedAt);
  const apiTimes = async () => (await app.http.inject({ url: "/api/config" })).json().times;

  beforeAll(async () => {
    app = await startTestApp(kind, { TYPICAL_DELIVERY_TEXT: "meist in etwa 2 Stunden" });
  });
  afterAll(async () => app?.close());
  beforeEach(async () => {
    await db().delete(jobDurations);
    await record("analysis", 1); // clears the cache of stated times
    await db().delete(jobDurations);
  });

  it("states the configured texts while fewer than MIN_SAMPLES are measured", async () => {
    for (let i = 0; i < MIN_SAMPLES - 1; i++) await record("delivery", 2 * MINUTE);
    expect(await apiTimes()).toEqual({
      analysis: "meist in wenigen Minuten",
      delivery: "meist in etwa 2 Stunden",
      measured: { analysis: false, delivery: false },
    });
  });

  it("states the median of the newest SAMPLE_SIZE measurements, each kind on its own", async () => {
    const base = Date.now() - 10 * HOUR;
    // Old and slow: pushed out of the window by the newest SAMPLE_SIZE.
    for (let i = 0; i < 20; i++) await record("delivery", 5 * HOUR, new Date(base + i * SECOND));
    for (let i = 0; i < SAMPLE_SIZE; i++) {
      await record("delivery", (i < 26 ? 3 : 9) * MINUTE, new Date(base + HOUR + i * SECOND));
    }
    for (let i = 0; i < MIN_SAMPLES; i++) await record("analysis", 20 * SECOND + i * SECOND);
    expect(await apiTimes()).toEqual({
      analysis: "meist in unter einer Minute",
      delivery: "meist in etwa 3 Minuten",
      measured: { analysis: true, delivery: true },
    });
  });

  it("computes at most once a minute; a new measurement here refreshes at once", async () => {
    for (let i = 0; i < MIN_SAMPLES; i++) await record("analysis", 30 * SECOND);
    expect((await statedTimes(app.ctx)).analysis).toBe("meist in unter einer Minute");
    // Written behind the module's back (another process): the cached answer stands for a minute.
    for (let i = 0; i < 2 * MIN_SAMPLES; i++) {
      await db()
        .insert(jobDurations)
        .values({ kind: "analysis", durationMs: 4 * MINUTE });
    }
    expect((await statedTimes(app.ctx)).analysis).toBe("meist in unter einer Minute");
    await record("analysis", 4 * MINUTE);
    expect((await statedTimes(app.ctx)).analysis).toBe("meist in etwa 4 Minuten");
  });

  it("measures a delivery from the paid event of its order to deliveredAt", async () => {
    const alice = await signedInUser(db(), { email: `durations-${kind}@example.test` });
    const presentation = await createPresentation(db(), alice.user.id, { isPaid: true });
    const [payment] = await db()
      .insert(payments)
      .values({
        presentationId: presentation.id,
        userId: alice.user.id,
        provider: "test",
        providerSessionId: `test_cs_${presentation.id}`,
        amountCents: 1900,
        status: "paid",
        isTest: true,
      })
      .returning();
    if (!payment) throw new Error("no payment");
    const paid = new Date(Date.now() - 7 * MINUTE);
    await db()
      .insert(paymentEvents)
      .values({ eventId: paidEventId(payment.id), type: "paid", paymentId: payment.id, receivedAt: paid });
    await recordDeliveryDuration(app.ctx, {
      id: presentation.id,
      deliveredAt: new Date(paid.getTime() + 3 * MINUTE),
    });
    // An unpaid presentation records nothing.
    const unpaid = await createPresentation(db(), alice.user.id);
    await recordDeliveryDuration(app.ctx, { id: unpaid.id, deliveredAt: new Date() });
    const rows = await db().select().from(jobDurations).where(eq(jobDurations.kind, "delivery"));
    expect(rows.map((r) => r.durationMs)).toEqual([3 * MINUTE]);
  });

  it("records one analysis duration when a real free analysis finishes", async () => {
    const bob = await signedInUser(db(), { email: `durations-upload-${kind}@example.test` });
    const form = multipart(
      { work_type: "Hausarbeit" },
      { name: PAPER, data: fs.readFileSync(corpusPath(PAPER)), type: "application/pdf" },
    );
    const res = await app.http.inject({
      method: "POST",
      url: "/api/presentations",
      headers: { ...bob.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    await until(async () => {
      const a = await app.http.inject({ url: `/api/presentations/${id}/analysis`, headers: bob.headers });
      return a.json().status === "done" || null;
    }, "free analysis");
    const rows = await until(async () => {
      const found = await db().select().from(jobDurations).where(eq(jobDurations.kind, "analysis"));
      return found.length > 0 ? found : null;
    }, "analysis duration");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.durationMs).toBeGreaterThan(0);
  }, 120_000);
});
