import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { evaluateDeck } from "../src/eval/evaluate.ts";
import { readPptx } from "../src/eval/pptx/read-pptx.ts";
import { DECK_STAGES, type DeckStage, runDeckPipeline, STAGE_SCHEMAS } from "../src/pipeline.ts";
import { slideRange } from "../src/plan/slide-count.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";

/**
 * The small thesis whose method chapter also tells its steps ("Zunächst … Anschließend … Abschließend …"):
 * a diagram is drawn only from content the bullets lack, and a told sequence is such content.
 */
function thesisWithSteps(): ReturnType<typeof smallThesis> {
  const doc = smallThesis();
  const at = doc.paragraphs.findIndex((p) => p.text.startsWith("Die Auswertung erfolgte"));
  const before = doc.paragraphs[at];
  if (!before) throw new Error("fixture changed: no 'Die Auswertung erfolgte' paragraph");
  doc.paragraphs.splice(at, 0, {
    ...before,
    text: "Zunächst wurden die Vorstände der Gärten um Unterstützung gebeten. Anschließend erhielten die Mitglieder den Link zur Befragung per E-Mail. Danach wurden unvollständige Fragebögen aussortiert. Abschließend wurden die Antworten anonymisiert und zusammengeführt.",
  });
  return doc;
}

const questionnaire = {
  workType: "bachelor",
  researchType: "empirical" as const,
  minutes: 10,
  methodology: "Online-Befragung der Mitglieder und Regression",
};

describe("runDeckPipeline", () => {
  it("produces every deliverable with the agreed names, kinds and shapes", async () => {
    const progress: string[] = [];
    const completed: DeckStage[] = [];
    const result = await runDeckPipeline({
      doc: thesisWithSteps(),
      questionnaire,
      onProgress: (p) => progress.push(`${p.stage}:${p.percent}`),
      onStageComplete: (stage) => {
        completed.push(stage);
      },
    });
    expect(completed).toEqual([...DECK_STAGES]);
    expect(progress.at(-1)).toBe("slide-pptx-creator:100");
    const names = result.files.map((f) => f.name);
    for (const name of [
      "praesentation.pptx",
      "sprechernotizen.pdf",
      "sprechernotizen.docx",
      "pruefungsfragen.pdf",
      "pruefungsfragen.json",
    ])
      expect(names).toContain(name);
    const pptx = result.files.find((f) => f.kind === "pptx");
    expect(pptx?.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    );
    expect(
      Buffer.from(result.files.find((f) => f.kind === "notes_pdf")?.data ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // Images: a template for every slide (a diagram where one helps, else the slide's plain layout),
    // three files each, listed in `images` with SPEC §3 fields.
    const written = STAGE_SCHEMAS["slide-content-creator"].parse(
      result.stages["slide-content-creator"],
    ).slides;
    const slideCount = written.length;
    const imageSlides = Object.keys(result.images);
    expect(imageSlides.map(Number)).toEqual(Array.from({ length: slideCount }, (_, i) => i + 1));
    const types = Object.values(result.images).map((items) => items[0]?.visualization_type);
    expect(types).toContain("Folienvorlage");
    const diagrams = types.filter((t) => t !== "Folienvorlage").length;
    expect(diagrams).toBeGreaterThan(0);
    // Only the diagrams are placed on the PowerPoint slides; the plain templates are downloads.
    const media = Object.keys((await JSZip.loadAsync(pptx?.data ?? new Uint8Array())).files).filter((f) =>
      /^ppt\/media\/.+\.png$/.test(f),
    );
    expect(media).toHaveLength(diagrams);
    for (const [slide, items] of Object.entries(result.images)) {
      const item = items[0];
      // Titled with its slide's title, so the downloads page can say "Folie 3: Methodik".
      expect(item?.slide_title).toBe(written.find((w) => w.n === Number(slide))?.title);
      expect(item?.slide_title?.length).toBeGreaterThan(0);
      expect(item?.file).toBe(`bilder/slide-${slide}.png`);
      expect(item?.file_no_text).toBe(`bilder/slide-${slide}-ohne-text.png`);
      expect(item?.file_svg).toBe(`bilder/slide-${slide}.svg`);
      expect(item?.visualization_type.length).toBeGreaterThan(0);
      expect(item?.visualization_description.length).toBeGreaterThan(10);
      expect(names).toEqual(expect.arrayContaining([item?.file, item?.file_no_text, item?.file_svg]));
    }
    // Questions: at least 12 for a bachelor thesis, grouped, with page references.
    expect(result.questions.length).toBeGreaterThanOrEqual(12);
    for (const q of result.questions) {
      expect(["Methodik", "Ergebnisse", "Grenzen", "Theorie/Einordnung", "Transfer/Ausblick"]).toContain(
        q.group,
      );
      expect(q.answer).toMatch(/\(S\. \d/);
    }
    const json = JSON.parse(
      new TextDecoder().decode(result.files.find((f) => f.kind === "questions_json")?.data),
    );
    expect(json.professor_questions).toHaveLength(result.questions.length);
    // The thesis is shorter than a ten-minute talk: the student is told so.
    expect(result.warnings.join(" ")).toMatch(/kürzer als ein Vortrag/);
  });

  it("writes stages that survive JSON and resumes after the last finished stage", async () => {
    const first = await runDeckPipeline({ doc: smallThesis(), questionnaire });
    const stored = JSON.parse(JSON.stringify(first.stages)) as Record<DeckStage, unknown>;
    for (const stage of DECK_STAGES) expect(STAGE_SCHEMAS[stage].safeParse(stored[stage]).success).toBe(true);

    // A retry with the first four stages stored: only the later stages run, and the stored content is used.
    const content = stored["slide-content-creator"] as { slides: Array<{ title: string; kind: string }> };
    const motivation = content.slides.find((s) => s.kind === "motivation");
    if (!motivation) throw new Error("no motivation slide");
    motivation.title = "Gespeicherter Titel aus dem ersten Versuch";
    const previous = {
      "analyze-paper": stored["analyze-paper"],
      "slide-planner": stored["slide-planner"],
      "slide-content-creator": content,
      "slide-table-creator": stored["slide-table-creator"],
    };
    const computed: DeckStage[] = [];
    const second = await runDeckPipeline({
      doc: smallThesis(),
      questionnaire,
      previous,
      onStageComplete: (stage) => {
        computed.push(stage);
      },
    });
    expect(computed).toEqual(["slide-image-creator", "slide-pptx-creator"]);
    const deck = await readPptx(second.files.find((f) => f.kind === "pptx")?.data ?? new Uint8Array());
    expect(deck.slides.map((s) => s.title)).toContain("Gespeicherter Titel aus dem ersten Versuch");
  });

  it("recomputes a stored stage that no longer matches its schema, and everything after it", async () => {
    const computed: DeckStage[] = [];
    await runDeckPipeline({
      doc: smallThesis(),
      questionnaire,
      previous: { "analyze-paper": { broken: true } },
      onStageComplete: (stage) => {
        computed.push(stage);
      },
    });
    expect(computed).toEqual([...DECK_STAGES]);
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      runDeckPipeline({ doc: smallThesis(), questionnaire, signal: controller.signal }),
    ).rejects.toThrow();
  });

  it("builds a 16:9 deck with titles, notes with page references, a native table or chart and diagrams", async () => {
    const result = await runDeckPipeline({ doc: thesisWithSteps(), questionnaire });
    const pptx = result.files.find((f) => f.kind === "pptx")?.data ?? new Uint8Array();
    const deck = await readPptx(pptx);
    expect(deck.width / deck.height).toBeCloseTo(16 / 9, 2);
    const range = slideRange(10);
    expect(deck.slides.length).toBeGreaterThanOrEqual(range.min);
    expect(deck.slides.length).toBeLessThanOrEqual(range.max);
    expect(deck.slides.every((s) => s.title)).toBe(true);
    expect(deck.slides.every((s) => s.notes.length > 0)).toBe(true);
    const content = deck.slides.filter((s) => !/Agenda|Literatur|Vielen Dank/.test(s.title ?? "")).slice(1);
    expect(content.every((s) => /\((S\.|Kap\.) \d/.test(s.notes))).toBe(true);
    expect(deck.slides.some((s) => s.tables.length > 0 || s.charts.length > 0)).toBe(true);
    expect(deck.slides.some((s) => s.images.length > 0)).toBe(true);
    // Fixed labels are German for a German thesis.
    expect(deck.slides.map((s) => s.title)).toEqual(
      expect.arrayContaining(["Vielen Dank für Ihre Aufmerksamkeit"]),
    );
    // Table values are copied as printed (table) or as exact values (chart).
    const allText = deck.slides.map((s) => `${s.text}\n${s.notes}`).join("\n");
    const chartValues = deck.slides.flatMap((s) => s.charts.flatMap((c) => c.values));
    expect(allText.includes("0,41") || chartValues.includes("7.9")).toBe(true);
    const evaluation = await evaluateDeck(pptx, thesisWithSteps(), {
      minutes: 10,
      questions: result.questions,
    });
    expect(evaluation.faithfulness.score).toBe(1);
    expect(evaluation.coverage.score).toBe(1);
    expect(evaluation.overflow).toEqual([]);
    // Valid OOXML package: content types list every slide and the notes.
    const zip = await JSZip.loadAsync(pptx);
    const types = (await zip.file("[Content_Types].xml")?.async("string")) ?? "";
    expect(types.match(/slides\/slide\d+\.xml/g)?.length).toBe(deck.slides.length);
    expect(types).toContain("notesSlide");
  });
});
