import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { payments } from "../src/db/schema/index.ts";
import { listOutbox, outboxDir } from "../src/mail/mailer.ts";
import { refundPresentation } from "../src/payments/refund.ts";
import { eventSeen, orderNumberOf } from "../src/payments/repository.ts";
import { WITHDRAWAL_WAIVER_MISSING, waiverStatement } from "../src/payments/withdrawal.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { createPresentation } from "./support/factories.ts";
import { signedInUser } from "./support/sessions.ts";
import {
  apiCall,
  checkoutFromTabs,
  eventRows,
  fullPipelineJobs,
  paymentOf,
  paymentRows,
  presentationRow,
  readyToBuy,
  WAIVER,
  type Who,
} from "./support/stripe-payments.ts";
import { type StripeServer, startStripeServer } from "./support/stripe-server.ts";

const WHSEC = "whsec_folienwerk_test_secret_0123456789";
const PUBLIC_URL = "https://folienwerk.test";
const signer = new Stripe("sk_test_signer_only").webhooks;

describe.each(DB_KINDS)("Stripe checkout, webhook, tracking and refunds on %s", (kind) => {
  let app: TestApp;
  let stripe: StripeServer;
  let alice: Awaited<ReturnType<typeof signedInUser>>;
  let bob: Awaited<ReturnType<typeof signedInUser>>;

  const api = (who: Who | null, method: "GET" | "POST", url: string, body?: unknown) =>
    apiCall(app.http, who, method, url, body);
  const db = () => app.ctx.database.db;

  function deliver(event: object, opts: { secret?: string; header?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const header =
      opts.header ??
      signer.generateTestHeaderString({ payload, secret: opts.secret ?? WHSEC, timestamp: opts.timestamp });
    return app.http.inject({
      method: "POST",
      url: "/payment/webhook",
      headers: { "content-type": "application/json", "stripe-signature": header },
      payload,
    });
  }

  /** A presentation of alice with an open Stripe checkout session; returns both ids. */
  async function checkout(who = alice) {
    const p = await readyToBuy(db(), who.user.id);
    const res = await api(who, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: p.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = res.json().session_id as string;
    return { presentationId: p.id, sessionId };
  }

  const mails = async (subject: RegExp) =>
    (await listOutbox(outboxDir(app.ctx.config))).filter((m) => subject.test(m.subject));

  beforeAll(async () => {
    stripe = await startStripeServer();
    app = await startTestApp(kind, {
      ROLE: "web",
      PUBLIC_URL,
      STRIPE_SECRET_KEY: "sk_test_folienwerk",
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: stripe.url,
    });
    alice = await signedInUser(db(), {
      email: `Alice.Kaufer-${kind}@Example.TEST`,
      name: "Alice Maria Kaufer",
    });
    bob = await signedInUser(db(), { email: `bob-${kind}@example.test` });
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });

  it("creates a Checkout Session for the signed-in owner's presentation only", async () => {
    const p = await readyToBuy(db(), alice.user.id);
    const draft = await createPresentation(db(), alice.user.id);
    const body = {
      ...WAIVER,
      presentationId: p.id,
      userId: bob.user.id,
      successUrl: "https://evil.example/success",
      cancelUrl: "https://evil.example/cancel",
    };

    const anonymous = { headers: { origin: PUBLIC_URL } };
    expect((await api(anonymous, "POST", "/payment/create-payment-session", body)).statusCode).toBe(401);
    const foreign = await api(bob, "POST", "/payment/create-payment-session", body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe("Die Präsentation wurde nicht gefunden.");
    const early = await api(alice, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: draft.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/Fragen/);
    expect(stripe.requests).toHaveLength(0);

    const res = await api(alice, "POST", "/payment/create-payment-session", body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const [created] = stripe.requests.filter(
      (r) => r.method === "POST" && r.path === "/v1/checkout/sessions",
    );
    expect(created?.params).toMatchObject({
      mode: "payment",
      allowed_payment_method_types: ["card", "paypal", "klarna"],
      line_items: [
        { quantity: "1", price_data: { currency: "eur", unit_amount: "1900", tax_behavior: "inclusive" } },
      ],
      success_url: `${PUBLIC_URL}/success?session_id={CHECKOUT_SESSION_ID}&presentation_id=${p.id}`,
      cancel_url: `${PUBLIC_URL}/cancel?presentation_id=${p.id}`,
      metadata: { presentation_id: p.id, user_id: alice.user.id },
      client_reference_id: p.id,
      customer_email: alice.user.email,
      locale: "de",
    });
    expect(created?.headers["idempotency-key"]).toMatch(/^fw-checkout-[0-9a-f-]{36}$/);
    const [row] = await paymentRows(db(), p.id);
    expect(row).toMatchObject({
      provider: "stripe",
      status: "open",
      amountCents: 1900,
      currency: "eur",
      userId: alice.user.id,
      isTest: true,
    });

    // A second click reuses the open session instead of opening a second one.
    const again = await api(alice, "POST", "/payment/create-payment-session", body);
    expect(again.json().checkout_url).toBe(res.json().checkout_url);
    expect(stripe.requests.filter((r) => r.method === "POST")).toHaveLength(1);

    // Once Stripe expired it, a new attempt gets a new session under a new idempotency key.
    stripe.expire(res.json().session_id);
    const third = await api(alice, "POST", "/payment/create-payment-session", body);
    expect(third.json().session_id).not.toBe(res.json().session_id);
    const keys = stripe.requests.filter((r) => r.method === "POST").map((r) => r.headers["idempotency-key"]);
    expect(new Set(keys).size).toBe(2);
  });

  it("opens no Stripe session without both AGB §9 statements; with them stores the moment, passes it on and confirms it", async () => {
    const p = await readyToBuy(db(), alice.user.id);
    const posts = () => stripe.requests.filter((r) => r.method === "POST").length;
    const postsBefore = posts();
    const refused = await api(alice, "POST", "/payment/create-payment-session", {
      presentationId: p.id,
      consentToEarlyStart: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(WITHDRAWAL_WAIVER_MISSING);
    expect(posts()).toBe(postsBefore);
    expect(await paymentRows(db(), p.id)).toHaveLength(0);

    const res = await api(alice, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: p.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const payment = await paymentOf(db(), p.id);
    const at = payment.withdrawalWaiverAt;
    expect(at).toBeInstanceOf(Date);
    const created = stripe.requests
      .filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")
      .at(-1);
    expect(created?.params).toMatchObject({
      metadata: { withdrawal_waiver_at: at?.toISOString() },
      custom_text: { submit: { message: waiverStatement(at as Date) } },
    });

    const sessionId = res.json().session_id as string;
    stripe.pay(sessionId);
    expect((await deliver(stripe.event("checkout.session.completed", sessionId))).statusCode).toBe(200);
    const paid = await paymentOf(db(), p.id);
    const [confirmation] = (await mails(/Zahlungsbestätigung/)).filter((m) =>
      m.text.includes(orderNumberOf(paid)),
    );
    expect(confirmation?.text).toContain(
      `${waiverStatement(at as Date)} Dein Widerrufsrecht ist damit erloschen.`,
    );
  });

  it("answers the SPEC §8 payment failure when Stripe is down", async () => {
    const p = await readyToBuy(db(), alice.user.id);
    stripe.failNextRequests(10);
    const res = await api(alice, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: p.id,
    });
    stripe.failNextRequests(0);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe("Fehler beim Erstellen der Zahlungssitzung. Bitte versuche es erneut.");
    expect(await paymentRows(db(), p.id)).toHaveLength(0);
  });

  it("rejects a bad, missing, stale or foreign signature with 400 and logs it", async () => {
    const { presentationId, sessionId } = await checkout();
    stripe.pay(sessionId);
    const event = stripe.event("checkout.session.completed", sessionId);
    const warn = vi.spyOn(app.ctx.logger, "warn");
    const payload = JSON.stringify(event);
    const otherHeader = signer.generateTestHeaderString({ payload: `${payload} `, secret: WHSEC });
    const attempts = [
      await deliver(event, { secret: "whsec_someone_else" }),
      await deliver(event, { header: otherHeader }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      await app.http.inject({
        method: "POST",
        url: "/payment/webhook",
        headers: { "content-type": "application/json" },
        payload,
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "invalid_signature" });
    }
    const rejected = warn.mock.calls.filter((c) => c[1] === "stripe webhook rejected: bad signature");
    warn.mockRestore();
    expect(rejected).toHaveLength(4);
    expect((await presentationRow(db(), presentationId)).isPaid).toBe(false);
    expect(await eventSeen(db(), event.id)).toBe(false);
    expect(await fullPipelineJobs(db(), presentationId)).toBe(0);
  });

  it("acts on the session re-read from Stripe, not on the event's claim", async () => {
    const { presentationId, sessionId } = await checkout();
    const forged = stripe.event("checkout.session.completed", sessionId, {
      status: "complete",
      payment_status: "paid",
    });
    const res = await deliver(forged);
    expect(res.statusCode).toBe(200);
    expect(
      stripe.requests.some((r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${sessionId}`),
    ).toBe(true);
    expect((await presentationRow(db(), presentationId)).isPaid).toBe(false);
    expect((await paymentRows(db(), presentationId))[0]?.status).toBe("open");
    expect(await fullPipelineJobs(db(), presentationId)).toBe(0);
  });

  it("marks paid and queues the pipeline once when the same event is delivered 10 times", async () => {
    const { presentationId, sessionId } = await checkout();
    stripe.pay(sessionId);
    const event = stripe.event("checkout.session.completed", sessionId);
    const rereadsBefore = stripe.requests.filter((r) => r.method === "GET").length;
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await deliver(event));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().duplicate)).toHaveLength(9);
    expect(stripe.requests.filter((r) => r.method === "GET").length - rereadsBefore).toBe(1);

    const p = await presentationRow(db(), presentationId);
    expect(p).toMatchObject({ isPaid: true, pipelineStatus: "queued" });
    const payment = await paymentOf(db(), presentationId);
    expect(payment?.status).toBe("paid");
    expect(await fullPipelineJobs(db(), presentationId)).toBe(1);
    const events = await eventRows(db(), payment.id);
    expect(events.filter((e) => e.eventId === event.id)).toHaveLength(1);
    expect(events.filter((e) => e.type === "payment.paid")).toHaveLength(1);
    const confirmations = (await mails(/Zahlungsbestätigung/)).filter((m) =>
      m.text.includes(orderNumberOf(payment)),
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.subject).toMatch(/^\[Testbestellung\]/);
  });

  it("handles out-of-order events: whichever arrives first acts, stale ones change nothing", async () => {
    const { presentationId, sessionId } = await checkout();
    // A delayed payment method: completed, not yet paid.
    const completedUnpaid = stripe.event("checkout.session.completed", sessionId, {
      status: "complete",
      payment_status: "unpaid",
    });
    stripe.completeUnpaid(sessionId);
    // The success event overtakes the completed event; by then Stripe says paid.
    Object.assign(stripe.session(sessionId), { payment_status: "paid", latest_charge: "ch_test_late" });
    const succeeded = stripe.event("checkout.session.async_payment_succeeded", sessionId);
    const staleExpired = stripe.event("checkout.session.expired", sessionId, {
      status: "expired",
      payment_status: "unpaid",
    });
    for (const ev of [succeeded, completedUnpaid, staleExpired])
      expect((await deliver(ev)).statusCode).toBe(200);

    expect((await presentationRow(db(), presentationId)).isPaid).toBe(true);
    expect((await paymentRows(db(), presentationId))[0]?.status).toBe("paid");
    expect(await fullPipelineJobs(db(), presentationId)).toBe(1);

    // An expired session that was never paid closes the order; a new checkout is possible.
    const second = await checkout();
    stripe.expire(second.sessionId);
    expect((await deliver(stripe.event("checkout.session.expired", second.sessionId))).statusCode).toBe(200);
    expect((await paymentRows(db(), second.presentationId))[0]?.status).toBe("expired");
    const retry = await api(alice, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: second.presentationId,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().session_id).not.toBe(second.sessionId);
  });

  it("answers 503 without recording the event when Stripe cannot be re-read, so the redelivery pays", async () => {
    const { presentationId, sessionId } = await checkout();
    stripe.pay(sessionId);
    const event = stripe.event("checkout.session.completed", sessionId);
    stripe.failNextRequests(10);
    const first = await deliver(event);
    stripe.failNextRequests(0);
    expect(first.statusCode).toBe(503);
    expect(await eventSeen(db(), event.id)).toBe(false);
    expect((await presentationRow(db(), presentationId)).isPaid).toBe(false);

    expect((await deliver(event)).statusCode).toBe(200);
    expect((await presentationRow(db(), presentationId)).isPaid).toBe(true);
    expect(await fullPipelineJobs(db(), presentationId)).toBe(1);
  });

  it("starts the pipeline exactly once when /success, the webhook and manual calls race", async () => {
    const { presentationId, sessionId } = await checkout();
    stripe.pay(sessionId);
    const event = stripe.event("checkout.session.completed", sessionId);
    const results = await Promise.all([
      deliver(event),
      api(alice, "POST", "/core/process-full-pipeline", { presentationId }),
      deliver(event),
      api(alice, "GET", `/payment/checkout-session-tracking?session_id=${sessionId}`),
      api(alice, "POST", `/presentations/${presentationId}/start-full-pipeline`),
      deliver(stripe.event("checkout.session.async_payment_succeeded", sessionId)),
      api(alice, "POST", "/core/process-full-pipeline", { presentationId }),
      api(alice, "GET", `/payment/checkout-session-tracking?session_id=${sessionId}`),
      deliver(event),
    ]);
    for (const r of results) expect([200, 402], r.body).toContain(r.statusCode);
    const starts = results.filter((r) => r.json().presentationId === presentationId && r.statusCode === 200);
    expect(starts.filter((r) => r.json().status === "queued").length).toBeLessThanOrEqual(1);

    expect(await fullPipelineJobs(db(), presentationId)).toBe(1);
    expect((await presentationRow(db(), presentationId)).pipelineStatus).toBe("queued");
    const later = await api(alice, "POST", "/core/process-full-pipeline", { presentationId });
    expect(later.json().status).toBe("already");
    const payment = await paymentOf(db(), presentationId);
    expect(
      (await mails(/Zahlungsbestätigung/)).filter((m) => m.text.includes(orderNumberOf(payment))),
    ).toHaveLength(1);
  });

  it("gives the owner the SPEC §3 tracking fields and pays even before the webhook arrives", async () => {
    const { presentationId, sessionId } = await checkout();
    stripe.pay(sessionId, { name: "Alice Maria Kaufer", country: "AT" });
    const res = await api(alice, "GET", `/payment/checkout-session-tracking?session_id=${sessionId}`);
    expect(res.statusCode, res.body).toBe(200);
    const payment = await paymentOf(db(), presentationId);
    expect(res.json()).toEqual({
      transaction_id: payment.id,
      value: 19,
      currency: "EUR",
      tax: 3.03,
      shipping: 0,
      discount: 0,
      items: [
        { item_id: "folienwerk-praesentation", item_name: "Folienwerk Präsentation", price: 19, quantity: 1 },
      ],
      presentation_id: presentationId,
      customer_country: "AT",
      email_hash: createHash("sha256").update(alice.user.email.toLowerCase()).digest("hex"),
      first_name: "Alice Maria",
      last_name: "Kaufer",
      status: "paid",
      is_test: true,
    });
    // No webhook was delivered: the re-read session on /success already paid the order.
    expect((await presentationRow(db(), presentationId)).isPaid).toBe(true);
    expect(await fullPipelineJobs(db(), presentationId)).toBe(1);

    const foreign = await api(bob, "GET", `/payment/checkout-session-tracking?session_id=${sessionId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe("Die Zahlung wurde nicht gefunden.");
    expect(
      (await api(null, "GET", `/payment/checkout-session-tracking?session_id=${sessionId}`)).statusCode,
    ).toBe(401);
    expect((await api(alice, "GET", "/payment/checkout-session-tracking")).statusCode).toBe(400);
  });

  it("refunds through Stripe within 14 days and refuses a later refund unless forced", async () => {
    const { presentationId, sessionId } = await checkout();
    const paid = stripe.pay(sessionId);
    expect((await deliver(stripe.event("checkout.session.completed", sessionId))).statusCode).toBe(200);
    const payment = await paymentOf(db(), presentationId);

    const late = new Date(Date.now() + 15 * 24 * 3600 * 1000);
    await expect(refundPresentation(app.ctx, presentationId, { now: late })).rejects.toThrow(
      /14 Tage.*--force/,
    );
    expect(stripe.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(0);

    const result = await refundPresentation(app.ctx, presentationId, { reason: "Quellenlinks defekt" });
    expect(result).toMatchObject({
      paymentId: payment.id,
      provider: "stripe",
      amountCents: 1900,
      refundStatus: "succeeded",
    });
    const [call] = stripe.requests.filter((r) => r.path === "/v1/refunds");
    expect(call?.params).toMatchObject({
      payment_intent: paid.payment_intent,
      reason: "requested_by_customer",
    });
    expect(call?.headers["idempotency-key"]).toBe(`fw-refund-${payment.id}`);
    expect((await paymentRows(db(), presentationId))[0]?.status).toBe("refunded");
    expect(
      (await eventRows(db(), payment.id)).filter((e) => e.type === "refund").map((e) => e.eventId),
    ).toEqual([result.refundId]);
    expect((await mails(/erstattet/)).filter((m) => m.text.includes(orderNumberOf(payment)))).toHaveLength(1);
    await expect(refundPresentation(app.ctx, presentationId)).rejects.toThrow(/bereits erstattet/);

    const other = await checkout();
    stripe.pay(other.sessionId);
    await deliver(stripe.event("checkout.session.completed", other.sessionId));
    const forced = await refundPresentation(app.ctx, other.presentationId, {
      now: new Date(Date.now() + 40 * 24 * 3600 * 1000),
      force: true,
    });
    expect(forced.daysSincePayment).toBeGreaterThanOrEqual(39);
  });

  it("audit: two tabs buying at once get one and the same open Stripe checkout (no double charge)", async () => {
    const p = await readyToBuy(db(), alice.user.id);
    const creates = () =>
      stripe.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.method === "POST");
    const before = creates().length;
    const tabs = await checkoutFromTabs(app.http, alice, p.id);
    const ids = new Set(tabs.map((t) => t.session_id));
    expect(ids.size).toBe(1);
    expect(new Set(tabs.map((t) => t.checkout_url)).size).toBe(1);
    expect(creates().length - before).toBe(1);
    const rows = await paymentRows(db(), p.id);
    expect(rows.map((r) => [r.status, r.providerSessionId])).toEqual([["open", [...ids][0]]]);

    // Paid in one tab: the other tab's click finds nothing left to buy.
    stripe.pay([...ids][0] ?? "");
    const late = await api(alice, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: p.id,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe("Diese Präsentation ist bereits bezahlt.");
    expect((await presentationRow(db(), p.id)).isPaid).toBe(true);
    expect(creates().length - before).toBe(1);
  });

  it("audit: a delayed payment still clearing blocks a second checkout instead of opening another", async () => {
    const { presentationId, sessionId } = await checkout();
    stripe.completeUnpaid(sessionId);
    const again = await api(alice, "POST", "/payment/create-payment-session", { ...WAIVER, presentationId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      "Deine Zahlung für diese Präsentation wird noch bestätigt. Du bekommst eine E-Mail, sobald sie eingegangen ist.",
    );
    expect(await paymentRows(db(), presentationId)).toHaveLength(1);
  });

  it("audit: a second paid checkout of an already paid presentation is refunded through Stripe, not fulfilled twice", async () => {
    const refundsBefore = stripe.requests.filter((r) => r.path === "/v1/refunds").length;
    const first = await checkout();
    // A session from before one-open-checkout, or one we already took for expired: Stripe can still take it.
    await db()
      .update(payments)
      .set({ status: "expired" })
      .where(eq(payments.providerSessionId, first.sessionId));
    const res = await api(alice, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: first.presentationId,
    });
    const second = res.json().session_id as string;
    expect(second).not.toBe(first.sessionId);
    stripe.pay(first.sessionId);
    const duplicate = stripe.pay(second);

    const answers = await Promise.all([
      deliver(stripe.event("checkout.session.completed", first.sessionId)),
      deliver(stripe.event("checkout.session.completed", second)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);

    const rows = await paymentRows(db(), first.presentationId);
    expect(rows.map((r) => r.status).sort()).toEqual(["paid", "refunded"]);
    const refunded = rows.find((r) => r.status === "refunded");
    const refunds = stripe.requests.filter((r) => r.path === "/v1/refunds").slice(refundsBefore);
    expect(refunds.map((r) => r.params.reason)).toEqual(["duplicate"]);
    const intent =
      refunded?.providerSessionId === second
        ? duplicate.payment_intent
        : stripe.session(first.sessionId).payment_intent;
    expect(refunds[0]?.params.payment_intent).toBe(intent);
    expect(await fullPipelineJobs(db(), first.presentationId)).toBe(1);
    expect((await eventRows(db(), refunded?.id ?? "")).map((e) => e.type).sort()).toEqual([
      "checkout.session.completed",
      "payment.duplicate",
      "refund",
    ]);
    const paid = rows.find((r) => r.status === "paid");
    expect(
      (await mails(/Zahlungsbestätigung/)).filter((m) => m.text.includes(paid ? orderNumberOf(paid) : "-")),
    ).toHaveLength(1);
    const refundMails = (await mails(/Doppelte Zahlung erstattet/)).filter((m) =>
      m.text.includes(refunded ? orderNumberOf(refunded) : "-"),
    );
    expect(refundMails).toHaveLength(1);
    // The original order stands: a customer refund still finds it.
    await expect(refundPresentation(app.ctx, first.presentationId)).resolves.toMatchObject({
      paymentId: paid?.id,
    });
  });

  it("never offers the built-in test checkout once a Stripe key is set", async () => {
    const { sessionId } = await checkout();
    for (const url of [
      `/payment/test-checkout/${sessionId}`,
      "/payment/test-checkout/test_cs_abcdefghijklmnop",
    ]) {
      expect((await app.http.inject({ method: "GET", url, headers: alice.headers })).statusCode).toBe(404);
      const post = await app.http.inject({
        method: "POST",
        url: `${url}/confirm`,
        headers: alice.headers,
        payload: {},
      });
      expect(post.statusCode).toBe(404);
    }
    expect(app.ctx.config.paymentTestMode).toBe(false);
  });

  it("made no Stripe call the fake does not know", () => {
    expect(stripe.unexpected).toEqual([]);
  });
});
