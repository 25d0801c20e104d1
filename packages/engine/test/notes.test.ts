/**
 * Notes a student can speak: no citations, asides or quotations in another language; an opener about this
 * slide; a hand-over that does not repeat; the figure talked through; a welcome that says who, what and why;
 * each slide's notes near its own time.
 */
import { describe, expect, it } from "vitest";
import type { PlannedSlide } from "../src/plan/planner.ts";
import { splitSentences } from "../src/text/sentences.ts";
import { wordCount } from "../src/text/words.ts";
import type { ThesisFigure } from "../src/understand/schema.ts";
import { welcomeNotes } from "../src/write/cover.ts";
import { notesWithFigure } from "../src/write/figure-notes.ts";
import { extractiveNotes, spokenForm } from "../src/write/model/extractive-notes.ts";
import { opener } from "../src/write/model/notes-opener.ts";
import type { Passage } from "../src/write/model/text-model.ts";
import { fillNotes, HAND_OVER, notesTarget, transitionTo } from "../src/write/notes.ts";
import { citesSource, quotesSomeoneElse, withoutAsides } from "../src/write/wording/asides.ts";
import { plannedSlide, slideRequest as request } from "./support/slides.ts";

describe("withoutAsides / citesSource", () => {
  it("takes out bracketed citations, asides, loose references, page references and et al.", () => {
    expect(
      withoutAsides(
        "Die Matrixdarstellung (Kolaczyk und Csárdi, 2020: S. 17) ist eine weitere Darstellungsform.",
        "de",
      ),
    ).toBe("Die Matrixdarstellung ist eine weitere Darstellungsform.");
    expect(
      withoutAsides("Die Architektur nutzt CQRS (Command Query Responsibility Segregation).", "de"),
    ).toBe("Die Architektur nutzt CQRS.");
    expect(withoutAsides("Der Effekt ist stabil [12], vgl. Müller 2019, S. 4.", "de")).toBe(
      "Der Effekt ist stabil.",
    );
    expect(withoutAsides("Smith et al. show that the effect holds (p < .05).", "en")).toBe(
      "Smith and colleagues show that the effect holds.",
    );
    expect(withoutAsides("Die Werte steigen (siehe Anhang", "de")).toBe("Die Werte steigen");
    expect(citesSource("Das zeigt Meier, 2019 für Bayern.")).toBe(true);
    expect(citesSource("Vgl. ebd. die Herleitung.")).toBe(true);
    // A bullet loses its closing full stop: "as outlined by Carrozzino et al" still cites.
    expect(citesSource("The plan follows the recommendations as outlined by Carrozzino et al")).toBe(true);
    expect(citesSource("Zwischen 2008 und 2013 stieg die Zahl.")).toBe(false);
    expect(citesSource("Nach 2018 sinkt die Quote.")).toBe(false);
  });
});

describe("quotesSomeoneElse", () => {
  it("finds quotations in the other language and long direct quotations, keeps quoted terms", () => {
    expect(
      quotesSomeoneElse(
        "Schon früh hieß es: „the network is the most important unit of the analysis“.",
        "de",
      ),
    ).toBe(true);
    expect(quotesSomeoneElse("The results of this study are robust for all of the groups.", "de")).toBe(true);
    expect(
      quotesSomeoneElse(
        "Er schreibt, „hohe Salzkonzentrationen verursachen bei Pflanzen einen deutlichen Stress im Wurzelbereich“.",
        "de",
      ),
    ).toBe(true);
    expect(quotesSomeoneElse("Knoten werden im Englischen „vertices“ oder „nodes“ genannt.", "de")).toBe(
      false,
    );
    expect(quotesSomeoneElse("Die „adjacency matrix“ fasst alle Kanten zusammen.", "de")).toBe(false);
    expect(quotesSomeoneElse("Die Kanten sind gerichtet [...] und gewichtet.", "de")).toBe(true);
    expect(quotesSomeoneElse("Der Boden ist salzig, denn “hohe Salzkonzentrationen schaden.", "de")).toBe(
      true,
    );
    expect(quotesSomeoneElse("Pflanzen leiden [. . . ] unter Salzstress.", "de")).toBe(true);
    expect(quotesSomeoneElse("He calls it “drift” in “most” cases.", "en")).toBe(false);
    expect(quotesSomeoneElse("Sie nennt das »Drift« und „Rauschen“.", "de")).toBe(false);
  });
});

function passage(id: number, text: string, extra: Partial<Passage> = {}): Passage {
  return { id, text, page: 3, score: 0.8, role: "result", flags: ["result"], ...extra };
}

const RESULTS = [
  passage(10, "Die Teilnehmenden waren im Mittel 34 Jahre alt."),
  passage(11, "Der Zusammenhang zwischen Einbindung und Beteiligung war deutlich (Meier, 2019: S. 4)."),
  passage(12, "Vgl. Müller 2019, S. 4 zeigt denselben Effekt für Bayern, Hessen und das Saarland."),
  passage(13, "Schon früh hieß es: „participation is the most important unit of the analysis“."),
  passage(14, "Das Modell erklärte insgesamt 34 % der Varianz der Beteiligung in allen zwölf Gärten."),
  passage(15, "Die Entfernung zum Garten spielte für die Beteiligung kaum eine Rolle."),
  passage(16, "Ältere Mitglieder kamen häufiger als jüngere Mitglieder in die Gärten."),
];

describe("extractiveNotes", () => {
  it("opens with the slide's central sentence, says no citation or foreign quotation, keeps to the budget", () => {
    const notes = extractiveNotes(request(RESULTS), [10, 14], "Ergebnisse");
    const sentences = splitSentences(notes.text);
    expect(sentences[0]).toMatch(/:\s\p{Lu}/u);
    expect(notes.text).not.toMatch(/Meier|Müller|Vgl\.|participation|\(/u);
    expect(notes.text).toContain("Der Zusammenhang zwischen Einbindung und Beteiligung war deutlich.");
    const n = wordCount(notes.text);
    expect(n).toBeGreaterThanOrEqual(60 * 0.75);
    expect(n).toBeLessThanOrEqual(60 * 1.25);
  });

  it("opens the slide that answers the research question on its answer, even a long one", () => {
    const fazit = [
      passage(20, "In der Saison wurden insgesamt 2,6 Mrd. Euro an die Vereine ausgeschüttet.", {
        role: "conclusion",
        flags: ["conclusion"],
      }),
      passage(
        21,
        "Wir konnten unsere erste Hypothese bestätigen und feststellen, dass der Zusammenhang zwischen den erklärenden Variablen und dem Marktwert nicht linear ist, sondern einer exponentiellen Funktion gleicht.",
        { role: "conclusion", flags: ["conclusion", "answer"] },
      ),
    ];
    const text = extractiveNotes(request(fazit, { kind: "conclusion" }), [20, 21], "Fazit").text;
    expect(splitSentences(text)[0]).toMatch(/: Ich konnte meine erste Hypothese bestätigen/u);
  });

  it("never says the same sentence twice, and slides of one kind do not all open alike", () => {
    const openers = new Set<string>();
    for (let k = 0; k < 4; k++) {
      const shifted = RESULTS.map((p) => ({ ...p, id: p.id + 10 * k }));
      const text = extractiveNotes(request(shifted), [10 + 10 * k + (k % 3)], "Ergebnisse").text;
      const sentences = splitSentences(text);
      expect(new Set(sentences).size).toBe(sentences.length);
      openers.add((sentences[0] ?? "").split(":")[0] ?? "");
    }
    expect(openers.size).toBeGreaterThan(1);
  });

  it("says a sentence that points back inside only after the one it points to, unless time runs short", () => {
    const pool = [
      ...RESULTS,
      // Ranked first among the rest: before, it was said right after the bullets' sentences.
      passage(20, "Im Wildtyp befindet sich an dieser Stelle ein Glycin.", { score: 3 }),
      passage(30, "Die Mitglieder trafen sich in allen zwölf Gärten jede Woche zur Arbeit."),
    ];
    expect(extractiveNotes(request(pool), [10, 14], "Ergebnisse").text).not.toContain("an dieser Stelle");
    // With the sentence before it said, it follows.
    const after = [
      ...pool,
      passage(19, "Die Variante trägt an Position 37 ein Aspartat statt eines Glycins."),
    ];
    expect(extractiveNotes(request(after, { notesWords: 200 }), [19], "Ergebnisse").text).toContain(
      "an dieser Stelle",
    );
    // A slide whose time the other sentences cannot fill still says it.
    const thin = [passage(40, "Das Modell erklärte 34 % der Varianz."), { ...pool[7], id: 42 } as Passage];
    expect(extractiveNotes(request(thin, { notesWords: 40 }), [40], "Ergebnisse").text).toContain(
      "an dieser Stelle",
    );
  });

  it("opens with a lead-in and says no sentence the earlier slides already said", () => {
    const first = extractiveNotes(request(RESULTS), [10], "Ergebnisse").text;
    const lead = first.split(":")[0] ?? "";
    const again = RESULTS.map((p) => ({ ...p, id: p.id + 100 }));
    const second = extractiveNotes(request(again, { said: [first] }), [10], "Ergebnisse").text;
    expect(extractiveNotes(request(again), [10], "Ergebnisse").text.startsWith(`${lead}:`)).toBe(true);
    expect(second.startsWith(`${lead}:`)).toBe(false);
    for (const s of splitSentences(second)) expect(first).not.toContain(s);
  });

  it("says the central sentence after its lead-in without the connective that tied it to the thesis", () => {
    const tied = [
      passage(50, "Zudem erklärte das Modell insgesamt 34 % der Varianz der Beteiligung."),
      passage(51, "Ältere Mitglieder kamen, wie bereits erwähnt, häufiger in die Gärten."),
    ];
    const first = splitSentences(extractiveNotes(request(tied), [50], "Ergebnisse").text)[0] ?? "";
    expect(first).toMatch(/: Das Modell erklärte insgesamt 34 % der Varianz der Beteiligung\.$/u);
    const second = splitSentences(extractiveNotes(request(tied.slice(1)), [51], "Ergebnisse").text)[0] ?? "";
    expect(second).toMatch(/: Ältere Mitglieder kamen häufiger in die Gärten\.$/u);
    // A conjunction in front ("Aber …") ties the sentence to the one before it in the thesis, too.
    const but = [passage(52, "Aber mit zunehmender Erfahrung wurde die Lücke zwischen den Gruppen kleiner.")];
    const third = splitSentences(extractiveNotes(request(but), [52], "Ergebnisse").text)[0] ?? "";
    expect(third).toMatch(/: Mit zunehmender Erfahrung wurde die Lücke zwischen den Gruppen kleiner\.$/u);
  });

  it("says a sentence the thesis repeats word for word only once", () => {
    const twice = [
      ...RESULTS,
      passage(40, "Die Entfernung zum Garten spielte für die Beteiligung kaum eine Rolle."),
    ];
    const sentences = splitSentences(
      extractiveNotes(request(twice, { notesWords: 200 }), [10], "Ergebnisse").text,
    );
    expect(sentences.filter((s) => s.startsWith("Die Entfernung zum Garten"))).toHaveLength(1);
  });

  it("says a result the thesis states twice with the same values only once", () => {
    const twice = [
      ...RESULTS,
      passage(41, "Die berechnete Inaktivierungskonstante beträgt kd = 0,0059 ± 0,0018 h−1 im Mittel."),
      passage(
        42,
        "Aus den Messungen ließ sich eine Inaktivierungskonstante von 0,0059±0,0018 h−1 bestimmen.",
      ),
      // Other values in the same words are another fact and stay.
      passage(43, "Die berechnete Hydrolysekonstante beträgt khyd = 0,119 ± 0,004 h−1 im Mittel."),
    ];
    const text = extractiveNotes(request(twice, { notesWords: 200 }), [10], "Ergebnisse").text;
    expect(text.match(/0,0059/gu)).toHaveLength(1);
    expect(text).toContain("0,119 ± 0,004");
  });

  it("says less on a short slide and more of its own material on a long one", () => {
    const short = extractiveNotes(request(RESULTS, { notesWords: 25 }), [10], "Ergebnisse");
    expect(wordCount(short.text)).toBeLessThanOrEqual(25 * 1.25);
    const long = extractiveNotes(request(RESULTS, { notesWords: 70 }), [10], "Ergebnisse");
    expect(wordCount(long.text)).toBeGreaterThan(wordCount(short.text));
  });

  it("fills a thin slide with its own longer sentences, said in parts, rather than leaving it short", () => {
    const long = passage(
      30,
      "Die Befragung in den zwölf Gärten fand im Frühjahr statt und umfasste Fragen zur Häufigkeit der Besuche, zur Dauer der Mitgliedschaft, zur sozialen Einbindung in die Gruppe, zur Entfernung zwischen Wohnung und Garten sowie zu den Gründen für die Teilnahme.",
    );
    const short = [passage(31, "Die Teilnehmenden waren im Mittel 34 Jahre alt.")];
    const text = extractiveNotes(request([...short, long], { notesWords: 50 }), [31], "Ergebnisse").text;
    expect(text).toContain("Die Befragung in den zwölf Gärten fand im Frühjahr statt");
  });

  it("does not name the slide again right after the hand-over named it, and ends every sentence", () => {
    const thin = [passage(20, "Die Gärten lagen auch in kleineren Städten Hessens")];
    const req = request(thin, {
      kind: "method",
      titleHint: "Datenerhebung",
      said: ["… Als Nächstes geht es um „Datenerhebung“."],
    });
    expect(extractiveNotes(req, [], "Datenerhebung").text).toBe(
      "Die Gärten lagen auch in kleineren Städten Hessens.",
    );
  });

  it("names the slide when no sentence can open it", () => {
    const thin = [passage(20, "Dabei zeigte sich ein deutlicher Unterschied zwischen den Gärten.")];
    const text = extractiveNotes(
      request(thin, { kind: "method", titleHint: "Datenerhebung" }),
      [],
      "Datenerhebung",
    ).text;
    expect(text).toMatch(/„Datenerhebung“/u);
  });

  it("calls nothing a finding that is none: a definition on a results slide gets a neutral lead-in", () => {
    const definition = passage(
      40,
      "Die Burn-in-Diagnose vergleicht die Mittelwerte an verschiedenen Punkten der Kette.",
    );
    const finding = passage(41, "Die Chance einer Beziehung ist in derselben Partei deutlich höher.");
    const results = { kind: "results" as const, titleHint: "Modellqualität" };
    const first = (ids: number[], ps: Passage[]) =>
      splitSentences(extractiveNotes(request(ps, results), ids, "Modellqualität").text)[0] ?? "";
    expect(first([40], [definition])).not.toMatch(/Ergebnis|Befund|Kernaussage/u);
    expect(first([41], [finding])).toMatch(
      /^(?:Das zentrale Ergebnis hier|Vorweg der wichtigste Befund|Die Kernaussage dieser Folie):/u,
    );
  });

  it("says no half of a quotation the sentence splitter cut apart", () => {
    const passages = [
      passage(30, "Die Perikope erzählt die Heilung eines Gelähmten in Kafarnaum."),
      passage(31, "Kind, deine Sünden werden dir vergeben.“"),
      passage(32, "Die Schriftgelehrten widersprechen Jesus in einem Streitgespräch."),
    ];
    const text = extractiveNotes(
      request(passages, { kind: "theory", titleHint: "Perikope" }),
      [],
      "Perikope",
    ).text;
    expect(text).toContain("Streitgespräch");
    expect(text).not.toContain("Sünden");
  });

  it("speaks a thesis sentence without asides, in the first person, in short sentences", () => {
    expect(spokenForm("In dieser Arbeit wurde die Beteiligung (n = 214) untersucht [4].", "de")).toBe(
      "In meiner Arbeit wurde die Beteiligung untersucht.",
    );
    expect(spokenForm("2: Wie bei der ersten Anfrage ist die Core API schneller.", "de")).toBe(
      "Wie bei der ersten Anfrage ist die Core API schneller.",
    );
    // A numbered list item's label is said without its number.
    expect(spokenForm("1. automatisierte Zimmerfreigabe: Das System gibt Zimmer frei.", "de")).toBe(
      "Automatisierte Zimmerfreigabe: Das System gibt Zimmer frei.",
    );
  });
});

function planned(n: number, kind: PlannedSlide["kind"], titleHint: string): PlannedSlide {
  return plannedSlide(n, kind, { titleHint });
}

describe("opener", () => {
  it("introduces a finding as the result, a step of the procedure as how it was done, anything else plainly", () => {
    const finding = opener(
      request([]),
      "Ergebnisse",
      0,
      "Die Kresse wuchs im salzigen Medium deutlich langsamer.",
    );
    expect(finding).toMatch(
      /^(?:Das zentrale Ergebnis hier|Vorweg der wichtigste Befund|Die Kernaussage dieser Folie):/u,
    );
    const step = opener(
      request([]),
      "Ergebnisse",
      0,
      "Zunächst wurde der zeitliche Verlauf der Wuchshöhe betrachtet.",
    );
    expect(step).toMatch(/^(?:Zum Vorgehen|Methodisch ist hier entscheidend):/u);
    // "Zur Verbesserung …" says what a step is for: no effect that was found, so no result's lead-in.
    const purpose = opener(
      request([]),
      "Ergebnisse",
      0,
      "Zur Verbesserung der Cofaktornutzung wird NADH über ein Regenerationssystem erneut oxidiert.",
    );
    expect(purpose).not.toMatch(/Ergebnis|Befund|Kernaussage/u);
    // A sentence with its own label gets no second one ("Zur Bewertung: Mögliche Erklärung: …").
    const labelled = "Mögliche Erklärung: Die Lagerung des Essigs hat dessen Wirkung beeinflusst.";
    expect(opener(request([], { kind: "discussion" }), "Diskussion", 0, labelled)).toBe(labelled);
  });

  it("takes no lead-in whose word opens a sentence the slide may say next", () => {
    const recap = passage(
      30,
      "Zusammengefasst untersucht die Arbeit das Wachstum der Kresse in drei Medien.",
      { role: "conclusion" },
    );
    const answer = "Salz hemmt das Wachstum der Kresse deutlich.";
    // Every seed: both conclusion lead-ins are tried, and "Zusammengefasst:" never comes before "Zusammengefasst …".
    for (let seed = 0; seed < 4; seed++)
      expect(opener(request([recap], { kind: "conclusion" }), "Fazit", seed, answer)).not.toMatch(
        /^Zusammengefasst:/u,
      );
  });
});

describe("transitionTo", () => {
  it("hands over to every next slide without repeating itself, and says the end once", () => {
    const kinds: PlannedSlide["kind"][] = ["motivation", "theory", "method", "results", "results", "results"];
    const deck = kinds.map((k, i) => planned(i + 3, k, k === "results" ? "Ergebnisse" : `Teil ${i}`));
    const said = deck.map((s, i) => transitionTo(deck[i + 1], s.kind, true));
    expect(said.every(Boolean)).toBe(true);
    expect(new Set(said).size).toBe(said.length);
    expect(said.at(-1)).toBe("Damit komme ich zum Schluss.");
    for (const t of said) expect(HAND_OVER.test(t)).toBe(true);
    expect(transitionTo(planned(9, "backup", "Backup: Abb. 3"), "results", false)).toBe(
      "This brings me to the end.",
    );
    expect(transitionTo(undefined, "backup", true)).toBe("");
    // A long combined title is said by its first part.
    expect(
      transitionTo(planned(4, "theory", "Stand der Forschung & Theorie & Hypothesen"), "motivation", true),
    ).toMatch(/„Stand der Forschung“\.$/u);
  });

  it("uses each phrasing once in a long deck; continuations past the phrasings hand over in silence", () => {
    const kinds: PlannedSlide["kind"][] = [
      "motivation",
      ...Array.from({ length: 12 }, () => "theory" as const),
      "method",
      ...Array.from({ length: 10 }, () => "results" as const),
      "conclusion",
    ];
    const deck = kinds.map((k, i) => planned(i + 3, k, `Folie ${i + 3}`));
    const said = deck.map((s, i) => transitionTo(deck[i + 1], s.kind, true, deck)).filter(Boolean);
    const frames = said.map((t) => t.replace(/„[^“]*“/u, "…"));
    expect(new Set(frames).size).toBe(frames.length);
    // The five continuation phrasings (the other 15 continuations say nothing), four hand-overs into a new
    // part (theory, method, results, conclusion) and the end.
    expect(said).toHaveLength(5 + 4 + 1);
  });
});

const FIGURE: ThesisFigure = {
  id: "abb-3",
  kind: "figure",
  number: "3",
  caption: "Abbildung 3: Beteiligung nach Alter (eigene Darstellung)",
  page: 12,
  chapter: 1,
  sectionId: null,
  refs: [1, 2],
  image: null,
  tableIndex: null,
};

function sentence(id: number, text: string) {
  return {
    id,
    text,
    page: 12,
    chapter: 1,
    sectionId: null,
    score: 0.5,
    words: wordCount(text),
    role: "figure-description" as const,
    flags: [],
  };
}

describe("fillNotes", () => {
  it("pads only with sentences in the language of the notes", () => {
    const out = fillNotes(
      ["I tested the following hypotheses for the sample of this study."],
      [
        "Ziel dieser Studie war es, eine deutsche Version der Skala zu erstellen und zu validieren.",
        "The scale was translated and then validated in two samples.",
      ],
      40,
    );
    expect(out).toBe(
      "I tested the following hypotheses for the sample of this study. The scale was translated and then validated in two samples.",
    );
  });
});

describe("notesWithFigure", () => {
  const thesis = {
    language: "de" as const,
    figures: [FIGURE],
    sentences: [
      sentence(0, "Die Daten stammen aus zwölf Gärten."),
      sentence(1, "Abbildung 3 zeigt, dass ältere Mitglieder deutlich häufiger kommen (vgl. Meier 2019)."),
      sentence(2, "Wie in Abbildung 3 zu sehen ist, gilt dies für alle Gärten gleichermaßen."),
    ],
  };
  it("does not say the thesis's notes on where its scripts put the figures", () => {
    const housekeeping = {
      ...sentence(1, "Die Skripte legen die Abbildungen in Abschnitt 3 im Ordner Supplement/Results ab."),
      role: "housekeeping" as const,
    };
    const out = notesWithFigure(
      "Zu den Ergebnissen: Es gab 214 Antworten. Das war viel.",
      { figureId: "abb-3" },
      {
        ...thesis,
        sentences: [thesis.sentences[0], housekeeping, thesis.sentences[2]] as typeof thesis.sentences,
      },
    );
    expect(out).not.toContain("Supplement");
    expect(out).toContain("gilt dies für alle Gärten gleichermaßen");
  });

  it("talks the figure through with the thesis's own words about it, after the opener", () => {
    const out = notesWithFigure(
      "Zu den Ergebnissen: Es gab 214 Antworten. Das war viel.",
      { figureId: "abb-3" },
      thesis,
    );
    const sentences = splitSentences(out);
    expect(sentences[1]).toBe("Hier sehen Sie Abbildung 3, Beteiligung nach Alter.");
    const cited = {
      ...thesis,
      figures: [{ ...FIGURE, caption: "Abbildung 3: [8] Beteiligung nach Alter (Meier 2019)" }],
    };
    expect(
      splitSentences(
        notesWithFigure("Zu den Ergebnissen: Es gab 214 Antworten.", { figureId: "abb-3" }, cited),
      )[1],
    ).toBe("Hier sehen Sie Abbildung 3, Beteiligung nach Alter.");
    expect(sentences[2]).toBe("Abbildung 3 zeigt, dass ältere Mitglieder deutlich häufiger kommen.");
    expect(out).not.toMatch(/Meier/u);
  });
  it("does not say what an earlier slide already said about the figure", () => {
    const earlier = "Abbildung 3 zeigt, dass ältere Mitglieder deutlich häufiger kommen.";
    const out = notesWithFigure("Zu den Ergebnissen: Es gab 214 Antworten.", { figureId: "abb-3" }, thesis, [
      earlier,
    ]);
    expect(out).not.toContain(earlier);
    expect(out).toContain("Wie in Abbildung 3 zu sehen ist");
  });
  it("says a figure's place on the page never, and the same about it once", () => {
    const twice = {
      ...thesis,
      sentences: [
        sentence(0, "Die Daten stammen aus zwölf Gärten."),
        sentence(
          1,
          "Die Beteiligung der Mitglieder nach Alter und Geschlecht ist in der untenstehenden Abbildung 3 dargestellt.",
        ),
        sentence(
          2,
          "In der folgenden Abbildung 3 ist die Beteiligung der Mitglieder nach Alter und Geschlecht zu sehen.",
        ),
      ],
    };
    const out = notesWithFigure("Zu den Ergebnissen: Es gab 214 Antworten.", { figureId: "abb-3" }, twice);
    expect(out).toContain("ist in Abbildung 3 dargestellt");
    expect(out).not.toMatch(/untenstehend|folgenden Abbildung/u);
    expect(out).not.toContain("zu sehen");
  });
  it("leaves out a sentence that only says where the figure is, after its caption was read out", () => {
    const pointers = {
      ...thesis,
      sentences: [
        sentence(0, "Die Daten stammen aus zwölf Gärten."),
        sentence(1, "Diese Einteilung wird in Abbildung 3 dargestellt."),
        sentence(2, "Eine Übersicht über die Beteiligung nach Alter bietet Abbildung 3."),
      ],
    };
    const out = notesWithFigure("Zu den Ergebnissen: Es gab 214 Antworten.", { figureId: "abb-3" }, pointers);
    expect(out).toBe(
      "Zu den Ergebnissen: Es gab 214 Antworten. Hier sehen Sie Abbildung 3, Beteiligung nach Alter.",
    );
  });
  it("makes room for the figure within the slide's time", () => {
    const body = Array.from(
      { length: 12 },
      (_, i) => `Satz ${i} sagt etwas über die Gärten und ihre Mitglieder.`,
    );
    const notes = ["Zu den Ergebnissen: Es gab 214 Antworten.", ...body].join(" ");
    const slide = { figureId: "abb-3", seconds: 40 };
    const out = notesWithFigure(notes, slide, thesis);
    expect(wordCount(out) + 8).toBeLessThanOrEqual(notesTarget(slide) * 1.15);
    expect(out).toContain("Hier sehen Sie Abbildung 3");
  });
});

describe("welcomeNotes", () => {
  const sentences = [
    {
      text: "Diese Arbeit untersucht, wie soziale Einbindung die Beteiligung in Gemeinschaftsgärten erklärt.",
      flags: ["goal"],
      role: "background",
      chapter: 0,
      score: 0.6,
    },
    ...Array.from({ length: 20 }, (_, i) => ({
      text: `Satz ${i}.`,
      flags: [],
      role: "background",
      chapter: 1,
      score: 0.2,
    })),
    // A technical sentence late in the body, flagged as a goal by mistake.
    {
      text: "Ziel des Schätzers ist es, In- und Out-Degree der Knoten dieser Arbeit getrennt zu modellieren.",
      flags: ["goal"],
      role: "method",
      chapter: 3,
      score: 0.9,
    },
  ];
  it("says who, what and why, never a technical sentence from the body", () => {
    const text = welcomeNotes({
      title: "Beteiligung in Gemeinschaftsgärten",
      kind: "Bachelorarbeit",
      authors: ["A. Muster"],
      sentences,
      language: "de",
    });
    expect(text).toBe(
      "Guten Tag und herzlich willkommen. Mein Name ist A. Muster. Ich stelle Ihnen heute meine Bachelorarbeit vor: „Beteiligung in Gemeinschaftsgärten“. Meine Arbeit untersucht, wie soziale Einbindung die Beteiligung in Gemeinschaftsgärten erklärt.",
    );
    expect(text).not.toMatch(/Degree/u);
  });
  it("leaves out the aim the question slide already says, and the name when there are several authors", () => {
    const text = welcomeNotes({
      title: "Gärten",
      kind: "Master's thesis",
      authors: ["A", "B"],
      sentences,
      language: "en",
      said: new Set([sentences[0]?.text ?? ""]),
    });
    expect(text).toBe("Good day and welcome. Today I present my Master's thesis: “Gärten”.");
    const padded = welcomeNotes({
      title: "Gärten",
      kind: "Master's thesis",
      authors: [],
      sentences: [],
      language: "en",
      target: 40,
    });
    expect(padded).toBe(
      "Good day and welcome. Today I present my Master's thesis: “Gärten”. I will show you what my thesis is about, how I went about it and what I found.",
    );
  });
});
