import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, corpusAvailable } from "../../../scripts/corpus.ts";
import {
  formatRoleTable,
  HELD_APART_SOURCES,
  loadLabelledSentences,
  loadProbeSentences,
  NEVER_ON_A_SLIDE,
  scoreRoles,
  splitOf,
} from "../../../scripts/roles-eval.ts";
import { classifySentence } from "../src/understand/sentence-role/classify.ts";
import {
  SENTENCE_ROLES,
  type SentenceInput,
  SentenceRoleSchema,
} from "../src/understand/sentence-role/roles.ts";

const SET = loadLabelledSentences();
const BUILD = splitOf(SET, "build");
const HELD_APART = splitOf(SET, "held-apart");
/** Accuracy of the rules on the build part before issue 29 (item 3) rewrote the roadmap, housekeeping and figure rules. */
const BUILD_ACCURACY_BEFORE = 0.729;
/** Accuracy after it: a change that loses more than a point on the build part fails. */
const BUILD_ACCURACY_NOW = 0.76;

describe("labelled sentence set", () => {
  it("has at least 1,500 well-formed sentences covering every role", () => {
    expect(SET.length).toBeGreaterThanOrEqual(1500);
    for (const s of SET) {
      expect(SentenceRoleSchema.safeParse(s.role).success).toBe(true);
      expect(s.text.length).toBeGreaterThan(0);
      expect(["de", "en"]).toContain(s.language);
      expect(Array.isArray(s.headingPath)).toBe(true);
      expect(s.source.length).toBeGreaterThan(0);
    }
    const counts = new Map<string, number>();
    for (const s of SET) counts.set(s.role, (counts.get(s.role) ?? 0) + 1);
    for (const role of SENTENCE_ROLES) expect(counts.get(role) ?? 0, role).toBeGreaterThanOrEqual(12);
    expect(SET.filter((s) => s.language === "en").length).toBeGreaterThanOrEqual(60);
  });

  it("records the split by thesis: held apart exactly the five held-apart theses", () => {
    for (const s of SET)
      expect(s.split, s.source).toBe(HELD_APART_SOURCES.has(s.source) ? "held-apart" : "build");
    expect(new Set(HELD_APART.map((s) => s.source))).toEqual(new Set(HELD_APART_SOURCES));
  });

  it.skipIf(!corpusAvailable)("draws sentences from every thesis document of the corpus", () => {
    const theses = readdirSync(CORPUS_DIR).filter(
      (f) => /\.(?:pdf|docx?)$/.test(f) && !/SLIDES|HANDOUT/.test(f) && f !== "MANIFEST.md",
    );
    expect(theses.length).toBeGreaterThanOrEqual(18);
    const sources = new Set(SET.map((s) => s.source));
    for (const f of theses) expect(sources.has(f), f).toBe(true);
  });

  it("keeps personal data out (no e-mail addresses, matriculation numbers or repository owners)", () => {
    for (const s of SET) {
      expect(s.text, s.text).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
      expect(s.text, s.text).not.toMatch(/Matrikel\w*\s*(?:nr\.?|nummer)?\s*:?\s*\d{5,}/i);
      expect(s.text, s.text).not.toMatch(/github\.com\/(?!\[redacted\])\w/i);
    }
  });
});

describe("sentence roles on the labelled set (npm run roles prints the same tables)", () => {
  const build = scoreRoles(BUILD);
  const heldApart = scoreRoles(HELD_APART);
  console.log(`${formatRoleTable("build part", build)}\n\n${formatRoleTable("held-apart part", heldApart)}`);

  it("is more accurate on the build part than before the rewrite", () => {
    expect(build.accuracy).toBeGreaterThanOrEqual(Math.max(BUILD_ACCURACY_BEFORE, BUILD_ACCURACY_NOW));
  });

  // The target is precision ≥ 0.95 and recall ≥ 0.90 on the held-apart theses for every never-on-a-slide role.
  // Roadmap reaches it; figure descriptions reach the precision but not yet the recall (26 of 30), and the five
  // theses hold only 8 housekeeping sentences (7 found; no false alarm since the second round, so its precision
  // floor is the target). These floors are what was measured, so a change that loses ground fails; raise them to
  // the target as the rules get there (decision record 022).
  const HELD_APART_FLOOR: Record<(typeof NEVER_ON_A_SLIDE)[number], { precision: number; recall: number }> = {
    roadmap: { precision: 0.95, recall: 0.9 },
    "figure-description": { precision: 0.95, recall: 0.85 },
    housekeeping: { precision: 0.95, recall: 0.85 },
  };
  it.each(NEVER_ON_A_SLIDE)("finds %s on the held-apart theses (precision and recall floors)", (role) => {
    const { precision, recall } = heldApart.perRole[role];
    expect(precision, `${role} precision`).toBeGreaterThanOrEqual(HELD_APART_FLOOR[role].precision);
    expect(recall, `${role} recall`).toBeGreaterThanOrEqual(HELD_APART_FLOOR[role].recall);
  });

  it("does not lose ground on the held-apart theses overall", () => {
    // 0.568 before the rewrite (docs/decisions/022-sentence-roles-held-apart.md).
    expect(heldApart.accuracy).toBeGreaterThanOrEqual(0.62);
  });

  it("rarely calls a roadmap or figure-description sentence of the build part a result (6 of 167 today)", () => {
    const pointers = BUILD.filter((s) => s.role === "roadmap" || s.role === "figure-description");
    const wrong = pointers.filter((s) => classifySentence(s) === "result");
    expect(wrong.length, wrong.map((s) => s.text).join("\n")).toBeLessThanOrEqual(6);
  });
});

describe("sentence roles on the probe sentences (hand-written, every field; npm run roles prints them too)", () => {
  const PROBES = loadProbeSentences();
  const rounds = scoreRoles(splitOf(PROBES, "build"));
  const test = scoreRoles(splitOf(PROBES, "test"));
  console.log(
    `${formatRoleTable("probe rounds 1-5", rounds)}\n\n${formatRoleTable("probe round 6 (test)", test)}`,
  );

  it("are well formed: six rounds, the last one the test split, valid roles and chapter roles", () => {
    expect(PROBES.length).toBeGreaterThanOrEqual(1360);
    for (const s of PROBES) {
      expect(SentenceRoleSchema.safeParse(s.role).success, s.text).toBe(true);
      expect(s.split, s.text).toBe(s.round === 6 ? "test" : "build");
      expect(s.headingPath.length, s.text).toBeGreaterThan(0);
    }
    expect(new Set(PROBES.map((s) => s.round))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  // Decision 053 wrote cues from rounds 1-3 and measured round 4 (figure descriptions R 0.51 → 0.76,
  // housekeeping 0.48 → 0.76); decision 057 wrote cues from round 4 and measured round 5, written afterwards:
  // rounds 1-4 P 0.99 R 0.89 and P 0.97 R 0.97; round 5 P 1.00 R 0.69 → 0.72 and P 1.00 R 0.57 → 0.62.
  // Decision 058 wrote cues from round 5 and measured round 6, written afterwards by a helper who had seen
  // nothing of the project: rounds 1-5 P 0.99 R 0.91 and P 0.98 R 0.97; round 6 P 0.95 R 0.48 → 0.56 and
  // P 0.95 R 0.69 → 0.69. Round 6's housekeeping precision is 35 of 37 (0.946) as it came, before any cue of
  // decision 058 (which adds no false alarm there): its floor is what was measured. The recall floors are a
  // little below what was measured.
  const FLOORS = {
    "figure-description": { rounds: 0.9, test: 0.55, testPrecision: 0.95 },
    housekeeping: { rounds: 0.96, test: 0.65, testPrecision: 0.94 },
  } as const;
  it.each(["figure-description", "housekeeping"] as const)(
    "finds %s in phrasings of any field, precisely (round 6 only measured)",
    (role) => {
      expect(rounds.perRole[role].recall, "rounds 1-5 recall").toBeGreaterThanOrEqual(FLOORS[role].rounds);
      expect(test.perRole[role].recall, "round 6 recall").toBeGreaterThanOrEqual(FLOORS[role].test);
      expect(rounds.perRole[role].precision, "rounds 1-5 precision").toBeGreaterThanOrEqual(0.95);
      expect(test.perRole[role].precision, "round 6 precision").toBeGreaterThanOrEqual(
        FLOORS[role].testPrecision,
      );
    },
  );
});

function role(
  text: string,
  chapterRole: SentenceInput["chapterRole"],
  language: "de" | "en",
  headingPath: string[] = [],
) {
  return classifySentence({ text, chapterRole, language, headingPath });
}

describe("classifySentence: one role at a time", () => {
  it("exports the roles as a const array and a zod enum", () => {
    expect(SENTENCE_ROLES).toHaveLength(14);
    expect(SentenceRoleSchema.options).toEqual([...SENTENCE_ROLES]);
    expect(SentenceRoleSchema.safeParse("banana").success).toBe(false);
  });

  it("question", () => {
    expect(
      role(
        "Ziel dieser Arbeit ist es, den Einfluss der Bewässerung auf das Wachstum zu bestimmen.",
        "introduction",
        "de",
      ),
    ).toBe("question");
    expect(
      role("Die Forschungsfrage lautet: Wie verändert sich die Latenz unter Last?", "introduction", "de"),
    ).toBe("question");
    expect(
      role("The aim of this study was to validate a German version of the scale.", "introduction", "en"),
    ).toBe("question");
  });

  it("hypothesis", () => {
    expect(
      role("H1: Die Wuchshöhe im salzigen Medium ist geringer als im Leitungswasser.", "introduction", "de"),
    ).toBe("hypothesis");
    expect(
      role("Es wird erwartet, dass die Stimmung im Laufe des Jahres negativer wird.", "introduction", "de"),
    ).toBe("hypothesis");
    expect(
      role(
        "We hypothesised that resilience would correlate positively with well-being.",
        "introduction",
        "en",
      ),
    ).toBe("hypothesis");
    // A prediction in the future tense in the method, not the passive.
    expect(role("Alle Messreihen werden eine deutlich geringere Streuung aufweisen.", "method", "de")).toBe(
      "hypothesis",
    );
    expect(role("Alle Messreihen werden mit demselben Gerät aufgenommen.", "method", "de")).not.toBe(
      "hypothesis",
    );
    // Saying that there are none is no hypothesis.
    expect(
      role(
        "Für diesen Versuch werden keine Hypothesen aufgestellt, da zu viele Faktoren wirken.",
        "method",
        "de",
      ),
    ).not.toBe("hypothesis");
  });

  it("definition", () => {
    expect(
      role(
        "Unter Homophilie versteht man die Neigung, Beziehungen zu ähnlichen Akteuren einzugehen.",
        "theory",
        "de",
      ),
    ).toBe("definition");
    expect(role("Ein Lasttest ist definiert als ein Test unter erwarteter Höchstlast.", "theory", "de")).toBe(
      "definition",
    );
    expect(role("Sensitivity refers to the capacity of a scale to detect change.", "theory", "en")).toBe(
      "definition",
    );
  });

  it("definition in a results chapter: the noun with its clause or purpose, not a finding put first", () => {
    const inResults = (text: string) => role(text, "results", "de");
    expect(
      inResults(
        "Eine Konfusionsmatrix ist eine spezielle Tabelle, die die Leistung eines Modells darstellt.",
      ),
    ).toBe("definition");
    expect(
      inResults("Lernkurven sind ein nützliches Werkzeug zur Analyse des Lernprozesses von Modellen."),
    ).toBe("definition");
    expect(
      inResults('Der "grid search" ist eine Brute-Force-Methode, bei der jede Kombination trainiert wird.'),
    ).toBe("definition");
    expect(inResults("Auffällig ist der durchgängige Rückgang der Quote in allen Gruppen.")).not.toBe(
      "definition",
    );
    expect(inResults("Denkbar ist eine systematische Überschätzung der hemmenden Wirkung.")).not.toBe(
      "definition",
    );
  });

  it.each([
    [
      "Frühere Studien zeigen, dass hohe Gewerkschaftsdichte mit niedriger Arbeitslosigkeit einhergeht.",
      "discussion",
      "de",
    ],
    ["Neue Untersuchungen zeigen, dass die Sprache Differentialgleichungen schnell löst.", "results", "de"],
    ["Previous studies have shown that the effect is larger in younger groups.", "discussion", "en"],
  ] as const)(
    "what others found is background, even in a results or discussion chapter: %s",
    (text, chapter, language) => {
      expect(role(text, chapter, language)).toBe("background");
    },
  );

  it("the thesis's own results stay results beside what others found", () => {
    expect(
      role("Die Ergebnisse zeigen, dass die Arbeitslosigkeit mit den Investitionen steigt.", "results", "de"),
    ).not.toBe("background");
  });

  it("method", () => {
    expect(role("Die Daten wurden mit einem Online-Fragebogen im Mai 2024 erhoben.", "method", "de")).toBe(
      "method",
    );
    expect(role("Es wurden 520 Abgeordnete und ihre Gesetzentwürfe ausgewertet.", "method", "de")).toBe(
      "method",
    );
    expect(role("All statistical analyses were carried out in R.", "method", "en")).toBe("method");
  });

  it("result", () => {
    expect(role("Die Genauigkeit liegt bei 84,3 %.", "results", "de")).toBe("result");
    expect(role("Modell A ist signifikant besser als Modell B.", "results", "de")).toBe("result");
    expect(
      role("The scale differentiated well between groups, F(4, 74.4) = 44.6, p < .001.", "results", "en"),
    ).toBe("result");
  });

  it("interpretation", () => {
    expect(role("Dies deutet darauf hin, dass die Säure die Samenhülle angreift.", "discussion", "de")).toBe(
      "interpretation",
    );
    expect(
      role("Eine mögliche Erklärung ist die höhere Temperatur während der Lagerung.", "discussion", "de"),
    ).toBe("interpretation");
    expect(role("This suggests that the scale may be useful as a screening tool.", "discussion", "en")).toBe(
      "interpretation",
    );
  });

  it("limitation", () => {
    expect(
      role("Einschränkend ist anzumerken, dass nur zwei Zeitungen untersucht wurden.", "discussion", "de"),
    ).toBe("limitation");
    expect(role("Die Stichprobe ist nicht repräsentativ für die Bevölkerung.", "discussion", "de")).toBe(
      "limitation",
    );
    expect(role("The findings should therefore be interpreted with caution.", "discussion", "en")).toBe(
      "limitation",
    );
    // What the work could do only in a weaker form.
    expect(
      role(
        "Unfortunately no field data were available, so the model could only be checked against published simulations.",
        "conclusion",
        "en",
      ),
    ).toBe("limitation");
    expect(
      role("The controller could only be tested in simulation, not on the vehicle.", "discussion", "en"),
    ).toBe("limitation");
    expect(
      role(
        "Da keine Messdaten vorlagen, konnte das Modell nur mit Literaturwerten verglichen werden.",
        "conclusion",
        "de",
      ),
    ).toBe("limitation");
    expect(role("Leider konnten nur 40 Fragebögen ausgewertet werden.", "discussion", "de")).toBe(
      "limitation",
    );
    // A negative finding is no limitation.
    expect(
      role("Für die Rückreaktion konnte keine Aktivität nachgewiesen werden.", "results", "de"),
    ).not.toBe("limitation");
    expect(role("Die Daten der dritten Gruppe konnten nicht erhoben werden.", "discussion", "de")).toBe(
      "limitation",
    );
    // Only as a plain restriction of a procedure, not a weakness.
    expect(
      role("Die Proben wurden nur einmal gemessen, weil die Werte stabil waren.", "method", "de"),
    ).not.toBe("limitation");
  });

  it("conclusion", () => {
    expect(
      role(
        "Zusammenfassend lässt sich sagen, dass die Hosting-Umgebung den größten Einfluss hat.",
        "conclusion",
        "de",
      ),
    ).toBe("conclusion");
    expect(role("Die Forschungsfrage konnte damit weitgehend beantwortet werden.", "conclusion", "de")).toBe(
      "conclusion",
    );
    expect(role("In conclusion, the German version is a valid instrument.", "conclusion", "en")).toBe(
      "conclusion",
    );
  });

  it("outlook", () => {
    expect(role("Zukünftige Arbeiten könnten weitere Zeitungen einbeziehen.", "conclusion", "de")).toBe(
      "outlook",
    );
    expect(
      role(
        "In Zukunft gilt es zu untersuchen, wie sich die Skalierung über Tage verhält.",
        "discussion",
        "de",
      ),
    ).toBe("outlook");
    expect(
      role("Future research should replicate these results in larger samples.", "discussion", "en"),
    ).toBe("outlook");
  });

  it("roadmap: the hypotheses taken up next, an assessment to come, what the text tries next", () => {
    expect(role("Darauf aufbauend werden die Hypothesen aus Kapitel 2 überprüft.", "results", "de")).toBe(
      "roadmap",
    );
    expect(role("Abschließend wird eine Einschätzung der Methode getroffen.", "conclusion", "de")).toBe(
      "roadmap",
    );
    expect(role("Danach wird versucht, die drei Ebenen getrennt zu betrachten.", "theory", "de")).toBe(
      "roadmap",
    );
    // A step of the method and a verdict on the hypotheses are no roadmap.
    expect(role("Anschließend wird die Dichtheit der Leitung überprüft.", "method", "de")).not.toBe(
      "roadmap",
    );
    expect(role("Die Hypothesen aus Kapitel 2 wurden bestätigt.", "results", "de")).not.toBe("roadmap");
  });

  it("roadmap", () => {
    expect(role("Kapitel 2 behandelt die theoretischen Grundlagen.", "introduction", "de")).toBe("roadmap");
    // Where the text will gather its results.
    expect(
      role(
        "Die Ergebnisse der Analyse werden am Ende in einem Resümee zusammengetragen.",
        "introduction",
        "de",
      ),
    ).toBe("roadmap");
    // The order in which the results chapter goes through its results, not a result.
    expect(role("Zunächst wurden die Ergebnisse der Vorversuche betrachtet.", "results", "de")).toBe(
      "roadmap",
    );
    expect(role("Zunächst wurden die Proben bei 30 °C inkubiert.", "results", "de")).not.toBe("roadmap");
    expect(
      role(
        "In einem eigenen Kapitel wird der Begriff der Montagetechnik zunächst definiert und dann eingeordnet.",
        "introduction",
        "de",
      ),
    ).toBe("roadmap");
    expect(role("Im folgenden Abschnitt wird das Versuchsdesign vorgestellt.", "method", "de")).toBe(
      "roadmap",
    );
    expect(role("Chapter 3 describes the data set and the procedure.", "introduction", "en")).toBe("roadmap");
    // A look back at where the text treated something is a roadmap too.
    expect(
      role("Das Business Understanding wurde in den ersten beiden Kapiteln behandelt.", "results", "de"),
    ).toBe("roadmap");
    expect(
      role("In den vorherigen Kapiteln wurden die Grundlagen der Lasttests erläutert.", "discussion", "de"),
    ).toBe("roadmap");
    // "erfolgt" with a sequencer and a text act; a step of the procedure is no roadmap.
    expect(
      role("Abschließend erfolgt ein Ausblick auf weiterführende Forschungsfragen.", "discussion", "de"),
    ).toBe("roadmap");
    expect(role("Anschließend erfolgt die Zugabe des Enzyms.", "method", "de")).not.toBe("roadmap");
    // Where the text puts something in each of its parts.
    expect(role("Der Code jeder Anfrage wird am Anfang jeder Analyse aufgeführt.", "results", "de")).toBe(
      "roadmap",
    );
    expect(role("The query is listed at the start of each section.", "results", "en")).toBe("roadmap");
    expect(role("Am Ende jeder Messreihe wurde das Enzym zugegeben.", "method", "de")).not.toBe("roadmap");
  });

  it("figure-description", () => {
    expect(role("Abbildung 2 zeigt den Aufbau der Messumgebung.", "method", "de")).toBe("figure-description");
    // How to read a figure's values.
    expect(
      role(
        "Die dargestellten Werte entsprechen Mittelwerten aus Triplikaten mit Standardabweichung.",
        "results",
        "de",
      ),
    ).toBe("figure-description");
    expect(role("The values shown are means of three independent runs.", "results", "en")).toBe(
      "figure-description",
    );
    expect(
      role("Die gemessenen Werte entsprechen den Erwartungen aus der Simulation.", "results", "de"),
    ).not.toBe("figure-description");
    expect(role("Auf der x-Achse ist die Zeit in Tagen abgetragen.", "results", "de")).toBe(
      "figure-description",
    );
    // How the chart is drawn.
    expect(
      role("Ein Achsenbruch wurde eingefügt, um niedrige und hohe Aktivitäten zu zeigen.", "results", "de"),
    ).toBe("figure-description");
    expect(role("In Tabelle 3 sind die geschätzten Koeffizienten dargestellt.", "results", "de")).toBe(
      "figure-description",
    );
    expect(role("Means and standard deviations are presented in Table 2.", "results", "en")).toBe(
      "figure-description",
    );
    // An unnumbered chart described as such, but not a finding stated about it.
    expect(role("Die Grafik ist in vier Zeilen und drei Hauptspalten unterteilt.", "results", "de")).toBe(
      "figure-description",
    );
    expect(role("The chart is divided into three panels by region.", "results", "en")).toBe(
      "figure-description",
    );
    expect(role("Die Grafik zeigt, dass der Verbrauch im Sommer sinkt.", "results", "de")).not.toBe(
      "figure-description",
    );
  });

  it("figure-description: parts of a figure, tables to look things up in, and what only looks like one", () => {
    const fig = (text: string, language: "de" | "en" = "de") => role(text, "results", language);
    expect(fig("Panel B zeigt den Verlauf der Temperatur über die Zeit.")).toBe("figure-description");
    expect(fig("Eine Übersicht der Proben ist Tabelle 2 zu entnehmen.")).toBe("figure-description");
    expect(fig("In folgender Tabelle 4 sind die verwendeten Geräte aufgelistet.")).toBe("figure-description");
    expect(fig("Dieser Befund ist auch aus Abbildung 7 ersichtlich.")).toBe("figure-description");
    expect(fig("Hierzu vergleicht Tabelle 6 die eigenen Werte mit der Literatur.")).toBe(
      "figure-description",
    );
    expect(fig("Results for the second cohort are also presented in Table 4.", "en")).toBe(
      "figure-description",
    );
    // A finding seen in a figure, a property of the subject, a service that provides data: no descriptions.
    expect(
      fig("In Abbildung 5 ist ein deutlicher Einfluss der Temperatur zu erkennen, da alle Werte steigen."),
    ).not.toBe("figure-description");
    expect(fig("Das Histogramm zeigt auch einen leichten positiven Skew.")).not.toBe("figure-description");
    expect(fig("Es zeigt hohe Stabilität bei erhöhter Temperatur.")).not.toBe("figure-description");
    expect(fig("Die Server stellen die Daten über eine REST-Schnittstelle (siehe Abb. 4) bereit.")).not.toBe(
      "figure-description",
    );
  });

  it("housekeeping", () => {
    expect(
      role(
        "In dieser Arbeit wird aus Gründen der Lesbarkeit das generische Maskulinum verwendet.",
        "front",
        "de",
      ),
    ).toBe("housekeeping");
    expect(role("Alle Abbildungen ohne Quellenangabe sind eigene Darstellungen.", "front", "de")).toBe(
      "housekeeping",
    );
    expect(role("Der Quellcode befindet sich im Anhang.", "method", "de")).toBe("housekeeping");

    expect(role("The ROC curve is shown in Appendix F.", "results", "en")).toBe("housekeeping");
    // What the text leaves out of itself, however the sentence goes on before it.
    expect(
      role(
        "Die Ergebnisse waren jedoch nicht aussagekräftig und wurden daher nicht in die Arbeit aufgenommen.",
        "discussion",
        "de",
      ),
    ).toBe("housekeeping");
    expect(role("Die Messwerte wurden in die Arbeit aufgenommen und ausgewertet.", "method", "de")).not.toBe(
      "housekeeping",
    );
  });

  it("broken", () => {
    expect(role("p = 0.03 0.12 0.45 0.88", "results", "en")).toBe("broken");
    expect(role("Alg der von einem Verfahren auf Instanz j erzielte Score", "method", "de")).toBe("broken");
    expect(role("let x = query | where timestamp >= begin;", "method", "en")).toBe("broken");
    expect(role("Die Ergebnisse der Messung werden durch die", "results", "de")).toBe("broken");
    // The subject was a symbol the text layer lost ("δ is the thickness …").
    expect(role("is the thickness of the wall and the timespan.", "theory", "en")).toBe("broken");
    expect(role("ist die Wärmeleitfähigkeit der Wand in W/mK.", "theory", "de")).toBe("broken");
    // A text written all in lower case is the author's style; "pH-Wert" and "t-Test" open sentences.
    expect(role("wie funktioniert jmeter und was bietet es den nutzern an?", "theory", "de")).not.toBe(
      "broken",
    );
    expect(role("pH-Wert und Temperatur wurden täglich gemessen.", "method", "de")).not.toBe("broken");
    expect(role("t-Tests zeigen signifikante Unterschiede zwischen den Gruppen.", "results", "de")).not.toBe(
      "broken",
    );
  });

  it("background", () => {
    expect(
      role(
        "Netzwerkanalyse wird häufig in den Sozialwissenschaften verwendet (vgl. Müller 2020).",
        "theory",
        "de",
      ),
    ).toBe("background");
    expect(role("Well-being is a key component of mental health (WHO, 2021).", "introduction", "en")).toBe(
      "background",
    );
  });

  it("uses the chapter role as a prior", () => {
    const sentence = "Die Latenz von Azure Functions liegt bei 64 ms und damit deutlich höher als bei VMs.";
    expect(role(sentence, "results", "de")).toBe("result");
    const cited = "Die Latenz von Azure Functions liegt nach Herstellerangaben bei 64 ms [12].";
    expect(role(cited, "theory", "de")).toBe("background");
  });

  it("uses the heading path (limitations and future research sections)", () => {
    expect(
      role("Age is not normally distributed in this sample.", "discussion", "en", [
        "Discussion",
        "Strengths and Limitations",
      ]),
    ).toBe("limitation");
    expect(role("Auch der Boden könnte eine Rolle spielen.", "conclusion", "de", ["Fazit", "Ausblick"])).toBe(
      "outlook",
    );
    // A chapter that discusses and looks ahead is not an outlook section as a whole.
    expect(
      role("Die Werte stimmen weitgehend mit der Literatur überein.", "discussion", "de", [
        "Diskussion und Ausblick",
      ]),
    ).not.toBe("outlook");
    expect(role("Mit dem Ergebnis dieses Projekts bin ich zufrieden.", "other", "de", ["Vorwort"])).toBe(
      "housekeeping",
    );
    expect(
      role("Zuerst geht es um die Geschichte der Stadt.", "introduction", "de", ["1.3 Aufbau der Arbeit"]),
    ).toBe("roadmap");
  });
});

// Wordings written for this test (not from the corpus): how theses in general announce their structure, note how
// they were made and describe figures, and sentences that only look like that.
const GENERAL_CASES: [string, SentenceInput["chapterRole"], string, "de" | "en"][] = [
  [
    "Zum Abschluss der Einleitung folgt ein Überblick über den Aufbau dieser Arbeit.",
    "introduction",
    "roadmap",
    "de",
  ],
  ["Kapitel 7 schließt die Arbeit mit einem Fazit und einem Ausblick ab.", "introduction", "roadmap", "de"],
  ["Die vorliegende Arbeit ist, neben Einleitung und Fazit, dreigeteilt.", "introduction", "roadmap", "de"],
  ["Die Arbeit gliedert sich in sechs Kapitel.", "introduction", "roadmap", "de"],
  ["Im folgenden Kapitel werden die theoretischen Grundlagen dargelegt.", "introduction", "roadmap", "de"],
  ["Kapitel 3 behandelt die Methodik, Kapitel 4 die Ergebnisse.", "introduction", "roadmap", "de"],
  [
    "Zunächst werden die Begriffe geklärt, anschließend wird der Forschungsstand skizziert und abschließend ein Fazit gezogen.",
    "introduction",
    "roadmap",
    "de",
  ],
  [
    "Im zweiten Teil der Arbeit wird die empirische Untersuchung vorgestellt.",
    "introduction",
    "roadmap",
    "de",
  ],
  ["Das vierte Kapitel widmet sich der Auswertung der Interviews.", "introduction", "roadmap", "de"],
  ["Abschließend werden die Ergebnisse in Kapitel 6 diskutiert.", "introduction", "roadmap", "de"],
  ["Darauf folgt eine kritische Diskussion der Befunde.", "introduction", "roadmap", "de"],
  ["The remainder of this thesis is organized as follows.", "introduction", "roadmap", "en"],
  ["Section 3 describes the data and the estimation strategy.", "introduction", "roadmap", "en"],
  ["Chapter 5 concludes the thesis and outlines future work.", "introduction", "roadmap", "en"],
  ["In the next chapter, the experimental setup is presented.", "method", "roadmap", "en"],
  ["This section introduces the theoretical framework.", "theory", "roadmap", "en"],
  ["The results are discussed in Chapter 6.", "results", "roadmap", "en"],
  ["Finally, we summarise our findings and discuss limitations.", "introduction", "roadmap", "en"],
  [
    "Aus Gründen der besseren Lesbarkeit wird in dieser Arbeit auf die gleichzeitige Verwendung männlicher und weiblicher Sprachformen verzichtet.",
    "front",
    "housekeeping",
    "de",
  ],
  [
    "Sämtliche Personenbezeichnungen gelten gleichermaßen für alle Geschlechter.",
    "introduction",
    "housekeeping",
    "de",
  ],
  [
    "An dieser Stelle möchte ich mich bei meiner Betreuerin für die Unterstützung bedanken.",
    "front",
    "housekeeping",
    "de",
  ],
  [
    "Hiermit versichere ich, dass ich die vorliegende Arbeit selbstständig verfasst habe.",
    "other",
    "housekeeping",
    "de",
  ],
  ["Zur sprachlichen Überarbeitung wurde das KI-Tool DeepL Write verwendet.", "method", "housekeeping", "de"],
  ["Der vollständige Fragebogen befindet sich im Anhang.", "method", "housekeeping", "de"],
  ["I would like to thank my supervisor for her guidance.", "front", "housekeeping", "en"],
  ["The interview guide is provided in Appendix A.", "method", "housekeeping", "en"],
  ["Alle Zitate wurden der neuen Rechtschreibung angepasst.", "introduction", "housekeeping", "de"],
  ["Abbildung 3 zeigt den Versuchsaufbau.", "method", "figure-description", "de"],
  ["In Tabelle 2 sind die deskriptiven Statistiken aufgeführt.", "results", "figure-description", "de"],
  [
    "Die Abbildung zeigt die Entwicklung der Arbeitslosenquote zwischen 2005 und 2020.",
    "results",
    "figure-description",
    "de",
  ],
  [
    "Dargestellt sind Mittelwerte und Standardabweichungen aus drei Messungen.",
    "results",
    "figure-description",
    "de",
  ],
  ["Error bars indicate the standard error of the mean.", "results", "figure-description", "en"],
  ["Figure 4 shows the velocity profile at the trailing edge.", "results", "figure-description", "en"],
  ["The coefficients are reported in Table 3.", "results", "figure-description", "en"],
  ["Eine Übersicht der Variablen gibt Tabelle 1.", "method", "figure-description", "de"],
  [
    "Ferner werden wir die Auswirkungen des Fehlens dieser Variablen in Kapitel 6 erläutern.",
    "method",
    "roadmap",
    "de",
  ],
  ["Hinzu haben wir in Kapitel 2 erläutert, welche Variablen relevant sind.", "other", "roadmap", "de"],
  ["Wie sich das auf die Schätzung auswirkt, beschreiben wir in Kapitel 4.", "method", "roadmap", "de"],
  [
    "In figure 3 the pressure distribution along the chord is visible.",
    "results",
    "figure-description",
    "en",
  ],
  ["Nach der Bereinigung sieht die Verteilung folgendermaßen aus:", "method", "figure-description", "de"],
  [
    "Die Ergebnisse der Regression sind in der folgenden Tabelle zusammengefasst:",
    "results",
    "figure-description",
    "de",
  ],
  ["Die verwendeten Interviewleitfäden sind im Anhang wiedergegeben.", "method", "housekeeping", "de"],
  ["Besonders hilfreich war mir das Lehrbuch von Wooldridge.", "introduction", "housekeeping", "de"],
  ["I hope that this thesis gives the reader a useful overview of the field.", "other", "housekeeping", "en"],
  ["In Abbildung 4 zeigt sich, dass die Werte deutlich steigen.", "results", "result", "de"],
  [
    "Diese Arbeit entstand im Rahmen meines Praktikums bei einem Energieversorger.",
    "introduction",
    "housekeeping",
    "de",
  ],
  ["This thesis was written as part of my master's programme in economics.", "other", "housekeeping", "en"],
  ["In Kapitel 6 werden die Limitationen der Arbeit diskutiert.", "introduction", "roadmap", "de"],
  ["Im nächsten Abschnitt werden die Hypothesen aufgestellt.", "theory", "roadmap", "de"],
  // Look-alikes that must stay content.
  // A research question with a pointer stays a question.
  [
    "In dieser Arbeit soll im Folgenden untersucht werden, ob Homophilie die Bindungsbildung erklärt.",
    "introduction",
    "question",
    "de",
  ],
  [
    "The aim of this thesis, presented in the following chapters, is to validate the scale.",
    "introduction",
    "question",
    "en",
  ],
  ["Wie Abbildung 5 zeigt, steigt der Umsatz nach 2015 deutlich an.", "results", "result", "de"],
  ["Die Grafik zeigt, dass der Verbrauch im Sommer sinkt.", "results", "result", "de"],
  [
    "Im zweiten Kapitel des Romans wird die Hauptfigur als Außenseiterin beschrieben.",
    "discussion",
    "interpretation",
    "de",
  ],
  ["Die Perikope wird in drei Abschnitte gegliedert.", "other", "background", "de"],
  ["Dank der höheren Rechenleistung konnte das Modell schneller trainiert werden.", "method", "method", "de"],
  ["Zunächst wird die Probe bei 4 °C zentrifugiert.", "method", "method", "de"],
  ["Daraus folgt eine höhere Effizienz des Verfahrens.", "discussion", "interpretation", "de"],
  ["Die Lesbarkeit von Quellcode wurde mit einem Fragebogen erhoben.", "method", "method", "de"],
  ["The first section of the survey asked about demographics.", "method", "method", "en"],
  // Figures and tables: charts by kind and in the plural, the reader asked to look, a chart's legend, table notes;
  // a finding read off a chart, a step with a pointer, and graphs or grids of a theory are no figure description.
  ["Figures 5 and 6 show the velocity profiles at three stations.", "results", "figure-description", "en"],
  ["Wir schauen uns nun das Histogramm der Marktwerte an.", "results", "figure-description", "de"],
  ["Betrachten wir nun Tabelle 4.", "results", "figure-description", "de"],
  ["Werfen wir einen Blick auf Abbildung 5.", "results", "figure-description", "de"],
  ["Let us look at Figure 3.", "results", "figure-description", "en"],
  ["Tabelle 6 fasst die Ergebnisse der drei Modelle zusammen.", "results", "figure-description", "de"],
  ["Tabelle 2 gibt einen Überblick über die Stichprobe.", "method", "figure-description", "de"],
  ["Eine Übersicht über die verwendeten Variablen bietet Tabelle 1.", "method", "figure-description", "de"],
  [
    "Die deskriptiven Statistiken der Variablen werden in Tabelle 2 berichtet.",
    "method",
    "figure-description",
    "de",
  ],
  ["The computational mesh can be seen in figure 4.", "method", "figure-description", "en"],
  ["Die Werte sind in der folgenden Tabelle aufgeführt.", "results", "figure-description", "de"],
  ["Die Verteilung der Residuen ist im QQ-Plot dargestellt.", "results", "figure-description", "de"],
  ["Die Wortwolke zeigt die häufigsten Begriffe in den Kommentaren.", "results", "figure-description", "de"],
  [
    "Das Streudiagramm zeigt den Zusammenhang zwischen Alter und Marktwert.",
    "results",
    "figure-description",
    "de",
  ],
  ["The upper panel shows the pressure coefficient along the chord.", "results", "figure-description", "en"],
  ["The streamlines around the airfoil are depicted below.", "results", "figure-description", "en"],
  ["Die Knoten sind nach Parteizugehörigkeit eingefärbt.", "results", "figure-description", "de"],
  [
    "Die Dicke der Kanten gibt die Anzahl gemeinsamer Gesetzentwürfe an.",
    "results",
    "figure-description",
    "de",
  ],
  ["Nodes are coloured by party affiliation.", "results", "figure-description", "en"],
  ["Each dot represents one player.", "results", "figure-description", "en"],
  ["Grau hinterlegte Zellen markieren signifikante Koeffizienten.", "results", "figure-description", "de"],
  ["Die rote Linie steht für den Mittelwert.", "results", "figure-description", "de"],
  ["The arrows indicate the direction of the flow.", "results", "figure-description", "en"],
  // A legend read out: a mark, the chart it is in, what it stands for.
  [
    "In the diagram, nodes stand for companies and edges for joint patents.",
    "results",
    "figure-description",
    "en",
  ],
  [
    "Jede Kante im Netzwerkdiagramm steht für ein gemeinsames Projekt.",
    "results",
    "figure-description",
    "de",
  ],
  // Marks of a kind of chart in general define it: no legend of a figure.
  [
    "In einem Entscheidungsbaum steht jeder Knoten für eine Prüfung eines Merkmals.",
    "theory",
    "background",
    "de",
  ],
  ["Die folgende Grafik soll dies verdeutlichen.", "discussion", "figure-description", "de"],
  [
    "Robuste Standardfehler in Klammern; *** p < 0,01, ** p < 0,05, * p < 0,1.",
    "results",
    "figure-description",
    "de",
  ],
  ["Standard errors in parentheses.", "results", "figure-description", "en"],
  ["Abbildung 3: Netzwerk der Abgeordneten im Jahr 2015", "results", "figure-description", "de"],
  ["Es ergeben sich die in Tabelle 3 aufgelisteten Kombinationen.", "results", "figure-description", "de"],
  [
    "Der Marktwert steigt mit dem Alter zunächst an und fällt ab 28 Jahren wieder, wie in Abbildung 5 zu sehen ist.",
    "results",
    "result",
    "de",
  ],
  ["Abbildung 3 zeigt einen deutlichen Anstieg der Aktivität nach 2015.", "results", "result", "de"],
  [
    "Figure 7 shows a strong increase of the Nusselt number near the leading edge.",
    "results",
    "result",
    "en",
  ],
  ["Betrachten wir Abbildung 5, so sehen wir einen deutlichen Rückgang.", "results", "result", "de"],
  [
    "Die Stichprobe wurde in drei Gruppen geteilt, die in Tabelle 1 aufgeführt sind.",
    "method",
    "method",
    "de",
  ],
  ["Betrachten wir einen Graphen G mit n Knoten und m Kanten.", "theory", "background", "de"],
  [
    "Consider a fully developed turbulent channel flow between two parallel plates.",
    "theory",
    "background",
    "en",
  ],
  [
    "Each point of the computational grid represents the centre of a control volume.",
    "theory",
    "background",
    "en",
  ],
  [
    "Die Stärke der Kanten gibt an, wie oft zwei Abgeordnete gemeinsam einen Antrag einreichen.",
    "theory",
    "background",
    "de",
  ],
  ["Das Panel umfasst 500 Spieler aus fünf Ligen.", "method", "method", "de"],
  // Roadmap: the unit as subject after its verb, "geht es um", pointers to later parts, how the text ends; a unit
  // of another text, a later step of a procedure and a finding after "wie in Kapitel 2 gezeigt" are no roadmap.
  [
    "Anschließend beschäftigt sich das dritte Kapitel mit den methodischen Grundlagen.",
    "introduction",
    "roadmap",
    "de",
  ],
  ["Danach stellt Kapitel 4 das Forschungsdesign vor.", "introduction", "roadmap", "de"],
  ["In Kapitel 3 geht es um die rechtlichen Rahmenbedingungen.", "introduction", "roadmap", "de"],
  ["Darauf wird später noch genauer eingegangen.", "theory", "roadmap", "de"],
  ["Auf diesen Aspekt wird in der Diskussion näher eingegangen.", "theory", "roadmap", "de"],
  ["Zum Schluss wird ein Blick auf offene Forschungsfragen geworfen.", "introduction", "roadmap", "de"],
  ["Den Abschluss der Arbeit bilden eine Zusammenfassung und ein Ausblick.", "introduction", "roadmap", "de"],
  ["Ein Fazit rundet die Arbeit ab.", "introduction", "roadmap", "de"],
  ["Die Arbeit schließt mit einem Fazit.", "introduction", "roadmap", "de"],
  ["Der Hauptteil gliedert sich in drei Abschnitte.", "introduction", "roadmap", "de"],
  ["Dabei gehe ich zunächst auf die Entstehung des Markusevangeliums ein.", "introduction", "roadmap", "de"],
  ["The thesis concludes with a summary and an outlook.", "introduction", "roadmap", "en"],
  ["The structure of this thesis is as follows.", "introduction", "roadmap", "en"],
  [
    "After this introduction, the theoretical background is given in Chapter 2.",
    "introduction",
    "roadmap",
    "en",
  ],
  ["In what follows, the governing equations are introduced.", "theory", "roadmap", "en"],
  ["Finally, conclusions are drawn and an outlook is given.", "introduction", "roadmap", "en"],
  ["Die Proben werden später unter dem Mikroskop betrachtet.", "method", "method", "de"],
  ["Der Roman endet mit dem Tod des Helden.", "theory", "background", "de"],
  ["Anschließend wird das zweite Kapitel des Fragebogens ausgewertet.", "method", "method", "de"],
  ["Wie in Kapitel 2 gezeigt wurde, ist der Datensatz unausgewogen.", "discussion", "interpretation", "de"],
  // Notes on the text: thanks in the first and third person, citing conventions, who made figures and
  // translations, access dates, wording, code and material; a step of the method that names a script or points
  // to the appendix, and things that merely "befinden sich" somewhere, keep their role.
  ["Ich danke allen Interviewpartnern für ihre Zeit.", "front", "housekeeping", "de"],
  ["The author wishes to thank the staff of the wind tunnel laboratory.", "front", "housekeeping", "en"],
  ["Many thanks to Dr. Smith for the helpful discussions.", "front", "housekeeping", "en"],
  ["Bibelstellen werden nach der Einheitsübersetzung zitiert.", "introduction", "housekeeping", "de"],
  [
    "Die Abkürzungen der biblischen Bücher richten sich nach den Loccumer Richtlinien.",
    "introduction",
    "housekeeping",
    "de",
  ],
  ["Alle Übersetzungen aus dem Griechischen stammen vom Verfasser.", "introduction", "housekeeping", "de"],
  // A single translation or abbreviation as well ("Übersetzungen?" once made only the "n" optional).
  ["Die Übersetzung stammt vom Verfasser.", "introduction", "housekeeping", "de"],
  ["Für den Begriff wird die Abkürzung KI verwendet.", "introduction", "housekeeping", "de"],
  ["Unless otherwise stated, all figures were created by the author.", "introduction", "housekeeping", "en"],
  ["Alle Internetquellen wurden zuletzt am 12. März 2024 abgerufen.", "introduction", "housekeeping", "de"],
  ["Citations follow the APA style, 7th edition.", "introduction", "housekeeping", "en"],
  ["Englische Fachbegriffe werden kursiv gesetzt.", "introduction", "housekeeping", "de"],
  ["Technical terms are kept in English throughout this thesis.", "introduction", "housekeeping", "en"],
  [
    "Im Interesse der Lesbarkeit wird auf geschlechtsspezifische Formulierungen verzichtet.",
    "introduction",
    "housekeeping",
    "de",
  ],
  ["For the sake of readability, only the masculine form is used.", "introduction", "housekeeping", "en"],
  [
    "Auslassungen in Zitaten sind durch eckige Klammern gekennzeichnet.",
    "introduction",
    "housekeeping",
    "de",
  ],
  ["Der vollständige R-Code ist frei verfügbar.", "method", "housekeeping", "de"],
  ["Alle Ergebnisse können mit dem beigefügten R-Code reproduziert werden.", "method", "housekeeping", "de"],
  ["Der Fragebogen ist der Arbeit als Anhang beigefügt.", "method", "housekeeping", "de"],
  [
    "Der Fragebogen wurde mit SoSci Survey erstellt und ist in Anhang A abgedruckt.",
    "method",
    "method",
    "de",
  ],
  ["The mesh was generated with ICEM CFD and is shown in Appendix A.", "method", "method", "en"],
  ["Die Tweets wurden mit einem Python-Skript über die Twitter-API gesammelt.", "method", "method", "de"],
  ["Die Spieler befinden sich in fünf europäischen Ligen.", "method", "method", "de"],
  [
    "As no experimental data are available for this configuration, the results were compared with a RANS simulation.",
    "method",
    "method",
    "en",
  ],
  ["Die Perikope befindet sich im zweiten Kapitel des Markusevangeliums.", "theory", "background", "de"],
  [
    "Die Simulation konnte die experimentellen Ergebnisse gut reproduzieren.",
    "discussion",
    "interpretation",
    "de",
  ],
  // Pointers at a figure or table and notes on quoting, written for this test (not from the corpus).
  ["Die Abbildung 2 gibt einen Überblick über die Architektur.", "method", "figure-description", "de"],
  [
    "In der nachfolgenden Tabelle werden die Kennzahlen gegenübergestellt.",
    "results",
    "figure-description",
    "de",
  ],
  ["Siehe hierzu Abbildung 8.", "results", "figure-description", "de"],
  [
    "The values of the last 200 time steps are shown in the table below.",
    "results",
    "figure-description",
    "en",
  ],
  ["Alle Übersetzungen stammen vom Verfasser.", "theory", "housekeeping", "de"],
  ["All translations are my own.", "theory", "housekeeping", "en"],
  ["Hervorhebungen im Original.", "theory", "housekeeping", "de"],
  ["Die Rohdaten können beim Autor angefordert werden.", "method", "housekeeping", "de"],
  ["The interview transcripts are available on request.", "method", "housekeeping", "en"], // Decision 058: how a chart is drawn (axes, insets, styles, asterisks, a matrix's diagonal), visuals of every
  // kind by number, numbered columns; quotations translated, decimal marks, numbering, spelling of names,
  // anonymity by labels, omitted discussions, "mitgemeint", line numbers; a finding read off a map or its
  // marks ("…, dass …") and a step taken for anonymity stay what they are.
  ["Die x-Achse ist logarithmisch skaliert.", "results", "figure-description", "de"],
  ["The inset shows the first 50 ms in detail.", "results", "figure-description", "en"],
  ["Hatched bars represent the control group.", "results", "figure-description", "en"],
  [
    "Sternchen kennzeichnen signifikante Unterschiede zwischen den Gruppen.",
    "results",
    "figure-description",
    "de",
  ],
  ["Oberhalb der Diagonale stehen die Spearman-Korrelationen.", "results", "figure-description", "de"],
  ["Karte 2 verortet die untersuchten Gemeinden im Landkreis.", "method", "figure-description", "de"],
  [
    "Die nachfolgende Skizze soll die Lage der Messpunkte verdeutlichen.",
    "method",
    "figure-description",
    "de",
  ],
  ["Foto 3: Eingangsbereich des Museums nach dem Umbau.", "theory", "figure-description", "de"],
  ["In Spalte 2 sind die Mittelwerte aufgeführt.", "results", "figure-description", "de"],
  // Decision 060: a chart as the subject of how it was made; a step that makes a table of data stays method.
  [
    "Die Boxplots der Antwortzeiten werden analog zu denen der Latenzen gezeichnet.",
    "results",
    "figure-description",
    "de",
  ],
  ["The box plots of the response times are drawn like those above.", "results", "figure-description", "en"],
  ["Die Datentabelle wird aus den Rohdaten der Sensoren erstellt.", "method", "method", "de"],
  // The picture's own form judged; a method that departs from a standard stays what it is.
  [
    "Die Darstellung weicht etwas von der üblichen Form eines Boxplots ab.",
    "results",
    "figure-description",
    "de",
  ],
  ["The visualization deviates slightly from the standard box plot.", "results", "figure-description", "en"],
  ["Das Verfahren weicht in zwei Punkten vom Standard ab.", "method", "method", "de"],
  ["Karte 2 zeigt, dass die Dichte im Süden am höchsten ist.", "results", "result", "de"],
  ["Die roten Punkte zeigen, dass die Ausreißer im Winter auftreten.", "results", "result", "de"],
  ["Alle Zitate aus dem Französischen wurden von mir übersetzt.", "introduction", "housekeeping", "de"],
  [
    "Dezimalzahlen werden mit einem Punkt statt einem Komma geschrieben.",
    "introduction",
    "housekeeping",
    "de",
  ],
  ["Die Zählung der Abbildungen beginnt in jedem Kapitel neu.", "introduction", "housekeeping", "de"],
  [
    "Die Schreibweise der Personennamen folgt der Transkription der Library of Congress.",
    "introduction",
    "housekeeping",
    "de",
  ],
  [
    "Um die Anonymität der Schulen zu gewährleisten, werden sie als Schule 1 bis 4 bezeichnet.",
    "method",
    "housekeeping",
    "de",
  ],
  [
    "Auf eine Vertiefung der dogmatischen Fragen wird in dieser Arbeit verzichtet.",
    "introduction",
    "housekeeping",
    "de",
  ],
  ["Wo von Ärzten die Rede ist, sind Ärztinnen immer mitgemeint.", "introduction", "housekeeping", "de"],
  ["Line numbers refer to the transcripts in the appendix.", "method", "housekeeping", "en"],
  ["Um die Anonymität der Befragten zu gewährleisten, wurden keine Namen erhoben.", "method", "method", "de"],
  ["Die Diagramme wurden mit Matplotlib erstellt.", "results", "housekeeping", "de"],
];

describe("classifySentence: general cues beyond the corpus", () => {
  it.each(GENERAL_CASES)("%s (%s) → %s", (text, chapterRole, want, language) => {
    expect(role(text, chapterRole, language)).toBe(want);
  });
});
