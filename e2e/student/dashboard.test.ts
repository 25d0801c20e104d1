import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { presentations } from "../../apps/server/src/db/schema/index.ts";
import { enqueueFullPipeline } from "../../apps/server/src/presentations/start.ts";
import { openPage } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import {
  createVerifiedUser,
  db,
  seedPresentation,
  signIn,
  type TestUser,
  updateAndPublish,
  uploadThesis,
} from "./helpers.ts";

const s = browserSuite(
  { TYPICAL_DELIVERY_TEXT: "meist in 2–3 Stunden" },
  { context: { timezoneId: "Europe/Berlin" } },
);

const DELETE_QUESTION =
  "Bist du sicher, dass du diese Präsentation löschen möchtest? Das kann nicht rückgängig gemacht werden.";
const NOT_CONTINUABLE = "Diese Präsentation befindet sich nicht im richtigen Status für eine Fortsetzung.";

let user: TestUser;

beforeEach(async () => {
  user = await createVerifiedUser(s.server);
  await signIn(s.page, s.server, user);
});

const cards = () => s.page.getByTestId("presentation-card");
const card = (id: string) => s.page.locator(`[data-testid="presentation-card"][data-id="${id}"]`);
const berlin = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

describe("dashboard", () => {
  it("sends signed-out visitors to the start page", async () => {
    const visitor = await openPage(s.browser);
    try {
      await visitor.page.goto(`${s.server.url}/dashboard`);
      await visitor.page.waitForURL(`${s.server.url}/`);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it("shows the empty state and the configured delivery note", async () => {
    await s.page.goto(`${s.server.url}/dashboard`);
    await s.page.getByRole("heading", { name: "Deine Präsentationen" }).waitFor();
    await s.page.getByText("Du hast noch keine Präsentationen erstellt.").waitFor();
    expect(await s.page.getByText("Erstellung: meist in 2–3 Stunden").count()).toBe(1);
    expect(await s.page.getByText("Erstellung: Durchschnittlich 4h").count()).toBe(0);
    await s.page.getByRole("link", { name: "Neue Präsentation erstellen" }).first().click();
    await s.page.waitForURL(`${s.server.url}/`);
  });

  it("sorts by date, cuts long file names at 50 characters and shows de-DE dates with seconds", async () => {
    // Within the retention window: the hourly retention sweep (minute 17) erases older rows' file names
    // while the test runs.
    const daysAgo = (days: number, seconds: number) => {
      const d = new Date(Date.now() - days * 86_400_000);
      d.setUTCSeconds(seconds, 0);
      return d;
    };
    const threeDaysAgo = daysAgo(3, 9);
    const twoDaysAgo = daysAgo(2, 30);
    const oneDayAgo = daysAgo(1, 1);
    const longName = `${"Bachelorarbeit_Einfluss_von_Licht_auf_Kressewachstum_".repeat(2)}final.pdf`;
    const old = await seedPresentation(s.server, user.id, {
      pdfFilename: "erste.pdf",
      createdAt: threeDaysAgo,
    });
    const mid = await seedPresentation(s.server, user.id, {
      pdfFilename: longName,
      createdAt: twoDaysAgo,
    });
    const recent = await seedPresentation(s.server, user.id, {
      pdfFilename: "dritte.pdf",
      createdAt: oneDayAgo,
    });
    await s.page.goto(`${s.server.url}/dashboard`);
    await cards().first().waitFor();
    const ids = () => cards().evaluateAll((els) => els.map((e) => e.getAttribute("data-id")));
    expect(await ids()).toEqual([recent.id, mid.id, old.id]);
    const sort = s.page.getByLabel("Sortierung");
    expect(await sort.inputValue()).toBe("desc");
    expect(await sort.locator("option").allTextContents()).toEqual(["Datum absteigend", "Datum aufsteigend"]);
    await sort.selectOption("asc");
    await expect.poll(ids).toEqual([old.id, mid.id, recent.id]);

    const title = await card(mid.id).getByRole("heading").textContent();
    expect(title).toBe(`${longName.slice(0, 50)}…`);
    expect(await card(old.id).locator("time").textContent()).toBe(berlin.format(threeDaysAgo));
    expect(await card(old.id).locator("time").textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:09$/);
  });

  it("shows each stage's badge, colour and actions (SPEC §4)", async () => {
    const q1 = await seedPresentation(s.server, user.id, { stage: "questions_1", pdfFilename: "q1.pdf" });
    const q2 = await seedPresentation(s.server, user.id, { stage: "questions_2", pdfFilename: "q2.pdf" });
    const paid = await seedPresentation(s.server, user.id, {
      stage: "questions_2",
      isPaid: true,
      pdfFilename: "paid.pdf",
    });
    const done = await seedPresentation(s.server, user.id, {
      stage: "presentation_created",
      isPaid: true,
      pdfFilename: "done.pdf",
    });
    await s.page.goto(`${s.server.url}/dashboard`);
    await cards().nth(3).waitFor();

    const badge = async (id: string) => {
      const b = card(id).getByTestId("stage-badge");
      return [await b.textContent(), await b.getAttribute("data-tone")];
    };
    const actions = (id: string) =>
      card(id)
        .locator("a, button")
        .evaluateAll((els) =>
          els.map(
            (e) => `${e.textContent?.trim()}${(e as HTMLButtonElement).disabled ? " (deaktiviert)" : ""}`,
          ),
        );

    expect(await badge(q1.id)).toEqual(["Fragebogen ausstehend", "orange"]);
    expect(await actions(q1.id)).toEqual(["Präsentation weiter erstellen", "Löschen"]);
    expect(await badge(q2.id)).toEqual(["Bereit für Kauf", "yellow"]);
    expect(await actions(q2.id)).toEqual(["Jetzt kaufen", "Löschen"]);
    expect(await badge(paid.id)).toEqual(["Präsentation wird aktuell erstellt", "blue"]);
    expect(await actions(paid.id)).toEqual(["Präsentation in Bearbeitung (deaktiviert)"]);
    expect(await badge(done.id)).toEqual(["Präsentation abgeschlossen!", "green"]);
    expect(await actions(done.id)).toEqual(["Alle Downloads"]);

    await card(q1.id).getByRole("link", { name: "Präsentation weiter erstellen" }).click();
    await s.page.waitForURL(`${s.server.url}/continue-questionnaire/${q1.id}`);
  });

  it("deletes only after confirmation, with the SPEC texts", async () => {
    const keep = await seedPresentation(s.server, user.id, {
      stage: "questions_2",
      pdfFilename: "behalten.pdf",
    });
    const drop = await seedPresentation(s.server, user.id, { stage: "questions_1", pdfFilename: "weg.pdf" });
    await s.page.goto(`${s.server.url}/dashboard`);
    await card(drop.id).waitFor();

    await card(keep.id).getByRole("button", { name: "Löschen" }).click();
    const dialog = s.page.getByRole("dialog", { name: "Präsentation löschen" });
    await dialog.getByText(DELETE_QUESTION).waitFor();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await card(keep.id).count()).toBe(1);

    await card(drop.id).getByRole("button", { name: "Löschen" }).click();
    await dialog.getByRole("button", { name: "Löschen" }).click();
    await s.page.getByText("Präsentation gelöscht").waitFor();
    await s.page.getByText("Die Präsentation wurde erfolgreich gelöscht.").waitFor();
    await card(drop.id).waitFor({ state: "detached" });
    expect(await db(s.server).select().from(presentations).where(eq(presentations.id, drop.id))).toEqual([]);
    expect(await card(keep.id).count()).toBe(1);
  });

  it("shows the delete failure toast when the server refuses", async () => {
    const row = await seedPresentation(s.server, user.id, {
      stage: "questions_2",
      pdfFilename: "bezahlt-inzwischen.pdf",
    });
    await s.page.goto(`${s.server.url}/dashboard`);
    await card(row.id).waitFor();
    // Paid in the meantime (another tab): the server refuses the delete with 409.
    await db(s.server).update(presentations).set({ isPaid: true }).where(eq(presentations.id, row.id));
    await card(row.id).getByRole("button", { name: "Löschen" }).click();
    await s.page.getByRole("dialog").getByRole("button", { name: "Löschen" }).click();
    await s.page.getByText("Fehler beim Löschen").waitFor();
    await s.page
      .getByText("Die Präsentation konnte nicht gelöscht werden. Bitte versuche es erneut.")
      .waitFor();
    expect(await db(s.server).select().from(presentations).where(eq(presentations.id, row.id))).toHaveLength(
      1,
    );
  });

  it("shows live progress from the server and turns to 'Präsentation abgeschlossen!' without a reload", async () => {
    const row = await seedPresentation(s.server, user.id, {
      stage: "questions_2",
      isPaid: true,
      pipelineStatus: "queued",
      pipelineProgress: { step: "queued", percent: 0, label: "In der Warteschlange" },
    });
    await s.page.goto(`${s.server.url}/dashboard`);
    const live = card(row.id).getByTestId("live-progress");
    await live.getByText("In der Warteschlange").waitFor();

    await updateAndPublish(
      s.server,
      { id: row.id, userId: user.id },
      {
        pipelineStatus: "running",
        pipelineProgress: { step: "write", percent: 42, label: "Folieninhalte werden geschrieben" },
      },
      live.getByText("Folieninhalte werden geschrieben"),
    );
    expect(await live.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("42");

    await updateAndPublish(
      s.server,
      { id: row.id, userId: user.id },
      {
        stage: "presentation_created",
        pipelineStatus: "done",
        pipelineProgress: { step: "done", percent: 100 },
      },
      card(row.id).getByText("Präsentation abgeschlossen!"),
      "stage",
    );
    expect(await live.count()).toBe(0);
    await card(row.id).getByRole("link", { name: "Alle Downloads" }).waitFor();
  });

  it("shows a failed pipeline's reason with 'Erneut versuchen', and a note when files passed retention", async () => {
    // Answered, as every paid presentation is (the life cycle refuses payment without the answers).
    const failed = await seedPresentation(s.server, user.id, {
      stage: "questions_2",
      researchType: "empirical",
      presentationDuration: 10,
      methodology: "Quantitative Auswertung",
      isPaid: true,
      pipelineStatus: "failed",
      pipelineError: "Die Folien konnten nicht erstellt werden.",
    });
    const expired = await seedPresentation(s.server, user.id, {
      stage: "presentation_created",
      isPaid: true,
      filesDeletedAt: new Date(),
    });
    await s.page.goto(`${s.server.url}/dashboard`);
    await card(failed.id).getByText("Die Folien konnten nicht erstellt werden.").waitFor();
    await card(expired.id)
      .getByText(
        "Die Dateien dieser Präsentation wurden nach Ablauf der Aufbewahrungsfrist von 28 Tagen gelöscht.",
      )
      .waitFor();
    expect(await card(expired.id).getByRole("link", { name: "Alle Downloads" }).count()).toBe(0);

    const retried = s.page.waitForResponse((r) => r.url().endsWith(`/api/presentations/${failed.id}/retry`));
    await card(failed.id).getByRole("button", { name: "Erneut versuchen" }).click();
    expect((await retried).status()).toBe(200);
    await s.page.getByText("Die Erstellung wurde neu gestartet.").waitFor();
    const [row] = await db(s.server).select().from(presentations).where(eq(presentations.id, failed.id));
    expect(row?.pipelineStatus).not.toBe("idle");
  });
});

describe("continue questionnaire", () => {
  it("continues a questions_1 presentation at step 3 and saves the answers", async () => {
    const row = await seedPresentation(s.server, user.id, {
      stage: "questions_1",
      pdfFilename: "kresse.pdf",
    });
    await s.page.goto(`${s.server.url}/continue-questionnaire/${row.id}`);
    await s.page
      .getByRole("heading", { name: "Schließe die Erstellung deiner Präsentation jetzt ab." })
      .waitFor();
    await s.page.getByText("Schritt 3 von 5").waitFor();
    // The file stays (another one is a new upload); the type of work can be reopened.
    expect(await s.page.getByRole("button", { name: /^Schritt 1/ }).isDisabled()).toBe(true);
    expect(await s.page.getByRole("button", { name: /^Schritt 2/ }).isDisabled()).toBe(false);

    await s.page.getByRole("button", { name: /Empirisch/ }).click();
    await s.page.getByText("Schritt 4 von 5").waitFor();
    const slider = s.page.getByRole("slider");
    expect(await slider.inputValue()).toBe("15");
    expect([
      await slider.getAttribute("min"),
      await slider.getAttribute("max"),
      await slider.getAttribute("step"),
    ]).toEqual(["5", "45", "1"]);
    await slider.fill("20");
    await s.page.getByRole("button", { name: "Weiter" }).click();
    const submit = s.page.getByRole("button", { name: "Kostenlose Analyse starten" });
    expect(await submit.isDisabled()).toBe(true);
    await s.page.getByLabel("Beschreibe kurz deine Methodik").fill("   ");
    expect(await submit.isDisabled()).toBe(true);
    await s.page
      .getByLabel("Beschreibe kurz deine Methodik")
      .fill("Gewächshausversuch mit drei Lichtstufen.");
    await submit.click();
    await s.page.locator("[data-sonner-toast]").getByText("Daten gespeichert", { exact: true }).waitFor();
    await s.page.getByText("Deine Antworten wurden erfolgreich gespeichert.").waitFor();
    const purchase = s.page.getByTestId("purchase-card");
    await purchase.waitFor();
    expect(await purchase.getByRole("listitem").count()).toBe(8);
    expect((await purchase.getByTestId("price").textContent())?.replace(/\s/g, " ")).toBe("19 €");
    // One price: nothing crossed out unless the operator configures an earlier price.
    expect(await purchase.locator("s").count()).toBe(0);

    const [saved] = await db(s.server).select().from(presentations).where(eq(presentations.id, row.id));
    expect(saved).toMatchObject({
      stage: "questions_2",
      researchType: "empirical",
      presentationDuration: 20,
      methodology: "Gewächshausversuch mit drei Lichtstufen.",
    });
  });

  it("refuses presentations past questions_1 with the SPEC info toast", async () => {
    const row = await seedPresentation(s.server, user.id, { stage: "questions_2" });
    await s.page.goto(`${s.server.url}/continue-questionnaire/${row.id}`);
    await s.page.getByText(NOT_CONTINUABLE).waitFor();
    await s.page.waitForURL(`${s.server.url}/dashboard`);
  });
});

describe("a second user", () => {
  it("sees none of the first user's presentations, analysis or downloads", async () => {
    const mine = await seedPresentation(s.server, user.id, {
      stage: "questions_1",
      pdfFilename: "nur-fuer-mich.pdf",
      analysisHtmlContent: "<h2>Geheime Analyse</h2>",
      freeAnalysisStatus: "done",
    });
    await s.page.goto(`${s.server.url}/dashboard`);
    await card(mine.id).waitFor();

    const other = await openPage(s.browser);
    try {
      const p = other.page;
      const second = await createVerifiedUser(s.server, "zweite");
      await signIn(p, s.server, second);
      await p.goto(`${s.server.url}/dashboard`);
      await p.getByText("Du hast noch keine Präsentationen erstellt.").waitFor();
      expect(await p.getByText("nur-fuer-mich.pdf").count()).toBe(0);

      await p.goto(`${s.server.url}/analysis/${mine.id}`);
      await p.getByText("Analyse konnte nicht geladen werden.").first().waitFor();
      expect(await p.getByText("Geheime Analyse").count()).toBe(0);

      await p.goto(`${s.server.url}/downloads/${mine.id}`);
      await p.getByText("Downloads konnten nicht geladen werden.").first().waitFor();

      await p.goto(`${s.server.url}/continue-questionnaire/${mine.id}`);
      await p.getByText("Präsentation konnte nicht geladen werden.").waitFor();
      await p.waitForURL(`${s.server.url}/dashboard`);

      // Live updates: the second user's open dashboard gets their own new presentation, but never the
      // first user's change.
      const theirs = await seedPresentation(s.server, second.id, {
        pdfFilename: "zweite-arbeit.pdf",
      });
      await updateAndPublish(
        s.server,
        { id: theirs.id, userId: theirs.userId },
        {},
        p.getByText("zweite-arbeit.pdf"),
        "stage",
      );
      await updateAndPublish(
        s.server,
        { id: mine.id, userId: user.id },
        { pdfFilename: "umbenannt.pdf" },
        card(mine.id).getByText("umbenannt.pdf"),
        "stage",
      );
      expect(await p.getByTestId("presentation-card").count()).toBe(1);
      expect(await p.getByText("umbenannt.pdf").count()).toBe(0);
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe.each([
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
])("dashboard cards at $width×$height", (viewport) => {
  const upload = (name: string) => uploadThesis(s.server, user.id, name);

  /** Groups the cards by their row in the grid; every card of a row has the same height. */
  const rowsOfHeights = () =>
    cards().evaluateAll((els) => {
      const rows = new Map<number, number[]>();
      for (const el of els) {
        const box = el.getBoundingClientRect();
        const top = Math.round(box.top + window.scrollY);
        rows.set(top, [...(rows.get(top) ?? []), Math.round(box.height)]);
      }
      return [...rows.values()];
    });

  it("titles cards with the thesis title (file name below), keeps rows even and the progress on one line while it moves", async () => {
    await s.page.setViewportSize(viewport);
    const first = await upload("de_seminararbeit_informatik_julia-datenvisualisierung.docx");
    const second = await upload("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf");
    const untitled = await seedPresentation(s.server, user.id, {
      stage: "questions_2",
      pdfFilename: "pairA_de_ba_informatik_ki-entwurf.pdf",
    });
    expect(first.thesisTitle).toBeTruthy();
    expect(second.thesisTitle).toBeTruthy();
    expect(first.thesisTitle).not.toBe(second.thesisTitle);

    await s.page.goto(`${s.server.url}/dashboard`);
    await cards().nth(2).waitFor();
    for (const row of [first, second]) {
      expect(await card(row.id).getByRole("heading").textContent()).toBe(row.thesisTitle);
      // SPEC §9: the file name cut at 50 characters, now as the secondary line.
      const name = row.pdfFilename ?? "";
      expect(await card(row.id).getByTestId("card-filename").textContent()).toBe(
        name.length > 50 ? `${name.slice(0, 50)}…` : name,
      );
    }
    // No title known: the file name is the heading, and no second line repeats it.
    expect(await card(untitled.id).getByRole("heading").textContent()).toBe(
      "pairA_de_ba_informatik_ki-entwurf.pdf",
    );
    expect(await card(untitled.id).getByTestId("card-filename").count()).toBe(0);

    // Record what the generating card shows at every change: percentage, and the progress line's height.
    await s.page.evaluate((id) => {
      const seen: Array<{ value: number | null; label: string; lines: number; done: boolean }> = [];
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      const record = () => {
        const el = document.querySelector(`[data-testid="presentation-card"][data-id="${id}"]`);
        const label = el?.querySelector<HTMLElement>('[data-testid="progress-label"]');
        const bar = el?.querySelector('[role="progressbar"]');
        const done =
          el?.querySelector('[data-testid="stage-badge"]')?.textContent === "Präsentation abgeschlossen!";
        if (!label || !bar) {
          if (done) seen.push({ value: 100, label: "", lines: 1, done });
          return;
        }
        const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
        seen.push({
          value: bar.hasAttribute("aria-valuenow") ? Number(bar.getAttribute("aria-valuenow")) : null,
          label: label.textContent ?? "",
          lines: Math.round(label.getBoundingClientRect().height / lineHeight),
          done,
        });
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ["aria-valuenow"],
      });
    }, second.id);

    await db(s.server).update(presentations).set({ isPaid: true }).where(eq(presentations.id, second.id));
    expect(await enqueueFullPipeline(s.server.running.ctx, second.id)).toBe("queued");
    await card(second.id).getByTestId("live-progress").waitFor();
    for (const heights of await rowsOfHeights()) expect(new Set(heights).size).toBe(1);

    await card(second.id).getByText("Präsentation abgeschlossen!").waitFor({ timeout: 240_000 });
    const seen = await s.page.evaluate(
      () =>
        (window as unknown as { progressSeen: Array<{ value: number | null; lines: number; done: boolean }> })
          .progressSeen,
    );
    const running = seen.filter((x) => !x.done);
    const values = running.map((x) => x.value ?? 0);
    // The bar moves through the stages: several values between start and end, never backwards, never
    // 100 before the card says done.
    expect(new Set(values.filter((v) => v > 1 && v < 100)).size, JSON.stringify(seen)).toBeGreaterThanOrEqual(
      2,
    );
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(Math.max(...values)).toBeLessThan(100);
    expect(
      running.every((x) => x.lines === 1),
      JSON.stringify(running),
    ).toBe(true);

    await card(second.id).getByRole("link", { name: "Alle Downloads" }).waitFor();
    // The title survives the run (read again with the deck) and the rows stay even with the new buttons.
    expect(await card(second.id).getByRole("heading").textContent()).toBe(second.thesisTitle);
    for (const heights of await rowsOfHeights()) expect(new Set(heights).size).toBe(1);
  }, 300_000);
});
