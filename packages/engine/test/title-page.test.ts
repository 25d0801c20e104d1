/** The title page reader: small hand-made title pages, then every corpus file through its real extractor. */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { AlignmentType, Document, Packer, Paragraph, TextRun } from "docx";
import { describe, expect, it } from "vitest";
import type { TitleLine } from "../src/ingest/blocks.ts";
import { extractDoc } from "../src/ingest/doc/extract-doc.ts";
import { extractDocx } from "../src/ingest/docx/extract-docx.ts";
import { extractPdf } from "../src/ingest/pdf/extract-pdf.ts";
import { readTitlePage, type TitlePage, TitlePageSchema } from "../src/ingest/title-page/title-page.ts";
import { corpusBytes } from "./support/corpus.ts";

/** A PDF-like line: text, size in pt, distance from the top (share of the page), page. */
const pdf = (text: string, size: number, top: number, page = 1, center = 0.5): TitleLine => ({
  text,
  page,
  size,
  top,
  center,
  bold: null,
});
/** A DOCX-like paragraph. */
const docx = (text: string, size: number | null, opts: Partial<TitleLine> = {}): TitleLine => ({
  text,
  page: 1,
  size,
  top: null,
  center: 0.5,
  bold: false,
  style: null,
  ...opts,
});
/** Body text after the title page, so that the reader knows the body size. */
const body = (page: number, size = 11): TitleLine[] => [
  pdf("Zusammenfassung", size, 0.1, page),
  ...Array.from({ length: 12 }, (_, i) =>
    pdf(
      "Diese Arbeit untersucht, wie sich die Messwerte über den gesamten Zeitraum der Studie verändert haben.",
      size,
      0.15 + i * 0.03,
      page,
    ),
  ),
];
const read = (lines: TitleLine[], format: "pdf" | "docx" | "doc" = "pdf") => readTitlePage(lines, { format });

/** Nothing personal beyond names may leave the reader. */
function expectNoPersonalData(page: TitlePage, secrets: string[] = []) {
  const all = JSON.stringify(page);
  expect(all).not.toMatch(/\d{5,}/); // matriculation numbers, postcodes, phone numbers
  expect(all).not.toMatch(/@/);
  expect(all).not.toMatch(/\bStr\.|straße\s*\d|strasse\s*\d/i);
  expect(all).not.toMatch(/matr|geb\.|geboren|born|birth/i);
  for (const s of secrets) expect(all).not.toContain(s);
}

describe("readTitlePage: hand-made title pages", () => {
  it("joins a title printed on several lines and reads the centred block below it", () => {
    const page = read([
      pdf("Universität Musterstadt", 14, 0.08),
      pdf("Fakultät für Informatik", 12, 0.11),
      pdf("Institut für Softwaretechnik", 12, 0.13),
      pdf("Entwurf und Entwicklung eines KI-gestützten", 20, 0.25),
      pdf("Assistenzsystems für die Planung von", 20, 0.28),
      pdf("Verteidigungsvorträgen", 20, 0.31),
      pdf("Eine empirische Untersuchung an drei Hochschulen", 14, 0.36),
      pdf("Masterarbeit", 16, 0.45),
      pdf("zur Erlangung des akademischen Grades", 12, 0.5),
      pdf("Master of Science (M.Sc.)", 12, 0.52),
      pdf("vorgelegt von", 12, 0.6),
      pdf("Max Mustermann", 12, 0.62),
      pdf("Musterstadt, 30. August 2022", 12, 0.7),
      ...body(2),
    ]);
    expect(page).toEqual({
      title:
        "Entwurf und Entwicklung eines KI-gestützten Assistenzsystems für die Planung von Verteidigungsvorträgen",
      subtitle: "Eine empirische Untersuchung an drei Hochschulen",
      kindOfWork: "Masterarbeit",
      degree: "Master of Science (M.Sc.)",
      institution: "Universität Musterstadt",
      faculty: "Fakultät für Informatik",
      institute: "Institut für Softwaretechnik",
      authors: ["Max Mustermann"],
      supervisors: [],
      date: "30. August 2022",
      place: "Musterstadt",
    });
    expect(TitlePageSchema.safeParse(page).success).toBe(true);
  });

  it("reads label/value pairs on one line, several on one line and on two lines", () => {
    const page = read([
      pdf("Hochschule Beispielstadt", 12, 0.08),
      pdf("Bachelorarbeit", 16, 0.2),
      pdf("Messung von Latenzen in verteilten Systemen", 22, 0.3),
      pdf("Autorin: Erika Musterfrau", 12, 0.5),
      pdf("Modul: Verteilte Systeme Dozent: Prof. Dr. Hans Beispiel", 12, 0.53),
      pdf("Zweitgutachterin:", 12, 0.56),
      pdf("Dr. Anna Probe", 12, 0.58),
      pdf("Betreuer", 12, 0.61),
      pdf("Dipl.-Inf. Otto Test", 12, 0.63),
      pdf("Abgabedatum: 15.07.2025", 12, 0.7),
      ...body(2),
    ]);
    expect(page.title).toBe("Messung von Latenzen in verteilten Systemen");
    expect(page.kindOfWork).toBe("Bachelorarbeit");
    expect(page.institution).toBe("Hochschule Beispielstadt");
    expect(page.authors).toEqual(["Erika Musterfrau"]);
    expect(page.supervisors).toEqual(["Prof. Dr. Hans Beispiel", "Dr. Anna Probe", "Dipl.-Inf. Otto Test"]);
    expect(page.date).toBe("15.07.2025");
    expect(page.place).toBeNull();
  });

  it("never returns matriculation numbers, addresses, e-mail, phone or birth data", () => {
    const page = read([
      pdf("Die Rolle von Sensordaten in der Landwirtschaft", 20, 0.2),
      pdf("Seminararbeit", 14, 0.3),
      pdf("Max Mustermann, Matrikelnummer: 1234567", 12, 0.4),
      pdf("Musterweg 12", 12, 0.42),
      pdf("12345 Musterstadt", 12, 0.44),
      pdf("max.mustermann@example.org", 12, 0.46),
      pdf("Tel.: 0176 1234567", 12, 0.48),
      pdf("geboren am 01.02.2000 in Musterdorf", 12, 0.5),
      pdf("Erika Musterfrau (7654321)", 12, 0.55),
      pdf("Matr.-Nr. 2345678", 12, 0.57),
      pdf("Betreuer: Prof. Dr. Hans Beispiel", 12, 0.6),
      pdf("SS 2023", 12, 0.7),
      ...body(2),
    ]);
    expect(page.title).toBe("Die Rolle von Sensordaten in der Landwirtschaft");
    expect(page.authors).toEqual(["Max Mustermann", "Erika Musterfrau"]);
    expect(page.supervisors).toEqual(["Prof. Dr. Hans Beispiel"]);
    expect(page.date).toBe("SS 2023");
    expect(page.place).toBeNull();
    expectNoPersonalData(page, ["Musterweg", "Musterdorf", "01.02.2000", "example.org"]);
  });

  it("keeps a name printed with its e-mail or address, without them, and title words that only look personal", () => {
    const page = read([
      pdf("Kinder auf der Straße:", 20, 0.2),
      pdf("10000 Schritte am Tag im Vergleich", 20, 0.23),
      pdf("Max Mustermann, max.mustermann@example.org", 12, 0.4),
      pdf("Erika Musterfrau", 12, 0.45),
      pdf("Hauptstraße 5a", 12, 0.47),
      pdf("12345 Musterstadt", 12, 0.49),
      ...body(2),
    ]);
    expect(page.title).toBe("Kinder auf der Straße: 10000 Schritte am Tag im Vergleich");
    expect(page.authors).toEqual(["Max Mustermann", "Erika Musterfrau"]);
    expect(JSON.stringify(page)).not.toMatch(/example\.org|Hauptstraße|12345/);
  });

  it("reads common layouts: faculty line after the name, English cover with a German second title, label table", () => {
    const kitLike = read([
      pdf("Analyse von Softwarearchitekturen", 20, 0.2),
      pdf("Bachelorarbeit", 14, 0.3),
      pdf("von", 12, 0.35),
      pdf("Max Mustermann", 14, 0.37),
      pdf("an der Fakultät für Informatik", 12, 0.42),
      pdf("Institut für Programmstrukturen und Datenorganisation (IPD)", 12, 0.44),
      pdf("Erstgutachter: Prof. Dr. Anna Probe", 11, 0.6),
      pdf("Betreuender Mitarbeiter: M.Sc. Karl Beispiel", 11, 0.64),
      pdf("Bearbeitungszeit: 01. Mai 2020 – 31. Oktober 2020", 11, 0.7),
      pdf("Die Forschungsuniversität in der Helmholtz-Gemeinschaft www.example.edu", 9, 0.95),
      ...body(2),
    ]);
    expect(kitLike).toMatchObject({
      title: "Analyse von Softwarearchitekturen",
      faculty: "Fakultät für Informatik",
      institute: "Institut für Programmstrukturen und Datenorganisation (IPD)",
      authors: ["Max Mustermann"],
      supervisors: ["Prof. Dr. Anna Probe", "M.Sc. Karl Beispiel"],
      date: null,
    });
    const tumLike = read([
      pdf("TECHNISCHE UNIVERSITÄT MUSTERSTADT", 14, 0.1),
      pdf("Bachelor’s Thesis in Informatics", 14, 0.25),
      pdf("Scalable Graph Processing on GPUs", 20, 0.33),
      pdf("Skalierbare Graphverarbeitung auf GPUs", 18, 0.38),
      pdf("Author: Max Mustermann", 12, 0.5),
      pdf("Advisor: Otto Test, M.Sc.", 12, 0.54),
      pdf("Submission Date: 15.03.2021", 12, 0.56),
      ...body(2),
    ]);
    expect(tumLike).toMatchObject({
      title: "Scalable Graph Processing on GPUs",
      subtitle: "Skalierbare Graphverarbeitung auf GPUs",
      kindOfWork: "Bachelor’s Thesis",
      institution: "TECHNISCHE UNIVERSITÄT MUSTERSTADT",
      supervisors: ["Otto Test, M.Sc."],
      date: "15.03.2021",
    });
    const labelTable = read([
      pdf("Entwicklung einer App", 20, 0.2),
      pdf("Bachelorarbeit", 16, 0.3),
      pdf("des Studiengangs Wirtschaftsinformatik", 12, 0.35),
      pdf("an der Dualen Hochschule Musterland Musterstadt", 12, 0.37),
      pdf("von", 12, 0.4),
      pdf("Max Mustermann", 12, 0.42),
      pdf("30.08.2022", 12, 0.45),
      pdf("Matrikelnummer, Kurs 1234567, WWI19B", 11, 0.72),
      pdf("Ausbildungsfirma Beispiel GmbH, Musterstadt", 11, 0.74),
      pdf("Betreuer der Ausbildungsfirma Karl Beispiel", 11, 0.76),
      pdf("Gutachter der Studienakademie Prof. Dr. Otto Test", 11, 0.78),
      ...body(2),
    ]);
    expect(labelTable).toMatchObject({
      institute: "Studiengang Wirtschaftsinformatik",
      institution: "Duale Hochschule Musterland Musterstadt",
      authors: ["Max Mustermann"],
      supervisors: ["Karl Beispiel", "Prof. Dr. Otto Test"],
      date: "30.08.2022",
    });
    expectNoPersonalData(labelTable);
  });

  it("reads form-style labels and long academic titles", () => {
    const page = read([
      pdf("Ein Titel", 20, 0.2),
      pdf("Name des Verfassers: Max Mustermann", 12, 0.4),
      pdf("Vorname, Name: Erika Musterfrau", 12, 0.42),
      pdf("Name des Betreuers: Univ.-Prof. Dr. med. dent. Hans Beispiel", 12, 0.44),
      pdf("Eingereicht bei: Priv.-Doz. Dr. Anna Probe", 12, 0.46),
      pdf("Zweitprüfer: Prof. Dr.-Ing. Otto Test, Universität Musterstadt", 12, 0.48),
      ...body(2),
    ]);
    expect(page.authors).toEqual(["Max Mustermann", "Erika Musterfrau"]);
    expect(page.supervisors).toEqual([
      "Univ.-Prof. Dr. med. dent. Hans Beispiel",
      "Priv.-Doz. Dr. Anna Probe",
      "Prof. Dr.-Ing. Otto Test",
    ]);
  });

  it("reads an English title page", () => {
    const page = read([
      pdf("University of Exampleton", 16, 0.08),
      pdf("Faculty of Computer Science", 12, 0.11),
      pdf("Department of Human-Computer Interaction", 12, 0.13),
      pdf("Designing Defence Decks:", 24, 0.25),
      pdf("Automatic Slides from Theses", 24, 0.28),
      pdf("Master's Thesis", 16, 0.4),
      pdf("submitted in partial fulfillment of the requirements for the degree of", 12, 0.45),
      pdf("Master of Science in Computer Science", 12, 0.47),
      pdf("by", 12, 0.55),
      pdf("Jane Example", 12, 0.57),
      pdf("First examiner: Prof. Dr. John Sample", 12, 0.65),
      pdf("Second examiner: Dr. Mary Specimen", 12, 0.67),
      pdf("March 2024", 12, 0.75),
      ...body(2),
    ]);
    expect(page).toEqual({
      title: "Designing Defence Decks: Automatic Slides from Theses",
      subtitle: null,
      kindOfWork: "Master's Thesis",
      degree: "Master of Science in Computer Science",
      institution: "University of Exampleton",
      faculty: "Faculty of Computer Science",
      institute: "Department of Human-Computer Interaction",
      authors: ["Jane Example"],
      supervisors: ["Prof. Dr. John Sample", "Dr. Mary Specimen"],
      date: "March 2024",
      place: null,
    });
  });

  it("leaves authors empty when the title page names none (a bare name-like line is not guessed)", () => {
    const page = read([
      pdf("Studiengang Wirtschaftsinformatik", 12, 0.1),
      pdf("Nachhaltige Lieferketten im Einzelhandel", 20, 0.3),
      pdf("Hausarbeit", 14, 0.4),
      pdf("Digitale Transformation", 12, 0.5),
      pdf("Wintersemester 2023/24", 12, 0.6),
      ...body(2),
    ]);
    expect(page.title).toBe("Nachhaltige Lieferketten im Einzelhandel");
    expect(page.authors).toEqual([]);
    expect(page.supervisors).toEqual([]);
    expect(page.institute).toBe("Studiengang Wirtschaftsinformatik");
    expect(page.kindOfWork).toBe("Hausarbeit");
    expect(page.date).toBe("Wintersemester 2023/24");
    expect(page.institution).toBeNull();
  });

  it("reads a cover page and the inner title page after it, and stops at the abstract", () => {
    const page = read([
      pdf("Optimierung von Lagerprozessen", 26, 0.3, 1),
      pdf("Optimierung von Lagerprozessen", 18, 0.2, 2),
      pdf("Bachelorarbeit im Studiengang Logistik", 12, 0.3, 2),
      pdf("an der Fakultät Wirtschaft", 12, 0.32, 2),
      pdf("der Technischen Hochschule Musterstadt", 12, 0.34, 2),
      pdf("Eingereicht von: Lena Beispiel", 12, 0.5, 2),
      pdf("Referent: Prof. Dr. Karl Probe", 12, 0.55, 2),
      pdf("Korreferentin: Prof. Dr. Eva Test", 12, 0.57, 2),
      pdf("Musterstadt, im März 2024", 12, 0.7, 2),
      pdf("Abstract", 14, 0.1, 3),
      pdf("Verfasser: Not A Person", 12, 0.2, 3),
      ...body(4),
    ]);
    expect(page.title).toBe("Optimierung von Lagerprozessen");
    expect(page.kindOfWork).toBe("Bachelorarbeit");
    expect(page.institute).toBe("Studiengang Logistik");
    expect(page.faculty).toBe("Fakultät Wirtschaft");
    expect(page.institution).toBe("Technische Hochschule Musterstadt");
    expect(page.authors).toEqual(["Lena Beispiel"]);
    expect(page.supervisors).toEqual(["Prof. Dr. Karl Probe", "Prof. Dr. Eva Test"]);
    expect(page.date).toBe("März 2024");
    expect(page.place).toBe("Musterstadt");
  });

  it("keeps labels, kind of work and running headers out of the title", () => {
    const page = read([
      pdf("01.02.2024 Max Mustermann Kurs Statistik", 10, 0.04, 1),
      pdf("Seminararbeit", 28, 0.2, 1),
      pdf("Vorgelegt von: Max Mustermann", 24, 0.25, 1),
      pdf("Regressionsmodelle für Zähldaten", 22, 0.4, 1),
      pdf("01.02.2024 Max Mustermann Kurs Statistik", 10, 0.04, 2),
      ...body(2),
      pdf("01.02.2024 Max Mustermann Kurs Statistik", 10, 0.04, 3),
    ]);
    expect(page.title).toBe("Regressionsmodelle für Zähldaten");
    expect(page.kindOfWork).toBe("Seminararbeit");
    expect(page.authors).toEqual(["Max Mustermann"]);
    expect(page.date).toBeNull();
  });

  it("reads name lists continued on the next line, gendered labels and names with an affiliation", () => {
    const page = read([
      pdf("Wärmepumpen im Bestand", 22, 0.3),
      pdf("Verfasser*innen: Max Mustermann und Erika Musterfrau", 12, 0.5),
      pdf("Gutachter:innen: Prof. Dr. Hans Beispiel (Universität Musterstadt)", 12, 0.55),
      pdf("Dr. Anna Probe", 12, 0.57),
      pdf("Betreut durch: Dr. Otto Test, Musterfirma GmbH", 12, 0.6),
      pdf("Hiermit versichere ich, dass ich die Arbeit selbstständig verfasst habe.", 12, 0.8),
      pdf("Musterstadt, 01.03.2024", 12, 0.85),
      ...body(2),
    ]);
    expect(page.authors).toEqual(["Max Mustermann", "Erika Musterfrau"]);
    expect(page.supervisors).toEqual(["Prof. Dr. Hans Beispiel", "Dr. Anna Probe", "Dr. Otto Test"]);
    // the place and date under the declaration are not the title page's
    expect(page.date).toBeNull();
    expect(page.place).toBeNull();
  });

  it("takes the title from below a bare 'Thema:' label and drops origin and birth lines under the name", () => {
    const page = read([
      pdf("Thema der Arbeit:", 12, 0.2),
      pdf("Einfluss der Zinspolitik auf", 12, 0.23),
      pdf("den Immobilienmarkt", 12, 0.25),
      pdf("Dissertation", 14, 0.35),
      pdf("vorgelegt von", 12, 0.45),
      pdf("Max Mustermann", 12, 0.47),
      pdf("aus Musterdorf", 12, 0.49),
      pdf("* 01.02.1990", 12, 0.51),
      pdf("Semester: WS 2023/24", 12, 0.6),
      ...body(2),
    ]);
    expect(page.title).toBe("Einfluss der Zinspolitik auf den Immobilienmarkt");
    expect(page.kindOfWork).toBe("Dissertation");
    expect(page.authors).toEqual(["Max Mustermann"]);
    expect(page.date).toBe("WS 2023/24");
    expectNoPersonalData(page, ["Musterdorf", "1990"]);
  });

  it("reads 'Forschungsthema:' as the title's label and drops a quotation mark whose partner was lost", () => {
    const labelled = read([
      pdf("Seminararbeit", 14, 0.15),
      pdf("Forschungsthema: Marktwertschätzung von Fußballspielern", 20, 0.3),
      pdf("Autorin: Erika Musterfrau", 12, 0.6),
      ...body(2),
    ]);
    expect(labelled.title).toBe("Marktwertschätzung von Fußballspielern");
    const quoted = read([
      pdf("Hausarbeit", 14, 0.15),
      pdf("Steh auf, nimm deine Matte und geh in dein Haus!“", 20, 0.3),
      pdf("Erika Musterfrau", 12, 0.6),
      ...body(2),
    ]);
    expect(quoted.title).toBe("Steh auf, nimm deine Matte und geh in dein Haus!");
  });

  it("reads 'A thesis presented for the degree of …'", () => {
    const page = read([
      pdf("Learning to Rank Scientific Claims", 22, 0.3),
      pdf("A thesis presented for the degree of", 12, 0.4),
      pdf("Doctor of Philosophy", 12, 0.42),
      pdf("Author: Jane Example", 12, 0.5),
      pdf("Supervisor: Prof. John Sample, PhD", 12, 0.52),
      pdf("August 30, 2021", 12, 0.6),
      ...body(2),
    ]);
    expect(page.title).toBe("Learning to Rank Scientific Claims");
    expect(page.kindOfWork).toBe("thesis");
    expect(page.degree).toBe("Doctor of Philosophy");
    expect(page.authors).toEqual(["Jane Example"]);
    expect(page.supervisors).toEqual(["Prof. John Sample, PhD"]);
    expect(page.date).toBe("August 30, 2021");
  });

  it("finds a DOCX title set bold and centred in the body size", () => {
    const page = read(
      [
        docx("Seminarkurs Geschichte", 12),
        docx("Die Hanse im Spätmittelalter", 12, { bold: true }),
        docx("Facharbeit", 12),
        docx("Schüler: Max Mustermann", 12),
        docx(
          "Dies ist bereits der erste Absatz des Textes, der weit über eine Zeile hinausgeht und deshalb nicht mehr zum Deckblatt gehört, weil er Fließtext ist und viele Wörter enthält, die niemand auf ein Deckblatt schreiben würde.",
          12,
          { center: null },
        ),
      ],
      "docx",
    );
    expect(page.title).toBe("Die Hanse im Spätmittelalter");
    expect(page.kindOfWork).toBe("Facharbeit");
  });

  it("uses Word's title style and reads DOCX paragraphs", () => {
    const page = read(
      [
        docx("Hochschule Musterstadt", 12),
        docx("Gamification in der Hochschullehre", 12, { style: "Title" }),
        docx("Eine Fallstudie", 12, { style: "Subtitle" }),
        docx("Projektarbeit", 12),
        docx("Betreuerin: Prof. Dr. Eva Test", 12),
      ],
      "docx",
    );
    expect(page.title).toBe("Gamification in der Hochschullehre");
    expect(page.subtitle).toBe("Eine Fallstudie");
    expect(page.kindOfWork).toBe("Projektarbeit");
    expect(page.supervisors).toEqual(["Prof. Dr. Eva Test"]);
  });

  it("takes a DOCX paragraph's font size from its style in styles.xml when the run sets none", async () => {
    const doc = new Document({
      styles: {
        paragraphStyles: [
          { id: "Deckblatt", name: "Deckblatt Titel", basedOn: "Normal", run: { size: 40, bold: true } },
        ],
      },
      sections: [
        {
          children: [
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [new TextRun("Hochschule Musterstadt")],
            }),
            new Paragraph({
              style: "Deckblatt",
              alignment: AlignmentType.CENTER,
              children: [new TextRun("Ein Titel nur per Formatvorlage")],
            }),
            new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun("Masterarbeit")] }),
            new Paragraph({ children: [new TextRun("Lorem ipsum dolor sit amet. ".repeat(12))] }),
          ],
        },
      ],
    });
    const extracted = await extractDocx(new Uint8Array(await Packer.toBuffer(doc)));
    const titleLine = extracted.titleLines.find((l) => l.text === "Ein Titel nur per Formatvorlage");
    expect(titleLine).toMatchObject({ size: 20, bold: true, center: 0.5 });
    const page = readTitlePage(extracted.titleLines, { format: "docx" });
    expect(page).toMatchObject({
      title: "Ein Titel nur per Formatvorlage",
      kindOfWork: "Masterarbeit",
      institution: "Hochschule Musterstadt",
    });
  });

  it("reads a .doc title page without sizes: the first free paragraph is the title", () => {
    const doc = (text: string): TitleLine => ({
      text,
      page: 1,
      size: null,
      top: null,
      center: null,
      bold: null,
    });
    const page = read(
      [
        doc("Die Geschichte der Kartografie im 19. Jahrhundert"),
        doc("Hausarbeit"),
        doc("im Studiengang Geschichte"),
        doc("an der"),
        doc("Freien Universität Musterstadt"),
        doc("vorgelegt von"),
        doc("Max Mustermann"),
        doc("Beispielstraße 5"),
        doc("2019"),
      ],
      "doc",
    );
    expect(page.title).toBe("Die Geschichte der Kartografie im 19. Jahrhundert");
    expect(page.institution).toBe("Freie Universität Musterstadt");
    expect(page.institute).toBe("Studiengang Geschichte");
    expect(page.authors).toEqual(["Max Mustermann"]);
    expect(page.date).toBe("2019");
    expectNoPersonalData(page, ["Beispielstraße"]);
  });

  it("reads only what the page prints: no metadata stands in for a title (title-choice.ts does that)", () => {
    const noTitle = [docx("Start", 10, { center: null, bold: true })];
    expect(read(noTitle, "docx").title).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------

interface Expected extends Omit<TitlePage, "authors" | "supervisors"> {
  format: "pdf" | "docx" | "doc";
  authors: string[];
  supervisors: string[];
  notReadable?: Record<string, string>;
}
const expectations = JSON.parse(
  readFileSync(new URL("./expectations/title-pages.json", import.meta.url), "utf8"),
) as { files: Record<string, Expected> };

/** Person names in the fixture: first 12 hex chars of sha256 of the lower-cased name, whitespace collapsed. */
const nameHash = (name: string) =>
  createHash("sha256").update(name.toLowerCase().replace(/\s+/g, " ").trim()).digest("hex").slice(0, 12);

const FIELDS = [
  "title",
  "subtitle",
  "kindOfWork",
  "degree",
  "institution",
  "faculty",
  "institute",
  "date",
  "place",
] as const;

describe("readTitlePage: corpus title pages through the real extractors", () => {
  for (const [file, exp] of Object.entries(expectations.files)) {
    it(file, { timeout: 180_000 }, async () => {
      const bytes = corpusBytes(file);
      const extract = exp.format === "pdf" ? extractPdf : exp.format === "docx" ? extractDocx : extractDoc;
      const doc = await extract(bytes);
      const page = readTitlePage(doc.titleLines, { format: exp.format });
      expect(TitlePageSchema.safeParse(page).success).toBe(true);
      const got: Record<string, unknown> = Object.fromEntries(FIELDS.map((f) => [f, page[f]]));
      const want: Record<string, unknown> = Object.fromEntries(FIELDS.map((f) => [f, exp[f]]));
      expect(got).toEqual(want);
      expect(page.authors.map(nameHash)).toEqual(exp.authors);
      expect(page.supervisors.map(nameHash)).toEqual(exp.supervisors);
      expectNoPersonalData(page);
    });
  }

  it("covers every thesis in the corpus", () => {
    const files = Object.keys(expectations.files);
    for (const f of [
      "de_ba_informatik_co2-cloud-azure_dhbw_90p.pdf",
      "de_ba_statistik_netzwerkdaten-ergm_lmu_38p.pdf",
      "de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf",
      "de_hausarbeit_ki_hotel-stornierung_29p.pdf",
      "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf",
      "pair1_de_seminararbeit_informatik_jmeter-lasttest_hska_32p.pdf",
      "de_hausarbeit_ki_hotel-stornierung_entwurf.docx",
      "en_ba_psychologie_euthymia-scale_cfh.docx",
      "de_seminararbeit_informatik_julia-datenvisualisierung.docx",
      "de_hausarbeit_informatik_selbstschneidungen-polygone_entwurf.doc",
    ])
      expect(files).toContain(f);
  });
});
