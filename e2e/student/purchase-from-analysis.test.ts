/// <reference lib="dom" />
import fs from "node:fs";
import path from "node:path";
import { understand } from "@folienwerk/engine";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { putStageOutput } from "../../apps/server/src/presentations/repository.ts";
import { EARLY_START_LABEL, LAPSE_LABEL } from "../../apps/web/src/student/withdrawal-consent.ts";
import { smallThesis } from "../../packages/engine/test/fixtures/deck/small-thesis.ts";
import { browserSuite } from "../support/suite.ts";
import { createVerifiedUser, db, seedPresentation, signIn, type TestUser } from "./helpers.ts";

/**
 * Issue 31, points 2 and 5: the free analysis offers the purchase of its presentation, with the title page
 * as read to correct before paying, and the header's order link on the student's pages never starts a
 * second upload. Set E2E_SCREENSHOTS=<folder> for screenshots.
 */
const s = browserSuite();
const ANALYSIS_HTML =
  "<h2>Überblick</h2><p>Die Arbeit untersucht das Wachstum von Kresse unter drei Lichtstufen.</p>";

let user: TestUser;

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, name), fullPage: true });
}

/** The header's order button: its wide label at 1440 px, its short one at 390 px. */
const orderLink = (page: Page, width: number, wide: string, short: string) =>
  page.locator("header").getByRole("link", { name: width >= 640 ? wide : short, exact: true });

beforeEach(async () => {
  user = await createVerifiedUser(s.server);
  await signIn(s.page, s.server, user);
});

describe.each([
  [1440, 900],
  [390, 844],
])("buying from the analysis at %i px", (width, height) => {
  it("offers the purchase below the analysis; the header's order link leads to it, not to a new upload", async () => {
    await s.page.setViewportSize({ width, height });
    const row = await seedPresentation(s.server, user.id, {
      stage: "questions_2",
      pdfFilename: "kresse.pdf",
      researchType: "empirical",
      presentationDuration: 15,
      methodology: "Gewächshausversuch mit drei Lichtstufen.",
      freeAnalysisStatus: "done",
      analysisHtmlContent: ANALYSIS_HTML,
    });
    await s.page.goto(`${s.server.url}/analysis/${row.id}`);
    await s.page.getByTestId("analysis-html").getByText("Wachstum von Kresse").waitFor();
    const offer = s.page.getByTestId("analysis-purchase");
    await offer.getByRole("heading", { name: "Deine Präsentation kaufen" }).waitFor();
    expect(await offer.getByTestId("price").textContent()).toMatch(/^19\s€$/);
    expect(await offer.getByRole("button", { name: "Jetzt kaufen" }).isDisabled()).toBe(true);

    // The duplicate-order attempt: the header's order button stays on this presentation.
    const order = orderLink(s.page, width, "Jetzt kaufen", "Kaufen");
    await order.click();
    await expect.poll(() => new URL(s.page.url()).hash).toBe("#kaufen");
    expect(new URL(s.page.url()).pathname).toBe(`/analysis/${row.id}`);
    await expect
      .poll(() => offer.evaluate((el) => Math.abs(el.getBoundingClientRect().top) < window.innerHeight / 2))
      .toBe(true);
    expect(await s.page.getByTestId("upload-wizard").count()).toBe(0);
    await shoot(s.page, `analysis-purchase-${width}.png`);

    await offer.getByLabel(EARLY_START_LABEL).check();
    await offer.getByLabel(LAPSE_LABEL).check();
    await offer.getByRole("button", { name: "Jetzt kaufen" }).click();
    await s.page.waitForURL(/\/payment\/test-checkout\//);
    await s.page.getByRole("button", { name: "Zahlung bestätigen" }).click();
    await s.page.waitForURL(/\/success\?session_id=/);
    await s.page.getByRole("heading", { name: "Zahlung erfolgreich!" }).waitFor();

    // Paid: no second offer, and the order button leads to the dashboard.
    await s.page.goto(`${s.server.url}/analysis/${row.id}`);
    await s.page.getByText("Du hast diese Präsentation gekauft.").waitFor();
    expect(await s.page.getByTestId("analysis-purchase").count()).toBe(0);
    await orderLink(s.page, width, "Meine Präsentationen", "Übersicht").click();
    await s.page.waitForURL(/\/dashboard$/);
  });

  it("leads from the dashboard and the downloads page to the dashboard, from the landing page to the upload", async () => {
    await s.page.setViewportSize({ width, height });
    await s.page.goto(`${s.server.url}/dashboard`);
    expect(await orderLink(s.page, width, "Meine Präsentationen", "Übersicht").getAttribute("href")).toBe(
      "/dashboard",
    );
    await s.page.goto(`${s.server.url}/downloads/00000000-0000-4000-8000-000000000000`);
    expect(await orderLink(s.page, width, "Meine Präsentationen", "Übersicht").getAttribute("href")).toBe(
      "/dashboard",
    );
    await s.page.goto(`${s.server.url}/`);
    expect(await orderLink(s.page, width, "Präsentation erstellen", "Bestellen").getAttribute("href")).toBe(
      "/#try-form",
    );
  });

  it("shows the title page as read; the student corrects it before paying and finds it saved", async () => {
    await s.page.setViewportSize({ width, height });
    const row = await seedPresentation(s.server, user.id, {
      stage: "questions_2",
      pdfFilename: "gaerten.pdf",
      researchType: "empirical",
      presentationDuration: 15,
      methodology: "Online-Befragung der Mitglieder.",
      freeAnalysisStatus: "done",
      analysisHtmlContent: ANALYSIS_HTML,
    });
    // What the free analysis stores: the understanding of the thesis, title page included.
    const thesis = understand(smallThesis());
    await putStageOutput(db(s.server), row.id, "analyze-paper", thesis);
    await s.page.goto(`${s.server.url}/analysis/${row.id}`);
    const form = s.page.getByTestId("title-page-form");
    const title = form.getByLabel("Titel", { exact: true });
    await title.waitFor();
    expect(await title.inputValue()).toBe(thesis.title);
    await title.fill("Gemeinschaftsgärten als Lernorte");
    await form.getByLabel("Autor/in").fill("Erika Mustermann, Max Beispiel");
    await form.getByLabel("Betreuung").fill("Prof. Dr. Eva Muster");
    await form.getByRole("button", { name: "Angaben speichern" }).click();
    await s.page.locator("[data-sonner-toast]").getByText("Angaben gespeichert", { exact: true }).waitFor();
    await shoot(s.page, `analysis-title-page-${width}.png`);

    await s.page.reload();
    await form.getByLabel("Titel", { exact: true }).waitFor();
    expect(await form.getByLabel("Titel", { exact: true }).inputValue()).toBe(
      "Gemeinschaftsgärten als Lernorte",
    );
    expect(await form.getByLabel("Autor/in").inputValue()).toBe("Erika Mustermann, Max Beispiel");
    await s.page.goto(`${s.server.url}/dashboard`);
    await s.page.getByRole("heading", { name: "Gemeinschaftsgärten als Lernorte" }).waitFor();
  });
});
