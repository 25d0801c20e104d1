/**
 * The navigation bar: the talk's agenda parts in one line in the footer of every content slide, the slide's
 * own part bold. Rendered by the real renderer, read back and measured the way the evaluator measures it.
 */
import { describe, expect, it } from "vitest";
import { statements } from "../src/eval/content/statements.ts";
import { evaluateDeck } from "../src/eval/evaluate.ts";
import type { ReadSlide } from "../src/eval/pptx/deck-types.ts";
import { readPptx } from "../src/eval/pptx/read-pptx.ts";
import type { PlannedSlide, SlidePlan } from "../src/plan/schema.ts";
import { wrap } from "../src/render/measure.ts";
import { footerLayout, NAV_SEPARATOR, navigationBar } from "../src/render/navigation.ts";
import { renderPptx } from "../src/render/pptx.ts";
import type { SlideContent } from "../src/write/slide-content.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";

/** Six long parts: the bar must shorten some of them to stay on one line. */
const AGENDA = [
  "Motivation, Problemstellung und Forschungsfragen der Untersuchung",
  "Theoretischer Hintergrund zu Gemeinschaftsgärten und Engagement",
  "Methodisches Vorgehen der quantitativen Befragung",
  "Ergebnisse der Befragung in sechs Großstädten",
  "Diskussion der Ergebnisse und Grenzen der Arbeit",
  "Fazit, Handlungsempfehlungen und Ausblick auf weitere Forschung",
];

type Spec = [PlannedSlide["kind"], number | null, string[]];

/** Title, agenda, one content slide per part (the fourth without bullets), sources, thanks, a backup slide. */
const SPECS: Spec[] = [
  ["title", null, []],
  ["agenda", null, AGENDA],
  ["motivation", 0, ["Gärten verbinden Nachbarn"]],
  ["theory", 1, ["Engagement entsteht aus Zugehörigkeit"]],
  ["method", 2, ["Online-Befragung der Mitglieder"]],
  ["results", 3, []],
  ["discussion", 4, ["Nähe zählt mehr als Vereinsform"]],
  ["conclusion", 5, ["Kommunen sollten Flächen sichern"]],
  ["sources", null, ["Muster, E. (2020): Gärten."]],
  ["thanks", null, []],
  ["backup", null, ["Fragebogen im Überblick"]],
];

function deckInput(withAgenda: boolean) {
  const slides: PlannedSlide[] = SPECS.map(([kind, part], i) => ({
    n: i + 1,
    kind,
    titleHint: kind,
    chapters: [],
    range: null,
    focus: [],
    seconds: kind === "backup" ? 0 : 60,
    visual: null,
    tableIndex: null,
    figureId: null,
    part: withAgenda ? part : null,
  }));
  const plan: SlidePlan = {
    language: "de",
    minutes: 10,
    workType: "bachelor",
    researchType: "empirical",
    methodology: "",
    range: { min: 8, max: 12 },
    slides,
    agenda: withAgenda ? AGENDA : [],
    warnings: [],
  };
  const content: SlideContent[] = SPECS.map(([kind, , bullets], i) => ({
    n: i + 1,
    kind,
    title: kind === "thanks" ? "Vielen Dank für Ihre Aufmerksamkeit" : `Folie ${kind}`,
    subtitle: kind === "results" ? "Ergebnisse" : null,
    bullets,
    notes: "Hier sehen Sie die Folie.",
    pages: [],
    seconds: 60,
    model: "extractive",
    fallbackReason: null,
  }));
  return {
    plan,
    content: { slides: content, questions: [] },
    tables: { tables: [], figures: [] },
    images: new Map<number, Uint8Array>(),
    thesisTitle: "Beteiligung in Gemeinschaftsgärten",
    footerTitle: "Beteiligung in Gemeinschaftsgärten",
  };
}

const labelsOf = (slide: ReadSlide) =>
  (slide.navigation?.paragraphs[0]?.runs ?? []).filter((r) => r.text !== NAV_SEPARATOR);

describe("the navigation bar", () => {
  it("shows the parts in order on content slides, the slide's own part as the one bold run", async () => {
    const pptx = await renderPptx(deckInput(true));
    const deck = await readPptx(pptx);
    for (const [i, [kind, part]] of SPECS.entries()) {
      const slide = deck.slides[i] as ReadSlide;
      if (part === null) {
        expect(slide.navigation, `no bar on the ${kind} slide`).toBeNull();
        continue;
      }
      const nav = slide.navigation;
      expect(nav, `bar on the ${kind} slide`).not.toBeNull();
      expect(nav?.paragraphs).toHaveLength(1);
      const runs = labelsOf(slide);
      // Every part, in order, whole or shortened at a word boundary, never with "…".
      expect(runs).toHaveLength(AGENDA.length);
      runs.forEach((r, k) => {
        const item = AGENDA[k] as string;
        expect(
          item === r.text || (item.startsWith(r.text) && /^[\s,;:]/u.test(item.slice(r.text.length))),
        ).toBe(true);
        expect(r.text).not.toMatch(/…$|[,;:]$/u);
      });
      expect(runs.filter((r) => r.bold).map((r) => runs.indexOf(r))).toEqual([part]);
      // One line as the evaluator measures it (every run bold, DejaVu metrics), below the body.
      const para = nav?.paragraphs[0];
      const room = (nav?.box.w ?? 0) - (nav?.insets.l ?? 0) - (nav?.insets.r ?? 0);
      expect(wrap(para?.text ?? "", room, para?.size ?? 0, true)).toHaveLength(1);
      expect(nav?.box.y ?? 0).toBeGreaterThan(6.75 * 72);
      expect(slide.text).not.toContain(runs[0]?.text);
    }
    // Six long parts do not fit whole: some are shortened, none overflows.
    expect(labelsOf(deck.slides[2] as ReadSlide).some((r, k) => r.text !== AGENDA[k])).toBe(true);
    const evaluation = await evaluateDeck(pptx, smallThesis(), { minutes: 10 });
    expect(evaluation.overflow).toEqual([]);
  });

  it("is no body text: a content slide with only the bar is still empty", async () => {
    const deck = await readPptx(await renderPptx(deckInput(true)));
    const results = deck.slides[5] as ReadSlide;
    expect(results.navigation).not.toBeNull();
    expect(statements(results)).toEqual([]);
    expect(results.bullets).toEqual([]);
    const evaluation = await evaluateDeck(await renderPptx(deckInput(true)), smallThesis(), { minutes: 10 });
    expect(evaluation.emptySlides).toEqual([6]);
  });

  it("is absent in a deck without an agenda", async () => {
    const deck = await readPptx(await renderPptx(deckInput(false)));
    expect(deck.slides.map((s) => s.navigation)).toEqual(SPECS.map(() => null));
  });

  it("labels two parts that would be cut alike by what tells them apart", () => {
    const items = [
      "Einleitung und Zielsetzung",
      "Das Feuilleton und das Feuilletonistische",
      "Die Montagetechnik als Form der modernen literarischen Expression",
      "Montage im Feuilleton Die großen Boulevards",
      "Montage im Feuilleton Orchester von oben",
      "Fazit",
    ];
    const bar = navigationBar(items, 380);
    expect(bar).not.toBeNull();
    const labels = bar?.labels ?? [];
    expect(new Set(labels).size).toBe(items.length);
    expect(labels[3]).toMatch(/^Die großen/u);
    expect(labels[4]).toMatch(/^Orchester/u);
    expect(labels.join("")).not.toMatch(/…/u);
  });

  it("keeps short parts whole at the largest size and gives the footer title only the room it needs", () => {
    expect(navigationBar(["Einleitung", "Methode", "Fazit"], 400)).toEqual({
      labels: ["Einleitung", "Methode", "Fazit"],
      size: 9,
    });
    expect(navigationBar([], 400)).toBeNull();
    const short = footerLayout("Kurzer Titel", ["Einleitung", "Fazit"]);
    const long = footerLayout(AGENDA.join(" "), ["Einleitung", "Fazit"]);
    expect(short?.footer.w).toBeLessThan(long?.footer.w ?? 0);
    // A long title is shortened at a word boundary, never cut with "…".
    expect(long?.title.length).toBeLessThan(AGENDA.join(" ").length);
    expect(long?.title).not.toMatch(/…$/u);
    expect(AGENDA.join(" ").startsWith(long?.title ?? "-")).toBe(true);
    expect((long?.footer.x ?? 0) + (long?.footer.w ?? 0)).toBeLessThan(long?.navigation.x ?? 0);
  });

  it("never cuts the footer title to a word or two while the bar can give up room", () => {
    const parts = ["Motivation", "Theoretischer Hintergrund", "Methodik", "Ergebnisse", "Fazit"];
    const title = "Evaluierung von temporalen Graphdatenbanken am Beispiel von Neo4j";
    const layout = footerLayout(title, parts);
    expect(layout?.bar.labels).toHaveLength(parts.length);
    expect(layout?.title.split(" ").length).toBeGreaterThanOrEqual(3);
    expect(title.startsWith(layout?.title ?? "-")).toBe(true);
    expect((layout?.footer.x ?? 0) + (layout?.footer.w ?? 0)).toBeLessThan(layout?.navigation.x ?? 0);
  });
});
