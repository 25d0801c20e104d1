import { describe, expect, it } from "vitest";
import type { PlannedSlide, SlidePlan } from "../src/plan/planner.ts";
import type { SlideContent } from "../src/write/slide-content.ts";
import { distinctTitles, numberRepeatedTitles } from "../src/write/slide-titles.ts";
import { thesisOf } from "./support/hand-thesis.ts";
import { plannedSlide } from "./support/slides.ts";

const planned = (n: number, figureId: string | null, kind: PlannedSlide["kind"] = "results") =>
  plannedSlide(n, kind, { titleHint: "3.3 Processing in MATLAB", chapters: [0], figureId });
const slide = (n: number, title: string, kind: SlideContent["kind"] = "results"): SlideContent => ({
  n,
  kind,
  title,
  subtitle: null,
  bullets: ["A bullet that says something about the wall heat flux"],
  notes: "",
  pages: [],
  seconds: 60,
  model: "extractive",
  fallbackReason: null,
});
const figure = (id: string, caption: string) => ({
  id,
  kind: "figure" as const,
  number: id.slice(4),
  caption,
  page: 5,
  chapter: 0,
  sectionId: null,
  refs: [],
  image: null,
  tableIndex: null,
});
const thesis = thesisOf([{ title: "Results", role: "results", sentences: [{}] }], {
  figures: [
    figure("abb-3", "Figure 3: Distribution of the wall heat flux on the wing surface along the x-axis"),
    figure("abb-4", "Figure 4: Übersicht"),
  ],
});
const planOf = (slides: PlannedSlide[]): SlidePlan => ({
  language: "en",
  minutes: 10,
  workType: "Bachelorarbeit",
  researchType: "empirical",
  methodology: "",
  range: { min: 3, max: 5 },
  slides,
  warnings: [],
});

describe("distinctTitles", () => {
  it("titles a slide that shares its chapter label by the figure it shows, with the label as kicker", () => {
    const plan = planOf([planned(1, "abb-3"), planned(2, null), planned(3, "abb-4")]);
    const out = distinctTitles(
      plan,
      [slide(1, "Processing in MATLAB"), slide(2, "Processing in MATLAB"), slide(3, "Processing in MATLAB")],
      thesis,
    );
    // Longer than two lines: shortened before a preposition, never with "…".
    expect(out[0]?.title).toBe("Distribution of the wall heat flux");
    expect(out[0]?.subtitle).toBe("Processing in MATLAB");
    // Without a figure, or with a caption that names nothing, the label stays.
    expect(out[1]?.title).toBe("Processing in MATLAB");
    expect(out[2]?.title).toBe("Processing in MATLAB");
  });

  it("keeps a title used once, a finding title and a backup slide's title", () => {
    const plan = planOf([planned(1, "abb-3"), planned(2, "abb-3"), planned(3, "abb-3", "backup")]);
    const out = distinctTitles(
      plan,
      [
        slide(1, "Processing in MATLAB"),
        slide(2, "The transient simulation yields 257.05 W/m²"),
        slide(3, "Backup: Abb. 3", "backup"),
      ],
      thesis,
    );
    expect(out.map((s) => s.title)).toEqual([
      "Processing in MATLAB",
      "The transient simulation yields 257.05 W/m²",
      "Backup: Abb. 3",
    ]);
  });
});

describe("captions that open alike", () => {
  const alike = thesisOf([{ title: "Results", role: "results", sentences: [{}] }], {
    figures: [
      figure(
        "abb-5",
        "Figure 5: Measured concentration of lactol (A) and valerolactone (B) in the stirred batch reactor with the mutant G37D.",
      ),
      figure(
        "abb-6",
        "Figure 6: Measured concentration of lactol (A) and valerolactone (B) in the stirred batch reactor at pH 8 and pH 9.",
      ),
    ],
  });

  it("leave out panel letters and keep the tail that tells the second slide apart", () => {
    const plan = planOf([planned(1, "abb-5"), planned(2, "abb-6")]);
    const out = distinctTitles(
      plan,
      [slide(1, "Processing in MATLAB"), slide(2, "Processing in MATLAB")],
      alike,
    );
    expect(out[0]?.title).toBe("Measured concentration of lactol and valerolactone");
    expect(out[1]?.title).toBe(
      "Measured concentration of lactol and valerolactone in the stirred batch reactor at pH 8 and pH 9",
    );
  });
});

describe("generic results titles", () => {
  it("titles a slide called only 'Results' by the figure it shows, even when no other slide shares it", () => {
    const results = plannedSlide(1, "results", { titleHint: "4 Results", chapters: [0], figureId: "abb-3" });
    const out = distinctTitles(planOf([results]), [slide(1, "Results")], thesis);
    expect(out[0]?.title).toBe("Distribution of the wall heat flux");
    expect(out[0]?.subtitle).toBe("Results");
  });
});

describe("numberRepeatedTitles", () => {
  it("numbers the slides that still share a title, in order, and leaves unique titles and backup slides alone", () => {
    const titles = [
      "Agenda",
      "Modellqualität",
      "Ergebnisse",
      "Modellqualität",
      "Backup: Abb. 1",
      "Backup: Abb. 1",
    ];
    const out = numberRepeatedTitles(
      titles.map((title) => ({ title })),
      (i) => i >= 4,
    );
    expect(out.map((s) => s.title)).toEqual([
      "Agenda",
      "Modellqualität (1/2)",
      "Ergebnisse",
      "Modellqualität (2/2)",
      "Backup: Abb. 1",
      "Backup: Abb. 1",
    ]);
  });
});
