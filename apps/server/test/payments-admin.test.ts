import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents } from "../src/db/schema/index.ts";
import { listOutbox, outboxDir } from "../src/mail/mailer.ts";
import { paidEventId } from "../src/payments/repository.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { signedInUser } from "./support/sessions.ts";
import { apiCall, paymentOf, readyToBuy, WAIVER } from "./support/stripe-payments.ts";

const root = path.resolve(import.meta.dirname, "../../..");

/** `npm run admin -- …` as the operator types it. */
function admin(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", "admin", "--", ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe.each(DB_KINDS)("npm run admin -- refund on %s", (kind) => {
  let app: TestApp;
  let env: Record<string, string>;
  let oldOrder = "";
  let newOrder = "";
  let oldPaymentId = "";
  let oldOrderNumber = "";
  let newOrderNumber = "";

  /** Buys a presentation through the test checkout; returns its id. */
  async function buy(who: Awaited<ReturnType<typeof signedInUser>>) {
    const p = await readyToBuy(app.ctx.database.db, who.user.id);
    const created = await apiCall(app.http, who, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: p.id,
    });
    const url = new URL(created.json().checkout_url);
    const page = await app.http.inject({ method: "GET", url: url.pathname, headers: who.headers });
    const token = page.body.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    const confirmed = await app.http.inject({
      method: "POST",
      url: `${url.pathname}/confirm`,
      headers: { ...who.headers, "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(confirmed.statusCode).toBe(303);
    return p.id;
  }

  beforeAll(async () => {
    app = await startTestApp(kind, { ROLE: "web" });
    const customer = await signedInUser(app.ctx.database.db, { email: `kunde-${kind}@example.test` });
    oldOrder = await buy(customer);
    newOrder = await buy(customer);
    const oldPayment = await paymentOf(app.ctx.database.db, oldOrder);
    oldPaymentId = oldPayment.id;
    oldOrderNumber = oldPayment.orderNumber ?? "";
    newOrderNumber = (await paymentOf(app.ctx.database.db, newOrder)).orderNumber ?? "";
    expect(newOrderNumber).toMatch(/^FW-\d{4}-\d{6}$/);
    // The first order was paid 20 days ago.
    await app.ctx.database.db
      .update(paymentEvents)
      .set({ receivedAt: new Date(Date.now() - 20 * 24 * 3600 * 1000) })
      .where(eq(paymentEvents.eventId, paidEventId(oldPaymentId)));
    env = {
      DATA_DIR: app.dataDir,
      ...(app.ctx.config.DATABASE_URL ? { DATABASE_URL: app.ctx.config.DATABASE_URL } : {}),
    };
    // The embedded database admits one process: the operator stops the server first.
    if (kind === "pglite") await app.running.close();
  });
  afterAll(async () => {
    if (kind === "pglite") fs.rmSync(app.dataDir, { recursive: true, force: true });
    else await app?.close();
  });

  it("refuses a refund after 14 days with a clear message unless --force is given", async () => {
    const refused = await admin(["refund", oldOrder], env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(
      "Die Zahlung liegt 20 Tage zurück; die Erstattungsfrist beträgt 14 Tage.",
    );
    expect(refused.stderr).toContain("--force");

    const forced = await admin(["refund", oldOrder, "--force", "--reason", "Quellenlinks defekt"], env);
    expect(forced.stderr).toBe("");
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(`Testbestellung ${oldOrderNumber} als erstattet vermerkt`);
  });

  it("refunds a recent test order once, records it and tells the customer", async () => {
    // By the order number the customer quotes in the mail.
    expect((await admin(["refund", "FW-1999-000999"], env)).stderr).toContain(
      "Keine Bestellung mit der Nummer „FW-1999-000999“ gefunden.",
    );
    const done = await admin(["refund", newOrderNumber], env);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/als erstattet vermerkt \(19,00\s€, es wurde kein Geld bewegt\)/);
    expect(done.stdout).toContain(`Testbestellung ${newOrderNumber}`);
    const twice = await admin(["refund", newOrder], env);
    expect(twice.code).not.toBe(0);
    expect(twice.stderr).toContain("Die Zahlung für diese Präsentation wurde bereits erstattet.");

    const mails = (await listOutbox(outboxDir(app.ctx.config))).filter((m) => /erstattet/.test(m.subject));
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.subject.startsWith("[Testbestellung]"))).toBe(true);
  });

  it("explains its usage and rejects unknown commands", async () => {
    const help = await admin([], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("npm run admin -- refund <presentationId | Bestellnummer>");
    const wrong = await admin(["erstatten", oldOrder], env);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain("Unbekannter Befehl „erstatten“.");
    const missing = await admin(["refund", "11111111-1111-4111-8111-111111111111"], env);
    expect(missing.stderr).toContain("Für diese Präsentation gibt es keine bezahlte Bestellung.");
  });
});
