/**
 * The title when there is no title page (issue 30.4): small DOCX files built here and read by the real reader,
 * then the understanding and the plan's warnings. Order: the title block at the top, the metadata title (not a
 * generic one), the first heading (never "Einleitung"), the research question, the file name.
 */
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { describe, expect, it } from "vitest";
import { readDocument } from "../src/ingest/read-document.ts";
import { chooseTitle, usableMetadataTitle } from "../src/ingest/title-page/title-choice.ts";
import { planWarnings } from "../src/plan/warnings.ts";
import { understand } from "../src/understand/understand.ts";
import { CASES } from "./deck-corpus-cases.ts";
import { corpusBytes } from "./support/corpus.ts";

const PROSE = [
  "Laufen ist eine der verbreitetsten Sportarten in Deutschland, und viele Menschen beginnen jedes Jahr damit.",
  "Viele hören nach wenigen Wochen wieder auf, obwohl sie sich fest vorgenommen hatten, dabeizubleiben.",
  "Die meisten laufen allein, viele aber auch in Vereinen oder in Lauftreffs in ihrer eigenen Stadt.",
  "Dazu wurden Freizeitläuferinnen und Freizeitläufer in einem Online-Fragebogen zu ihren Motiven befragt.",
];

type Part = { heading: string } | { text: string };

/** A DOCX of the given parts (Heading 1 or a plain paragraph each), with an optional dc:title. */
async function docxOf(parts: Part[], metadataTitle?: string): Promise<Uint8Array> {
  const doc = new Document({
    ...(metadataTitle === undefined ? {} : { title: metadataTitle }),
    sections: [
      {
        children: parts.map((p) =>
          "heading" in p
            ? new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(p.heading)] })
            : new Paragraph({ children: [new TextRun(p.text)] }),
        ),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** A short thesis body: chapters with prose, so only the top of the document or its metadata names it. */
const chapters = (first = "Einleitung"): Part[] => [
  { heading: first },
  ...PROSE.map((text) => ({ text })),
  { heading: "Methode" },
  ...PROSE.map((text) => ({ text })),
  { heading: "Fazit" },
  ...PROSE.map((text) => ({ text })),
];

async function read(parts: Part[], metadataTitle?: string, filename = "laufen_entwurf.docx") {
  return readThesis(await docxOf(parts, metadataTitle), "docx", filename);
}

async function readThesis(bytes: Uint8Array, format: "docx" | "doc", filename: string) {
  const { doc } = await readDocument(bytes, format, filename);
  const thesis = understand(doc);
  const warnings = planWarnings(
    thesis,
    { workType: "bachelor", researchType: "empirical", minutes: 5, methodology: "" },
    5,
  );
  return { doc, thesis, titleWarnings: warnings.filter((w) => /Titel/.test(w)) };
}

describe("the title of a document without a title page", () => {
  it("takes the title block at the top, with the subtitle right below it, over metadata and headings", async () => {
    const { doc, thesis, titleWarnings } = await read(
      [
        { text: "Was uns am Laufen hält" },
        { text: "Eine Studie über Motive im Freizeitsport" },
        ...chapters(),
      ],
      "Motivation im Sport",
    );
    expect(doc.title).toBe("Was uns am Laufen hält");
    expect(doc.titlePage.subtitle).toBe("Eine Studie über Motive im Freizeitsport");
    expect(doc.titleSource).toBe("title-page");
    expect(thesis).toMatchObject({ title: "Was uns am Laufen hält", titleFromFilename: false });
    expect(titleWarnings).toEqual([]);
  });

  it("takes a first line with a colon as the title, but not a first sentence", async () => {
    const colon = await read([{ text: "Was uns am Laufen hält: Motive im Freizeitsport" }, ...chapters()]);
    expect(colon.thesis.title).toBe("Was uns am Laufen hält: Motive im Freizeitsport");
    const sentence = await read([{ text: "Diese Arbeit ist im Sommer entstanden." }, ...chapters()]);
    expect(sentence.doc.titleSource).not.toBe("title-page");
    expect(sentence.thesis.title).not.toBe("Diese Arbeit ist im Sommer entstanden.");
  });

  it("uses the metadata title when the text has no title block, and says so", async () => {
    const { doc, thesis, titleWarnings } = await read(chapters(), "Motive beim Laufen");
    expect(doc.titleSource).toBe("metadata");
    expect(thesis.title).toBe("Motive beim Laufen");
    expect(titleWarnings).toEqual([
      "In der Arbeit wurde kein Titelblatt erkannt; den Titel „Motive beim Laufen“ haben wir aus den Dateieigenschaften übernommen. Bitte prüfe ihn und passe ihn an, falls er nicht stimmt.",
    ]);
  });

  it("rejects generic metadata and metadata that shares no word with the document", async () => {
    for (const generic of ["Microsoft Word - Bachelorarbeit_v3", "Dokument1", "Titel", "laufen_entwurf"]) {
      const { doc } = await read(chapters(), generic);
      expect(doc.titleSource, generic).not.toBe("metadata");
    }
    // A reused template keeps an older document's title.
    const { doc } = await read(chapters(), "Kinetik der enzymatischen Hydrolyse");
    expect(doc.title).toBeNull();
  });

  it("uses the first heading that reads as a title when there is neither, and says so", async () => {
    const { doc, thesis, titleWarnings } = await read([
      { heading: "Motive von Freizeitläufern im Vergleich" },
      ...chapters(),
    ]);
    expect(doc.titleSource).toBe("heading");
    expect(thesis.title).toBe("Motive von Freizeitläufern im Vergleich");
    expect(titleWarnings).toHaveLength(1);
    expect(titleWarnings[0]).toContain("aus einer Überschrift übernommen");
  });

  it("never takes a chapter name like 'Einleitung' for the title: the file name is the last resort, with its warning", async () => {
    const { doc, thesis, titleWarnings } = await read(chapters("Einleitung in das Thema"));
    expect(doc.title).toBeNull();
    expect(thesis).toMatchObject({
      title: "laufen entwurf",
      titleFromFilename: true,
      titleSource: "file-name",
    });
    expect(titleWarnings).toEqual([
      "In der Arbeit wurde kein Titel erkannt; die Titelfolie zeigt den Dateinamen. Bitte passe ihn an.",
    ]);
  });

  it("takes the research question before the file name, and says so", async () => {
    const { thesis, titleWarnings } = await read([
      { heading: "Einleitung" },
      ...PROSE.map((text) => ({ text })),
      {
        text: "Die zentrale Forschungsfrage dieser Arbeit lautet daher: Welche Motive halten Freizeitläufer über Jahre beim Training?",
      },
      ...chapters("Hintergrund"),
    ]);
    expect(thesis).toMatchObject({
      title: "Welche Motive halten Freizeitläufer über Jahre beim Training?",
      titleSource: "question",
    });
    expect(titleWarnings[0]).toContain("aus deiner Forschungsfrage übernommen");
  });

  it("lets a title, authors, institution and date given by the student win over what was read", async () => {
    const { doc } = await read([
      { text: "Was uns am Laufen hält" },
      { text: "Eine Studie über Motive im Freizeitsport" },
      ...chapters(),
    ]);
    const thesis = understand(doc, {
      title: "Dranbleiben beim Laufen",
      authors: ["Erika Beispiel"],
      institution: "Hochschule Musterstadt",
      date: "März 2025",
    });
    expect(thesis).toMatchObject({ title: "Dranbleiben beim Laufen", titleSource: "given" });
    expect(thesis.titlePage).toMatchObject({
      title: "Dranbleiben beim Laufen",
      subtitle: null, // the subtitle read belongs to the title read
      authors: ["Erika Beispiel"],
      institution: "Hochschule Musterstadt",
      date: "März 2025",
    });
    expect(() => understand(doc, { title: " " })).toThrow();
    expect(() => understand(doc, { author: "x" } as never)).toThrow();
  });
});

describe("chooseTitle", () => {
  const evidence = { printed: null, metadata: null, headings: [], context: "", filename: "arbeit.docx" };
  it("keeps the printed title first and checks metadata against the document", () => {
    expect(chooseTitle({ ...evidence, printed: "Der echte Titel", metadata: "Entwurf" })).toEqual({
      title: "Der echte Titel",
      source: "title-page",
    });
    expect(
      chooseTitle({ ...evidence, metadata: "Lasttests mit JMeter", context: "JMeter im Einsatz" }),
    ).toEqual({
      title: "Lasttests mit JMeter",
      source: "metadata",
    });
    expect(
      chooseTitle({ ...evidence, metadata: "Lasttests mit JMeter", context: "Enzymkinetik" }),
    ).toBeNull();
  });

  it("rejects generic metadata values and file names", () => {
    for (const t of [
      "Microsoft Word - arbeit_final_v3.docx",
      "bachelorarbeit_final_v3",
      "Dokument1",
      "Titel",
      "Untitled",
      "Arbeit",
    ])
      expect(usableMetadataTitle(t, "arbeit.docx"), t).toBe(false);
    expect(usableMetadataTitle("Lasttests mit JMeter", "arbeit.docx")).toBe(true);
  });

  it("skips chapter names among the headings", () => {
    const headings = ["Einleitung", "Unternehmensbeschreibung", "Problem und Fragestellung"];
    expect(chooseTitle({ ...evidence, headings })).toBeNull();
    expect(chooseTitle({ ...evidence, headings: ["Einleitung", "Hansestädte im Vergleich"] })).toEqual({
      title: "Hansestädte im Vergleich",
      source: "heading",
    });
  });
});

describe("corpus Word files", () => {
  it("the hotel draft without a title page is titled by its research question, with the warning", async () => {
    const file = "de_hausarbeit_ki_hotel-stornierung_entwurf.docx";
    const { thesis, titleWarnings } = await readThesis(corpusBytes(file), "docx", file);
    expect(thesis).toMatchObject({
      title:
        "Wie kann StayAwhile mithilfe von Machine Learning Stornierungen vorhersagen und so ihre Betriebsplanung und Ressourcenallokation verbessern?",
      titleSource: "question",
      titleFromFilename: false,
    });
    expect(titleWarnings).toHaveLength(1);
    expect(titleWarnings[0]).toContain("aus deiner Forschungsfrage übernommen");
  });

  const others = CASES.map((c) => c.file).filter((f) => /\.docx?$/.test(f) && !f.includes("hotel"));
  for (const file of others)
    it(`${file} keeps its title page's title and no title warning`, async () => {
      const format = file.endsWith(".doc") ? "doc" : "docx";
      const { doc, thesis, titleWarnings } = await readThesis(corpusBytes(file), format, file);
      expect(thesis.title).toBe(doc.titlePage.title);
      expect(thesis.titleSource).toBe("title-page");
      expect(titleWarnings).toEqual([]);
    });
});
