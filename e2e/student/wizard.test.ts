/// <reference lib="dom" />
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { presentations } from "../../apps/server/src/db/schema/index.ts";
import { browserSuite } from "../support/suite.ts";
import { corpusPath, createVerifiedUser, db, seedPresentation, signIn } from "./helpers.ts";

const s = browserSuite();

/** A 0.9 MB text PDF from the corpus: big enough to see the upload progress under throttling. */
const PAPER = corpusPath("de_hausarbeit_ki_hotel-stornierung_29p.pdf");

const wizard = () => s.page.getByTestId("upload-wizard");
const status = () => wizard().getByTestId("creation-status");

async function chooseFile(file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await s.page.goto(`${s.server.url}/#try-form`);
  await wizard().locator('input[type="file"]').setInputFiles(file);
  await wizard().getByRole("button", { name: "Weiter" }).click();
  await wizard().getByText("Schritt 2 von 5").waitFor();
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
    const cdp = await s.page.context().newCDPSession(s.page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
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
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await wizard().getByText("Schritt 3 von 5").waitFor({ timeout: 90_000 });
    // Only the upload is done: the toast says so, nothing claims a presentation was made.
    await s.page.locator("[data-sonner-toast]").getByText("Datei hochgeladen", { exact: true }).waitFor();
    await s.page
      .getByText("Deine Arbeit ist gespeichert. Beantworte jetzt noch drei kurze Fragen.")
      .waitFor();
    expect(await s.page.getByText(/Präsentation erstellt/).count()).toBe(0);
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

  it("shows the server's German reason when it refuses the file and goes back to step 1", async () => {
    const user = await createVerifiedUser(s.server);
    await signIn(s.page, s.server, user);
    await chooseFile({
      name: "arbeit.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("Das ist kein PDF.\n".repeat(50)),
    });
    await wizard().getByRole("button", { name: "Hausarbeit" }).click();
    await wizard().getByText("Schritt 1 von 5").waitFor();
    const reason = await wizard().getByRole("alert").textContent();
    expect(reason?.length).toBeGreaterThan(10);
    await s.page.locator("[data-sonner-toast]").getByText("Fehler", { exact: true }).waitFor();
    expect(
      await s.page
        .locator("[data-sonner-toast]")
        .getByText(reason ?? "")
        .count(),
    ).toBe(1);
    expect(await db(s.server).select().from(presentations).where(eq(presentations.userId, user.id))).toEqual(
      [],
    );
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

describe.each([
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
])("wizard to the free analysis at $width px", (viewport) => {
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
    await wizard().getByRole("button", { name: "Weiter" }).click();
    await wizard()
      .getByLabel("Beschreibe kurz deine Methodik")
      .fill("Auswertung von Buchungsdaten eines Hotels mit einem Klassifikationsmodell.");
    await wizard().getByRole("button", { name: "Kostenlose Analyse starten" }).click();

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
