import { randomBytes } from "node:crypto";
import { REFUND_CONDITION, refundRequest } from "@folienwerk/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../src/db/schema/index.ts";
import { listOutbox, outboxDir } from "../src/mail/mailer.ts";
import { orderNumberOf } from "../src/payments/repository.ts";
import { WITHDRAWAL_WAIVER_MISSING, waiverStatement } from "../src/payments/withdrawal.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { signedInUser } from "./support/sessions.ts";
import {
  apiCall,
  checkoutFromTabs,
  fullPipelineJobs,
  paymentOf,
  paymentRows,
  presentationRow,
  readyToBuy,
  WAIVER,
  type Who,
} from "./support/stripe-payments.ts";

const PUBLIC_URL = "https://folienwerk.test";

describe.each(DB_KINDS)("test-mode checkout („Testzahlung“) on %s", (kind) => {
  let app: TestApp;
  let alice: Awaited<ReturnType<typeof signedInUser>>;
  let bob: Awaited<ReturnType<typeof signedInUser>>;
  const db = () => app.ctx.database.db;
  const api = (who: Who | null, method: "GET" | "POST", url: string, body?: unknown) =>
    apiCall(app.http, who, method, url, body);
  const submit = (who: Who, url: string, fields: Record<string, string>) =>
    app.http.inject({
      method: "POST",
      url,
      headers: { ...who.headers, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });

  /** Starts checkout for a fresh presentation of alice and opens the page like the browser would. */
  async function openCheckout() {
    const p = await readyToBuy(db(), alice.user.id);
    const res = await api(alice, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: p.id,
      userId: alice.user.id,
      successUrl: `${PUBLIC_URL}/success`,
      cancelUrl: `${PUBLIC_URL}/cancel`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().checkout_url);
    const page = await app.http.inject({ method: "GET", url: url.pathname, headers: alice.headers });
    const token = page.body.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    return { presentationId: p.id, sessionId: res.json().session_id as string, url, page, token };
  }

  beforeAll(async () => {
    app = await startTestApp(kind, { ROLE: "web", PUBLIC_URL });
    alice = await signedInUser(db(), { email: `alice-${kind}@example.test`, name: "Alice Kaufer" });
    bob = await signedInUser(db(), { email: `bob-${kind}@example.test` });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("leads to our own „Testzahlung“ page that says no money is charged, for the owner only", async () => {
    expect(app.ctx.config.paymentTestMode).toBe(true);
    const { url, page, sessionId } = await openCheckout();
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/payment/test-checkout/${sessionId}`);
    expect(sessionId).toMatch(/^test_cs_/);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    for (const text of [
      "<h1>Testzahlung</h1>",
      "Zahlung bestätigen",
      "Abbrechen",
      "Es wird kein Geld abgebucht",
      "Testbestellung",
      "19,00\u00a0€",
      "3,03\u00a0€ MwSt.",
    ]) {
      expect(page.body).toContain(text);
    }

    const foreign = await app.http.inject({ method: "GET", url: url.pathname, headers: bob.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toContain("Die Testzahlung wurde nicht gefunden.");
    const anonymous = await app.http.inject({ method: "GET", url: url.pathname });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain("Bitte melde dich an");
    expect(
      (
        await app.http.inject({
          method: "GET",
          url: "/payment/test-checkout/test_cs_doesnotexist1234",
          headers: alice.headers,
        })
      ).statusCode,
    ).toBe(404);
    // There is no Stripe in test mode: no webhook endpoint either.
    expect(
      (
        await app.http.inject({
          method: "POST",
          url: "/payment/webhook",
          payload: "{}",
          headers: { "content-type": "application/json" },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("opens a checkout only with both AGB §9 statements, stores the moment and shows it on the page and in the mail", async () => {
    const p = await readyToBuy(db(), alice.user.id);
    for (const body of [
      { presentationId: p.id },
      { presentationId: p.id, consentToEarlyStart: true },
      { presentationId: p.id, acknowledgeWithdrawalLapse: true },
      { presentationId: p.id, consentToEarlyStart: "true", acknowledgeWithdrawalLapse: true },
      { presentationId: p.id, consentToEarlyStart: true, acknowledgeWithdrawalLapse: false },
    ]) {
      const refused = await api(alice, "POST", "/payment/create-payment-session", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toBe(WITHDRAWAL_WAIVER_MISSING);
    }
    expect(await paymentRows(db(), p.id)).toHaveLength(0);

    const before = Date.now();
    const res = await api(alice, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: p.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const payment = await paymentOf(db(), p.id);
    const at = payment.withdrawalWaiverAt;
    expect(at).toBeInstanceOf(Date);
    expect(at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(at?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // A second click keeps the first consent with the order.
    await api(alice, "POST", "/payment/create-payment-session", { ...WAIVER, presentationId: p.id });
    expect((await paymentOf(db(), p.id)).withdrawalWaiverAt?.getTime()).toBe(at?.getTime());

    const url = new URL(res.json().checkout_url);
    const page = await app.http.inject({ method: "GET", url: url.pathname, headers: alice.headers });
    const statement = waiverStatement(at as Date);
    for (const text of [
      'aria-label="Folienwerk – Startseite"',
      "<span>Folienwerk</span>",
      "Deine Zustimmung zum Widerrufsrecht",
      statement,
      "erlischt dein Widerrufsrecht",
      `Die Erstattung gilt trotzdem: ${REFUND_CONDITION}`,
    ]) {
      expect(page.body).toContain(text);
    }
    expect(statement).toMatch(/^Du hast am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr ausdrücklich zugestimmt/);

    const token = page.body.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    expect((await submit(alice, `${url.pathname}/confirm`, { token })).statusCode).toBe(303);
    const paid = await paymentOf(db(), p.id);
    expect(paid.orderNumber).toMatch(/^FW-\d{4}-\d{6}$/);
    const mails = (await listOutbox(outboxDir(app.ctx.config))).filter((m) =>
      m.text.includes(orderNumberOf(paid)),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${statement} Dein Widerrufsrecht ist damit erloschen.`);
  });

  it("records the consent on an order opened before consent was asked for", async () => {
    const p = await readyToBuy(db(), alice.user.id);
    await api(alice, "POST", "/payment/create-payment-session", { ...WAIVER, presentationId: p.id });
    await db().update(payments).set({ withdrawalWaiverAt: null }).where(eq(payments.presentationId, p.id));
    const res = await api(alice, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: p.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await paymentRows(db(), p.id)).toHaveLength(1);
    expect((await paymentOf(db(), p.id)).withdrawalWaiverAt).toBeInstanceOf(Date);
  });

  it("refuses a confirmation without the page's token or from another user", async () => {
    const { url, token, presentationId } = await openCheckout();
    expect((await submit(alice, `${url.pathname}/confirm`, {})).statusCode).toBe(403);
    expect(
      (await submit(alice, `${url.pathname}/confirm`, { token: `${token.slice(0, -2)}xx` })).statusCode,
    ).toBe(403);
    expect((await submit(bob, `${url.pathname}/confirm`, { token })).statusCode).toBe(403);
    expect((await presentationRow(db(), presentationId)).isPaid).toBe(false);
    expect((await paymentOf(db(), presentationId)).status).toBe("open");
  });

  it("„Zahlung bestätigen“ pays end to end and starts the pipeline once while /success and manual starts race", async () => {
    const { url, token, presentationId, sessionId } = await openCheckout();
    const tracking = `/payment/checkout-session-tracking?session_id=${sessionId}`;
    const results = await Promise.all([
      submit(alice, `${url.pathname}/confirm`, { token }),
      api(alice, "POST", "/core/process-full-pipeline", { presentationId }),
      submit(alice, `${url.pathname}/confirm`, { token }),
      api(alice, "GET", tracking),
      api(alice, "POST", `/presentations/${presentationId}/start-full-pipeline`),
      api(alice, "POST", "/core/process-full-pipeline", { presentationId }),
    ]);
    const confirms = [results[0], results[2]];
    for (const res of confirms) {
      expect(res?.statusCode, res?.body).toBe(303);
      expect(res?.headers.location).toBe(
        `/success?session_id=${sessionId}&presentation_id=${presentationId}`,
      );
    }
    for (const res of results) expect([200, 303, 402], res.body).toContain(res.statusCode);

    expect(await fullPipelineJobs(db(), presentationId)).toBe(1);
    expect(await presentationRow(db(), presentationId)).toMatchObject({
      isPaid: true,
      pipelineStatus: "queued",
    });
    const payment = await paymentOf(db(), presentationId);
    expect(payment).toMatchObject({ provider: "test", status: "paid", isTest: true, amountCents: 1900 });

    // What /success does 2 s later: one more start, harmless.
    expect((await api(alice, "POST", "/core/process-full-pipeline", { presentationId })).json().status).toBe(
      "already",
    );
    const facts = (await api(alice, "GET", tracking)).json();
    expect(facts).toMatchObject({
      transaction_id: payment.id,
      value: 19,
      tax: 3.03,
      currency: "EUR",
      status: "paid",
      is_test: true,
      customer_country: null,
      first_name: "Alice",
      last_name: "Kaufer",
    });
    expect((await api(bob, "GET", tracking)).statusCode).toBe(404);

    const mails = (await listOutbox(outboxDir(app.ctx.config))).filter((m) =>
      m.text.includes(orderNumberOf(payment)),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("[Testbestellung] Zahlungsbestätigung – deine Präsentation wird erstellt");
    expect(mails[0]?.text).toContain("es wurde kein Geld abgebucht");
    // The refund the mail promises is the AGB's (§ 8), word for word as on the price card and in the FAQ.
    expect(mails[0]?.text).toContain(`${REFUND_CONDITION} ${refundRequest(app.ctx.config.SUPPORT_EMAIL)}`);
    expect(mails[0]?.text).toContain("Dein Widerrufsrecht ist damit erloschen.");

    const again = await app.http.inject({ method: "GET", url: url.pathname, headers: alice.headers });
    expect(again.body).toContain("Diese Testzahlung wurde bereits bestätigt.");
    const rebuy = await api(alice, "POST", "/payment/create-payment-session", { ...WAIVER, presentationId });
    expect(rebuy.statusCode).toBe(409);
    expect(rebuy.json().error).toBe("Diese Präsentation ist bereits bezahlt.");
  });

  it("„Abbrechen“ leads to /cancel and that checkout can no longer be paid", async () => {
    const { url, token, presentationId } = await openCheckout();
    const cancel = await submit(alice, `${url.pathname}/cancel`, { token });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`/cancel?presentation_id=${presentationId}`);
    expect((await paymentOf(db(), presentationId)).status).toBe("expired");

    const late = await submit(alice, `${url.pathname}/confirm`, { token });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain("Diese Testzahlung wurde abgebrochen.");
    expect((await presentationRow(db(), presentationId)).isPaid).toBe(false);
    expect(await fullPipelineJobs(db(), presentationId)).toBe(0);
    // „Erneut versuchen“ starts a new checkout.
    expect(
      (await api(alice, "POST", "/payment/create-payment-session", { ...WAIVER, presentationId })).statusCode,
    ).toBe(200);
  });
  it("audit: two tabs in test mode share one „Testzahlung“ and pay only once", async () => {
    const p = await readyToBuy(db(), alice.user.id);
    const tabs = await checkoutFromTabs(app.http, alice, p.id);
    const sessionIds = new Set(tabs.map((t) => t.session_id));
    expect(sessionIds.size).toBe(1);
    expect((await paymentRows(db(), p.id)).map((r) => r.status)).toEqual(["open"]);

    // Both tabs confirm the same page: one payment, one pipeline.
    const url = new URL(tabs[0]?.checkout_url ?? "");
    const page = await app.http.inject({ method: "GET", url: url.pathname, headers: alice.headers });
    const token = page.body.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    const confirms = await Promise.all([
      submit(alice, `${url.pathname}/confirm`, { token }),
      submit(alice, `${url.pathname}/confirm`, { token }),
    ]);
    expect(confirms.map((c) => c.statusCode)).toEqual([303, 303]);
    expect((await paymentRows(db(), p.id)).map((r) => r.status)).toEqual(["paid"]);
    expect(await fullPipelineJobs(db(), p.id)).toBe(1);
  });

  it("audit: a second test payment for an already paid presentation is refunded, not fulfilled twice", async () => {
    const first = await openCheckout();
    expect((await submit(alice, `${first.url.pathname}/confirm`, { token: first.token })).statusCode).toBe(
      303,
    );
    // A second „Testzahlung“ opened before the first was paid (before one-open-checkout existed).
    const [second] = await db()
      .insert(payments)
      .values({
        presentationId: first.presentationId,
        userId: alice.user.id,
        provider: "test",
        providerSessionId: `test_cs_${randomBytes(18).toString("base64url")}`,
        amountCents: 1900,
        isTest: true,
      })
      .returning();
    const path = `/payment/test-checkout/${second?.providerSessionId}`;
    const page = await app.http.inject({ method: "GET", url: path, headers: alice.headers });
    const token = page.body.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    const confirm = await submit(alice, `${path}/confirm`, { token });
    expect(confirm.statusCode).toBe(303);

    const rows = await paymentRows(db(), first.presentationId);
    expect(Object.fromEntries(rows.map((r) => [r.providerSessionId, r.status]))).toEqual({
      [first.sessionId]: "paid",
      [second?.providerSessionId ?? ""]: "refunded",
    });
    expect(await fullPipelineJobs(db(), first.presentationId)).toBe(1);
    // The refunded second payment has an order number of its own, and its mail names it.
    const refunded = rows.find((r) => r.id === second?.id);
    expect(refunded?.orderNumber).toMatch(/^FW-\d{4}-\d{6}$/);
    const outbox = (await listOutbox(outboxDir(app.ctx.config))).filter((m) =>
      m.text.includes(refunded ? orderNumberOf(refunded) : "-"),
    );
    expect(outbox.map((m) => m.subject)).toEqual(["[Testbestellung] Doppelte Zahlung erstattet"]);
  });

  it("limits checkout attempts per client with a German message", async () => {
    const p = await readyToBuy(db(), alice.user.id);
    const attempt = () =>
      app.http.inject({
        method: "POST",
        url: "/payment/create-payment-session",
        remoteAddress: "10.77.0.1",
        headers: { ...alice.headers, "content-type": "application/json" },
        payload: JSON.stringify({ ...WAIVER, presentationId: p.id }),
      });
    for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(200);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: "rate_limited",
      error: "Zu viele Kaufversuche in kurzer Zeit. Bitte warte ein paar Minuten.",
    });
  });
});
