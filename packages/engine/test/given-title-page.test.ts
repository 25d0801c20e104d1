import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { readPptx } from "../src/eval/pptx/read-pptx.ts";
import { runDeckPipeline } from "../src/pipeline.ts";
import { understand, withGivenTitle } from "../src/understand/understand.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";

/**
 * Issue 31.5: the student corrects the title page after the free analysis, whose understanding is stored.
 * The deck made from that stored understanding shows the corrections on its title slide and in its footers.
 */
const questionnaire = {
  workType: "bachelor",
  researchType: "empirical" as const,
  minutes: 10,
  methodology: "Online-Befragung der Mitglieder und Regression",
};
const given = {
  title: "Gemeinschaftsgärten als Lernorte",
  subtitle: "",
  authors: ["Erika Mustermann"],
  institution: "Hochschule Musterstadt",
  supervisors: ["Prof. Dr. Max Beispiel"],
  date: "März 2026",
};

describe("a title page the student gave after the analysis", () => {
  it("replaces what was read in a stored understanding: title, footer title, names and subtitle", () => {
    const read = understand(smallThesis());
    const thesis = withGivenTitle(read, given);
    expect(thesis.title).toBe(given.title);
    expect(thesis.shortTitle.length).toBeGreaterThan(0);
    expect(thesis.titleSource).toBe("given");
    expect(thesis.titlePage).toMatchObject({
      title: given.title,
      subtitle: null,
      authors: given.authors,
      institution: given.institution,
      supervisors: given.supervisors,
      date: given.date,
    });
    // Applied twice, the same (a resumed run applies it to what it stored).
    expect(withGivenTitle(thesis, given)).toEqual(thesis);
    // Without a title of their own, the read title stays.
    expect(withGivenTitle(read, { authors: ["Erika Mustermann"] }).title).toBe(read.title);
  });

  it("reaches the deck's title slide and footers when the understanding comes from the free analysis", async () => {
    const doc = smallThesis();
    const stored = understand(doc);
    const result = await runDeckPipeline({
      doc,
      questionnaire,
      givenTitlePage: given,
      previous: { "analyze-paper": stored },
    });
    const pptx = result.files.find((f) => f.kind === "pptx");
    const deck = await readPptx(pptx?.data ?? new Uint8Array());
    const cover = deck.slides[0];
    expect(cover?.title).toBe(given.title);
    expect(cover?.text).toContain("Erika Mustermann");
    expect(cover?.text).toContain("Hochschule Musterstadt");
    expect(cover?.text).toContain("Prof. Dr. Max Beispiel");
    expect(cover?.text).toContain("März 2026");
    expect(cover?.text).not.toContain(stored.title);
    // The content slides' footer (their master) carries the given title, not the read one.
    const zip = await JSZip.loadAsync(pptx?.data ?? new Uint8Array());
    const layouts = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => name.startsWith("ppt/slideLayouts/") && name.endsWith(".xml"))
        .map((name) => zip.file(name)?.async("string") ?? ""),
    );
    expect(layouts.some((xml) => xml.includes("Gemeinschaftsgärten als Lernorte"))).toBe(true);
    expect(layouts.some((xml) => xml.includes("Einflussfaktoren"))).toBe(false);
  });
});
