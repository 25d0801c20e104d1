/** Findings and the answer to the research question (understand/findings.ts) and how slides use them. */
import { describe, expect, it } from "vitest";
import type { ChapterRole } from "../src/document.ts";
import { assignFindings } from "../src/plan/finding-choice.ts";
import { type FindingSource, findThesisFindings } from "../src/understand/finding-rank.ts";
import { statementKind } from "../src/understand/findings.ts";
import { findResearchAnswer, withEachAnswer } from "../src/understand/research-answer.ts";
import { EMPTY_PARTS, type Finding } from "../src/understand/schema.ts";
import type { SentenceRole } from "../src/understand/sentence-role/roles.ts";
import { understand } from "../src/understand/understand.ts";
import { answerBullet, answerBullets, answerClause } from "../src/write/model/extractive.ts";
import type { SlideRequest } from "../src/write/model/text-model.ts";
import { shortenToClause } from "../src/write/wording/condense.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";
import { thesisOf } from "./support/hand-thesis.ts";

let nextId = 0;
function source(
  text: string,
  chapterRole: ChapterRole | "front",
  role: SentenceRole = "result",
  path: string[] = [],
): FindingSource {
  return {
    text,
    page: 5,
    chapter: chapterRole === "front" ? -1 : 2,
    sectionId: null,
    headingId: null,
    path,
    chapterRole,
    first: false,
    role,
    id: chapterRole === "front" ? null : nextId++,
  };
}

describe("statement kinds", () => {
  it("reads a step told as done in the main clause as how a result was obtained, not a finding", () => {
    for (const step of [
      "Zunächst wurde der zeitliche Verlauf der Konzentration betrachtet.",
      "Die resultierenden Parameter wurden einander gegenübergestellt.",
      // A participle that opens with an umlaut (JavaScript's \b does not see its start).
      "Die Messwerte wurden anschließend auf Plausibilität überprüft.",
      "Anpassungen werden vorgenommen und dann verglichen.",
      "Die Proben, die zu früh eingingen, wurden mit ihrer letzten Höhe gewertet.",
      "Ich habe mich am Ende für vier Cluster entschieden.",
      "Die Messungen erfolgten über ein photometrisches Assay.",
      "Die Simulation basiert auf einem erweiterten Modell.",
      "Both models were controlled for age and education.",
      "The Reynolds number was then calculated by means of equation 2.3.",
      "We then compared the two groups with a Welch test.",
      // The participle put first, and a list whose later items carry no verb of their own.
      "Umgesetzt wird die Untersuchung durch die Simulation der Bausteine einer Anwendung.",
      "Ausgewertet wurden die Interviews mit einer qualitativen Inhaltsanalyse.",
      "Die berechneten Emissionen werden den Kosten, der Leistung und der Nutzbarkeit gegenübergestellt.",
      "Messwerte werden erfasst und mit einer angepassten Methodik in Emissionen umgerechnet.",
      // What a step of the analysis is for, or what matters for judging it.
      "Ziel der Auswertung der gemessenen Latenzen ist die Bewertung der gesamten Ausführungszeit.",
      "The aim of this analysis was to compare both groups.",
      "Ähnlich wie die Latenz ist die Bearbeitungsdauer relevant für die Bewertung der Performance.",
    ])
      expect(statementKind(step), step).toBe("setting");
    for (const finding of [
      // A measured value, a finding reached by a step, a step inside a relative clause.
      "Die Halbwertszeit wurde zu 43 h bestimmt.",
      "Eine Rückreaktion wurde nicht beobachtet.",
      "Die Modelle, die auf mehr Daten trainiert wurden, erreichen eine Genauigkeit von 89 %.",
      "Die Pflanzen, die täglich gegossen wurden, wuchsen deutlich höher als die übrigen.",
      // The aim reached is an outcome.
      "Das Ziel der Arbeit wurde erreicht.",
      "The stationary simulation yielded 253 W per square metre.",
      "Die Schüler der Versuchsgruppe wurden deutlich häufiger versetzt als die der Kontrollgruppe.",
    ])
      expect(statementKind(finding), finding).not.toBe("setting");
  });

  it("reads a mean set beside its median as a description of the data, not a comparison", () => {
    expect(
      statementKind(
        "Der Mittelwert der Quote liegt bei 7,95 %, während der Median mit 5,96 % niedriger ausfällt.",
      ),
    ).toBe("descriptive");
    // Without naming whose mean it is, the sentence leans on the one before: no finding of its own.
    expect(
      statementKind("Der Mittelwert liegt bei 7,95 %, während der Median mit 5,96 % niedriger ausfällt."),
    ).toBe("none");
    expect(statementKind("The median of 12 lies well below the mean of 19 visits per year.")).toBe(
      "descriptive",
    );
    expect(statementKind("Die gedüngten Beete hatten einen höheren Mittelwert als die Kontrollbeete.")).toBe(
      "comparison",
    );
  });

  it("reads a change over time as an effect, also in a German participle", () => {
    expect(
      statementKind("Über alle Themen hinweg hat das durchschnittliche Sentiment um über 5 % abgenommen."),
    ).toBe("effect");
    expect(statementKind("Der Anteil der Nutzer ist zwischen 2015 und 2020 deutlich gesunken.")).toBe(
      "effect",
    );
  });

  it("tells settings, definitions and diagnostics from findings (German and English)", () => {
    expect(statementKind("The significance level is chosen to be 0.05.")).toBe("setting");
    expect(statementKind("Als Signifikanzniveau wurde ein α von 5 % gewählt.")).toBe("setting");
    expect(statementKind("Der Quelltext entspricht XSLT in der Version 1.0.")).toBe("setting");
    expect(statementKind("Die Lernrate wurde auf 0,01 gesetzt.")).toBe("setting");
    expect(statementKind("Auf jedem System wurden alle Messungen 10 mal wiederholt.")).toBe("setting");
    expect(statementKind("Die Befragung wurde im März 2023 online durchgeführt.")).toBe("setting");
    expect(statementKind("Each benchmark was repeated 30 times on the same machine.")).toBe("setting");
    expect(statementKind("Als Substrat diente die Modellreaktion von Ethanol zu Acetaldehyd.")).toBe(
      "setting",
    );
    expect(statementKind("Aus Kostengründen wurde auf eine dritte Messreihe verzichtet.")).toBe("setting");
    expect(
      statementKind("Es wurde wiederholt gezeigt, dass die Ausbeute mit der Temperatur steigt."),
    ).not.toBe("setting");
    expect(statementKind("Auf Level 2 waren die Residuen normalverteilt.")).toBe("diagnostic");
    expect(statementKind("Der MCMC-Algorithmus konvergiert und es kommt nicht zu model degeneracy.")).toBe(
      "diagnostic",
    );
    expect(statementKind("The Markov chains converged after 5,000 iterations.")).toBe("diagnostic");
    expect(statementKind("Der Grid Search ist eine Brute-Force-Methode.")).toBe("definition");
    expect(statementKind("Precision refers to the share of correct positive predictions.")).toBe(
      "definition",
    );
  });

  it("ranks comparisons, effects, answers and decided hypotheses as findings, means as descriptive", () => {
    expect(statementKind("Das Modell A ist mit 90 % Genauigkeit besser als Modell B.")).toBe("comparison");
    expect(statementKind("Model A was 12 times faster than model B.")).toBe("comparison");
    expect(statementKind("Salz hemmt das Wachstum der Kresse signifikant.")).toBe("effect");
    expect(statementKind("Social support significantly predicted well-being, β = .32.")).toBe("effect");
    expect(statementKind("Die Ergebnisse zeigen, dass Salz das Wachstum hemmt.")).toBe("answer");
    expect(statementKind("Hypothese 2 wurde bestätigt.")).toBe("hypothesis");
    expect(statementKind("H1 was not supported by the data.")).toBe("hypothesis");
    expect(statementKind("Der Mittelwert der Zufriedenheit liegt bei 4,2 Punkten.")).toBe("descriptive");
    expect(statementKind("Das Modell erreicht eine Genauigkeit von 90 %.")).toBe("outcome");
  });

  it("reads the thesis's own results that show or suggest something as an answer, not another study's", () => {
    expect(
      statementKind(
        "The findings of this study suggest that the German version of the scale is a valid instrument.",
      ),
    ).toBe("answer");
    expect(statementKind("Die Ergebnisse dieser Arbeit zeigen, dass Salz das Wachstum hemmt.")).toBe(
      "answer",
    );
    expect(statementKind("Insgesamt legen die Befunde nahe, dass die Methode geeignet ist.")).toBe("answer");
    expect(
      statementKind("Die Ergebnisse der Studie von Müller zeigen, dass Salz das Wachstum hemmt."),
    ).not.toBe("answer");
  });

  it("reads a verdict that something could (not) be confirmed as an answer, whatever stands between", () => {
    expect(
      statementKind("Durch die Erweiterung um Hydrolyse konnte das Modell als valide bestätigt werden."),
    ).toBe("answer");
    expect(
      statementKind("Die angenommenen Inhibierungseffekte konnten in vitro nicht bestätigt werden."),
    ).toBe("answer");
    expect(statementKind("Die Messwerte wurden zweimal bestätigt.")).not.toBe("answer");
  });

  it("takes stationarity of a series for a diagnostic, a stationary (steady-state) simulation not", () => {
    expect(statementKind("Die Renditen sind nach der Differenzenbildung stationär.")).toBe("diagnostic");
    expect(statementKind("Die stationäre Simulation ergab einen um 4 % höheren Wärmestrom.")).toBe(
      "comparison",
    );
    expect(statementKind("The residual series is stationary after differencing.")).toBe("diagnostic");
    expect(
      statementKind(
        "The LES shows a much higher wall heat flux at the front than the stationary simulation.",
      ),
    ).toBe("comparison");
    // How a value was obtained is procedure, not an outcome.
    expect(statementKind("It was obtained by intersecting the wing surface with a plane at 0.15 m.")).toBe(
      "setting",
    );
  });

  it("takes no expectation, figure description or fragment for a finding", () => {
    expect(statementKind("Es wird erwartet, dass die Anfrage schneller ist.")).toBe("none");
    expect(statementKind("Abbildung 3 zeigt die höheren Werte der Gruppe A.")).toBe("none");
    expect(statementKind("(p < 0,001) für das niedrige Bildungsniveau.")).toBe("none");
    expect(statementKind("Welche Gruppe wächst schneller?")).toBe("none");
  });
});

describe("findings", () => {
  it("keeps findings of results, discussion, conclusion and abstract, best first, never settings", () => {
    const found = findThesisFindings([
      source("Der Mittelwert der Wuchshöhe liegt bei 4,2 cm.", "results"),
      source("Als Signifikanzniveau wurde ein α von 5 % gewählt.", "results"),
      source("Pflanzen mit Salz wuchsen um 40 % weniger als die Referenzgruppe.", "results"),
      source("Salz wirkt sich signifikant negativ auf das Wachstum aus.", "front", "conclusion"),
      source("Pflanzen mit Salz wuchsen langsamer als andere Pflanzen.", "theory", "background"),
    ]);
    expect(found.map((f) => f.kind)).toEqual(["comparison", "effect", "descriptive"]);
    expect(found[0]?.numbers).toEqual(["40 %"]);
    expect(found[1]?.sentenceId).toBeNull();
  });
});

describe("closing verdicts", () => {
  it("keeps the discussion's summing-up verdicts beyond the cap the results' many numbers fill", () => {
    const results = Array.from({ length: 20 }, (_, i) =>
      source(`Variante ${i} erreichte mit ${i + 2} U/mg eine höhere Aktivität als der Wildtyp.`, "results"),
    );
    const verdict = source(
      "Durch die Erweiterung um Hydrolyse konnte das Modell als valide bestätigt werden.",
      "discussion",
      "interpretation",
    );
    const findings = findThesisFindings([...results, verdict]);
    expect(findings.map((f) => f.text)).toContain(verdict.text);
    expect(findings.at(-1)?.kind).toBe("answer");
    // Only a handful: the results' best findings still come first.
    expect(findings.length).toBeLessThanOrEqual(20);
  });
});

describe("the answer to the research question", () => {
  const question = [
    {
      text: "Wie beeinflusst der Salzgehalt des Bodens das Wachstum von Gartenkresse?",
      page: 2,
      sectionId: null,
    },
  ];

  it("is the conclusion's sentence that shares the question's words and reads as an answer", () => {
    const answer = findResearchAnswer(
      [
        source("Salz hemmt das Wachstum von Gartenkresse signifikant.", "results"),
        source("Diese Arbeit untersuchte, wie der Salzgehalt das Wachstum beeinflusst.", "conclusion"),
        source(
          "Zusammenfassend lässt sich sagen, dass ein hoher Salzgehalt das Wachstum von Gartenkresse stark hemmt.",
          "conclusion",
          "conclusion",
        ),
        source("Künftige Arbeiten sollten weitere Böden untersuchen.", "conclusion", "outlook"),
      ],
      question,
    );
    expect(answer?.text).toBe(
      "Zusammenfassend lässt sich sagen, dass ein hoher Salzgehalt das Wachstum von Gartenkresse stark hemmt.",
    );
    expect(answer?.fromAbstract).toBe(false);
  });

  it("answers each of several research questions, the first answer first", () => {
    const questions = [
      {
        text: "Wie beeinflusst der Salzgehalt des Bodens das Wachstum von Gartenkresse?",
        page: 2,
        sectionId: null,
      },
      {
        text: "Wie beeinflusst der Säuregehalt des Wassers die Keimung von Gartenkresse?",
        page: 2,
        sectionId: null,
      },
    ];
    const sentences = [
      source(
        "Zusammenfassend lässt sich sagen, dass ein hoher Salzgehalt das Wachstum von Gartenkresse stark hemmt.",
        "conclusion",
        "conclusion",
      ),
      source("Künftige Arbeiten sollten weitere Böden untersuchen.", "conclusion", "outlook"),
      source(
        "Die Ergebnisse zeigen außerdem, dass ein niedriger Säuregehalt des Wassers die Keimung der Kresse verzögert.",
        "conclusion",
        "conclusion",
      ),
    ];
    const first = findResearchAnswer(sentences, questions);
    const both = withEachAnswer(first, sentences, questions);
    expect(both?.text).toBe(first?.text);
    expect(both?.sentenceIds).toEqual([sentences[0]?.id, sentences[2]?.id]);
    // One question: the answer as it was.
    expect(withEachAnswer(first, sentences, questions.slice(0, 1))).toBe(first);
  });

  it("answers one of several questions only with what it asks about, not with another question's answer", () => {
    const ask = (text: string) => ({ text, page: 2, sectionId: null });
    const questions = [
      ask("Welchen Einfluss hat die Wahl der Hosting-Umgebung auf die Emissionen und die Performance?"),
      ask("Welchen Einfluss hat die Wahl des Kommunikationsmusters auf die Emissionen und die Performance?"),
    ];
    // The second question's answer shares the first question's words as well ("Wahl", "Einfluss", "Emissionen").
    const pattern = source(
      "Insgesamt zeigt sich, dass die Wahl des Kommunikationsmusters keinen nennenswerten Einfluss auf die Emissionen und die Performance hat.",
      "discussion",
      "interpretation",
    );
    const hosting = source(
      "Die Hosting-Umgebung Azure Function verursacht bei jeder Kommunikation mehr Emissionen als alle anderen Hosting-Umgebungen, ist aber bei niedriger Auslastung deutlich günstiger.",
      "discussion",
      "result",
    );
    const first = findResearchAnswer([pattern, hosting], questions);
    expect(first?.sentenceIds).toEqual([pattern.id]);
    expect(withEachAnswer(first, [pattern, hosting], questions)?.sentenceIds).toEqual([
      pattern.id,
      hosting.id,
    ]);
  });

  it("reads what could be shown or proved, with the object between, as an answer ('ließ sich … nachweisen')", () => {
    for (const answer of [
      "In beiden betrachteten Feuilletons ließ sich die Montagetechnik nachweisen.",
      "Die Montagetechnik konnte in beiden Feuilletons nachgewiesen werden.",
      "Für alle drei Varianten konnte eine höhere Aktivität festgestellt werden.",
    ])
      expect(statementKind(answer), answer).toBe("answer");
    // A step of the procedure is no answer.
    expect(statementKind("Die Aktivität lässt sich photometrisch bestimmen.")).not.toBe("answer");
  });

  it("reads a conclusion stated as settled ('Fest steht, dass …') as an answer", () => {
    expect(statementKind("Fest steht aber, dass der ältere Textbestand auf Jesus selbst zurückgeht.")).toBe(
      "answer",
    );
    expect(statementKind("It is clear that the mesh resolution limits the accuracy.")).toBe("answer");
    const answer = findResearchAnswer(
      [
        source("Die Perikope wird zunächst in ihren Kontext gestellt.", "discussion", "interpretation"),
        source(
          "Fest steht, dass die Heilung des Gelähmten auf die Sündenvergebung durch Jesus zurückgeht.",
          "discussion",
          "interpretation",
        ),
      ],
      [{ text: "Wie ist die Heilung durch Jesus zu denken?", page: 2, sectionId: null }],
    );
    expect(answer?.text).toContain("Fest steht, dass die Heilung");
  });

  it("reads 'the aim was reached' as an answer, said with the sentence that says what came out", () => {
    const answer = findResearchAnswer(
      [
        source(
          "Für das Wachstum von Gartenkresse auf salzigem Boden konnte das Ziel erreicht werden.",
          "discussion",
          "interpretation",
        ),
        source(
          "Ein Salzgehalt über 2 % hemmte das Wachstum der Kresse deutlich.",
          "discussion",
          "interpretation",
        ),
      ],
      question,
    );
    expect(answer?.text).toContain("konnte das Ziel erreicht werden");
    expect(answer?.text).toContain("hemmte das Wachstum");
    // Aiming to reach it is no answer.
    expect(statementKind("Um das Ziel zu erreichen, wurden drei Böden verglichen.")).not.toBe("answer");
    expect(statementKind("The aim was met for all three soils.")).toBe("answer");
  });

  it("falls back to the abstract, and is null when nothing answers", () => {
    const fromAbstract = findResearchAnswer(
      [
        source("Das Fazit fasst das Vorgehen zusammen.", "conclusion", "conclusion"),
        source("The results show that salt inhibits the growth of garden cress.", "front", "conclusion"),
      ],
      [{ text: "How does salt affect the growth of garden cress?", page: 1, sectionId: null }],
    );
    expect(fromAbstract?.fromAbstract).toBe(true);
    expect(fromAbstract?.sentenceIds).toEqual([]);
    expect(findResearchAnswer([source("Das Wetter war gut.", "conclusion")], question)).toBeNull();
    expect(findResearchAnswer([source("Salz hemmt das Wachstum.", "conclusion")], [])).toBeNull();
  });

  it("is said whole or as a complete clause after its label", () => {
    expect(
      answerClause(
        "Die Ausgangsfrage, ob es neben tiefen Temperaturen noch andere wachstumsbeeinflussende Extremfaktoren gibt, wird durch diese Resultate teilweise bestätigt, da Gartenkresse zumindest in sehr salziger Umgebung stark eingeschränkt zu wachsen scheint.",
      ),
    ).toBe(
      "Die Ausgangsfrage wird durch diese Resultate teilweise bestätigt, da Gartenkresse zumindest in sehr salziger Umgebung stark eingeschränkt zu wachsen scheint",
    );
    const req = {
      language: "en",
      kind: "conclusion",
      context: { researchQuestion: "Does salt inhibit growth?" },
      passages: [
        {
          id: 4,
          text: "The results show that salt inhibits growth.",
          page: 9,
          score: 1,
          role: "conclusion",
          flags: ["answer"],
        },
      ],
    } as unknown as SlideRequest;
    expect(answerBullet(req)?.bullet).toBe(
      // The thesis's own "The results show that" frame goes, as in German.
      "Answer to the research question: Salt inhibits growth",
    );
    expect(answerBullet({ ...req, passages: [] })).toBeNull();
    // A reason put first goes: the verdict is the main clause.
    expect(
      answerClause(
        "Da in dieser Arbeit ausschließlich das isolierte Enzym untersucht wurde, konnte die Variante G37D aufgrund ihrer hohen Aktivität als die geeignetste selektiert werden.",
      ),
    ).toBe("Die Variante G37D konnte aufgrund ihrer hohen Aktivität als die geeignetste selektiert werden");
    // One of several answers whose main clause alone runs long is kept as that clause, not dropped.
    expect(
      answerClause(
        "Der Wirkstoff senkte in allen drei Versuchsreihen sowohl bei jungen als auch bei älteren Pflanzen den Schädlingsbefall stärker als alle anderen geprüften Mittel, ist aber dennoch sowohl in der Anschaffung als auch in der Anwendung deutlich teurer.",
      ),
    ).toBe(
      "Der Wirkstoff senkte in allen drei Versuchsreihen sowohl bei jungen als auch bei älteren Pflanzen den Schädlingsbefall stärker als alle anderen geprüften Mittel",
    );
    // A thesis that states no question gets its key conclusion, not an answer to a question it never asked.
    expect(answerBullet({ ...req, context: {} } as unknown as SlideRequest)?.bullet).toBe(
      "Key conclusion: Salt inhibits growth",
    );
    expect(answerBullet({ ...req, language: "de", context: {} } as unknown as SlideRequest)?.bullet).toMatch(
      /^Kernaussage: /,
    );
  });

  it("says a second predicate of the answer's subject as a bullet of its own, the subject repeated", () => {
    const text =
      "Der Wirkstoff senkte in allen drei Versuchsreihen sowohl bei jungen als auch bei älteren Pflanzen den Schädlingsbefall stärker als alle anderen geprüften Mittel, ist aber dennoch sowohl in der Anschaffung als auch in der Anwendung deutlich teurer.";
    const req = {
      language: "de",
      kind: "conclusion",
      context: { researchQuestion: "Welches Mittel senkt den Befall, und zu welchen Kosten?" },
      passages: [{ id: 7, text, page: 40, score: 1, role: "conclusion", flags: ["answer"] }],
    } as unknown as SlideRequest;
    const bullets = answerBullets(req).map((a) => a.bullet);
    expect(bullets).toHaveLength(2);
    expect(bullets[0]).toMatch(/^Antwort auf die Forschungsfrage: Der Wirkstoff senkte/);
    expect(bullets[1]).toBe(
      "Der Wirkstoff ist sowohl in der Anschaffung als auch in der Anwendung deutlich teurer",
    );
    // No second predicate: one bullet.
    const single = {
      ...req,
      passages: [{ ...req.passages[0], text: "Der Wirkstoff senkte den Befall am stärksten." }],
    };
    expect(answerBullets(single as unknown as SlideRequest)).toHaveLength(1);
  });

  it("is never what the thesis set out to do or would recommend", () => {
    const aims = [
      source(
        "Anhand der Messreihe soll anschließend ein Modell gefittet werden, um Effekte des Salzgehalts auf das Wachstum von Gartenkresse zu zeigen.",
        "conclusion",
        "conclusion",
      ),
      source(
        "Abschließend wurde der Salzgehalt variiert, um zu überprüfen, ob sich das Wachstum von Gartenkresse verändert.",
        "conclusion",
        "conclusion",
      ),
      source(
        "Es zeigt sich, dass eine Betrachtung des Salzgehalts für das Wachstum von Gartenkresse sinnvoll ist.",
        "conclusion",
        "conclusion",
      ),
    ];
    expect(findResearchAnswer(aims, question)).toBeNull();
  });

  it("without a stated question, answers what the title names", () => {
    const answer = findResearchAnswer(
      [
        source(
          "Die Ergebnisse zeigen, dass Salz das Wachstum von Gartenkresse hemmt.",
          "conclusion",
          "conclusion",
        ),
      ],
      [],
      "Salz und das Wachstum von Gartenkresse",
    );
    expect(answer?.text).toMatch(/Salz das Wachstum von Gartenkresse hemmt/);
    // A title names its subject in few words: a sentence with an answer cue that names it once answers,
    // from the abstract when the thesis's own chapters have none; without the cue it does not.
    const byName = (text: string) =>
      findResearchAnswer(
        [
          source("Die Datenbank unterstützt mehrere Programmiersprachen.", "results", "result"),
          source(text, "front", "background"),
        ],
        [],
        "Evaluierung von Graphdatenbanken am Beispiel von Neo4j",
      );
    expect(
      byName("Die Analyse zeigt, dass Neo4j die Anfragen durchschnittlich 1,9 mal schneller bearbeitete.")
        ?.text,
    ).toMatch(/^Die Analyse zeigt, dass Neo4j/);
    expect(byName("Neo4j bearbeitete die Anfragen schneller als andere Systeme.")).toBeNull();
  });

  it("gives each verdict of the tested hypotheses, and answers from the last chapter when none concludes", () => {
    const hypotheses = [{ text: "H1: Salz hemmt das Wachstum von Kresse.", page: 3, sectionId: null }];
    const verdicts = findResearchAnswer(
      [
        source(
          "Die erste Hypothese (H1), dass Salz das Wachstum hemmt, wird durch die Ergebnisse gestützt.",
          "conclusion",
          "conclusion",
        ),
        source("Die Kontrollgruppe wuchs gleichmäßig.", "conclusion", "conclusion"),
        source(
          "Die zweite Hypothese (H2), dass Essig das Wachstum hemmt, wird nicht gestützt.",
          "conclusion",
          "conclusion",
        ),
      ],
      hypotheses,
    );
    expect(verdicts?.sentenceIds).toHaveLength(2);
    expect(verdicts?.text).toMatch(/^Die erste Hypothese .* Die zweite Hypothese/);
    const last = findResearchAnswer(
      [
        source(
          "Durch salzarme Böden kann die Gärtnerei das Wachstum ihrer Kresse deutlich steigern.",
          "other",
          "background",
        ),
      ],
      [{ text: "Wie kann eine Gärtnerei das Wachstum ihrer Kresse verbessern?", page: 1, sectionId: null }],
    );
    expect(last?.text).toMatch(/salzarme Böden/);
  });

  it("is part of the understanding, its sentence flagged as the answer", () => {
    const thesis = understand(smallThesis());
    expect(thesis.parts.findings.length).toBeGreaterThan(0);
    for (const f of thesis.parts.findings)
      if (f.sentenceId !== null) expect(thesis.sentences[f.sentenceId]?.flags).toContain("finding");
    for (const id of thesis.parts.answer?.sentenceIds ?? [])
      expect(thesis.sentences[id]?.flags).toContain("answer");
  });
});

describe("results slides and the answering slide", () => {
  const finding = (sentenceId: number, score: number, kind: Finding["kind"] = "comparison"): Finding => ({
    text: "x",
    page: 1,
    sectionId: null,
    sentenceId,
    kind,
    numbers: [],
    score,
  });

  it("gives each results slide its own best finding, borrowing from the discussion when it has none", () => {
    const thesis = thesisOf(
      [
        { title: "Ergebnisse", role: "results", sentences: [{}, {}, {}, {}] },
        { title: "Diskussion", role: "discussion", sentences: [{}, {}] },
        { title: "Fazit", role: "conclusion", sentences: [{}] },
      ],
      {
        parts: {
          ...EMPTY_PARTS,
          findings: [finding(1, 8), finding(0, 6, "descriptive"), finding(5, 7)],
          answer: { text: "x", page: 3, sectionId: null, sentenceIds: [6], fromAbstract: false },
        },
      },
    );
    const slots = [
      { kind: "results" as const, chapters: [0], range: { from: 0, to: 1 } },
      { kind: "results" as const, chapters: [0], range: { from: 2, to: 3 } },
      { kind: "discussion" as const, chapters: [1], range: { from: 4, to: 5 } },
      { kind: "conclusion" as const, chapters: [2], range: { from: 6, to: 6 } },
    ];
    assignFindings(slots, thesis);
    expect(slots.map((s) => (s as { finding?: number | null }).finding ?? null)).toEqual([1, 5, null, null]);
    expect(slots.map((s) => (s as { answers?: boolean }).answers ?? false)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});

describe("list items after a lead-in to possible explanations", () => {
  // A discussion that lists its guesses after a colon: each item alone would read as an established fact.
  function withList(lead: string) {
    const doc = smallThesis();
    const at = doc.paragraphs.findIndex((p) => p.text.includes("Gärten sollten daher"));
    const { page, sectionId } = doc.paragraphs[at] as (typeof doc.paragraphs)[number];
    doc.paragraphs.splice(
      at + 1,
      0,
      { text: lead, page, sectionId },
      { text: "1. Die Befragung im Winter hat die Antworten verzerrt", page, sectionId },
      { text: "2. Die Gärten haben ihre Mitglieder unterschiedlich gut erreicht", page, sectionId },
      { text: "Beide Annahmen lassen sich mit den Daten nicht prüfen.", page, sectionId },
    );
    return understand(doc);
  }
  const texts = (thesis: ReturnType<typeof understand>) => thesis.sentences.map((s) => s.text);

  it("keep the lead-in's frame as a label, are no findings, and keep the label on the bullet", () => {
    const thesis = withList("Für die Abweichung kommen zwei mögliche Ursachen in Betracht:");
    const items = texts(thesis).filter((t) => t.startsWith("Mögliche Erklärung: "));
    expect(items).toEqual([
      "Mögliche Erklärung: Die Befragung im Winter hat die Antworten verzerrt",
      "Mögliche Erklärung: Die Gärten haben ihre Mitglieder unterschiedlich gut erreicht",
    ]);
    // The paragraph after the list is the thesis's own sentence again.
    expect(texts(thesis)).toContain("Beide Annahmen lassen sich mit den Daten nicht prüfen.");
    const findings = thesis.parts.findings.map((f) => f.text);
    for (const item of items) expect(findings).not.toContain(item);
    expect(shortenToClause(items[0] as string)).toBe(items[0]);
  });

  it("leaves items after any other lead-in as they are", () => {
    const thesis = withList("Für die Praxis ergeben sich zwei Empfehlungen:");
    expect(texts(thesis).some((t) => t.startsWith("Mögliche Erklärung"))).toBe(false);
    expect(texts(thesis)).toContain("Die Befragung im Winter hat die Antworten verzerrt");
  });
});
