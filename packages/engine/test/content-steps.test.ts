/**
 * The named steps of the slide-content creator, each on a small hand-made thesis and plan.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_TITLE_PAGE, NO_PAGE_LABELS } from "../src/document.ts";
import { closingSection, conclusionSlide } from "../src/plan/inserted-slides.ts";
import type { PlannedSlide, SlidePlan } from "../src/plan/planner.ts";
import { indexLabels } from "../src/text/page-label.ts";
import { contentTokens } from "../src/text/words.ts";
import {
  EMPTY_PARTS,
  type Finding,
  type SentenceFlag,
  type Understanding,
} from "../src/understand/schema.ts";
import { agendaItems, agendaSlide } from "../src/write/agenda-slide.ts";
import { createContent } from "../src/write/content.ts";
import { slideBase, writeContext } from "../src/write/context.ts";
import {
  chapterNumbers,
  draftSlide,
  emptyMemory,
  freshBullets,
  pagesOf,
} from "../src/write/drafted-slide.ts";
import { fixedSlideContent, goalSentences, titleSlide } from "../src/write/fixed-slides.ts";
import type { SlideDraft, SlideRequest, TextModel } from "../src/write/model/text-model.ts";
import { fillNotes, notesTarget, notesWithReference, transitionTo } from "../src/write/notes.ts";
import { laterRanges, passagesFor } from "../src/write/passages.ts";
import { recapFindings, reservedForRecap, unsaidConclusions } from "../src/write/recap.ts";
import { findingsFirst } from "../src/write/slide-findings.ts";
import { slideRequest } from "../src/write/slide-request.ts";
import { pickReferences, sourcesSlide } from "../src/write/sources-slide.ts";
import { thanksSlide } from "../src/write/thanks-slide.ts";
import { plannedSlide } from "./support/slides.ts";

interface SentenceSpec {
  text: string;
  page?: number | null;
  flags?: SentenceFlag[];
  score?: number;
}

/** A hand-made understanding: chapters of the given sentences, numbered "1", "2", …, page as given. */
function thesisOf(chapters: Array<[title: string, sentences: SentenceSpec[]]>, references: string[] = []) {
  const sentences: Understanding["sentences"] = [];
  for (const [ci, [, specs]] of chapters.entries())
    for (const s of specs)
      sentences.push({
        id: sentences.length,
        text: s.text,
        page: s.page === undefined ? ci + 1 : s.page,
        chapter: ci,
        sectionId: null,
        score: s.score ?? 0.5,
        words: s.text.split(/\s+/).length,
        role: "background",
        flags: s.flags ?? [],
      });
  const thesis: Understanding = {
    language: "de",
    title: "Beteiligung in städtischen Gemeinschaftsgärten",
    shortTitle: "Beteiligung in städtischen Gemeinschaftsgärten",
    titleFromFilename: false,
    titlePage: EMPTY_TITLE_PAGE,
    pageCount: 10,
    pageLabels: indexLabels(10),
    wordCount: sentences.reduce((a, s) => a + s.words, 0),
    chapters: chapters.map(([title], ci) => ({
      headingId: `h${ci}`,
      title,
      number: String(ci + 1),
      role: "other",
      pageStart: ci + 1,
      pageEnd: ci + 1,
      words: 0,
      sections: [],
    })),
    appendix: [],
    sentences,
    parts: EMPTY_PARTS,
    figures: [],
    tables: [],
    references,
    method: { design: null, sampleSize: null, instruments: [] },
  };
  return thesis;
}

const THESIS = thesisOf(
  [
    [
      "Einleitung",
      [
        { text: "Gemeinschaftsgärten gewinnen in deutschen Großstädten seit Jahren an Bedeutung.", page: 2 },
        {
          text: "Die Forschungsfrage lautet: Welche Faktoren erklären die regelmäßige Beteiligung in den untersuchten Gärten?",
          page: 3,
          flags: ["question"],
          score: 0.9,
        },
        {
          text: "Ziel der Arbeit ist es, Einflussfaktoren der Beteiligung empirisch zu bestimmen.",
          page: 3,
          flags: ["goal"],
          score: 0.7,
        },
      ],
    ],
    [
      "Methode",
      [
        { text: "Die Daten wurden mit einem standardisierten Fragebogen in zwölf Gärten erhoben.", page: 5 },
        { text: "Insgesamt nahmen 214 Mitglieder an der Online-Befragung im Frühjahr teil.", page: 6 },
        {
          text: "Die Auswertung erfolgte mit einer linearen Regression in der Statistiksoftware R.",
          page: 6,
        },
      ],
    ],
    [
      "Ergebnisse",
      [
        { text: "Soziale Einbindung erklärt die Beteiligung am stärksten von allen Faktoren.", page: 8 },
        {
          text: "Die Entfernung zum Garten spielt dagegen nur eine geringe Rolle für die Mitglieder.",
          page: 9,
        },
      ],
    ],
  ],
  [
    "Adler, B. (2001): Ältere Studie. Köln.",
    "Berg, C. (2019): Gärten in der Stadt. Berlin.",
    "Cramer, D. (2021): Engagement. Hamburg.",
    "Dorn, E. (2015): Nachbarschaft. München.",
    "Ebert, F. (2022): Beteiligung. Leipzig.",
    "Fuchs, G. (2023): Urbanes Gärtnern. Wien.",
  ],
);

function slide(
  n: number,
  kind: PlannedSlide["kind"],
  extra: Partial<PlannedSlide> = {},
  titleHint: string = kind,
): PlannedSlide {
  return plannedSlide(n, kind, { titleHint, ...extra });
}

const PLAN: SlidePlan = {
  language: "de",
  minutes: 5,
  workType: "bachelor",
  researchType: "empirical",
  methodology: "Befragung",
  range: { min: 5, max: 6 },
  warnings: [],
  slides: [
    slide(1, "title", {}, THESIS.title),
    slide(2, "agenda"),
    slide(3, "motivation", { chapters: [0], range: { from: 0, to: 2 } }, "Einleitung"),
    slide(4, "method", { chapters: [1], range: { from: 3, to: 5 }, visual: "process" }, "Methode"),
    slide(5, "results", { chapters: [2], range: { from: 6, to: 6 } }, "Ergebnisse"),
    slide(6, "results", { chapters: [2], range: { from: 7, to: 7 } }, "Ergebnisse"),
    slide(7, "sources"),
    slide(8, "thanks"),
  ],
};
const CTX = writeContext(THESIS, PLAN);
const at = (n: number) => PLAN.slides[n - 1] as PlannedSlide;

/** A text model that uses the first two passages for everything and records its requests. */
function fakeModel(): TextModel & { requests: SlideRequest[] } {
  const requests: SlideRequest[] = [];
  return {
    name: "fake",
    requests,
    async draftSlide(req): Promise<SlideDraft> {
      requests.push(req);
      const used = req.passages.slice(0, 2);
      return {
        title: `Aussage zu ${req.titleHint}`,
        bullets: used.map((p) => p.text.split(" ").slice(0, 6).join(" ")),
        notes: used.map((p) => p.text).join(" "),
        usedIds: used.map((p) => p.id),
        model: "fake",
      };
    },
  };
}

describe("writeContext / slideBase", () => {
  it("names the kind of work as spoken and starts each slide from the plan's number, kind and time", () => {
    expect(CTX.work).toBe("Bachelorarbeit");
    expect(slideBase(at(4))).toEqual({
      n: 4,
      kind: "method",
      seconds: 60,
      model: "template",
      fallbackReason: null,
    });
  });
});

describe("notesTarget", () => {
  it("asks for 130 words per minute of the slide's time", () => {
    expect(notesTarget(slide(1, "results", { seconds: 90 }))).toBe(195);
  });
});

describe("notesWithReference", () => {
  it("names the pages, else the chapters, else nothing", () => {
    const pages = indexLabels(10);
    expect(notesWithReference("Text. ", pages, [6, 5], ["2"], "de")).toBe("Text. (S. 5–6)");
    expect(notesWithReference("Text.", pages, [], ["2", "3", "4", "5"], "de")).toBe("Text. (Kap. 2, 3, 4)");
    expect(notesWithReference("Text.", pages, [], [], "de")).toBe("Text.");
  });

  it("names the pages as printed, and the chapters where the format has no pages", () => {
    const printed = { source: "pdf" as const, labels: [null, "iv", "v", "1", "2"] };
    expect(notesWithReference("Text.", printed, [4, 5], ["2"], "de")).toBe("Text. (S. 1–2)");
    expect(notesWithReference("Text.", printed, [2, 3, 5], [], "en")).toBe("Text. (pp. iv–v, 2)");
    expect(notesWithReference("Text.", printed, [1], ["1"], "de")).toBe("Text. (Kap. 1)");
    expect(notesWithReference("Text.", NO_PAGE_LABELS, [7, 8], ["4.2"], "de")).toBe("Text. (Kap. 4.2)");
  });
});

describe("fillNotes", () => {
  it("pads with the given sentences up to the target, never far beyond it", () => {
    const long = Array.from({ length: 30 }, () => "wort").join(" ");
    const out = fillNotes(["eins zwei drei vier"], ["fünf sechs", long, "sieben acht"], 8);
    expect(out).toBe("eins zwei drei vier fünf sechs sieben acht");
  });
});

describe("transitionTo", () => {
  it("hands over to the next part or the next slide of the same part, says the end is near before the closing slides", () => {
    expect(transitionTo(at(4), "motivation", true)).toMatch(/ „Methode“\.$/u);
    expect(transitionTo(at(7), "results", true)).toBe("Damit komme ich zum Schluss.");
    expect(transitionTo(undefined, "results", false)).toBe("This brings me to the end.");
    expect(transitionTo(at(6), "results", true)).toMatch(/nächste Folie.* „Ergebnisse“\.$|„Ergebnisse“\.$/u);
    expect(transitionTo(at(6), "results", true)).not.toBe(transitionTo(at(5), "method", true));
  });
});

describe("goalSentences", () => {
  it("takes the short goal and question sentences, best first, returned in document order", () => {
    expect(goalSentences(THESIS).map((s) => s.id)).toEqual([1, 2]);
    const many = thesisOf([
      [
        "Einleitung",
        [0.1, 0.6, 0.8, 0.2, 0.9, 0.7].map((score, i) => ({
          text: `Ziel der Arbeit ist Aspekt ${i} der Beteiligung zu klären.`,
          flags: ["goal" as const],
          score,
        })),
      ],
    ]);
    expect(goalSentences(many).map((s) => s.id)).toEqual([1, 2, 4, 5]);
  });
});

describe("titleSlide", () => {
  it("shows the full title with the kind of work; the notes greet and say what the work is and what it aims at", () => {
    const s = titleSlide(at(1), CTX, goalSentences(THESIS));
    expect(s.title).toBe(THESIS.title);
    expect(s.subtitle).toBeNull();
    expect(s.cover?.kind).toBe("Bachelorarbeit");
    expect(s.bullets).toEqual([]);
    expect(s.notes).toMatch(
      /^Guten Tag und herzlich willkommen\. Ich stelle Ihnen heute meine Bachelorarbeit vor: „Beteiligung in städtischen Gemeinschaftsgärten“\. Ziel der Arbeit ist es, Einflussfaktoren der Beteiligung empirisch zu bestimmen\./u,
    );
    expect(s.pages).toEqual([]);
  });
});

describe("agendaItems / agendaSlide", () => {
  it("lists the planned parts once each, in talk order, and walks through them in the notes", () => {
    expect(agendaItems(PLAN, THESIS)).toEqual(["Einleitung", "Methode", "Ergebnisse"]);
    const s = agendaSlide(at(2), CTX);
    expect(s.title).toBe("Agenda");
    expect(s.bullets).toEqual(["Einleitung", "Methode", "Ergebnisse"]);
    expect(s.notes).toMatch(/^Mein Vortrag gliedert sich in drei Teile: zuerst „Einleitung“, dann „Methode“/);
    expect(s.notes).toContain("zum Schluss „Ergebnisse“");
  });
});

describe("pickReferences / sourcesSlide", () => {
  it("with nothing cited, shows the first five complete references in bibliography order", () => {
    expect(pickReferences(THESIS).map((r) => r.slice(0, 4))).toEqual([
      "Adle",
      "Berg",
      "Cram",
      "Dorn",
      "Eber",
    ]);
    const s = sourcesSlide(at(7), CTX);
    expect(s.title).toBe("Literatur (Auswahl)");
    expect(s.bullets).toEqual(pickReferences(THESIS));
    expect(s.notes).toContain("Literaturverzeichnis");
  });

  it("leaves out a heading that ran into the bibliography", () => {
    const refs = pickReferences({
      ...THESIS,
      references: [...THESIS.references, "Abbildungsverzeichnis IV"],
    });
    expect(refs).not.toContain("Abbildungsverzeichnis IV");
    expect(refs).toHaveLength(5);
  });

  it("shows author, year and a short title, ended at a whole word and never with …", () => {
    const long = `Müller, A. (2020): ${Array.from({ length: 30 }, () => "Gartenwort").join(" ")}.`;
    const [ref] = pickReferences({ ...THESIS, references: [long] });
    expect(ref?.length).toBeLessThanOrEqual(90);
    expect(ref).toMatch(/^Müller \(2020\): Gartenwort( Gartenwort)+$/);
  });
});

describe("thanksSlide / fixedSlideContent", () => {
  it("thanks and invites questions; content kinds are not fixed slides", () => {
    const s = thanksSlide(at(8), CTX);
    expect(s.title).toBe("Vielen Dank für Ihre Aufmerksamkeit");
    expect(s.notes).toContain("Fragen");
    expect(fixedSlideContent(at(8), CTX, [])?.title).toBe(s.title);
    expect(fixedSlideContent(at(3), CTX, [])).toBeNull();
  });
});

describe("passagesFor", () => {
  it("takes the range, only focused or very central sentences when the slide has a focus", () => {
    const focused = slide(3, "question", { chapters: [0], range: { from: 0, to: 2 }, focus: ["goal"] });
    expect(passagesFor(focused, THESIS, new Set(), 0).map((p) => p.id)).toEqual([1, 2]);
  });

  it("widens a thin range to the unused sentences of its chapters, at half their score", () => {
    const thin = at(4);
    const own = { ...thin, range: { from: 3, to: 3 } };
    expect(passagesFor(own, THESIS, new Set(), 0).map((p) => p.id)).toEqual([3]);
    const widened = passagesFor(own, THESIS, new Set([5]), 100);
    expect(widened.map((p) => p.id)).toEqual([3, 4]);
    expect(widened[1]?.score).toBe(0.25);
  });

  it("widens first to the rest of its sections, then to the rest of its chapters (borrowed)", () => {
    // The method chapter's sentences 3 and 5 stand in one section, 4 in another.
    const sectioned = {
      ...THESIS,
      sentences: THESIS.sentences.map((s) => ({
        ...s,
        sectionId: s.id === 4 ? "b" : s.chapter === 1 ? "a" : null,
      })),
    };
    const own = { ...at(4), range: { from: 3, to: 3 } };
    expect(passagesFor(own, sectioned, new Set(), 15).map((p) => p.id)).toEqual([3, 5]);
    const thin = passagesFor(own, sectioned, new Set(), 100);
    expect(thin.map((p) => [p.id, p.borrowed ?? false])).toEqual([
      [3, false],
      [4, true],
      [5, false],
    ]);
    // A range that gave no bullet reaches its sections first, its chapters only on the second try.
    expect(passagesFor(own, sectioned, new Set(), 0, 1).map((p) => p.id)).toEqual([3, 5]);
    expect(passagesFor(own, sectioned, new Set(), 0, 2).map((p) => p.id)).toEqual([3, 4, 5]);
  });
});

describe("slideRequest", () => {
  it("asks for fewer bullets beside a diagram, leaves room for the transition, and avoids used ids", () => {
    const withDiagram = slideRequest(at(4), CTX, [], 130, "Damit komme ich zu „Ergebnisse“.", new Set([1]));
    expect(withDiagram.maxBullets).toBe(4);
    expect(withDiagram.notesWords).toBe(130 - 5);
    expect(withDiagram.avoid).toEqual([1]);
    expect(withDiagram.context.workType).toBe("Bachelorarbeit");
    expect(slideRequest(at(5), CTX, [], 10, "", new Set()).maxBullets).toBe(5);
    expect(slideRequest(at(5), CTX, [], 10, "", new Set()).notesWords).toBe(20);
  });
});

describe("freshBullets", () => {
  it("drops a bullet that repeats the title or one an earlier slide already showed", () => {
    const draft = {
      title: "Soziale Einbindung",
      bullets: ["Soziale Einbindung", "Gärten fördern Nachbarschaft", "Entfernung spielt kaum eine Rolle"],
    };
    // An earlier bullet with four of these five words counts as the same point.
    const shown = [["entfernung", "spielt", "kaum", "rolle", "mitglieder"]];
    expect(freshBullets(draft, shown)).toEqual(["Gärten fördern Nachbarschaft"]);
  });
});

describe("pagesOf / chapterNumbers", () => {
  it("gives the pages of the used sentences once each in order, and chapter numbers for a fallback", () => {
    expect(pagesOf([7, 6, 4, 5], THESIS)).toEqual([6, 8, 9]);
    expect(chapterNumbers([0, 2], THESIS)).toEqual(["1", "3"]);
  });
});

describe("draftSlide", () => {
  it("writes a slide whose page reference names the pages of the sentences it used", async () => {
    const memory = emptyMemory();
    const model = fakeModel();
    const s = await draftSlide(at(4), CTX, memory, model);
    expect(model.requests[0]?.passages.map((p) => p.id)).toEqual([3, 4, 5]);
    expect(s.pages).toEqual([5, 6]);
    expect(s.notes).toMatch(/ „Ergebnisse“\. \(S\. 5–6\)$/);
    expect(s.title).toBe("Aussage zu Methode");
    expect(s.subtitle).toBe("Methode");
    expect(s.model).toBe("fake");
    expect([...memory.used]).toEqual([3, 4]);
    // Its two bullets and its statement title count as shown.
    expect(memory.shown).toHaveLength(3);
    expect(memory.shown).toContainEqual(["aussage", "methode"]);
    // The next slide is told what this one used and showed.
    await draftSlide(at(5), CTX, memory, model);
    expect(model.requests[1]?.avoid).toEqual([3, 4]);
    expect(model.requests[1]?.shown).toHaveLength(3);
  });
});

describe("recapFindings", () => {
  const results = [
    "Zusammenfassend lässt sich festhalten, dass Variante A für die Zielreaktion am besten geeignet ist.",
    "Auffällig waren lediglich die erhöhten Werte bei Variante B mit 41 mM Substrat.",
    "Die Zugabe von Aceton steigerte den Produkttiter von 3 mM auf 12 mM.",
    "Die Hypothese H1 wurde für beide Puffer bestätigt.",
  ];
  const base = thesisOf([
    ["Einleitung", [{ text: "Biokunststoffe gewinnen seit Jahren stark an Bedeutung." }]],
    ["Ergebnisse", results.map((text) => ({ text }))],
  ]);
  const finding = (id: number, kind: Finding["kind"], score: number): Finding => ({
    text: results[id - 1] as string,
    page: 2,
    sectionId: null,
    sentenceId: id,
    kind,
    numbers: [],
    score,
  });
  const thesis = (role: "results" | "conclusion"): Understanding => ({
    ...base,
    chapters: base.chapters.map((c, i) => (i === 1 ? { ...c, role } : c)),
    parts: {
      ...EMPTY_PARTS,
      findings: [
        finding(2, "comparison", 8),
        finding(3, "effect", 7),
        finding(1, "answer", 6),
        finding(4, "hypothesis", 5),
      ],
    },
  });

  it("recaps the summing-up sentences and decided hypotheses no bullet has shown, not the details", () => {
    const shown = [contentTokens("Die Zugabe von Aceton steigerte den Produkttiter")];
    expect(recapFindings(thesis("results"), shown)).toEqual([1, 4]);
    // Shown as a bullet, a summing-up sentence is not said again; a detail fills up to two.
    expect(recapFindings(thesis("results"), [...shown, contentTokens(results[0] as string)])).toEqual([4, 2]);
  });

  it("offers a Fazit the thesis's unsaid conclusions after its results, not limits, steps or what was shown", () => {
    const closing = [
      "Serverlose Dienste reservieren bei hoher Last zu viele Ressourcen.",
      "Die Fehlerbetrachtung ist nicht vollständig.",
      "Umgesetzt wird die Untersuchung durch die Simulation mehrerer Szenarien.",
      "Inaktive Ressourcen sollten immer freigegeben werden.",
    ];
    const run = thesisOf([
      [
        "Einleitung",
        [{ text: "Cloud-Dienste verursachen einen wachsenden Teil der Emissionen.", flags: ["conclusion"] }],
      ],
      ["Ergebnisse", [{ text: "Szenario 3 verursacht die meisten Emissionen." }]],
      [
        "Handlungsempfehlung",
        closing.map((text, i) => ({ text, flags: ["conclusion"], score: 0.9 - i / 10 })),
      ],
    ]);
    const roles = ["introduction", "results", "other"] as const;
    const thesis = { ...run, chapters: run.chapters.map((c, i) => ({ ...c, role: roles[i] ?? c.role })) };
    thesis.sentences[3]?.flags.push("limitation");
    expect(unsaidConclusions(thesis, [])).toEqual([2, 5]);
    // A conclusion a bullet already showed is not offered again.
    expect(unsaidConclusions(thesis, [contentTokens(closing[0] as string)])).toEqual([5]);
  });

  it("keeps for an inserted Fazit the best summing-up sentence of each section that makes a bullet", () => {
    expect(reservedForRecap(thesis("results"))).toEqual([1]);
    // A later inserted Fazit keeps it from the results slides before it.
    const fazit = slide(3, "conclusion", { focus: ["answer", "finding"], range: { from: 1, to: 1 } });
    const results = slide(2, "results", { chapters: [1], range: { from: 1, to: 4 } });
    expect([...laterRanges(results, [results, fazit], thesis("results"))]).toContain(1);
  });

  it("ranks what was expected before the test below what came out on a results slide", () => {
    const expected = "Es wird keine höhere Ausführungszeit als beim ersten Testlauf erwartet.";
    const measured = "Die Anfrage benötigte im zweiten Testlauf 12 Sekunden.";
    const run = thesisOf([["Ergebnisse", [{ text: expected }, { text: measured }]]]);
    const passages = run.sentences.map((x) => ({ ...x, score: 1 }));
    const ranked = findingsFirst(
      slide(2, "results", { chapters: [0], range: { from: 0, to: 1 } }),
      run,
      passages,
    );
    const score = (text: string) => ranked.find((p) => p.text === text)?.score ?? 0;
    expect(score(expected)).toBeLessThan(score(measured));
  });

  it("shows the discussion's findings on a results slide when no results chapter states one", () => {
    const described = "In Abbildung 2 sind die Wuchshöhen aller Proben über 14 Tage dargestellt.";
    const found = "Die salzige Probe wuchs in allen Messungen deutlich langsamer als die Referenz.";
    const split = thesisOf([
      ["Ergebnisse", [{ text: described }]],
      ["Diskussion", [{ text: found }, { text: "Die Säure scheint die Keimung zu erleichtern." }]],
    ]);
    const roles = ["results", "discussion"] as const;
    const run = (findingIn: number): Understanding => ({
      ...split,
      chapters: split.chapters.map((c, i) => ({ ...c, role: roles[i] ?? "other" })),
      parts: {
        ...EMPTY_PARTS,
        findings: [
          {
            text: split.sentences[findingIn]?.text ?? "",
            page: 2,
            sectionId: null,
            sentenceId: findingIn,
            kind: "comparison",
            numbers: [],
            score: 8,
          },
        ],
      },
    });
    const results = slide(2, "results", { chapters: [0], range: { from: 0, to: 0 } }, "Ergebnisse");
    const discussion = slide(3, "discussion", { chapters: [1], range: { from: 1, to: 2 } }, "Diskussion");
    const passages = (t: Understanding) => t.sentences.slice(0, 1).map((x) => ({ ...x, score: 1 }));
    const reserved = (t: Understanding) => laterRanges(results, [results, discussion], t);
    const texts = (t: Understanding) =>
      findingsFirst(results, t, passages(t), new Set(), null, reserved(t)).map((p) => p.text);
    // The results chapter only describes its figure: the discussion's finding is the result to show.
    expect(texts(run(1))).toContain(found);
    // Where the results chapter states a finding of its own, the discussion slide keeps its findings.
    const own = run(0);
    expect(
      texts({ ...own, parts: { ...own.parts, findings: [...own.parts.findings, ...run(1).parts.findings] } }),
    ).not.toContain(found);
  });

  it("keeps the answer for the later slide that answers the research question", () => {
    const answered: Understanding = {
      ...thesis("results"),
      parts: {
        ...thesis("results").parts,
        answer: {
          text: results[2] as string,
          sentenceIds: [3],
          page: 2,
          sectionId: null,
          fromAbstract: false,
        },
      },
    };
    const results2 = slide(2, "results", { chapters: [1], range: { from: 1, to: 4 } });
    const fazit = slide(3, "conclusion", { range: { from: 4, to: 4 }, answers: true });
    expect([...laterRanges(results2, [results2, fazit], answered)]).toContain(3);
    expect([...laterRanges(results2, [results2, { ...fazit, answers: false }], answered)]).not.toContain(3);
  });

  it("draws an inserted Fazit from the section that concludes the discussion", () => {
    const discussion = thesisOf([
      ["Introduction", [{ text: "Euthymia is a transdiagnostic construct of psychological well-being." }]],
      [
        "Discussion",
        [
          { text: "The scale correlated with every measure of positive mental health in the sample." },
          { text: "Future studies should recruit larger and more representative clinical samples." },
          { text: "The German version of the scale is a valid and sensitive clinimetric instrument." },
          { text: "The scale may serve as a screening tool in clinical and non-clinical settings." },
        ],
      ],
    ]);
    const sectioned = (last: string): Understanding => ({
      ...discussion,
      chapters: discussion.chapters.map((c, i) =>
        i === 1
          ? {
              ...c,
              role: "discussion",
              sections: [
                { headingId: "s1", title: "Future Research", number: null, page: 2, words: 10 },
                { headingId: "s2", title: last, number: null, page: 2, words: 20 },
              ],
            }
          : c,
      ),
      sentences: discussion.sentences.map((x) => ({
        ...x,
        sectionId: x.id === 2 ? "s1" : x.id >= 3 ? "s2" : null,
      })),
    });
    const closing = closingSection(sectioned("Conclusion"));
    expect(closing.map((x) => x.id)).toEqual([3, 4]);
    const answer = sectioned("Conclusion").sentences.slice(1, 2);
    const fazit = conclusionSlide(answer, closing, false);
    expect(fazit.range).toEqual({ from: 3, to: 4 });
    expect(fazit.focus).toContain("conclusion");
    // A discussion that ends in another section: the Fazit stays over the answer.
    expect(closingSection(sectioned("Clinical Implications"))).toEqual([]);
    expect(conclusionSlide(answer, [], false).range).toEqual({ from: 1, to: 1 });
  });

  it("takes the other findings of a concluding chapter after the summing-up ones", () => {
    expect(recapFindings(thesis("conclusion"), [])).toEqual([1, 4, 2, 3]);
  });

  it("never recaps the answer in other words, and puts a sentence that says it sums up first", () => {
    const answered: Understanding = {
      ...thesis("results"),
      parts: {
        ...thesis("results").parts,
        answer: {
          text: "Da nur isolierte Enzyme untersucht wurden, konnte Variante A als die für die Zielreaktion geeignetste Variante selektiert werden.",
          sentenceIds: [],
          page: 3,
          sectionId: null,
          fromAbstract: false,
        },
      },
    };
    // "Variante A … für die Zielreaktion am besten geeignet" says the answer again: the hypothesis comes first.
    expect(recapFindings(answered, [])).toEqual([4, 2]);
    expect(reservedForRecap(answered)).toEqual([4]);
    // Of two summing-up findings, the one that says it sums up comes first, though it ranks lower.
    const swapped: Understanding = {
      ...thesis("results"),
      parts: {
        ...thesis("results").parts,
        findings: [finding(4, "hypothesis", 9), finding(1, "answer", 6)],
      },
    };
    expect(recapFindings(swapped, [])).toEqual([1, 4]);
  });
});

describe("createContent", () => {
  it("writes every planned slide in order and reports progress for the drafted ones", async () => {
    const progress: string[] = [];
    const out = await createContent(THESIS, PLAN, {
      textModel: fakeModel(),
      onSlide: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(out.slides.map((s) => s.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(out.slides.map((s) => s.model)).toEqual([
      "template",
      "template",
      "fake",
      "fake",
      "fake",
      "fake",
      "template",
      "template",
    ]);
    expect(progress).toEqual(["3/8", "4/8", "5/8", "6/8"]);
    expect(Array.isArray(out.questions)).toBe(true);
  });
});
