/**
 * Exam questions: each answer is made of whole sentences of the question's topic (method questions from
 * method sentences, limitation questions from limitations, …), cites its pages, and the deck reaches the
 * minimum count for its kind of work. Steps on a small hand-made thesis, then every corpus thesis.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ChapterRole } from "../src/document.ts";
import { EMPTY_TITLE_PAGE } from "../src/document.ts";
import { planSlides } from "../src/plan/planner.ts";
import type { Questionnaire, SlidePlan } from "../src/plan/schema.ts";
import { indexLabels } from "../src/text/page-label.ts";
import { wordCount } from "../src/text/words.ts";
import {
  EMPTY_PARTS,
  type Finding,
  type Passage,
  type ThesisSentence,
  type Understanding,
} from "../src/understand/schema.ts";
import type { SentenceRole } from "../src/understand/sentence-role/roles.ts";
import { minimumQuestions } from "../src/write/labels.ts";
import { ANSWER_WORDS, type AnswerSentence, chooseAnswer } from "../src/write/questions/answer.ts";
import { firstPerson, leansBack, spokenSentence } from "../src/write/questions/spoken-answer.ts";
import { CUES, fitsTopic, GROUP_LABELS, RECOMMENDATION } from "../src/write/questions/topics.ts";
import { type AskedQuestion, askQuestions, writeQuestions } from "../src/write/questions.ts";
import { CORPUS_DIR, corpusThesis } from "./support/corpus.ts";

type Spec = [role: SentenceRole, page: number, text: string];

const CHAPTERS: Array<[title: string, role: ChapterRole, sentences: Spec[]]> = [
  [
    "Einleitung",
    "introduction",
    [
      [
        "housekeeping",
        1,
        "Aus Gründen der Lesbarkeit wird in dieser Arbeit das generische Maskulinum verwendet.",
      ],
      [
        "background",
        2,
        "Gemeinschaftsgärten gewinnen in deutschen Großstädten seit Jahren an Bedeutung, weil Flächen knapp werden.",
      ],
      [
        "background",
        2,
        "Für viele Städte ist die Beteiligung der Bewohner eine zentrale Herausforderung der Quartiersentwicklung.",
      ],
      [
        "question",
        3,
        "Die Forschungsfrage lautet: Welche Faktoren erklären die regelmäßige Beteiligung in städtischen Gemeinschaftsgärten?",
      ],
      [
        "question",
        3,
        "Ziel dieser Arbeit ist es, Einflussfaktoren der Beteiligung empirisch zu bestimmen und zu gewichten.",
      ],
      ["roadmap", 3, "Im folgenden Kapitel werden die theoretischen Grundlagen der Arbeit dargestellt."],
      [
        "hypothesis",
        4,
        "H1: Eine stärkere soziale Einbindung erhöht die Häufigkeit, mit der sich Mitglieder beteiligen.",
      ],
      [
        "hypothesis",
        4,
        "H2: Eine längere Anfahrt verringert die Häufigkeit, mit der sich Mitglieder an Terminen beteiligen.",
      ],
    ],
  ],
  [
    "Theoretischer Rahmen",
    "theory",
    [
      [
        "definition",
        5,
        "Unter Beteiligung versteht man in dieser Arbeit die regelmäßige Mitarbeit an gemeinsamen Gartenaufgaben.",
      ],
      [
        "definition",
        5,
        "Soziales Kapital bezeichnet die Ressourcen, die aus dauerhaften Beziehungen zwischen Menschen entstehen.",
      ],
      [
        "background",
        6,
        "Das Modell der Freiwilligenarbeit unterscheidet zwischen persönlichen Motiven und strukturellen Gelegenheiten.",
      ],
      [
        "background",
        6,
        "Frühere Studien betonen vor allem den Nutzen gemeinsamer Gartenarbeit für die Nachbarschaft im Quartier.",
      ],
      [
        "background",
        6,
        "Beteiligung und soziales Kapital hängen nach diesem Modell eng zusammen, werden aber selten gemeinsam gemessen.",
      ],
    ],
  ],
  [
    "Methode",
    "method",
    [
      [
        "method",
        7,
        "Für die Untersuchung wurde eine standardisierte Online-Befragung gewählt, weil sie viele Gärten in kurzer Zeit erreicht.",
      ],
      [
        "method",
        7,
        "Die Daten wurden mit einem Fragebogen in zwölf Gärten aus drei Städten im Frühjahr erhoben.",
      ],
      ["method", 8, "Insgesamt nahmen 214 Mitglieder an der Befragung teil, davon 131 Frauen und 83 Männer."],
      [
        "method",
        8,
        "Der Fragebogen enthielt die Skala zur sozialen Einbindung sowie Fragen zur Anfahrt und zur Gartenarbeit.",
      ],
      ["method", 8, "Die Auswertung erfolgte mit einer linearen Regression in der Statistiksoftware R."],
      [
        "method",
        9,
        "Eine lineare Regression ist geeignet, weil sie den Einfluss mehrerer Faktoren gleichzeitig schätzt.",
      ],
      ["figure-description", 9, "Abbildung 3 zeigt den Ablauf der Befragung in vier Schritten."],
      ["broken", 9, "und deshalb wurden die Antworten der"],
      // Cut by a page break, yet classified as method: never read out.
      ["method", 9, "Mittelwerten der Stichprobe verglichen."],
      ["method", 9, "inkludiert werden."],
      ["method", 9, "Die Antworten wurden anschließend auf fehlende Werte geprüft und …"],
    ],
  ],
  [
    "Ergebnisse",
    "results",
    [
      [
        "result",
        10,
        "Soziale Einbindung erklärt die Beteiligung am stärksten, mit einem Koeffizienten von 0,42.",
      ],
      [
        "result",
        10,
        "Die Anfahrtszeit hat einen negativen Effekt von -0,18 auf die Häufigkeit der Beteiligung.",
      ],
      ["result", 11, "Das Modell erklärt insgesamt 37 % der Varianz der monatlichen Beteiligung."],
      ["interpretation", 11, "Damit bestätigt sich die Hypothese H1 zur sozialen Einbindung deutlich."],
      [
        "result",
        11,
        "Unerwartet zeigte das Alter der Mitglieder keinen messbaren Effekt auf die Beteiligung.",
      ],
      ["figure-description", 11, "Auf der y-Achse steht die Häufigkeit der Beteiligung pro Monat."],
      ["result", 12, "Mitglieder mit eigenem Beet beteiligen sich im Mittel an 3,1 Terminen pro Monat."],
    ],
  ],
  [
    "Diskussion",
    "discussion",
    [
      [
        "interpretation",
        13,
        "Die Ergebnisse stehen im Einklang mit früheren Studien zum sozialen Kapital in Nachbarschaften.",
      ],
      [
        "interpretation",
        13,
        "Soziale Einbindung wirkt offenbar stärker als praktische Hürden wie die Anfahrt zum Garten.",
      ],
      [
        "limitation",
        14,
        "Die Stichprobe ist nicht repräsentativ, weil nur aktive Mitglieder den Fragebogen erhalten haben.",
      ],
      [
        "limitation",
        14,
        "Die Querschnittsdaten erlauben keine Aussagen über die Richtung der gefundenen Zusammenhänge.",
      ],
      [
        "limitation",
        14,
        "Eine Längsschnittstudie wäre besser geeignet gewesen, um Veränderungen über die Zeit zu erfassen.",
      ],
    ],
  ],
  [
    "Fazit",
    "conclusion",
    [
      [
        "conclusion",
        15,
        "Zusammenfassend ist soziale Einbindung der wichtigste Faktor der Beteiligung in Gemeinschaftsgärten.",
      ],
      [
        "conclusion",
        15,
        "Für die Praxis empfiehlt es sich, neue Mitglieder gezielt in feste Gartengruppen einzubinden.",
      ],
      ["outlook", 16, "Künftige Forschung sollte die Beteiligung über mehrere Jahre hinweg beobachten."],
      [
        "outlook",
        16,
        "Weitere Studien könnten ländliche Gärten mit städtischen Gärten systematisch vergleichen.",
      ],
    ],
  ],
];

const passage = (s: ThesisSentence): Passage => ({ text: s.text, page: s.page, sectionId: null });

/** The hand-made thesis, optionally without some sentence roles. */
function gardenThesis(without: SentenceRole[] = []): Understanding {
  const sentences: ThesisSentence[] = [];
  CHAPTERS.forEach(([, , specs], chapter) => {
    for (const [role, page, text] of specs) {
      if (without.includes(role)) continue;
      sentences.push({
        id: sentences.length,
        text,
        page,
        chapter,
        sectionId: null,
        score: 1 + (sentences.length % 5) * 0.1,
        words: wordCount(text),
        role,
        flags: [],
      });
    }
  });
  const of = (role: SentenceRole) => sentences.filter((s) => s.role === role).map(passage);
  const find = (start: string) => sentences.find((s) => s.text.startsWith(start));
  const evidence = find("Insgesamt nahmen");
  return {
    language: "de",
    title: "Beteiligung in städtischen Gemeinschaftsgärten",
    shortTitle: "Beteiligung in städtischen Gemeinschaftsgärten",
    titleFromFilename: false,
    titlePage: EMPTY_TITLE_PAGE,
    pageCount: 16,
    // Hand-made sentences stand on any page they like; each prints its index.
    pageLabels: indexLabels(200),
    wordCount: sentences.reduce((a, s) => a + s.words, 0),
    chapters: CHAPTERS.map(([title, role], i) => ({
      headingId: `h${i}`,
      title,
      number: String(i + 1),
      role,
      pageStart: null,
      pageEnd: null,
      words: 0,
      sections: [],
    })),
    appendix: [],
    sentences,
    parts: {
      ...EMPTY_PARTS,
      researchQuestions: of("question").slice(0, 1),
      hypotheses: of("hypothesis"),
      method: {
        kind: "empirical",
        design: "Befragung (Fragebogen)",
        sampleSize: evidence ? 214 : null,
        sampleSizeEvidence: evidence ? passage(evidence) : null,
        instruments: ["R"],
        statistics: ["lineare Regression"],
        passages: of("method").slice(0, 4),
      },
      keyResults: of("result").map((p) => ({ ...p, numbers: [] })),
      discussion: of("interpretation"),
      limitations: of("limitation"),
      conclusion: of("conclusion"),
      outlook: of("outlook"),
    },
    figures: [],
    tables: [],
    references: [],
    method: { design: "Befragung (Fragebogen)", sampleSize: 214, instruments: ["R"] },
  };
}

function planFor(thesis: Understanding, workType = "bachelor", methodology = ""): SlidePlan {
  return {
    language: thesis.language,
    minutes: 15,
    workType,
    researchType: "empirical",
    methodology,
    range: { min: 8, max: 14 },
    slides: [],
    warnings: [],
  };
}

/** Every answer sentence's role fits the question's topic (in the chapter it stands in). */
function misfits(thesis: Understanding, asked: AskedQuestion[]): string[] {
  return asked.flatMap((q) =>
    q.sentences
      .filter((s) => {
        const chapter = s.chapter < 0 ? "method" : (thesis.chapters[s.chapter]?.role ?? "other");
        return !fitsTopic(q.topic, s.role, chapter);
      })
      .map((s) => `${q.topic} ← ${s.role}: ${s.text}`),
  );
}

const CUT_OR_TEXT_ROLES = [
  "Mittelwerten der Stichprobe verglichen",
  "inkludiert werden",
  "und deshalb wurden",
  "auf fehlende Werte geprüft und",
  "Im folgenden Kapitel",
  "Abbildung 3 zeigt",
  "y-Achse",
  "generische Maskulinum",
];

describe("which sentences an answer may read out", () => {
  const s = (text: string, role: SentenceRole = "method") => spokenSentence({ text, role }, "de");

  it("keeps whole sentences and drops cut ones, fragments, text roles and quotations", () => {
    expect(
      s("Die Daten wurden mit einem Fragebogen in zwölf Gärten aus drei Städten erhoben."),
    ).not.toBeNull();
    expect(s("Mittelwerten der Stichprobe verglichen.")).toBeNull();
    expect(s("inkludiert werden und danach geprüft.")).toBeNull();
    expect(s("Die Antworten wurden anschließend auf fehlende Werte geprüft und …")).toBeNull();
    expect(s("Im folgenden Kapitel werden die theoretischen Grundlagen dargestellt.", "roadmap")).toBeNull();
    expect(s("Abbildung 3 zeigt den Ablauf der Befragung in vier Schritten.", "background")).toBeNull();
    // Lines of a listing and "this plot" only work for a reader looking at the page.
    expect(s("In Zeile 2 wird die Variable Peter vom Typ Node erstellt und initialisiert.")).toBeNull();
    expect(s("Durch die Zeilen 4-7 werden alle Nachbarn zur Ergebnismenge hinzugefügt.")).toBeNull();
    expect(
      s("Although in this plot it seems like there is one graph per simulation, there are two.", "result"),
    ).toBeNull();
    expect(s("Die Kresse wurde in Zeilen von je zehn Samen auf die Schalen verteilt.")).not.toBeNull();
    expect(s("Zunächst soll der verwendete Datensatz erklärt und deskriptiv beschrieben werden.")).toBeNull();
    expect(s("„The degree distribution for a network consists of the values of all nodes.")).toBeNull();
    expect(s("In other words, the model treats the entire network as one single observation.")).toBeNull();
    expect(s("Fava and Bech (2016) provided a novel definition of euthymia in later work.")).toBeNull();
    // The end of a quotation begun in an earlier sentence, with its footnote number.
    expect(s("Es gibt keinen Lohn ohne Mühe und keine Ernte ohne Saat.12“")).toBeNull();
    expect(s("Er nennt den Garten „einen Ort der Ruhe“ und meint damit die Beete.")).not.toBeNull();
    // What the text is about to do, whatever verb it announces.
    expect(s("Nunmehr soll die Befragung ausgewertet und übersetzt werden.")).toBeNull();
    expect(s("Im Anschluss sollen die Ergebnisse interpretiert werden.")).toBeNull();
    expect(s("Danach wird versucht, diese Dreiteilung abschnittsweise aufzutrennen.")).toBeNull();
    expect(
      s(
        "Anschließend wird die Motivation für das Verwenden eines Regressionsmodells mit zufälligen Effekten für die weitere Analyse des Datensatzes beschrieben, sowie die entsprechende Theorie eingeführt.",
      ),
    ).toBeNull();
    expect(s("In weiterer Folge wird versucht, den Ablauf der Pflege zu rekonstruieren.")).toBeNull();
    expect(s("Die Gärtner haben versucht, den Boden mit Kompost zu verbessern.")).not.toBeNull();
    // A citation taken out may not leave its preposition behind.
    expect(
      s("Ein Vergleich der Gärten, wie dargestellt in (Müller, 2019), ist für die Planung sinnvoll."),
    ).toBeNull();
    // A subject with its "dass" clause, then the main clause goes on: a whole sentence.
    expect(
      s(
        "Die erste Hypothese (H1), dass Pflege den Ertrag erhöht, wird durch die Ergebnisse nicht gestützt.",
        "conclusion",
      ),
    ).not.toBeNull();
    // Informal transitions of the text.
    expect(s("Nach dem ganzen Vorgeplänkel geht es nun an die Anlage eines ersten Beets.")).toBeNull();
    expect(
      s("Bevor es an das eigentliche Thema geht, gibt es einen kleinen Exkurs in die Bodenkunde."),
    ).toBeNull();
  });

  it("reads citations out of a sentence and speaks of the thesis in the first person", () => {
    expect(s("In dieser Arbeit wird die Beteiligung mit einer Regression erklärt (Müller, 2019).")).toBe(
      "In meiner Arbeit wird die Beteiligung mit einer Regression erklärt.",
    );
    expect(
      firstPerson("Die vorliegende Arbeit zeigt, dass der Ansatz in der vorliegenden Studie trägt.", "de"),
    ).toBe("Meine Arbeit zeigt, dass der Ansatz in meiner Studie trägt.");
    expect(firstPerson("The aim of this thesis was to validate the scale.", "en")).toBe(
      "The aim of my thesis was to validate the scale.",
    );
  });
});

describe("sentences that lean on the one before", () => {
  it("cannot open an answer", () => {
    for (const t of [
      "Insbesondere das 99. Perzentil ist deutlich höher als bei allen anderen Umgebungen.",
      "While these findings suggest one dimension, earlier work found two.",
      "Auf dieser Basis werden Ansätze für mögliche Verbesserungen vorgestellt.",
      // Something named before, wherever it stands in the sentence.
      "Es ist anzunehmen, dass erstgenannter Faktor mehr Einfluss hat als der pH-Wert.",
      "Die Ergebnisse gelten für die oben genannten Gärten.",
      "The latter shows a higher yield in all plots.",
    ])
      expect(leansBack(t), t).toBe(true);
    expect(leansBack("Gedüngte Beete brachten einen um ein Viertel höheren Ertrag.")).toBe(false);
    // A thesis addresses no one: its "Sie" is "they", named in the sentence before.
    expect(leansBack("Sie zeigen signifikante Zusammenhänge zwischen Pflege und Ertrag.")).toBe(true);
  });
});

describe("relating results to research", () => {
  it("needs earlier work, not any contrast", () => {
    const related = (t: string) => CUES.literatureRelation.test(t);
    expect(related("Im Gegensatz zu früheren Studien fanden wir keinen Effekt des Alters.")).toBe(true);
    expect(related("Das Ergebnis steht im Einklang mit Müller (2019).")).toBe(true);
    expect(related("Die Beete im Norden wuchsen im Gegensatz zum Süden kaum.")).toBe(false);
    expect(related("Entgegen der Erwartung sank der Ertrag im zweiten Jahr.")).toBe(false);
  });
});

describe("explaining a finding", () => {
  it("ranks a sentence that gives a cause or reading above one that only reports another result", () => {
    const explains = (t: string) => CUES.explanation.test(t);
    expect(
      explains("Die Bearbeitungszeit ist hier am höchsten, da die meisten Pfade betrachtet werden."),
    ).toBe(true);
    expect(explains("Dies deutet darauf hin, dass der Vergleich effizienter implementiert ist.")).toBe(true);
    expect(explains("The gap is likely due to the smaller sample.")).toBe(true);
    expect(explains("Die Anfrage wird in Cypher 1,37 mal schneller beantwortet.")).toBe(false);
  });
});

describe("choosing an answer", () => {
  const make = (id: number, text: string, chapter = 0): AnswerSentence => ({
    sentence: {
      id,
      text,
      page: 1,
      chapter,
      sectionId: null,
      score: 1,
      words: wordCount(text),
      role: "result",
      flags: [],
    },
    spoken: text,
    words: wordCount(text),
  });
  const first = make(
    0,
    "Soziale Einbindung erklärt die Beteiligung am stärksten von allen geprüften Faktoren.",
  );
  const leaning = make(
    1,
    "Damit bestätigt sich die erste Hypothese zur sozialen Einbindung der Mitglieder deutlich.",
  );
  const other = make(2, "Mitglieder mit eigenem Beet beteiligen sich im Mittel an drei Terminen pro Monat.");

  it("reads a sentence that leans back only after the sentence it leans on", () => {
    const byId = new Map([first, leaning, other].map((a) => [a.sentence.id, a]));
    const before = (s: ThesisSentence) => byId.get(s.id - 1);
    const rankLeaningFirst = (s: ThesisSentence) => (s.id === 1 ? 5 : s.id === 2 ? 2 : 1);
    const withPredecessor = chooseAnswer({ pool: [first, leaning, other], rank: rankLeaningFirst, before });
    expect(withPredecessor.map((a) => a.sentence.id)).toEqual([0, 1, 2]);
    const without = chooseAnswer({ pool: [leaning, other], rank: rankLeaningFirst, before });
    expect(without.map((a) => a.sentence.id)).toEqual([2]);
  });

  it("adds only sentences that speak of what the answer says or stand in its section", () => {
    const lead = make(20, "Gedüngte Beete brachten im Mittel einen um ein Viertel höheren Ertrag.");
    const near = make(21, "Der Ertrag stieg vor allem bei Tomaten und Bohnen deutlich an.", 1);
    const unrelated = make(
      22,
      "Der Verein zahlte im letzten Jahr insgesamt 2.600 Euro an seine Mitglieder aus.",
      2,
    );
    const chosen = chooseAnswer({
      pool: [lead, unrelated, near],
      rank: (x) => (x.id === 22 ? 5 : 1),
      lead,
      before: () => undefined,
    });
    expect(chosen.map((a) => a.sentence.id)).toEqual([20, 21]);
  });

  it("reads a lead that leans back after the sentence it leans on", () => {
    const base = make(40, "Der Ertrag der gedüngten Beete lag im Mittel bei 4,2 Kilogramm je Quadratmeter.");
    const leaning = make(41, "Damit lag er um ein Viertel über dem Ertrag der ungedüngten Kontrollbeete.");
    const chosen = chooseAnswer({
      pool: [leaning, base],
      rank: () => 1,
      lead: leaning,
      before: (s) => (s.id === 41 ? base : undefined),
    });
    expect(chosen.map((a) => a.sentence.id)).toEqual([40, 41]);
  });

  it("reads the items of an enumeration in order when a later one leads", () => {
    const one = make(30, "Erstens beruht die Analyse auf Daten eines einzigen Sommers mit wenig Regen.");
    const two = make(
      31,
      "Zweitens wurden nur Gärten in drei Städten des Landes und keine Dörfer betrachtet.",
    );
    const chosen = chooseAnswer({ pool: [two, one], rank: () => 1, lead: two, before: () => undefined });
    expect(chosen.map((a) => a.sentence.id)).toEqual([30, 31]);
  });

  it("reads numbered hypotheses in their order when a later one leads", () => {
    const h1 = make(50, "H1: Die Beteiligung sinkt mit der Entfernung zum Garten.");
    const h2 = make(51, "H2: Soziale Einbindung erhöht die regelmäßige Beteiligung.");
    const chosen = chooseAnswer({ pool: [h2, h1], rank: () => 1, lead: h2, before: () => undefined });
    expect(chosen.map((a) => a.sentence.id)).toEqual([50, 51]);
  });

  it("starts a list of hypotheses from the first when a later one leads and the answer is full before it", () => {
    const texts = [
      "H1: Die Beteiligung an Arbeitsterminen sinkt deutlich mit wachsender Entfernung zwischen Wohnung und Garten.",
      "H2: Soziale Einbindung in die Nachbarschaft erhöht die regelmäßige Teilnahme an gemeinsamen Ernten.",
      "H3: Jüngere Mitglieder übernehmen seltener dauerhafte Aufgaben wie Gießdienste oder Beetpflege im Sommer.",
      "H4: Vereine mit eigener Satzung halten ihre Mitglieder länger als informelle Gruppen ohne Vorstand.",
    ];
    const [h1, h2, h3, h4] = texts.map((t, i) => make(61 + i, t)) as [
      AnswerSentence,
      AnswerSentence,
      AnswerSentence,
      AnswerSentence,
    ];
    const rank = (s: { id: number }) => (s.id === 64 ? 3 : s.id === 63 ? 2 : 1);
    const chosen = chooseAnswer({ pool: [h4, h3, h2, h1], rank, lead: h4, before: () => undefined });
    expect(chosen[0]?.sentence.id).toBe(61);
  });

  it("stops at the word limit", () => {
    const many = [
      "Die meisten Mitglieder wohnen weniger als einen Kilometer vom Garten entfernt.",
      "Neue Mitglieder kommen überwiegend über Empfehlungen aus der Nachbarschaft hinzu.",
      "Im Sommer finden die gemeinsamen Arbeitstermine jeden Samstagvormittag statt.",
      "Viele Gärten teilen ihre Ernte bei einem Erntefest im Herbst mit Gästen.",
      "Der Vorstand plant die Beete jedes Frühjahr gemeinsam mit allen Mitgliedern.",
      "Werkzeuge und Saatgut werden aus den Mitgliedsbeiträgen der Vereine bezahlt.",
      "Kinder aus nahen Schulen besuchen einige Gärten regelmäßig im Unterricht.",
      "Manche Städte stellen die Flächen kostenlos für fünf Jahre zur Verfügung.",
    ].map((text, i) => make(10 + i, text));
    const chosen = chooseAnswer({ pool: many, rank: () => 1, before: () => undefined });
    const words = chosen.reduce((a, c) => a + c.words, 0);
    expect(words).toBeGreaterThanOrEqual(ANSWER_WORDS.target);
    expect(words).toBeLessThanOrEqual(ANSWER_WORDS.max);
  });
});

describe("exam questions on a small thesis", () => {
  const thesis = gardenThesis();
  const asked = askQuestions(thesis, planFor(thesis));

  it("answers every question only from sentences of its topic", () => {
    expect(misfits(thesis, asked)).toEqual([]);
    const byTopic = (topic: AskedQuestion["topic"]) => asked.filter((q) => q.topic === topic);
    expect(byTopic("limitation").length).toBeGreaterThan(0);
    for (const q of byTopic("limitation"))
      expect(q.sentences.every((s) => s.role === "limitation")).toBe(true);
    for (const q of [...byTopic("design"), ...byTopic("data"), ...byTopic("analysis")])
      expect(q.sentences.every((s) => s.role === "method")).toBe(true);
    for (const q of byTopic("outlook")) expect(q.sentences.every((s) => s.role === "outlook")).toBe(true);
  });

  it("never reads out a cut sentence or a sentence about the text, and cites pages", () => {
    for (const q of asked) {
      for (const bad of CUT_OR_TEXT_ROLES) expect(q.answer, q.question).not.toContain(bad);
      expect(q.answer).not.toContain("…");
      expect(q.pages.length, q.question).toBeGreaterThan(0);
      expect(q.answer).toMatch(/\(S\. \d/);
      expect(wordCount(q.answer.replace(/\s*\(S\.[^)]*\)$/, ""))).toBeLessThanOrEqual(ANSWER_WORDS.max);
    }
  });

  it("asks about the thesis's own method, findings, hypotheses and terms", () => {
    const doctorate = askQuestions(thesis, planFor(thesis, "dissertation"));
    const questions = doctorate.map((q) => q.question);
    expect(questions).toContain(
      "Können Sie Ihre Forschungsfrage und das Ziel Ihrer Arbeit noch einmal genau benennen?",
    );
    const analysis = doctorate.find((q) => q.topic === "analysis");
    expect(analysis?.answer).toContain("mit einer linearen Regression");
    expect(questions.some((q) => q.includes("Soziale Einbindung erklärt die Beteiligung am stärksten"))).toBe(
      true,
    );
    expect(questions).toContain("Haben sich Ihre Hypothesen bestätigt?");
    expect(questions.some((q) => q.startsWith("Wie definieren Sie „Beteiligung“"))).toBe(true);
    const data = doctorate.find((q) => q.topic === "data");
    expect(data?.answer).toContain("Insgesamt nahmen 214 Mitglieder");
  });

  it("explains a finding with what explains it, never with the next finding or a limit of the work", () => {
    const findings = asked.filter((q) =>
      /^(?:Wie erklären|Was bedeutet|Wie interpretieren)/.test(q.question),
    );
    expect(findings.length).toBeGreaterThan(0);
    for (const q of findings) {
      const [, ...after] = q.sentences;
      expect(after.length, q.question).toBeGreaterThan(0);
      for (const s of after) {
        expect(["limitation", "outlook", "method"], q.answer).not.toContain(s.role);
        expect(
          CUES.explanation.test(s.text) || ["interpretation", "conclusion"].includes(s.role),
          q.answer,
        ).toBe(true);
      }
    }
    // "Mitglieder mit eigenem Beet … 3,1 Terminen" has nothing that explains it: not asked about.
    expect(findings.some((q) => q.question.includes("eigenem Beet"))).toBe(false);
  });

  it("answers what a results chapter shows with its findings, and asks nothing of one without a finding", () => {
    const named = gardenThesis();
    const results = named.chapters[3] as (typeof named.chapters)[number];
    results.title = "Einflussfaktoren der Beteiligung";
    const add = (text: string) =>
      named.sentences.push({
        ...(named.sentences.find((x) => x.chapter === 3) as ThesisSentence),
        id: named.sentences.length,
        text,
        words: wordCount(text),
        // Central sentences of the chapter: without the rule they open its answer.
        score: 9,
      });
    // Read as results, yet one defines a method and one states a setting.
    add("Die schrittweise Regression ist eine Methode, bei der Prädiktoren nacheinander aufgenommen werden.");
    add("Das Signifikanzniveau wurde für alle Tests auf 5 % festgelegt.");
    // A dissertation's many questions reach the questions on single chapters.
    const ask = (t: Understanding) =>
      askQuestions(t, planFor(t, "dissertation")).find((q) =>
        q.question.startsWith("Was zeigen Ihre Ergebnisse"),
      );
    const shown = ask(named);
    expect(shown?.question).toContain("Einflussfaktoren der Beteiligung");
    expect(shown?.answer).not.toMatch(/schrittweise Regression|Signifikanzniveau/);
    expect(shown?.answer).toMatch(/Koeffizienten von 0,42|Effekt von -0,18|37 %/);
    // The same chapter with only its definition and its setting: no question on its results.
    named.sentences = named.sentences.filter(
      (x) => x.chapter !== 3 || /schrittweise Regression|Signifikanzniveau/.test(x.text),
    );
    expect(ask(named)).toBeUndefined();
  });

  it("prefers the chapter where a topic is treated over a more central sentence elsewhere", () => {
    const moved = gardenThesis();
    const find = (start: string) => moved.sentences.find((x) => x.text.startsWith(start)) as ThesisSentence;
    find("Der Fragebogen enthielt").text =
      "Der Fragebogen wurde gewählt, weil er die soziale Einbindung mit einer erprobten Skala misst.";
    const elsewhere = find("Frühere Studien betonen");
    elsewhere.role = "method";
    elsewhere.chapter = 5;
    elsewhere.score = 6;
    elsewhere.text =
      "Gartenvereine wählen ihre Befragungen oft aus praktischen Gründen, weil sie wenig kosten und schnell gehen.";
    // Recognised as a method passage too: only where it stands tells it apart.
    moved.parts.method?.passages.push(passage(elsewhere));
    const design = askQuestions(moved, planFor(moved)).find((q) =>
      q.question.startsWith("Warum haben Sie sich"),
    );
    expect(design?.sentences.every((x) => x.chapter === 2)).toBe(true);
  });

  /**
   * The garden thesis with two findings: `other` (the text given, ranked higher on its score) and the main
   * one with its coefficient; the answer to "Was ist das wichtigste Ergebnis …?".
   */
  function mostImportantWith(other: string, kind: Finding["kind"]): string | undefined {
    const t = gardenThesis();
    const find = (start: string) => t.sentences.find((x) => x.text.startsWith(start)) as ThesisSentence;
    const second = find("Unerwartet zeigte das Alter");
    second.text = other;
    const main = find("Soziale Einbindung erklärt die Beteiligung am stärksten");
    main.text =
      "Soziale Einbindung zeigte mit einem Koeffizienten von 0,42 den stärksten Effekt auf die Beteiligung.";
    const finding = (s: ThesisSentence, score: number): Finding => ({
      ...passage(s),
      sentenceId: s.id,
      kind: "comparison",
      numbers: s.text.match(/\d+/gu) ?? [],
      score,
    });
    t.parts.findings = [{ ...finding(second, 8), kind }, finding(main, 6)];
    return askQuestions(t, planFor(t)).find((q) => q.question.startsWith("Was ist das wichtigste"))?.answer;
  }

  it("names as the most important result a finding of its own, not one set against another", () => {
    // The exception ranks higher on its own: only being set against another finding puts it behind.
    const exception =
      "Die Anfahrtszeit wirkt sich jedoch bei Mitgliedern über 60 Jahren um 20 % schwächer aus.";
    expect(mostImportantWith(exception, "comparison")?.startsWith("Soziale Einbindung zeigte")).toBe(true);
  });

  it("never names as the most important result one more of something named before", () => {
    // Taken for an answer to the question, "another" would outrank the main finding if it did not name one more.
    const another =
      "Ein weiteres Indiz mit 20 % weniger Besuchen ergibt sich aus der Anfahrtszeit der Mitglieder.";
    const answer = mostImportantWith(another, "answer");
    expect(answer?.startsWith("Soziale Einbindung zeigte"), answer).toBe(true);
  });

  it("answers what follows for practice with the thesis's recommendation, never with a recap of the work", () => {
    const t = gardenThesis();
    const find = (start: string) => t.sentences.find((x) => x.text.startsWith(start)) as ThesisSentence;
    // The recommendation without a practice word; a recap of the work, more central, with one ("praktischen").
    const advice = find("Für die Praxis empfiehlt es sich");
    advice.text = "Neue Mitglieder sollten gezielt in feste Gartengruppen eingebunden werden.";
    advice.score = 1;
    const recap = find("Zusammenfassend ist soziale Einbindung");
    recap.text =
      "Zusammengefasst untersucht die Arbeit die Beteiligung in Gemeinschaftsgärten und ihre praktischen Hürden.";
    recap.score = 9;
    // A Masterarbeit: sixteen questions, so the thesis's few sentences reach this one.
    const practice = askQuestions(t, planFor(t, "master")).find((q) =>
      q.question.startsWith("Welche praktischen"),
    );
    expect(practice?.answer.startsWith("Neue Mitglieder sollten gezielt")).toBe(true);
    expect(practice?.answer).not.toContain("Zusammengefasst untersucht");
  });

  it("tells a recommendation for practice from one for further research", () => {
    for (const yes of [
      "Dies bedeutet, dass inaktive Cloud-Ressourcen immer deprovisioniert werden sollten.",
      "Nach dem aktuellen Stand ist von der Verwendung serverloser Dienste abzuraten.",
      "Clinicians should be aware that the scale is not a diagnostic instrument.",
    ])
      expect(RECOMMENDATION.test(yes), yes).toBe(true);
    for (const no of [
      "In weiteren Arbeiten sollte untersucht werden, ob sich die Befunde übertragen lassen.",
      "Future studies should be conducted in representative samples.",
      "Die Messung sollte drei Stunden dauern.",
    ])
      expect(RECOMMENDATION.test(no), no).toBe(false);
  });

  it("asks no limitation question of a thesis that names no limitation", () => {
    const plain = gardenThesis(["limitation"]);
    const questions = askQuestions(plain, planFor(plain));
    expect(questions.filter((q) => q.group === "Grenzen")).toEqual([]);
    expect(misfits(plain, questions)).toEqual([]);
  });

  it.each([
    ["bachelor", 12],
    ["master", 16],
    ["dissertation", 20],
  ])("reaches the minimum for a %s (%i)", (workType, minimum) => {
    expect(minimumQuestions(workType)).toBe(minimum);
    const questions = writeQuestions(thesis, planFor(thesis, workType));
    expect(questions.length).toBeGreaterThanOrEqual(minimum);
    expect(new Set(questions.map((q) => q.question)).size).toBe(questions.length);
    for (const q of questions) expect(q.pages.length).toBeGreaterThan(0);
  });

  it("uses the student's methodology text in a method answer", () => {
    const methodology =
      "Ich habe die Mitglieder der Gärten über ihre Mailinglisten zur Befragung eingeladen. Die Antworten habe ich anonym gespeichert und danach bereinigt.";
    const questions = askQuestions(thesis, planFor(thesis, "bachelor", methodology));
    const summary = questions.find((q) => q.question.startsWith("Können Sie Ihr methodisches Vorgehen"));
    expect(summary?.answer).toMatch(/^Ich habe die Mitglieder der Gärten/);
    expect(summary?.pages.length).toBeGreaterThan(0);
  });

  it("asks why one method beats another only when the thesis compares them", () => {
    const compared = gardenThesis();
    const s = compared.sentences.find((x) =>
      x.text.startsWith("Eine lineare Regression ist geeignet"),
    ) as ThesisSentence;
    s.text =
      "Lineare Regressionsmodelle sind besser geeignet als einfache Korrelationen, weil sie mehrere Faktoren gleichzeitig schätzen.";
    const withContrast = askQuestions(compared, planFor(compared)).map((q) => q.question);
    expect(withContrast).toContain(
      "Warum sind Lineare Regressionsmodelle für Ihre Fragestellung besser geeignet als einfache Korrelationen?",
    );
    expect(asked.some((q) => q.topic === "method-contrast")).toBe(false);
  });
});

describe("exam questions on an English thesis", () => {
  it("asks in English, cites pages as p./pp. and heads groups in English", () => {
    const thesis = gardenThesis();
    const english: Array<[SentenceRole, string]> = [
      ["question", "The aim of this study was to explain why members take part in urban community gardens."],
      [
        "method",
        "Data were collected with an online questionnaire in twelve gardens in three German cities.",
      ],
      ["method", "A total of 214 members took part, and the answers were analysed with a linear regression."],
      [
        "result",
        "Social ties explained participation more strongly than travel time, with a coefficient of 0.42.",
      ],
      ["result", "The model explained 37 % of the variance in monthly participation across all gardens."],
      [
        "limitation",
        "The sample is not representative because only active members received the questionnaire.",
      ],
      [
        "limitation",
        "Cross-sectional data do not allow conclusions about the direction of the effects found.",
      ],
      [
        "outlook",
        "Future research should follow the same members over several years to see how ties develop.",
      ],
    ];
    const roleChapter: Partial<Record<SentenceRole, number>> = {
      question: 0,
      method: 2,
      result: 3,
      limitation: 4,
      outlook: 5,
    };
    thesis.language = "en";
    thesis.sentences = english.map(([role, text], id) => ({
      id,
      text,
      page: 10 + id,
      chapter: roleChapter[role] ?? 0,
      sectionId: null,
      score: 1,
      words: wordCount(text),
      role,
      flags: [],
    }));
    thesis.parts = {
      ...EMPTY_PARTS,
      limitations: thesis.sentences.filter((x) => x.role === "limitation").map(passage),
    };
    const asked = askQuestions(thesis, planFor(thesis));
    expect(asked.length).toBeGreaterThan(0);
    expect(misfits(thesis, asked)).toEqual([]);
    for (const q of asked) {
      expect(q.question).not.toMatch(/[äöüß]|\b(?:Sie|Ihre|Wie)\b/u);
      expect(q.answer).toMatch(/\((?:p|pp)\. \d/);
    }
    expect(asked.find((q) => q.topic === "research-question")?.answer).toContain("The aim of my study");
    expect(GROUP_LABELS.en.Grenzen).toBe("Limitations");
  });
});

/** The corpus with the questionnaire answers the deck test uses (work type and kind of research). */
const CORPUS_CASES: Array<[file: string, workType: string, researchType: Questionnaire["researchType"]]> = [
  ["de_ba_informatik_co2-cloud-azure_dhbw_90p.pdf", "bachelor", "empirical"],
  ["de_ba_statistik_netzwerkdaten-ergm_lmu_38p.pdf", "bachelor", "empirical"],
  ["de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf", "hausarbeit", "empirical"],
  ["de_hausarbeit_informatik_selbstschneidungen-polygone_entwurf.doc", "hausarbeit", "literature"],
  ["de_hausarbeit_ki_hotel-stornierung_29p.pdf", "master", "mixed_methods"],
  ["de_hausarbeit_ki_hotel-stornierung_entwurf.docx", "hausarbeit", "empirical"],
  ["de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf", "hausarbeit", "empirical"],
  ["de_seminararbeit_informatik_julia-datenvisualisierung.docx", "seminararbeit", "literature"],
  ["en_ba_psychologie_euthymia-scale_cfh.docx", "bachelor", "empirical"],
  ["pair1_de_seminararbeit_informatik_jmeter-lasttest_hska_32p.pdf", "master", "literature"],
];

describe.runIf(existsSync(CORPUS_DIR))("exam questions for every corpus thesis", () => {
  it.each(CORPUS_CASES)("%s (%s, %s)", { timeout: 60_000 }, async (file, workType, researchType) => {
    const { thesis } = await corpusThesis(file);
    const plan = planSlides(thesis, { workType, researchType, minutes: 15, methodology: "" });
    const asked = askQuestions(thesis, plan);
    expect(asked.length).toBeGreaterThanOrEqual(minimumQuestions(workType));
    expect(misfits(thesis, asked)).toEqual([]);
    for (const q of asked) {
      expect(q.pages.length, q.question).toBeGreaterThan(0);
      expect(q.answer, q.question).not.toMatch(/…|\.\.\./);
      expect(q.sentences.every((s) => s.role !== "roadmap" && s.role !== "broken")).toBe(true);
      expect(wordCount(q.answer.replace(/\s*\((?:S|pp?)\.[^)]*\)$/, ""))).toBeLessThanOrEqual(
        ANSWER_WORDS.max,
      );
    }
    if (thesis.language === "en") expect(asked.every((q) => !/[äöüß]/.test(q.question))).toBe(true);
  });
});

/** The model answer a corpus thesis gets to one question (a talk of `minutes`, no methodology text). */
async function answerTo(file: string, workType: string, minutes: number, question: string) {
  const { thesis } = await corpusThesis(file);
  const plan = planSlides(thesis, { workType, researchType: "empirical", minutes, methodology: "" });
  return askQuestions(thesis, plan).find((q) => q.question === question)?.answer;
}

describe.runIf(existsSync(CORPUS_DIR))(
  "the questions any text answers open with what the thesis says about itself",
  () => {
    it("answers 'Worum geht es in Ihrer Arbeit?' with the research question, also where it stands before the body", async () => {
      const answer = await answerTo(
        "de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf",
        "hausarbeit",
        10,
        "Worum geht es in Ihrer Arbeit?",
      );
      expect(answer).toMatch(
        /^Meine Arbeit beschäftigt sich mit der Frage, wie sich das Wachstumsverhalten/u,
      );
    }, 60_000);

    it("answers 'Wie beantworten Sie Ihre Forschungsfrage?' with each hypothesis the thesis decides, no claim of value", async () => {
      const answer = await answerTo(
        "de_ba_politikwissenschaft_ict-arbeitslosigkeit-oecd-panel_frankfurt_52p.pdf",
        "bachelor",
        25,
        "Wie beantworten Sie Ihre Forschungsfrage?",
      );
      expect(answer).toMatch(/^Die erste Hypothese \(H1\)/u);
      expect(answer).toMatch(/\(H2\)[^.]*gestützt\. Die dritte Hypothese \(H3\)/u);
      expect(answer).not.toMatch(/wertvolle Einblicke|trägt zur wissenschaftlichen Debatte/u);
    }, 60_000);

    it("answers it with the thesis's answer sentences wherever they stand, never with a limit of the work", async () => {
      const answer = await answerTo(
        "pair2_de_ma_bioprozesstechnik_lbadh-valerolacton_tu-dortmund_114p.pdf",
        "master",
        40,
        "Wie beantworten Sie Ihre Forschungsfrage?",
      );
      expect(answer).toMatch(/konnte das Modell als valide bestätigt werden/u);
      expect(answer).not.toMatch(/Fehlerbetrachtung nicht vollständig/u);
    }, 60_000);
  },
);
