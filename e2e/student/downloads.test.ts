/// <reference lib="dom" />
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { analyzePaper, ingest, planDeck } from "@folienwerk/engine";
import { Resvg } from "@resvg/resvg-js";
import JSZip from "jszip";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { putStageOutput } from "../../apps/server/src/presentations/repository.ts";
import { openPage } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import {
  createVerifiedUser,
  type Deliverable,
  db,
  SAMPLE_PDF,
  seedFinishedPresentation,
  seedPaidOrder,
  seedPresentation,
  signIn,
  type TestUser,
} from "./helpers.ts";

const s = browserSuite();

let user: TestUser;

beforeEach(async () => {
  user = await createVerifiedUser(s.server);
  await signIn(s.page, s.server, user);
});

function png(label: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#dbeafe"/><rect x="200" y="${label.length * 10}" width="300" height="500" fill="#1d4ed8"/></svg>`;
  return Buffer.from(new Resvg(svg).render().asPng());
}

const QUESTIONS = [
  {
    question: "Warum drei Lichtstufen?",
    answer: "Um einen Dosis-Wirkungs-Verlauf zu sehen (S. 6).",
    group: "Methodik",
    pages: [6],
  },
  {
    question: "Welche Grenzen hat der Versuch?",
    answer: "Kleine Stichprobe, ein Standort.",
    group: "Grenzen",
    pages: [12],
  },
];

/** A finished presentation with real stored files, as the worker leaves it. */
async function seedFinished(options: { notesDocx?: boolean } = {}) {
  const { blobs } = s.server.running.ctx;
  const files: Record<string, [Buffer, string]> = {
    "praesentation.pptx": [
      Buffer.from("PK\u0003\u0004 not a real deck"),
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ],
    "sprechernotizen.pdf": [Buffer.from("%PDF-1.4 notes"), "application/pdf"],
    "pruefungsfragen.pdf": [Buffer.from("%PDF-1.4 questions"), "application/pdf"],
    "pruefungsfragen.json": [
      Buffer.from(`${JSON.stringify({ professor_questions: QUESTIONS }, null, 2)}\n`),
      "application/json",
    ],
    "bilder/slide-2.png": [png("a"), "image/png"],
    "bilder/slide-2-ohne-text.png": [png("bb"), "image/png"],
    "bilder/slide-2.svg": [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "image/svg+xml"],
    "bilder/slide-5.png": [png("ccc"), "image/png"],
    "bilder/slide-5-ohne-text.png": [png("dddd"), "image/png"],
    "bilder/slide-5.svg": [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "image/svg+xml"],
  };
  if (options.notesDocx) files["sprechernotizen.docx"] = [Buffer.from("PK docx"), "application/octet-stream"];
  const prefix = `e2e/${user.id}/${Date.now()}`;
  const stored: Array<Deliverable> = [];
  for (const [name, [data, contentType]] of Object.entries(files)) {
    await blobs.put(`${prefix}/${name}`, data, { contentType });
    stored.push({ name, storageKey: `${prefix}/${name}`, contentType, size: data.length });
  }
  const image = (n: number, type: string, description: string, title: string) => ({
    slide_title: title,
    file: `bilder/slide-${n}.png`,
    file_no_text: `bilder/slide-${n}-ohne-text.png`,
    file_svg: `bilder/slide-${n}.svg`,
    visualization_type: type,
    visualization_description: description,
  });
  return seedFinishedPresentation(s.server, user.id, stored, {
    pdfFilename: "kresse.pdf",
    professorQuestionsJson: QUESTIONS,
    generatedImages: {
      "5": [image(5, "Balkendiagramm", "Wuchshöhe je Lichtstufe", "Ergebnisse")],
      "2": [
        image(
          2,
          "Prozessdiagramm",
          "Diagrammtyp: Prozess\nAblauf des Versuchs in vier Schritten",
          "Versuchsaufbau",
        ),
      ],
    },
  });
}

describe("downloads page", () => {
  it("offers every deliverable, the exam-question viewer and the image panels", async () => {
    const row = await seedFinished();
    await s.page.goto(`${s.server.url}/downloads/${row.id}`);
    await s.page.getByRole("heading", { name: "Alle Downloads" }).waitFor();

    // Buttons for the files that exist, none for the missing notes DOCX.
    await s.page.getByRole("link", { name: "PowerPoint herunterladen" }).waitFor();
    // No stored plan with notes: no notice.
    expect(await s.page.getByTestId("plan-notes").count()).toBe(0);
    expect(await s.page.getByRole("link", { name: "Sprechernotizen (PDF)" }).count()).toBe(1);
    expect(await s.page.getByRole("link", { name: "Prüfungsfragen (PDF)" }).count()).toBe(1);
    expect(await s.page.getByRole("link", { name: "Sprechernotizen (Word)" }).count()).toBe(0);

    const download = s.page.waitForEvent("download");
    await s.page.getByRole("link", { name: "PowerPoint herunterladen" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("praesentation.pptx");
    const saved = await file.path();
    expect(fs.readFileSync(saved).subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");

    // Exam-question card viewer.
    const viewer = s.page.getByTestId("question-viewer");
    await viewer.getByText("Frage 1 / 2").waitFor();
    await viewer.getByText("Warum drei Lichtstufen?").waitFor();
    expect(await viewer.getByTestId("answer").count()).toBe(0);
    await viewer.getByRole("button", { name: "Lösung sehen" }).click();
    await viewer.getByText("Um einen Dosis-Wirkungs-Verlauf zu sehen (S. 6).").waitFor();
    await viewer.getByRole("button", { name: "Antwort ausblenden" }).click();
    expect(await viewer.getByTestId("answer").count()).toBe(0);
    expect(await viewer.getByRole("button", { name: "Zurück" }).isDisabled()).toBe(true);
    await viewer.getByRole("button", { name: "Weiter" }).click();
    await viewer.getByText("Frage 2 / 2").waitFor();
    await viewer.getByText("Welche Grenzen hat der Versuch?").waitFor();
    expect(await viewer.getByRole("button", { name: "Weiter" }).isDisabled()).toBe(true);
    await viewer.getByRole("button", { name: "Zurück" }).click();
    await viewer.getByText("Frage 1 / 2").waitFor();

    // Image panels: sorted by slide, the first open, type badge, 16:9 previews that load.
    await s.page.getByRole("heading", { name: "Bildvorlagen zum Bearbeiten" }).waitFor();
    const panels = s.page.locator("details");
    expect(await panels.locator("summary").allTextContents()).toEqual([
      "Folie 2: Versuchsaufbau",
      "Folie 5: Ergebnisse",
    ]);
    expect(await panels.nth(0).getAttribute("open")).not.toBeNull();
    expect(await panels.nth(1).getAttribute("open")).toBeNull();
    const first = panels.nth(0);
    expect(await first.getByTestId("type-badge").textContent()).toBe("Prozessdiagramm");
    // The diagram-type line is removed from the description (SPEC §5).
    await first.getByText("Ablauf des Versuchs in vier Schritten").waitFor();
    expect(await first.getByText("Diagrammtyp: Prozess").count()).toBe(0);
    const images = first.locator("img");
    expect(await images.count()).toBe(2);
    await expect
      .poll(() =>
        images.evaluateAll((els) => els.every((e) => (e as HTMLImageElement).naturalWidth === 1600)),
      )
      .toBe(true);
    const box = await images.first().locator("xpath=..").boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    for (const label of ["Mit Text herunterladen", "Ohne Text herunterladen"]) {
      const href = await first.getByRole("link", { name: label }).getAttribute("href");
      const res = await s.page.request.get(`${s.server.url}${href}`);
      expect(res.headers()["content-type"]).toContain("image/png");
    }
    expect(await first.getByRole("link", { name: /SVG-Vorlage herunterladen/ }).count()).toBe(1);

    await panels.nth(1).locator("summary").click();
    await panels.nth(1).getByText("Wuchshöhe je Lichtstufe").waitFor();
  });

  it("applies the SPEC §5 data rules to what the API returns", async () => {
    const row = await seedFinished({ notesDocx: true });
    // Older or hand-edited rows store JSON strings, incomplete questions and image entries without files.
    await s.page.route(`**/api/presentations/${row.id}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const images = body.generated_images as Record<string, Array<Record<string, string>>>;
      const slide2 = images["2"]?.[0];
      route.fulfill({
        response,
        json: {
          ...body,
          professor_questions_json: JSON.stringify({
            professor_questions: [
              ...QUESTIONS,
              { question: "Ohne Antwort?" },
              { answer: "Antwort ohne Frage" },
              { question: "  ", answer: "leer" },
            ],
          }),
          generated_images: JSON.stringify({
            "2": [
              { ...slide2, url: `${slide2?.url}?` },
              { url: "", url_no_text: "", visualization_type: "Leer" },
            ],
            "7": [{ visualization_type: "Ohne Dateien", visualization_description: "fehlt" }],
          }),
        },
      });
    });
    await s.page.goto(`${s.server.url}/downloads/${row.id}`);
    await s.page.getByTestId("question-viewer").getByText("Frage 1 / 2").waitFor();
    await s.page.getByRole("link", { name: "Sprechernotizen (Word)" }).waitFor();
    expect(await s.page.locator("details summary").allTextContents()).toEqual(["Folie 2: Versuchsaufbau"]);
    expect(await s.page.getByTestId("type-badge").allTextContents()).toEqual(["Prozessdiagramm"]);
    const src = await s.page.locator("details img").first().getAttribute("src");
    expect(src?.endsWith("?")).toBe(false);
    expect(src).toMatch(/\/files\/bilder\/slide-2\.png$/);
  });

  it("notes the limits of the deck above the files: a short thesis for a 30-minute talk", async () => {
    const row = await seedFinished();
    // The engine's real plan for the sample thesis (about 2,000 words) and a 30-minute talk, stored as the
    // full pipeline stores its slide-planner stage.
    const { doc } = await ingest(fs.readFileSync(SAMPLE_PDF), { filename: "kresse.pdf" });
    const plan = planDeck(analyzePaper(doc), {
      workType: "Hausarbeit",
      researchType: "empirical",
      minutes: 30,
      methodology: "Keimversuch mit drei Lichtstufen.",
    });
    const shortTalk = plan.warnings.find((w) => w.includes("kürzer als ein Vortrag von 30 Minuten"));
    expect(shortTalk).toBeTruthy();
    await putStageOutput(db(s.server), row.id, "slide-planner", plan);

    await s.page.goto(`${s.server.url}/downloads/${row.id}`);
    const notes = s.page.getByRole("region", { name: "Gut zu wissen, bevor du loslegst" });
    await notes.getByText(shortTalk as string).waitFor();
    expect(await notes.locator("li").allTextContents()).toEqual(plan.warnings);
    // Above the files, which are all still offered.
    const files = s.page.getByRole("region", { name: "Deine Dateien" });
    const [notesBox, filesBox] = await Promise.all([notes.boundingBox(), files.boundingBox()]);
    expect(notesBox && filesBox && notesBox.y + notesBox.height <= filesBox.y).toBe(true);
    await files.getByRole("link", { name: "PowerPoint herunterladen" }).waitFor();
  });

  it("tells the user while the presentation is still being made and when its files are gone", async () => {
    const running = await seedPresentation(s.server, user.id, {
      stage: "questions_2",
      isPaid: true,
      pipelineStatus: "running",
      pipelineProgress: { step: "visuals", percent: 70, label: "Grafiken werden erstellt" },
    });
    await s.page.goto(`${s.server.url}/downloads/${running.id}`);
    await s.page.getByText("Deine Präsentation wird noch erstellt.").waitFor();
    await s.page.getByText("Grafiken werden erstellt").waitFor();

    const expired = await seedPresentation(s.server, user.id, {
      stage: "presentation_created",
      isPaid: true,
      filesDeletedAt: new Date(),
    });
    await s.page.goto(`${s.server.url}/downloads/${expired.id}`);
    await s.page.getByText(/nach Ablauf der Aufbewahrungsfrist von 28 Tagen gelöscht/).waitFor();
    expect(await s.page.getByRole("link", { name: "PowerPoint herunterladen" }).count()).toBe(0);
  });

  it("sends signed-out visitors to the start page", async () => {
    const visitor = await openPage(s.browser);
    try {
      await visitor.page.goto(`${s.server.url}/downloads/00000000-0000-4000-8000-000000000000`);
      await visitor.page.waitForURL(`${s.server.url}/`);
    } finally {
      await visitor.close();
    }
  });
});

/** The text of a downloaded PDF as pdftotext reads it, layout kept (label and amount on one line). */
function pdfText(file: string): string {
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

/** Clicks a download link on the page and returns the saved file's path and suggested name. */
async function downloadFrom(page: Page, name: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name }).click();
  const file = await download;
  return { name: file.suggestedFilename(), path: await file.path() };
}

describe("downloads page: all templates, questions JSON, order number and invoice", () => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`offers the ZIP of every template, the questions as JSON and the invoice (${width} px)`, async () => {
      await s.page.setViewportSize({ width, height });
      const row = await seedFinished();
      const order = await seedPaidOrder(s.server, user.id, row.id);
      expect(order.orderNumber).toMatch(/^FW-\d{4}-\d{6}$/);
      await s.page.goto(`${s.server.url}/downloads/${row.id}`);
      const files = s.page.getByRole("region", { name: "Deine Dateien" });
      await files.getByRole("link", { name: "PowerPoint herunterladen" }).waitFor();

      // Every template of every slide, with the names the single downloads use.
      const zip = await downloadFrom(s.page, "Alle Bildvorlagen (ZIP)");
      expect(zip.name).toBe("bildvorlagen.zip");
      const entries = await JSZip.loadAsync(fs.readFileSync(zip.path));
      expect(Object.keys(entries.files).sort()).toEqual(
        [2, 5].flatMap((n) => [`folie-${n}.png`, `folie-${n}-ohne-text.png`, `folie-${n}.svg`]).sort(),
      );
      const png = await entries.file("folie-5-ohne-text.png")?.async("nodebuffer");
      expect(png?.subarray(1, 4).toString("latin1")).toBe("PNG");

      const json = await downloadFrom(s.page, "Prüfungsfragen (JSON)");
      expect(json.name).toBe("pruefungsfragen.json");
      expect(JSON.parse(fs.readFileSync(json.path, "utf8")).professor_questions).toEqual(QUESTIONS);

      // The order: its short number and the invoice with the figures of 19,00 € gross.
      const orderBox = s.page.getByRole("region", { name: "Deine Bestellung" });
      await orderBox.getByText(`Bestellnummer: ${order.orderNumber}`).waitFor();
      const invoice = await downloadFrom(s.page, "Rechnung (PDF)");
      expect(invoice.name).toBe("rechnung.pdf");
      const text = pdfText(invoice.path);
      expect(text).toMatch(new RegExp(`Rechnungsnummer\\s+${order.orderNumber}`));
      expect(text).toMatch(/Nettobetrag\s+15,97\s€/);
      expect(text).toMatch(/Umsatzsteuer 19 %\s+3,03\s€/);
      expect(text).toMatch(/Gesamtbetrag \(brutto\)\s+19,00\s€/);
      expect(text).toContain("kresse.pdf");

      // Nothing runs off the side of a phone.
      const overflow = await s.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  it("gives another signed-in user none of these files", async () => {
    const row = await seedFinished();
    await seedPaidOrder(s.server, user.id, row.id);
    const other = await createVerifiedUser(s.server, "other");
    const visitor = await openPage(s.browser);
    try {
      await signIn(visitor.page, s.server, other);
      for (const file of ["files/bildvorlagen.zip", "files/pruefungsfragen.json", "rechnung.pdf"]) {
        const res = await visitor.page.request.get(`${s.server.url}/api/presentations/${row.id}/${file}`, {
          maxRedirects: 0,
        });
        expect(res.status(), file).toBe(404);
      }
      await visitor.page.goto(`${s.server.url}/downloads/${row.id}`);
      await visitor.page.getByText("Downloads konnten nicht geladen werden.").first().waitFor();
      expect(await visitor.page.getByRole("link", { name: "Alle Bildvorlagen (ZIP)" }).count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it("shows no order and no invoice for a presentation without a paid order", async () => {
    const row = await seedFinished();
    await s.page.goto(`${s.server.url}/downloads/${row.id}`);
    await s.page.getByRole("link", { name: "Alle Bildvorlagen (ZIP)" }).waitFor();
    expect(await s.page.getByTestId("order").count()).toBe(0);
    expect(await s.page.getByRole("link", { name: "Rechnung (PDF)" }).count()).toBe(0);
  });
});
