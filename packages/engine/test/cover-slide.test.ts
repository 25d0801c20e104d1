/**
 * The title slide, the closing slide and the footer title: the one title shortener, the cover details read
 * from the title page, the fit of a long title (smaller type, never a cut), and every corpus file's cover
 * rendered and measured the way the evaluator measures it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type DocumentModel, EMPTY_TITLE_PAGE, type TitlePage } from "../src/document.ts";
import { evaluateDeck } from "../src/eval/evaluate.ts";
import { readPptx } from "../src/eval/pptx/read-pptx.ts";
import { planSlides } from "../src/plan/planner.ts";
import { coverLayout } from "../src/render/cover-layout.ts";
import { wrap } from "../src/render/measure.ts";
import { renderPptx } from "../src/render/pptx.ts";
import { INSET_PT } from "../src/render/theme.ts";
import { shortenTitle } from "../src/text/short-title.ts";
import type { Understanding } from "../src/understand/schema.ts";
import { understand } from "../src/understand/understand.ts";
import { writeContext } from "../src/write/context.ts";
import { affiliation, calmCaps, coverDetails, dateLine, listNames, myWork } from "../src/write/cover.ts";
import { fixedSlideContent, goalSentences } from "../src/write/fixed-slides.ts";
import type { SlideContent } from "../src/write/slide-content.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";
import { corpusThesis } from "./support/corpus.ts";

const flat = (s: string) => s.replace(/\s+/g, " ").trim();

/** A shortened title is the whole title or a prefix ending at a space or before a subtitle; never "…". */
function isWordBoundaryCut(short: string, title: string): boolean {
  const t = flat(title);
  if (short === t) return true;
  if (short.includes("…")) return false;
  return t.startsWith(short) && /^(?:\s|\s*(?::|–|—|\s[-−])\s)/.test(t.slice(short.length));
}

describe("shortenTitle (the one title shortener)", () => {
  it("keeps short titles whole, whitespace collapsed", () => {
    expect(shortenTitle("  Kurzer   Titel ")).toBe("Kurzer Titel");
    expect(shortenTitle("Statistische Analyse von Netzwerkdaten")).toBe(
      "Statistische Analyse von Netzwerkdaten",
    );
  });

  it("cuts long titles at a word boundary and never ends on a function word", () => {
    const long =
      "Analyse der Auswirkungen verschiedener Anwendungsarchitekturen auf den CO2-Fußabdruck von Cloud-Anwendungen am Beispiel von Microsoft Azure";
    const short = shortenTitle(long);
    // Ends before a new phrase ("auf den CO2-Fußabdruck …"), never with "…".
    expect(short).toBe("Analyse der Auswirkungen verschiedener Anwendungsarchitekturen");
    expect(short.length).toBeLessThanOrEqual(82);
    expect(isWordBoundaryCut(short, long)).toBe(true);
    expect(shortenTitle("Ein sehr langer Titel über Gärten", 21)).toBe("Ein sehr langer Titel");
    // A German adjective waits for its noun: the title does not end on it.
    expect(shortenTitle("Evaluierung von temporalen Graphdatenbanken am Beispiel von Neo4j", 28)).toBe(
      "Evaluierung",
    );
    expect(shortenTitle("Der Wandel der Stimmung und der Medien", 26)).toBe("Der Wandel der Stimmung");
    // Several chapters on one slide: whole parts only.
    expect(
      shortenTitle(
        "Aktueller Stand & Erfassen von Treibhausgasemissionen & Isolierte Bausteine der Methodik",
      ),
    ).toBe("Aktueller Stand & Erfassen von Treibhausgasemissionen");
  });

  it("drops a subtitle after a colon or a spaced dash first, if the main title says enough", () => {
    expect(
      shortenTitle(
        "Clinimetric Properties of the German Version of the Euthymia Scale (ES): Validity and Sensitivity Analysis",
      ),
    ).toBe("Clinimetric Properties of the German Version of the Euthymia Scale (ES)");
    expect(
      shortenTitle("Gemeinschaftsgärten in Leipzig - eine Befragung von Mitgliedern und Nachbarn", 40),
    ).toBe("Gemeinschaftsgärten in Leipzig");
    // "JMeter" alone says too little: cut by words instead.
    expect(shortenTitle("JMeter: Last-Test von Web-Seiten mit verteilten Agenten und Messpunkten", 40)).toBe(
      "JMeter: Last-Test von Web-Seiten",
    );
  });

  it("keeps a word longer than the limit whole rather than cut it or leave an ellipsis", () => {
    const word = "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen".repeat(2);
    expect(shortenTitle(word, 40)).toBe(word);
    expect(shortenTitle(`A ${word} und mehr`, 40)).toBe(`A ${word}`);
    expect(shortenTitle("", 40)).toBe("");
  });
});

const TITLE_PAGE: TitlePage = {
  ...EMPTY_TITLE_PAGE,
  title: "Beteiligung in Gemeinschaftsgärten",
  subtitle: "Eine Befragung",
  kindOfWork: "Bachelorarbeit",
  institution: "UNIVERSITÄT MUSTERSTADT",
  faculty: "Fakultät für Sozialwissenschaften",
  institute: "INSTITUT FÜR SOZIOLOGIE",
  authors: ["Erika Muster", "Max Muster"],
  supervisors: ["Prof. Dr. Eva Beispiel"],
  date: "30. August 2022",
  place: "Musterstadt",
};

describe("cover details from the title page", () => {
  it("sets capitals-only lines in normal case, keeping acronyms and small words", () => {
    expect(calmCaps("LUDWIG-MAXIMILIANS-UNIVERSITÄT MÜNCHEN")).toBe("Ludwig-Maximilians-Universität München");
    expect(calmCaps("INSTITUT FÜR STATISTIK")).toBe("Institut für Statistik");
    expect(calmCaps("TU DRESDEN FAKULTÄT INFORMATIK")).toBe("TU Dresden Fakultät Informatik");
    expect(calmCaps("Technische Hochschule Bingen")).toBe("Technische Hochschule Bingen");
    expect(calmCaps("DHBW")).toBe("DHBW");
  });

  it("names the institution and its most specific unit once", () => {
    expect(affiliation(TITLE_PAGE)).toBe("Universität Musterstadt · Institut für Soziologie");
    expect(affiliation({ ...TITLE_PAGE, institute: null })).toBe(
      "Universität Musterstadt · Fakultät für Sozialwissenschaften",
    );
    expect(affiliation({ ...TITLE_PAGE, institution: null, faculty: null })).toBe("Institut für Soziologie");
    expect(
      affiliation({
        ...TITLE_PAGE,
        institution: "Universität Musterstadt",
        institute: "Universität Musterstadt",
      }),
    ).toBe("Universität Musterstadt");
    expect(affiliation(EMPTY_TITLE_PAGE)).toBeNull();
  });

  it("joins names and puts the place before the date, never alone", () => {
    expect(listNames(["A"], "de")).toBe("A");
    expect(listNames(["A", "B", "C"], "de")).toBe("A, B und C");
    expect(listNames(["A", "B"], "en")).toBe("A and B");
    expect(listNames([], "de")).toBeNull();
    expect(dateLine(TITLE_PAGE)).toBe("Musterstadt, 30. August 2022");
    expect(dateLine({ ...TITLE_PAGE, date: null })).toBeNull();
    expect(dateLine({ ...TITLE_PAGE, date: "Musterstadt, im August 2022" })).toBe(
      "Musterstadt, im August 2022",
    );
  });

  it("prefers the kind of work the title page states and leaves out what it lacks", () => {
    expect(coverDetails(TITLE_PAGE, "de", "Masterarbeit")).toEqual({
      kind: "Bachelorarbeit",
      authors: "Erika Muster und Max Muster",
      affiliation: "Universität Musterstadt · Institut für Soziologie",
      supervision: "Betreuung: Prof. Dr. Eva Beispiel",
      date: "Musterstadt, 30. August 2022",
    });
    expect(coverDetails(TITLE_PAGE, "en", "Master thesis").kind).toBe("Bachelor thesis");
    expect(coverDetails(EMPTY_TITLE_PAGE, "de", "Hausarbeit")).toEqual({
      kind: "Hausarbeit",
      authors: null,
      affiliation: null,
      supervision: null,
      date: null,
    });
  });

  it("says the kind of work in a sentence with the right article and case", () => {
    expect(myWork("Bachelorarbeit", "de")).toBe("meine Bachelorarbeit");
    expect(myWork("Wissenschaftliche Hausarbeit", "de")).toBe("meine wissenschaftliche Hausarbeit");
    expect(myWork("(Diplom-)Hausarbeit", "de")).toBe("meine Diplom-Hausarbeit");
    expect(myWork("Praxisbericht", "de")).toBe("meinen Praxisbericht");
    expect(myWork("Bachelor thesis", "en")).toBe("my Bachelor thesis");
  });
});

const QUESTIONNAIRE = {
  workType: "bachelor",
  researchType: "empirical" as const,
  minutes: 20,
  methodology: "",
};

/** The written title and closing slides of a thesis. */
function fixedEnds(thesis: Understanding) {
  const plan = planSlides(thesis, QUESTIONNAIRE);
  const ctx = writeContext(thesis, plan);
  const goals = goalSentences(thesis);
  const slides = plan.slides
    .filter((s) => s.kind === "title" || s.kind === "thanks")
    .map((s) => fixedSlideContent(s, ctx, goals))
    .filter((s): s is SlideContent => s !== null);
  return { plan, slides };
}

/** A deck of just those slides, rendered by the real renderer, read back and measured by the evaluator. */
async function renderEnds(
  doc: DocumentModel,
  thesis: Understanding,
  edit?: (s: SlideContent) => SlideContent,
) {
  const { plan, slides } = fixedEnds(thesis);
  const content = { slides: edit ? slides.map(edit) : slides, questions: [] };
  const pptx = await renderPptx({
    plan,
    content,
    tables: { tables: [], figures: [] },
    images: new Map(),
    thesisTitle: thesis.title,
    footerTitle: thesis.shortTitle,
  });
  const deck = await readPptx(pptx);
  const evaluation = await evaluateDeck(pptx, doc, { minutes: 20 });
  return { content, deck, overflow: evaluation.overflow };
}

const LONG_TITLE =
  "Beteiligung, Zugehörigkeit und Wirksamkeit in städtischen Gemeinschaftsgärten: Eine empirische Untersuchung der Einflussfaktoren auf das Engagement von Mitgliedern in sechs deutschen Großstädten unter besonderer Berücksichtigung sozialer Netzwerke, räumlicher Nähe und institutioneller Rahmenbedingungen der Trägervereine und Kommunen im Zeitraum von 2015 bis 2022";

describe("the title slide fits its title", () => {
  const doc = smallThesis();
  const thesis = understand(doc);
  const cover = fixedEnds(thesis).slides[0] as SlideContent;

  it("gives a very long title smaller type, keeps the group in order and never cuts", async () => {
    const short = coverLayout(cover);
    const long = coverLayout({ ...cover, title: LONG_TITLE });
    expect(long.title.size).toBeLessThan(short.title.size);
    expect(long.title.size).toBeGreaterThanOrEqual(20);
    const lines = wrap(LONG_TITLE, long.title.box.w * 72 - 2 * INSET_PT.lr, long.title.size, true).length;
    expect(long.title.box.h * 72).toBeGreaterThanOrEqual(lines * long.title.size * 1.2);
    // Kind of work right above the title, nothing between them.
    expect(long.kind?.box.y).toBeDefined();
    expect((long.kind?.box.y ?? 0) + (long.kind?.box.h ?? 0)).toBeCloseTo(long.title.box.y, 6);

    const { deck, overflow } = await renderEnds(doc, thesis, (s) =>
      s.kind === "title"
        ? { ...s, title: LONG_TITLE, subtitle: "Ein Untertitel, der auch noch Platz braucht" }
        : s,
    );
    // Title and subtitle are the title placeholder's two paragraphs.
    expect(deck.slides[0]?.title).toBe(`${LONG_TITLE}\nEin Untertitel, der auch noch Platz braucht`);
    expect(deck.slides[0]?.text).not.toContain("…");
    const titleShape = deck.slides[0]?.textShapes.find((t) => t.isTitle);
    expect(titleShape?.paragraphs.map((p) => p.bold)).toEqual([true, false]);
    expect(overflow).toEqual([]);
  });

  it("sets even a title without a single space whole, without overflow", async () => {
    const word = "Gemeinschaftsgartenbeteiligungsuntersuchung".repeat(5);
    const { deck, overflow } = await renderEnds(doc, thesis, (s) =>
      s.kind === "title" ? { ...s, title: word } : s,
    );
    expect(deck.slides[0]?.title).toBe(word);
    expect(overflow).toEqual([]);
  });

  it("shows the title page's subtitle unless the title already carries it", () => {
    const { plan } = fixedEnds(thesis);
    const title = plan.slides.find((x) => x.kind === "title");
    if (!title) throw new Error("no title slide planned");
    const withSubtitle = (subtitle: string) => {
      const t = { ...thesis, titlePage: { ...thesis.titlePage, subtitle } };
      return fixedSlideContent(title, writeContext(t, plan), [])?.subtitle;
    };
    expect(withSubtitle("Eine Befragung  in drei Städten")).toBe("Eine Befragung in drei Städten");
    // The title here is "…: Einflussfaktoren „vor Ort“".
    expect(withSubtitle("Einflussfaktoren vor Ort")).toBeNull();
  });

  it("keeps the supervision to one line or leaves it out", () => {
    const details = { kind: null, authors: "Erika Muster", affiliation: null, date: "2022" };
    const one = coverLayout({
      ...cover,
      cover: { ...details, supervision: "Betreuung: Prof. Dr. Eva Beispiel" },
    });
    expect(one.details?.lines.map((l) => l.text)).toEqual([
      "Erika Muster",
      "Betreuung: Prof. Dr. Eva Beispiel",
      "2022",
    ]);
    const many = `Betreuung: ${Array.from({ length: 8 }, (_, i) => `Prof. Dr. Beispiel ${i}`).join(", ")}`;
    const dropped = coverLayout({ ...cover, cover: { ...details, supervision: many } });
    expect(dropped.details?.lines.map((l) => l.text)).toEqual(["Erika Muster", "2022"]);
  });

  it("leaves out missing details without labels or gaps", async () => {
    expect(cover.cover).toEqual({
      kind: "Bachelorarbeit",
      authors: null,
      affiliation: null,
      supervision: null,
      date: null,
    });
    expect(coverLayout(cover).details).toBeNull();
    const { deck } = await renderEnds(doc, thesis);
    expect(deck.slides[0]?.text).not.toMatch(/Betreuung|:\s*$/m);
    // The closing slide: thanks, the calm second line; no author line when the title page names none.
    expect(deck.slides[1]?.title).toBe("Vielen Dank für Ihre Aufmerksamkeit");
    expect(deck.slides[1]?.textShapes.find((t) => t.isTitle)?.paragraphs[0]?.bold).toBe(true);
    expect(deck.slides[1]?.text).toContain("Fragen und Diskussion");
  });

  it("greets in the first person and names the work and its topic", () => {
    expect(cover.notes).toMatch(
      /^Guten Tag und herzlich willkommen\. .*Ich stelle Ihnen heute meine Bachelorarbeit vor: /,
    );
    expect(cover.notes).toContain(`„${thesis.title}“`);
  });

  it("adds only goal sentences that stand alone to the greeting", () => {
    const base = thesis.sentences[0] as Understanding["sentences"][number];
    const goal = (id: number, text: string) => ({ ...base, id, text, page: id });
    const goals = [
      goal(11, "Letzteres wirft die Frage auf, ob Nachbarn seltener mitarbeiten als Mitglieder."),
      goal(12, "Fähigkeit der Skala, Gruppen zu unterscheiden (klinische Validität)"),
      goal(13, "Ziel der Arbeit ist es, die Beteiligung in Gemeinschaftsgärten zu erklären."),
    ];
    const { plan } = fixedEnds(thesis);
    const title = plan.slides.find((x) => x.kind === "title");
    if (!title) throw new Error("no title slide planned");
    const s = fixedSlideContent(title, writeContext(thesis, plan), goals);
    expect(s?.notes).toContain("Ziel der Arbeit ist es, die Beteiligung");
    expect(s?.notes).not.toContain("Letzteres");
    expect(s?.notes).not.toContain("klinische Validität");
    expect(s?.pages).toEqual([]);
  });
});

const EXPECTATIONS = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "expectations/title-pages.json"), "utf8"),
) as { files: Record<string, { title: string | null }> };

describe.each(Object.entries(EXPECTATIONS.files))("corpus cover: %s", (name, expected) => {
  it("shows the complete title and the title page's details, fits, and has a word-boundary footer", async () => {
    const { doc, thesis } = await corpusThesis(name);
    const { content, deck, overflow } = await renderEnds(doc, thesis);
    const slide = deck.slides[0];
    expect(flat(slide?.title?.split("\n")[0] ?? "")).toBe(flat(thesis.title));
    if (expected.title) expect(flat(slide?.text ?? "")).toContain(flat(expected.title));
    const text = flat(slide?.text ?? "");
    for (const author of thesis.titlePage.authors) expect(text).toContain(flat(author));
    if (thesis.titlePage.date) expect(text).toContain(flat(thesis.titlePage.date));
    if (thesis.titlePage.institution)
      expect(text.toLowerCase()).toContain(flat(thesis.titlePage.institution).toLowerCase());
    expect(overflow).toEqual([]);
    expect(isWordBoundaryCut(thesis.shortTitle, thesis.title)).toBe(true);
    // English theses close in English.
    const closing = content.slides.at(-1);
    expect(closing?.title).toBe(
      thesis.language === "de" ? "Vielen Dank für Ihre Aufmerksamkeit" : "Thank you for your attention",
    );
  });
});
