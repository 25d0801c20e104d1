/// <reference lib="dom" />
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { presentations } from "../../apps/server/src/db/schema/index.ts";
import { shortThesisPdf } from "../../scripts/short-thesis.ts";
import { SCROLL_WAIT, viewportTop } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { corpusPath, createVerifiedUser, db, seedPresentation, signIn } from "./helpers.ts";

const s = browserSuite();

/** A 0.9 MB text PDF from the corpus: big enough to see the upload progress under throttling. */
const PAPER = corpusPath("de_hausarbeit_ki_hotel-stornierung_29p.pdf");

/** Desktop and phone, as the issue tried them. */
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

const wizard = () => s.page.getByTestId("upload-wizard");
const status = () => wizard().getByTestId("creation-status");

/** The focused element's test id and text (what a screen reader reads on a focus move). */
const focused = () =>
  s.page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { testid: el?.dataset.testid ?? null, text: el?.textContent?.replace(/\s+/g, " ").trim() ?? "" };
  });
/** Waits until the focus is on the wizard's heading of step `n` (its name includes the step's title). */
async function expectStepFocus(n: number, title: string) {
  await expect
    .poll(focused, { timeout: 5_000 })
    .toEqual({ testid: "wizard-step-heading", text: `Schritt ${n} von 5: ${title}` });
}

/** Slows the page's uploads to `kbPerSecond` (Chromium's network emulation); the returned call lifts it. */
async function throttleUpload(kbPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await s.page.context().newCDPSession(s.page);
  await cdp.send("Network.enable");
  const conditions = (uploadThroughput: number) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await conditions(kbPerSecond * 1024);
  return async () => {
    await conditions(-1);
  };
}

async function chooseFile(file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await s.page.goto(`${s.server.url}/#try-form`);
  await wizard().locator('input[type="file"]').setInputFiles(file);
  await wizard().getByRole("button", { name: "Weiter" }).click();
  await wizard().getByText("Schritt 2 von 5").waitFor();
}

/** From the duration step on: 'Weiter', the methodology, and the last button, which starts the free analysis. */
async function finishFromDuration(methodology: string) {
  await wizard().getByRole("button", { name: "Weiter" }).click();
  await wizard().getByLabel("Beschreibe kurz deine Methodik").fill(methodology);
  await wizard().getByRole("button", { name: "Kostenlose Analyse starten" }).click();
}

/** Reopens step 2 by its circle: the focus is on its heading, the type chosen before still pressed. */
async function reopenWorkType(chosen: string) {
  await wizard()
    .getByRole("button", { name: /^Schritt 2/ })
    .click();
  await expectStepFocus(2, "Art der Arbeit");
  expect(await wizard().getByRole("button", { name: chosen }).getAttribute("aria-pressed")).toBe("true");
}

describe("upload wizard", () => {
  it("asks a visitor to log in when creation starts; closing the dialog resets to idle", async () => {
    await chooseFile(PAPER);
    // Dots are clickable only up to the step reached.
    expect(
      await wizard()
        .getByRole("button", { name: /^Schritt 1/ })
        .isDisabled(),
    ).toBe(false);
    expect(
      await wizard()
        .getByRole("button", { name: /^Schritt 3/ })
        .isDisabled(),
    ).toBe(true);

    await wizard().getByRole("button", { name: "Bachelorarbeit" }).click();
    const dialog = s.page.getByRole("dialog", { name: "Willkommen bei Folienwerk" });
    await dialog.waitFor();
    expect(await status().getAttribute("data-state")).toBe("awaiting-login");
    expect(await wizard().getByRole("button", { name: "Masterarbeit" }).isDisabled()).toBe(true);

    await dialog.getByRole("button", { name: "Dialog schließen" }).click();
    await status().waitFor({ state: "detached" });
    expect(await wizard().getByRole("button", { name: "Masterarbeit" }).isDisabled()).toBe(false);
    expect(await wizard().getByText("Schritt 2 von 5").count()).toBe(1);
  });

  it("uploads with a real progress bar, then continues at step 3 (custom work type)", async () => {
    const user = await createVerifiedUser(s.server);
    await signIn(s.page, s.server, user);
    await chooseFile(PAPER);

    await wizard().getByRole("button", { name: "Andere Arbeit" }).click();
    const next = wizard().getByRole("button", { name: "Weiter" });
    expect(await next.isDisabled()).toBe(true);
    await wizard().getByLabel("Welche Art von Arbeit?").fill("   ");
    expect(await next.isDisabled()).toBe(true);
    await wizard().getByLabel("Welche Art von Arbeit?").fill("Seminararbeit");

    // Throttle the upload (200 KB/s) so the progress of the XMLHttpRequest upload can be watched.
    const unthrottle = await throttleUpload(200);
    await next.click();
    const bar = status().getByRole("progressbar", { name: "Upload-Fortschritt" });
    await expect
      .poll(async () => Number((await bar.getAttribute("aria-valuenow").catch(() => null)) ?? 0), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    const midway = Number(await bar.getAttribute("aria-valuenow").catch(() => "100"));
    expect(midway).toBeLessThan(100);
    await status()
      .getByText(/Datei wird hochgeladen … \d+ %/)
      .waitFor();
    await unthrottle();

    await wizard().getByText("Schritt 3 von 5").waitFor({ timeout: 90_000 });
    // Only the upload is done: the toast says so, nothing claims a presentation was made.
    await s.page.locator("[data-sonner-toast]").getByText("Datei hochgeladen", { exact: true }).waitFor();
    await s.page
      .getByText("Deine Arbeit ist gespeichert. Beantworte jetzt noch drei kurze Fragen.")
      .waitFor();
    expect(
      await s.page
        .locator("[data-sonner-toast]")
        .getByText(/erstellt/)
        .count(),
    ).toBe(0);
    const rows = await db(s.server).select().from(presentations).where(eq(presentations.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      workType: "Seminararbeit",
      stage: "questions_1",
      pdfFilename: path.basename(PAPER),
    });
    // Steps 1 and 2 stay reachable; going back to step 2 and on does not upload again.
    await wizard()
      .getByRole("button", { name: /^Schritt 2/ })
      .click();
    await wizard().getByRole("button", { name: "Weiter" }).click();
    await wizard().getByText("Schritt 3 von 5").waitFor();
    expect(
      await db(s.server).select().from(presentations).where(eq(presentations.userId, user.id)),
    ).toHaveLength(1);
  });

  it("shows the microphone disabled with a German hint when no transcription service is set up", async () => {
    const user = await createVerifiedUser(s.server);
    await signIn(s.page, s.server, user);
    const row = await seedPresentation(s.server, user.id);
    await s.page.goto(`${s.server.url}/continue-questionnaire/${row.id}`);
    await s.page.getByRole("button", { name: /Literaturarbeit/ }).click();
    await s.page.getByRole("button", { name: "Weiter" }).click();
    const mic = s.page.getByTestId("voice-input");
    await mic.waitFor();
    expect(await mic.isDisabled()).toBe(true);
    await s.page
      .getByTestId("voice-hint")
      .getByText(/Spracheingabe ist auf diesem Server nicht eingerichtet/)
      .waitFor();
  });
});

describe.each(VIEWPORTS)("wizard to the free analysis at $width px", (viewport) => {
  it("20 minutes chosen: purchase card, /analysis-started, then /analysis says 20 minutes", async () => {
    await s.page.setViewportSize(viewport);
    const user = await createVerifiedUser(s.server);
    await signIn(s.page, s.server, user);
    await chooseFile(PAPER);
    await wizard().getByRole("button", { name: "Hausarbeit" }).click();
    await wizard().getByText("Schritt 3 von 5").waitFor({ timeout: 120_000 });
    await wizard()
      .getByRole("button", { name: /Empirisch/ })
      .click();
    await wizard().getByRole("slider").fill("20");
    await wizard()
      .getByText(/^20\s*Minuten$/)
      .waitFor();
    await finishFromDuration("Auswertung von Buchungsdaten eines Hotels mit einem Klassifikationsmodell.");

    // SPEC §2: the purchase card replaces the wizard; from there the free analysis is one step away.
    const purchase = s.page.getByTestId("purchase-card");
    await purchase.getByRole("link", { name: "Kostenlose Analyse ansehen" }).click();
    await s.page.waitForURL(/\/analysis-started\?presentation_id=/);
    const id = new URL(s.page.url()).searchParams.get("presentation_id") ?? "";
    await s.page.getByRole("heading", { name: /Deine kostenlose Analyse (läuft|ist fertig)/ }).waitFor();

    // The page follows the analysis live and leads on when it is ready.
    await s.page.getByRole("link", { name: "Analyse ansehen" }).click({ timeout: 240_000 });
    await s.page.waitForURL(`${s.server.url}/analysis/${id}`);
    const html = s.page.getByTestId("analysis-html");
    await html
      .getByRole("heading", { name: "Vorschlag für die Gliederung deines Vortrags (20 Minuten)" })
      .waitFor();
    await html
      .getByText(/Abgestimmt auf deine Angaben: Hausarbeit · empirisches Vorgehen · 20\sMinuten Vortrag/)
      .waitFor();
    expect(await html.getByText("(15 Minuten)").count()).toBe(0);
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }, 420_000);
});

describe.each(VIEWPORTS)("going back in the wizard at $width px", (viewport) => {
  it("from step 5 back to step 2: another type of work, no second upload, answers 3–5 kept; focus follows", async () => {
    await s.page.setViewportSize(viewport);
    const user = await createVerifiedUser(s.server);
    await signIn(s.page, s.server, user);
    await s.page.goto(`${s.server.url}/#try-form`);
    await wizard().locator('input[type="file"]').setInputFiles(PAPER);
    // The chosen file's status takes the focus (the file input is gone) and is a live region.
    await expect.poll(focused, { timeout: 5_000 }).toMatchObject({ testid: "file-status" });
    expect((await focused()).text).toContain(`Ausgewählte Datei: ${path.basename(PAPER)}`);
    expect(await wizard().getByTestId("file-status").getAttribute("role")).toBe("status");

    await wizard().getByRole("button", { name: "Weiter" }).click();
    await expectStepFocus(2, "Art der Arbeit");
    await wizard().getByRole("button", { name: "Hausarbeit" }).click();
    await wizard().getByText("Schritt 3 von 5").waitFor({ timeout: 120_000 });
    await expectStepFocus(3, "Vorgehen");
    await s.page.locator("[data-sonner-toast]").getByText("Datei hochgeladen", { exact: true }).waitFor();
    // The method explanations cover own data, secondary data and models.
    const empirical = wizard().getByRole("button", { name: /Empirisch/ });
    const hint = (await empirical.textContent()) ?? "";
    for (const part of ["selbst erhoben", "Sekundärdaten", "Simulation"]) expect(hint).toContain(part);
    await empirical.click();
    await expectStepFocus(4, "Redezeit");
    await wizard().getByRole("slider").fill("20");
    await wizard().getByRole("button", { name: "Weiter" }).click();
    await expectStepFocus(5, "Methodik");
    const text = "Sekundärdatenanalyse der Buchungsdaten eines Hotels mit einem Klassifikationsmodell.";
    await wizard().getByLabel("Beschreibe kurz deine Methodik").fill(text);

    // A mis-click on "Hausarbeit": back to step 2 by its circle, change it, forward again.
    await reopenWorkType("Hausarbeit");
    for (const later of [3, 4, 5]) {
      const dot = wizard().getByRole("button", { name: new RegExp(`^Schritt ${later}`) });
      expect(await dot.isDisabled(), `step ${later}`).toBe(false);
    }
    await wizard().getByRole("button", { name: "Masterarbeit" }).click();
    await expectStepFocus(3, "Vorgehen");
    expect(await empirical.getAttribute("aria-pressed")).toBe("true");
    await empirical.click();
    await expectStepFocus(4, "Redezeit");
    expect(await wizard().getByRole("slider").inputValue()).toBe("20");
    await wizard().getByRole("button", { name: "Weiter" }).click();
    await expectStepFocus(5, "Methodik");
    expect(await wizard().getByLabel("Beschreibe kurz deine Methodik").inputValue()).toBe(text);

    // The last button says what it does: the free analysis starts (nothing is bought or made yet).
    expect(await wizard().getByRole("button", { name: "Jetzt erstellen lassen" }).count()).toBe(0);
    await wizard().getByRole("button", { name: "Kostenlose Analyse starten" }).click();
    const purchase = s.page.getByTestId("purchase-card");
    await expect
      .poll(focused, { timeout: 5_000 })
      .toMatchObject({ text: "Deine Präsentation – bereit zur Erstellung" });

    const rows = await db(s.server).select().from(presentations).where(eq(presentations.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      workType: "Masterarbeit",
      researchType: "empirical",
      presentationDuration: 20,
      methodology: text,
      stage: "questions_2",
      pdfFilename: path.basename(PAPER),
    });

    // Until the purchase the answers stay open: back from the purchase card, everything still there.
    await purchase.getByRole("button", { name: "Angaben ändern" }).click();
    await expectStepFocus(5, "Methodik");
    expect(await wizard().getByLabel("Beschreibe kurz deine Methodik").inputValue()).toBe(text);
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }, 300_000);

  it("a file that cannot be used: the focus goes to the reason", async () => {
    await s.page.setViewportSize(viewport);
    await s.page.goto(`${s.server.url}/#try-form`);
    await wizard()
      .locator('input[type="file"]')
      .setInputFiles({ name: "notizen.txt", mimeType: "text/plain", buffer: Buffer.from("Notizen") });
    const reason = "Bitte wähle eine PDF-, DOC- oder DOCX-Datei.";
    await expect.poll(focused, { timeout: 5_000 }).toMatchObject({ text: reason });
    expect(await wizard().getByRole("alert").textContent()).toBe(reason);
    expect(await wizard().getByRole("button", { name: "Weiter" }).isDisabled()).toBe(true);
  });
});

describe("scrolling on /#try-form", () => {
  // The cause of the flaky click on 'Kostenlose Analyse ansehen': the page kept following #try-form for
  // as long as it was open, so the scroll that brought the link into view was pulled back to the wizard's
  // top while the click landed (the pointer then released over another element: no navigation).
  it("leaves a later scroll alone instead of pulling the page back to the wizard", async () => {
    await s.page.setViewportSize({ width: 1440, height: 900 });
    await s.page.goto(`${s.server.url}/#try-form`);
    await expect.poll(viewportTop(s.page, "#try-form"), SCROLL_WAIT).toBeLessThan(100);
    // Past the settling time after the navigation, a scroll the page did not make stays where it ended.
    await s.page.waitForTimeout(4_500);
    await s.page.evaluate(() => window.scrollTo({ top: 700, behavior: "instant" }));
    await s.page.waitForTimeout(1_500);
    expect(await s.page.evaluate(() => Math.round(window.scrollY))).toBe(700);
  });
});

describe("continuing a saved presentation", () => {
  it("reopens step 2 and saves another type of work with the answers", async () => {
    const user = await createVerifiedUser(s.server);
    await signIn(s.page, s.server, user);
    const row = await seedPresentation(s.server, user.id, {
      stage: "questions_1",
      workType: "Bachelorarbeit",
    });
    await s.page.goto(`${s.server.url}/continue-questionnaire/${row.id}`);
    await wizard().getByText("Schritt 3 von 5").waitFor();
    // The file cannot change here (that is a new upload); the type of work can.
    expect(
      await wizard()
        .getByRole("button", { name: /^Schritt 1/ })
        .isDisabled(),
    ).toBe(true);
    await reopenWorkType("Bachelorarbeit");
    await wizard().getByRole("button", { name: "Andere Arbeit" }).click();
    await wizard().getByLabel("Welche Art von Arbeit?").fill("Seminararbeit");
    await wizard().getByRole("button", { name: "Weiter" }).click();
    await expectStepFocus(3, "Vorgehen");
    await wizard()
      .getByRole("button", { name: /Literaturarbeit/ })
      .click();
    await finishFromDuration("Vergleich von zwölf Studien zur Kresse.");
    await s.page.getByTestId("purchase-card").waitFor();
    const [saved] = await db(s.server).select().from(presentations).where(eq(presentations.id, row.id));
    expect(saved).toMatchObject({
      workType: "Seminararbeit",
      researchType: "literature",
      stage: "questions_2",
    });
  });
});

describe.each(VIEWPORTS)(
  "the file is checked before any sign-in at $width px (issue 31, point 3)",
  (viewport) => {
    const dialog = () => s.page.getByRole("dialog");
    const next = () => wizard().getByRole("button", { name: "Weiter" });

    it("a file too short for a talk is refused with its word count: no tick, no 'Weiter', no dialog", async () => {
      await s.page.setViewportSize(viewport);
      const before = (await db(s.server).select().from(presentations)).length;
      await s.page.goto(`${s.server.url}/#try-form`);
      await wizard()
        .locator('input[type="file"]')
        .setInputFiles({ name: "kurz.pdf", mimeType: "application/pdf", buffer: await shortThesisPdf() });
      const alert = wizard().getByRole("alert");
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(
        /^Deine Datei hat nur \d+ Wörter – für eine Präsentation brauchen wir mindestens 1\.000\. Bitte lade deine vollständige Arbeit hoch\.$/,
      );
      await expect.poll(focused, { timeout: 5_000 }).toMatchObject({ text: await alert.textContent() });
      expect(await wizard().getByTestId("file-status").count()).toBe(0);
      expect(await wizard().getByTestId("chosen-file").count()).toBe(0);
      expect(await next().isDisabled()).toBe(true);
      expect(await dialog().count()).toBe(0);
      expect(await wizard().getByText("Schritt 1 von 5").count()).toBe(1);
      expect((await db(s.server).select().from(presentations)).length).toBe(before);
    });

    it("a real thesis shows 'Datei wird geprüft …', then its pages and words, and goes on to step 2", async () => {
      await s.page.setViewportSize(viewport);
      await s.page.goto(`${s.server.url}/#try-form`);
      // Slow the upload (400 KB/s) so the check under way can be seen.
      const unthrottle = await throttleUpload(400);
      await wizard().locator('input[type="file"]').setInputFiles(PAPER);
      const checking = wizard().getByTestId("file-checking");
      await checking.waitFor();
      expect(await checking.textContent()).toContain("Datei wird geprüft …");
      expect(await checking.getAttribute("role")).toBe("status");
      expect(await next().isDisabled()).toBe(true);
      await expect.poll(focused, { timeout: 5_000 }).toMatchObject({ testid: "file-checking" });
      await unthrottle();

      const counts = wizard().getByTestId("file-counts");
      await counts.waitFor({ timeout: 30_000 });
      expect(await counts.textContent()).toMatch(/^29 Seiten · \d\.\d{3} Wörter · \d+ KB$/);
      await expect.poll(focused, { timeout: 5_000 }).toMatchObject({ testid: "file-status" });
      expect(await wizard().getByRole("alert").count()).toBe(0);
      expect(await dialog().count()).toBe(0);
      await next().click();
      await expectStepFocus(2, "Art der Arbeit");
      expect(await dialog().count()).toBe(0);
    });
  },
);
