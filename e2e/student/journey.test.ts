/// <reference lib="dom" />
import fs from "node:fs";
import JSZip from "jszip";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutbox, outboxDir } from "../../apps/server/src/mail/mailer.ts";
import { EARLY_START_LABEL, LAPSE_LABEL } from "../../apps/web/src/student/withdrawal-consent.ts";
import { launchBrowser, openPage, type TestPage } from "../support/browser.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { corpusPath } from "./helpers.ts";

/**
 * Issue 9 "Done when": the whole journey of a new user in a real browser against the real server with
 * the embedded defaults (PGlite, local files, mail outbox, test-mode checkout, extractive engine).
 */
const PAPER = corpusPath("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf");
const EMAIL = "neue.studentin@example.test";
const PASSWORD = "Kresse-und-Licht-2025";
/** The extractive engine on a 15-page paper; generous because 2 shared cores also run other tests. */
const PIPELINE_TIMEOUT_MS = 8 * 60_000;

let server: TestServer;
let browser: Browser;
let t: TestPage;
let page: Page;

beforeAll(async () => {
  // No network here: the source-link check of the free analysis is switched off, everything else is default.
  server = await startTestServer({ SOURCE_CHECK: "false" });
  browser = await launchBrowser();
  t = await openPage(browser);
  page = t.page;
});
afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.close();
});

/**
 * The parts of other issues the journey needs. Each missing one is named, so a failure says what has
 * not landed yet instead of timing out somewhere in the browser.
 */
async function missingParts(): Promise<string[]> {
  const missing: string[] = [];
  const probe = async (method: string, url: string, what: string) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { origin: server.url, "content-type": "application/json" },
      body: method === "GET" ? undefined : "{}",
    });
    if (res.status === 404) missing.push(`${what} (${method} ${url} answers 404)`);
  };
  await probe("GET", "/api/presentations", "presentations API, issue 6");
  await probe("POST", "/payment/create-payment-session", "payment session, issue 7");
  await probe("GET", "/payment/checkout-session-tracking?session_id=x", "payment tracking, issue 7");
  await probe("POST", "/core/process-full-pipeline", "full pipeline start, issue 6");
  const engine = (await import("@folienwerk/engine")) as Record<string, unknown>;
  for (const name of ["ingest", "analyze", "runDeckPipeline"]) {
    if (typeof engine[name] !== "function") missing.push(`engine export ${name}() (packages/engine)`);
  }
  return missing;
}

describe("the whole student journey", () => {
  it("has every part it needs", async () => {
    expect(await missingParts(), "parts of other issues that have not landed yet").toEqual([]);
  });

  it(
    "upload → register → confirm in a second tab → questionnaire → buy → success → live progress → downloads",
    async () => {
      const missing = await missingParts();
      if (missing.length) throw new Error(`Cannot run the journey; missing: ${missing.join("; ")}`);

      // 1. Landing page: choose a thesis, pick the work type.
      await page.goto(`${server.url}/`);
      const wizard = page.getByTestId("upload-wizard");
      await wizard.locator('input[type="file"]').setInputFiles(PAPER);
      await wizard.getByRole("button", { name: "Weiter" }).click();
      await wizard.getByRole("button", { name: "Bachelorarbeit" }).click();

      // 2. Not signed in: the dialog opens; register.
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("heading", { name: "Willkommen bei Folienwerk" }).waitFor();
      await dialog.getByRole("tab", { name: "Registrierung" }).click();
      await dialog.getByLabel("E-Mail").fill(EMAIL);
      await dialog.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
      await dialog.getByLabel("Ich bin mindestens 18 Jahre alt").check();
      await dialog.getByRole("checkbox").nth(1).check();
      await dialog.getByRole("button", { name: "Jetzt registrieren" }).click();
      await dialog.getByText("E-Mail-Bestätigung erforderlich").waitFor();

      // 3. Confirm through the link in the mail outbox (opened in another tab of the same browser).
      const dir = outboxDir(server.running.ctx.config);
      let mail: Awaited<ReturnType<typeof listOutbox>>[number] | undefined;
      await expect
        .poll(async () => (mail = (await listOutbox(dir)).find((m) => m.to.includes(EMAIL))), {
          timeout: 20_000,
        })
        .toBeTruthy();
      const link = mail?.text.match(/https?:\/\/\S*verify-email\S*/)?.[0];
      expect(link, "confirmation link in the mail").toBeTruthy();
      const confirmTab = await page.context().newPage();
      await confirmTab.goto((link as string).replace(/^https?:\/\/[^/]+/, server.url));
      // The confirming tab hands over to the waiting one, which says so.
      await confirmTab.getByText("Es geht in deinem anderen Tab weiter", { exact: false }).waitFor();
      await confirmTab.close();

      // 4. The waiting tab noticed: its dialog closes and creation continues by itself, signed in.
      await dialog.waitFor({ state: "hidden" });
      await wizard.getByText("Schritt 3 von 5").waitFor({ timeout: 90_000 });
      await page.locator("[data-sonner-toast]").getByText("Datei hochgeladen", { exact: true }).waitFor();

      // 5. Method, duration, methodology.
      await wizard.getByRole("button", { name: /Literaturarbeit/ }).click();
      await wizard.getByRole("slider").fill("12");
      await wizard.getByRole("button", { name: "Weiter" }).click();
      await wizard
        .getByLabel("Beschreibe kurz deine Methodik")
        .fill("Sentimentanalyse von Zeitungsartikeln zur Flüchtlingskrise mit einem Wörterbuchansatz.");
      await wizard.getByRole("button", { name: "Kostenlose Analyse starten" }).click();
      await page.locator("[data-sonner-toast]").getByText("Daten gespeichert", { exact: true }).waitFor();

      // 6. Buy: test checkout, confirm, /success.
      const purchase = page.getByTestId("purchase-card");
      await purchase.getByLabel(EARLY_START_LABEL).check();
      await purchase.getByLabel(LAPSE_LABEL).check();
      await purchase.getByRole("button", { name: "Jetzt kaufen" }).click();
      await page.waitForURL(/\/payment\/test-checkout\//);
      await page.getByRole("button", { name: "Zahlung bestätigen" }).click();
      await page.waitForURL(/\/success\?/);
      await page.getByRole("heading", { name: "Zahlung erfolgreich!" }).waitFor();
      const presentationId = new URL(page.url()).searchParams.get("presentation_id") ?? "";
      await page.getByRole("link", { name: "Zum Dashboard" }).click();

      // 7. Dashboard: live progress, then 'Präsentation abgeschlossen!' without a reload.
      const card = page.locator(`[data-testid="presentation-card"][data-id="${presentationId}"]`);
      await card.waitFor();
      const progressOrDone = card
        .getByTestId("live-progress")
        .or(card.getByText("Präsentation abgeschlossen!"));
      await progressOrDone.first().waitFor({ timeout: 30_000 });
      const navigations: string[] = [];
      page.on("framenavigated", (f) => f === page.mainFrame() && navigations.push(f.url()));
      await card.getByText("Präsentation abgeschlossen!").waitFor({ timeout: PIPELINE_TIMEOUT_MS });
      expect(navigations, "the dashboard updated without a reload").toEqual([]);

      // 8. Downloads: a valid deck, the exam questions and the image templates.
      await card.getByRole("link", { name: "Alle Downloads" }).click();
      await page.getByRole("heading", { name: "Alle Downloads" }).waitFor();
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "PowerPoint herunterladen" }).click();
      const file = await (await download).path();
      const zip = await JSZip.loadAsync(fs.readFileSync(file));
      expect(zip.file("ppt/presentation.xml"), "ppt/presentation.xml in the deck").toBeTruthy();
      const slides = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
      expect(slides.length).toBeGreaterThanOrEqual(5);

      const viewer = page.getByTestId("question-viewer");
      await viewer.getByText(/^Frage 1 \/ \d+$/).waitFor();
      await viewer.getByRole("button", { name: "Lösung sehen" }).click();
      await viewer.getByTestId("answer").waitFor();
      await viewer.getByRole("button", { name: "Weiter" }).click();
      await viewer.getByText(/^Frage 2 \/ \d+$/).waitFor();

      await page.getByRole("heading", { name: "Bildvorlagen zum Bearbeiten" }).waitFor();
      const panels = page.locator("details");
      expect(await panels.count()).toBeGreaterThan(0);
      expect(await panels.first().getAttribute("open")).not.toBeNull();
      await expect
        .poll(() =>
          panels
            .first()
            .locator("img")
            .evaluateAll(
              (els) => els.length > 0 && els.every((e) => (e as HTMLImageElement).naturalWidth > 0),
            ),
        )
        .toBe(true);
      expect(t.errors).toEqual([]);
    },
    PIPELINE_TIMEOUT_MS + 5 * 60_000,
  );
});
