import { eq } from "drizzle-orm";
import type { Browser as Chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../../../e2e/support/browser.ts";
import { freePort } from "../../../e2e/support/ports.ts";
import { user } from "../src/db/schema/index.ts";
import { Browser, startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import {
  fullPipelineJobs,
  paymentOf,
  presentationRow,
  readyToBuy,
  WAIVER,
} from "./support/stripe-payments.ts";

describe.each(DB_KINDS)("„Testzahlung“ in Chromium on %s", (kind) => {
  let app: TestApp;
  let chrome: Chromium;
  let student: Browser;
  let userId = "";
  let origin = "";

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    app = await startTestApp(kind, { ROLE: "web", PORT: String(port), PUBLIC_URL: origin });
    await app.http.listen({ host: "127.0.0.1", port });
    // A real account with a real session cookie (the checkout page is opened by a browser redirect).
    const email = `kaeuferin-${kind}@example.test`;
    student = new Browser(app);
    expect((await student.signUp(email, "ein-langes-passwort")).statusCode).toBe(200);
    await app.ctx.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    expect((await student.signIn(email, "ein-langes-passwort")).statusCode).toBe(200);
    userId = (await student.me())?.id ?? "";
    chrome = await launchBrowser();
  });
  afterAll(async () => {
    await chrome?.close();
    await app?.close();
  });

  async function openCheckout() {
    const p = await readyToBuy(app.ctx.database.db, userId);
    const res = await student.post("/payment/create-payment-session", {
      ...WAIVER,
      presentationId: p.id,
      successUrl: `${origin}/success`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const context = await chrome.newContext({ locale: "de-DE" });
    await context.addCookies([...student.cookies].map(([name, value]) => ({ name, value, url: origin })));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      // CSP violations and script errors; a 404 for /success or the favicon (no web build here) is not one.
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
    });
    await page.goto(res.json().checkout_url);
    return {
      page,
      errors,
      presentationId: p.id,
      sessionId: res.json().session_id as string,
      close: () => context.close(),
    };
  }

  it("the student confirms the test payment with a real session cookie and lands on /success", async () => {
    const { page, errors, presentationId, sessionId, close } = await openCheckout();
    await expect(page.title()).resolves.toBe("Testzahlung – Folienwerk");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Testzahlung");
    expect(await page.locator(".note").textContent()).toContain("Es wird kein Geld abgebucht");
    await Promise.all([
      page.waitForURL(/\/success\?/),
      page.getByRole("button", { name: "Zahlung bestätigen" }).click(),
    ]);
    expect(errors).toEqual([]);
    const landed = new URL(page.url());
    expect(landed.origin + landed.pathname).toBe(`${origin}/success`);
    expect(landed.searchParams.get("session_id")).toBe(sessionId);
    expect(landed.searchParams.get("presentation_id")).toBe(presentationId);
    await close();

    expect((await presentationRow(app.ctx.database.db, presentationId)).isPaid).toBe(true);
    expect((await paymentOf(app.ctx.database.db, presentationId)).status).toBe("paid");
    expect(await fullPipelineJobs(app.ctx.database.db, presentationId)).toBe(1);
  });

  it("„Abbrechen“ returns to /cancel and charges nothing", async () => {
    const { page, errors, presentationId, close } = await openCheckout();
    await Promise.all([
      page.waitForURL(/\/cancel\?/),
      page.getByRole("button", { name: "Abbrechen" }).click(),
    ]);
    expect(errors).toEqual([]);
    expect(new URL(page.url()).searchParams.get("presentation_id")).toBe(presentationId);
    await close();
    expect((await presentationRow(app.ctx.database.db, presentationId)).isPaid).toBe(false);
    expect((await paymentOf(app.ctx.database.db, presentationId)).status).toBe("expired");
  });
});
