import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  classifySentence,
  SENTENCE_ROLES,
  type SentenceInput,
  type SentenceRole,
  SentenceRoleSchema,
} from "../src/understand/sentence-role.ts";

interface LabelledSentence extends SentenceInput {
  role: SentenceRole;
  /** Corpus file the sentence was taken from (or "synthetic …" for the few written by hand). */
  source: string;
}

const SET: LabelledSentence[] = JSON.parse(
  readFileSync(new URL("./fixtures/labelled-sentences.json", import.meta.url), "utf8"),
);

interface Scores {
  accuracy: number;
  perRole: Record<SentenceRole, { n: number; predicted: number; correct: number }>;
  confusion: Record<SentenceRole, Partial<Record<SentenceRole, number>>>;
}

function score(set: LabelledSentence[]): Scores {
  const perRole = Object.fromEntries(
    SENTENCE_ROLES.map((r) => [r, { n: 0, predicted: 0, correct: 0 }]),
  ) as Scores["perRole"];
  const confusion = Object.fromEntries(SENTENCE_ROLES.map((r) => [r, {}])) as Scores["confusion"];
  let correct = 0;
  for (const s of set) {
    const predicted = classifySentence(s);
    perRole[s.role].n++;
    perRole[predicted].predicted++;
    confusion[s.role][predicted] = (confusion[s.role][predicted] ?? 0) + 1;
    if (predicted === s.role) {
      correct++;
      perRole[s.role].correct++;
    }
  }
  return { accuracy: correct / set.length, perRole, confusion };
}

describe("labelled sentence set", () => {
  it("is well-formed and covers every role", () => {
    expect(SET.length).toBeGreaterThanOrEqual(350);
    for (const s of SET) {
      expect(SentenceRoleSchema.safeParse(s.role).success).toBe(true);
      expect(s.text.length).toBeGreaterThan(0);
      expect(["de", "en"]).toContain(s.language);
      expect(Array.isArray(s.headingPath)).toBe(true);
      expect(s.source.length).toBeGreaterThan(0);
    }
    const counts = new Map<SentenceRole, number>();
    for (const s of SET) counts.set(s.role, (counts.get(s.role) ?? 0) + 1);
    for (const role of SENTENCE_ROLES) expect(counts.get(role) ?? 0, role).toBeGreaterThanOrEqual(12);
    expect(SET.filter((s) => s.language === "en").length).toBeGreaterThanOrEqual(60);
  });

  it("is classified with accuracy ≥ 0.85 (confusion summary in the output)", () => {
    const { accuracy, perRole, confusion } = score(SET);
    const lines = [`sentence roles: accuracy ${accuracy.toFixed(3)} on ${SET.length} labelled sentences`];
    for (const role of SENTENCE_ROLES) {
      const { n, predicted, correct } = perRole[role];
      const precision = predicted ? correct / predicted : 0;
      const recall = n ? correct / n : 0;
      const misses = Object.entries(confusion[role])
        .filter(([r]) => r !== role)
        .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
        .map(([r, c]) => `${r}:${c}`)
        .join(" ");
      lines.push(
        `  ${role.padEnd(19)} n=${String(n).padStart(3)}  P=${precision.toFixed(2)}  R=${recall.toFixed(2)}  ${misses ? `→ ${misses}` : ""}`,
      );
    }
    console.log(lines.join("\n"));
    expect(accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it("never calls a roadmap or figure-description sentence a result", () => {
    const wrong = SET.filter(
      (s) => (s.role === "roadmap" || s.role === "figure-description") && classifySentence(s) === "result",
    );
    expect(wrong.map((s) => s.text)).toEqual([]);
  });
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

  it("roadmap", () => {
    expect(role("Kapitel 2 behandelt die theoretischen Grundlagen.", "introduction", "de")).toBe("roadmap");
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
  });

  it("figure-description", () => {
    expect(role("Abbildung 2 zeigt den Aufbau der Messumgebung.", "method", "de")).toBe("figure-description");
    expect(role("Auf der x-Achse ist die Zeit in Tagen abgetragen.", "results", "de")).toBe(
      "figure-description",
    );
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
  });

  it("broken", () => {
    expect(role("p = 0.03 0.12 0.45 0.88", "results", "en")).toBe("broken");
    expect(role("Alg der von einem Verfahren auf Instanz j erzielte Score", "method", "de")).toBe("broken");
    expect(role("let x = query | where timestamp >= begin;", "method", "en")).toBe("broken");
    expect(role("Die Ergebnisse der Messung werden durch die", "results", "de")).toBe("broken");
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
  });
});
