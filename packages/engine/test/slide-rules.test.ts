/**
 * The rules a written slide follows, each on a small input: what may never be shown, shortening at clause
 * boundaries instead of cutting, titles that state a finding, notes in the first person, the student's
 * methodology on the method slide, and widening a slide whose own range gives no bullet.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_TITLE_PAGE } from "../src/document.ts";
import type { PlannedSlide, SlidePlan } from "../src/plan/planner.ts";
import { indexLabels } from "../src/text/page-label.ts";
import { otherValueOfSame } from "../src/text/same-figure.ts";
import { contentTokens } from "../src/text/words.ts";
import { EMPTY_PARTS, type Understanding } from "../src/understand/schema.ts";
import type { SentenceRole } from "../src/understand/sentence-role/roles.ts";
import { writeContext } from "../src/write/context.ts";
import { draftSlide, emptyMemory } from "../src/write/drafted-slide.ts";
import { pickBullets, withEvidence } from "../src/write/model/bullets.ts";
import { createExtractiveModel, draftExtractive } from "../src/write/model/extractive.ts";
import { findingTitle, fitsAsTitle } from "../src/write/model/finding-title.ts";
import { isSlideMaterial } from "../src/write/model/slide-material.ts";
import type { Passage, SlideRequest } from "../src/write/model/text-model.ts";
import { laterRanges, passagesFor } from "../src/write/passages.ts";
import { bulletFlaw } from "../src/write/wording/bullet-flaw.ts";
import { chapterLabel } from "../src/write/wording/chapter-label.ts";
import { shortenToClause } from "../src/write/wording/condense.ts";
import { firstPerson } from "../src/write/wording/first-person.ts";
import { isFormulaFragment } from "../src/write/wording/formula.ts";
import { leansOnPrevious } from "../src/write/wording/leaning.ts";
import { spokenSentences } from "../src/write/wording/spoken-sentences.ts";
import { claimsValueOnly } from "../src/write/wording/value-claim.ts";
import { plannedSlide, slideRequest } from "./support/slides.ts";

let nextId = 0;
function passage(text: string, role: SentenceRole = "background", extra: Partial<Passage> = {}): Passage {
  return { id: nextId++, text, page: 3, score: 0.5, role, flags: [], ...extra };
}

function request(passages: Passage[], extra: Partial<SlideRequest> = {}): SlideRequest {
  return slideRequest(passages, {
    kind: "chapter",
    titleHint: "2 Gemeinschaftsgärten",
    context: { thesisTitle: "Gärten", workType: "Bachelorarbeit", methodology: "" },
    ...extra,
  });
}

describe("role filter", () => {
  it("never shows or speaks roadmap, figure-description, housekeeping or broken sentences", () => {
    const ok = passage("Gemeinschaftsgärten gewinnen in deutschen Großstädten an Bedeutung.");
    const never = [
      passage("Kapitel 2 behandelt die theoretischen Grundlagen der Beteiligung.", "roadmap"),
      passage("Auf der y-Achse steht der mittlere Abstand der Gärten zur Wohnung.", "figure-description"),
      passage("Aus Gründen der Lesbarkeit wird das generische Maskulinum verwendet.", "housekeeping"),
      passage("Der Zugewinn wächst beim globalen Modell deutlich von den Werten", "broken"),
    ];
    const draft = draftExtractive(request([ok, ...never], { notesWords: 200 }));
    expect(draft.bullets).toEqual(["Gemeinschaftsgärten gewinnen in deutschen Großstädten an Bedeutung"]);
    for (const p of never) expect(draft.notes).not.toContain(p.text.slice(0, 20));
    expect(never.some(isSlideMaterial)).toBe(false);
  });

  it("keeps formula legends and sentences that lean on the one before off the slide", () => {
    expect(isFormulaFragment("Alg der von einem Verfahren auf Instanz j erzielte Score")).toBe(true);
    expect(isFormulaFragment("Im Modell wählen wir den Wert 0.2 für τ.")).toBe(true);
    expect(isFormulaFragment("Die Stichprobe umfasst n = 120 Personen.")).toBe(false);
    // The extraction lost the formula's symbols and left their punctuation.
    expect(isFormulaFragment("Der Erwartungswert der Störterme :; liegt für alle Beobachtungen bei 0.")).toBe(
      true,
    );
    expect(isFormulaFragment("Die Werte sind hoch; die Streuung ist gering, aber stabil.")).toBe(false);
    expect(isFormulaFragment("Die Flüchtlingskrise stellte Deutschland vor große Aufgaben.")).toBe(false);
    expect(leansOnPrevious("Diese Leitmedien werden dabei unter dem Theorem betrachtet.")).toBe(true);
    expect(leansOnPrevious("Es ermöglichte eine automatisierte Datenerhebung.")).toBe(true);
    expect(leansOnPrevious("Diese Arbeit untersucht die Beteiligung in Gärten.")).toBe(false);
    expect(leansOnPrevious("Es gibt drei Gruppen von Mitgliedern.")).toBe(false);
    expect(leansOnPrevious("Eudaimonia, on the other hand, has a deeper meaning.")).toBe(true);
    expect(leansOnPrevious("Teilweise wird hier Haller (2017) bestätigt.")).toBe(true);
    // What the text before named, taken up by a participle: which ones, the slide does not say.
    expect(leansOnPrevious("Die genannten Sprachen sind Giganten in der Data-Science.")).toBe(true);
    // "Dementsprechend" written apart leans as well.
    expect(leansOnPrevious("Dem entsprechend lernen die Bäume die Tage auswendig.")).toBe(true);
    expect(leansOnPrevious("Dem Modell entsprechend steigt der Wert.")).toBe(false);
    expect(leansOnPrevious("The aforementioned factors explain most of the variance.")).toBe(true);
    expect(leansOnPrevious("Die Sprachen Julia und Python sind Giganten in der Data-Science.")).toBe(false);
    // One of several named before, by its place: which one, only the sentence before says.
    expect(leansOnPrevious("Der Salzgehalt von Zweitem soll bei 0,1 mol/l liegen.")).toBe(true);
    expect(leansOnPrevious("Letzteres hemmt das Wachstum deutlich.")).toBe(true);
    expect(leansOnPrevious("The latter grew faster than the control.")).toBe(true);
    expect(leansOnPrevious("Im ersten und zweiten Versuch stieg der Wert.")).toBe(false);
    expect(leansOnPrevious("Die Erste Liga zahlt die höchsten Gehälter.")).toBe(false);
    // The placeholder "es" leans only when it adds to what was named or opens a pronoun's clause.
    expect(leansOnPrevious("Es gibt noch ein Forum für Fragen rund um den Wettbewerb.")).toBe(true);
    expect(leansOnPrevious("Es lässt sich sagen, dass sie die einzige Figur ohne Schuld ist.")).toBe(true);
    expect(leansOnPrevious("Es lässt sich sagen, dass die Figur ohne Schuld ist.")).toBe(false);
    const bullets = pickBullets(
      request([
        passage("Daher spielt die Entfernung zum Garten kaum eine Rolle."),
        // A list item that lost its number: verb first.
        passage("Können durch die Befragung auch kleine Unterschiede erfasst werden."),
        passage("Soziale Einbindung erklärt die Beteiligung am stärksten."),
      ]),
    ).map((b) => b.bullet);
    // A verb only inside a bracket makes no statement.
    const bracketed = pickBullets(
      request([
        passage(
          "Das Vorhandensein positiver Gefühle im Garten (z. B. sich heiter fühlen, gut schlafen und aktiv sein).",
        ),
        passage("Gemeinsame Gartenarbeit stärkt das Wohlbefinden der Mitglieder deutlich."),
      ]),
    ).map((b) => b.bullet);
    expect(bracketed).toEqual(["Gemeinsame Gartenarbeit stärkt das Wohlbefinden der Mitglieder deutlich"]);
    // The consequence's connective goes and the subject moves to the front; the verb-first item stays off.
    expect(bullets).toEqual([
      "Die Entfernung zum Garten spielt kaum eine Rolle",
      "Soziale Einbindung erklärt die Beteiligung am stärksten",
    ]);
  });
});

describe("bullets from the slide's own part", () => {
  const findings = (texts: string[], extra: Partial<Passage> = {}) =>
    texts.map((t) => passage(t, "result", { flags: ["result"], score: 0.5, ...extra }));
  const own = findings([
    "Das Modell bildete die Konzentration des Zwischenprodukts zuverlässig ab.",
    "Die simulierten Verläufe stimmten mit den Messwerten überein.",
    "Die Hydrolysekonstante unter Reaktionsbedingungen war doppelt so hoch.",
  ]);
  // More salient sentences of an earlier section of the chapter, taken in to fill the slide's notes.
  const borrowed = findings(
    [
      "Die Mutante zeigte nur etwa ein Viertel der Aktivität der anderen Varianten.",
      "Die Verunreinigung der isolierten Enzyme war vernachlässigbar.",
    ],
    { score: 1.4, borrowed: true },
  );
  const picked = (passages: Passage[]) =>
    pickBullets(request(passages, { kind: "results", maxBullets: 4 })).map((b) => b.passage.id);

  it("shows only its own sentences when they give three bullets", () => {
    expect(picked([...borrowed, ...own])).toEqual(own.map((p) => p.id));
  });

  it("fills a slide whose own sentences give fewer with the borrowed ones", () => {
    const ids = picked([...borrowed, ...own.slice(0, 1)]);
    expect(ids).toContain(own[0]?.id);
    expect(ids.some((id) => borrowed.some((b) => b.id === id))).toBe(true);
  });
});

/** A sentence of the thesis's conclusion, with its salience. */
const conclusion = (text: string, score: number, extra: Partial<Passage> = {}) =>
  passage(text, "conclusion", { flags: ["conclusion"], score, ...extra });

/** A conclusion slide with room for three points. */
const FAZIT = { kind: "conclusion" as const, titleHint: "Fazit", maxBullets: 3 };

/** Three conclusions of a garden study, each a point of its own (new passages on every call). */
const gardenConclusions = () => [
  conclusion("Soziale Einbindung erklärt die Beteiligung am stärksten.", 1),
  conclusion("Die Entfernung zum Garten spielt für die Beteiligung kaum eine Rolle.", 1),
  conclusion("Ältere Mitglieder beteiligen sich häufiger als jüngere.", 1),
];

/** The passages a Fazit slide shows from `passages`, in their order. */
const fazitIds = (passages: Passage[]) => pickBullets(request(passages, FAZIT)).map((b) => b.passage.id);

describe("the method slide", () => {
  /** Handling steps (more salient) and design sentences as method passages, and the method slide's picks. */
  const methodSlide = (steps: string[], design: string[], titleHint: string) => {
    const handling = steps.map((t) => passage(t, "method", { score: 0.9, flags: ["method"] }));
    const designed = design.map((t) => passage(t, "method", { score: 0.6, flags: ["method"] }));
    const all = [...handling, ...designed];
    const picked = (slide: Parameters<typeof request>[1]) =>
      pickBullets(request(all, slide)).map((b) => b.passage.id);
    return {
      onMethod: picked({ kind: "method", titleHint, maxBullets: 3 }),
      elsewhere: picked({ maxBullets: 3 }),
      steps: handling.map((p) => p.id),
      design: designed.map((p) => p.id),
    };
  };

  it("says the design before the bench's handling steps", () => {
    const slide = methodSlide(
      [
        "Der Messbecher wird ausgespült und das Salz in das Glas gegeben.",
        "Der Messbecher wird mit Leitungswasser zu einem Liter aufgefüllt.",
        "Die erfassten Daten werden in Dateien mit der Endung csv gespeichert.",
      ],
      [
        "Es werden drei Versuchsmedien mit Leitungswasser, Salzwasser und Essig erstellt.",
        "Die Wuchshöhe jedes Samens wird täglich mit dem Maßband gemessen.",
        "Die Mittelwerte der drei Medien werden mit einem Welch-Test verglichen.",
      ],
      "Material und Methoden",
    );
    expect(slide.onMethod).toEqual(slide.design);
    // Elsewhere nothing changes: the same steps rank by their salience.
    expect(slide.elsewhere).toEqual(slide.steps);
  });

  it("says the design before the lab's storage, additions and instruments named by their maker", () => {
    const slide = methodSlide(
      [
        "Die Lagerung der Säule erfolgte in 20 % Ethanol bei vier Grad.",
        "Die Mischung wurde bei 95 °C für fünf Minuten inkubiert.",
        "Die OD600 wurde mit einem Spektrophotometer (Libra S11, Biochrom) bestimmt.",
      ],
      [
        "Für die Proteinsynthese wurde der Stamm E. coli BL21 eingesetzt.",
        "Die Zielproteine wurden über eine Affinitätschromatographie aufgereinigt.",
        "Die Aktivität wurde photometrisch mit einem Aktivitäts-Assay bestimmt.",
      ],
      "Proteinsynthese und Aufreinigung",
    );
    expect(slide.onMethod).toEqual(slide.design);
  });
});

describe("results beside a figure", () => {
  it("fills a results slide that shows a figure with no step of the procedure; a text slide keeps its minimum", () => {
    const finding = passage("Das salzige Medium hemmt das Wachstum der Kresse deutlich.", "result", {
      flags: ["result", "finding"],
    });
    const steps = [
      passage("Zunächst wurde der zeitliche Verlauf der Wuchshöhe betrachtet.", "result"),
      passage("Die Messwerte wurden anschließend miteinander verglichen.", "result"),
    ];
    const results = { kind: "results" as const, titleHint: "Ergebnisse" };
    const beside = pickBullets(
      request([finding, ...steps], { ...results, visual: "Abbildung 3: Wuchshöhe" }),
    );
    expect(beside.map((b) => b.passage.id)).toEqual([finding.id]);
    // Without a figure the slide still shows three points, the steps after the finding.
    const text = pickBullets(request([finding, ...steps], results));
    expect(text.map((b) => b.passage.id)).toEqual([finding.id, ...steps.map((s) => s.id)]);
  });

  it("leaves the aim said once more to the question slide: on a discussion slide it only fills up", () => {
    const aim = passage(
      "Ziel dieser Arbeit war die Erstellung eines Modells des Reaktionssystems.",
      "question",
      {
        flags: ["question", "goal"],
        score: 2,
      },
    );
    const points = [
      passage(
        "Die Bestimmung der Parameter entsprach nicht vollständig der biochemischen Praxis.",
        "limitation",
        {
          flags: ["limitation"],
        },
      ),
      passage("Die gewählte Fehleranalyse ist für einen ersten Eindruck ausreichend.", "interpretation"),
      passage("Die Annahme normalverteilter Parameter kann die Aussagekraft überschätzen.", "limitation", {
        flags: ["limitation"],
      }),
    ];
    const slide = { kind: "discussion" as const, titleHint: "Grenzen des Modells", maxBullets: 3 };
    expect(pickBullets(request([aim, ...points], slide)).map((b) => b.passage.id)).toEqual(
      points.map((p) => p.id),
    );
    // On the question slide it is the point.
    const question = { kind: "question" as const, titleHint: "Zielsetzung", maxBullets: 3 };
    expect(pickBullets(request([aim, ...points], question)).map((b) => b.passage.id)).toContain(aim.id);
  });

  it("never says a limit of the work on the Fazit, not even when too little else is left", () => {
    const limit = conclusion("Die Fehlerbetrachtung der Messungen ist nicht vollständig.", 2, {
      flags: ["conclusion", "limitation"],
    });
    const points = gardenConclusions();
    expect(fazitIds([limit, ...points])).toEqual(points.map((p) => p.id));
    // Beside the thesis's verdicts (its answer bullets) the Fazit's own picks are few: still no limit.
    expect(fazitIds([limit, points[0] as Passage])).toEqual([points[0]?.id]);
    // A limit that also answers the question ("… bestätigt, wenn auch nur für …") is a verdict.
    const answering = { ...limit, flags: [...limit.flags, "answer" as const] };
    expect(fazitIds([answering, points[0] as Passage])).toEqual([limit.id, points[0]?.id]);
  });

  it("takes a sentence that only claims the work's value ('bieten wertvolle Einblicke') last", () => {
    const claim = conclusion(
      "Die Ergebnisse dieser Arbeit bieten wertvolle Einblicke in die Gartenarbeit.",
      2,
    );
    const points = gardenConclusions();
    expect(fazitIds([claim, ...points])).toEqual(points.map((p) => p.id));
    expect(claimsValueOnly("Die Kontrollvariablen liefern weitere relevante Erkenntnisse.")).toBe(true);
    expect(claimsValueOnly("This thesis contributes to the understanding of heat transfer.")).toBe(true);
    expect(
      claimsValueOnly("Die Untersuchung trägt zur wissenschaftlichen Debatte über Gärten und Städte bei."),
    ).toBe(true);
    // Saying what the insight is, it is a point like any other.
    expect(claimsValueOnly("Die Daten liefern erste Hinweise darauf, dass Salz das Wachstum hemmt.")).toBe(
      false,
    );
    expect(claimsValueOnly("Die Analyse liefert neue Erkenntnisse: 34 % der Varianz sind erklärt.")).toBe(
      false,
    );
  });

  it("fills a conclusion with the thesis's recap of its procedure only when nothing else is left", () => {
    // The recap ranks first by salience, yet the conclusions take the slide's places.
    const recap = conclusion("Umgesetzt wird die Untersuchung durch die Simulation mehrerer Szenarien.", 2);
    const points = [
      conclusion("Serverlose Dienste verursachen bei hoher Last die meisten Emissionen.", 1),
      conclusion("Die Wahl der Region beeinflusst die Emissionen stärker als die Technologie.", 1),
      conclusion("Die Kosten steigen mit der Auslastung nahezu linear an.", 1),
    ];
    expect(fazitIds([recap, ...points])).toEqual(points.map((p) => p.id));
    // With too little else, a longer statement of what came out fills it before the recap does.
    const longer = conclusion(
      "Das Bruttoinlandsprodukt pro Kopf bleibt über alle Bildungsniveaus hinweg ein signifikanter Faktor mit negativem Effekt auf die Arbeitslosenquote.",
      1,
    );
    expect(
      pickBullets(request([recap, points[0] as Passage, longer], { ...FAZIT, maxBullets: 2 })).map(
        (b) => b.passage.id,
      ),
    ).toEqual([points[0]?.id, longer.id]);
    // With nothing else the recap still fills it; a claim of the work's value never does.
    const claim = conclusion("Die Ergebnisse dieser Arbeit bieten wertvolle Einblicke in die Cloud.", 2);
    expect(fazitIds([recap, claim, points[0] as Passage])).toEqual([recap.id, points[0]?.id]);
    // A Fazit that already answers two research questions needs one more point, not the recap as well.
    const fazit = request([recap, claim, points[0] as Passage], FAZIT);
    expect(pickBullets(fazit, 3, new Set(), 2).map((b) => b.passage.id)).toEqual([points[0]?.id]);
  });
});

describe("the same fact once", () => {
  it("shows a share or value said twice in other words once; other facts with the same count stay", () => {
    const whole = passage(
      "Bei allen Umgebungen liegen die indirekten Emissionen sogar über 50 % der gesamten Emissionen pro Stunde.",
    );
    const again = passage("Anteilsmäßig machen sie sogar über 50 % der gesamten Emissionen aus.");
    const other = passage(
      "Die direkten Emissionen sinken bei hoher Auslastung um 12 % gegenüber der Referenz.",
    );
    const picked = pickBullets(request([whole, again, other]));
    const ids = picked.map((p) => p.passage.id);
    expect(ids).toHaveLength(2);
    expect(ids).toContain(other.id);
    const count = passage("In Szenario 3 laufen die Server der gesamten Umgebung durchgehend.");
    const parallel = passage("In Szenario 3 sinkt der Verbrauch der gesamten Umgebung deutlich.");
    expect(pickBullets(request([count, parallel])).length).toBe(2);
  });
});

describe("names the sentence before gave", () => {
  it("puts the name back into a bullet whose subject is a bare 'the + noun'", () => {
    const named = passage("Für die Implementierung der Lastszenarien wird die Bibliothek NBomber verwendet.");
    const bare = passage(
      "Die Bibliothek übernimmt die Thread-Verwaltung und die Parallelisierung der Anfragen.",
    );
    const bullets = pickBullets(request([named, bare])).map((b) => b.bullet);
    expect(bullets).toContain(
      "Die Bibliothek NBomber übernimmt die Thread-Verwaltung und die Parallelisierung der Anfragen",
    );
  });
});

describe("language", () => {
  it("shows no sentence in the other language than the talk's (an English thesis's German abstract)", () => {
    const english = passage("The simulation reproduces the measured heat flux on the wing surface.");
    const german = passage(
      "In den meisten Bereichen ist die Simulation wegen ihres hohen Aufwands noch kein Standard.",
    );
    const picked = pickBullets(request([english, german], { language: "en" }));
    expect(picked.map((p) => p.passage.id)).toEqual([english.id]);
  });
});

describe("quotations", () => {
  it("takes a verb inside a quotation for none of the bullet's own; a quoted question stands", () => {
    const fragment = passage(
      "Phrasen wie „durch das breite Bett der Straße stürzt die Stadt“ oder „die Häuser quellen über“.",
    );
    const question = passage(
      "„Wie beeinflussen Investitionen in Technologien die Arbeitslosigkeit in Europa?“",
    );
    const picked = pickBullets(request([fragment, question])).map((p) => p.passage.id);
    expect(picked).toEqual([question.id]);
    const own = passage(
      "Der Autor beschreibt die Stadt mit Phrasen wie „durch das breite Bett stürzt die Stadt“.",
    );
    expect(pickBullets(request([own])).map((p) => p.passage.id)).toEqual([own.id]);
  });
});

describe("contrasts", () => {
  it("says a sentence near the limit whole rather than the half before its contrast; a predicate may end it", () => {
    const contrast = passage(
      "Allgemein besitzt das System eine bessere Performanz, aber die Speicherverwaltung unter dem System ist schlechter.",
    );
    expect(pickBullets(request([contrast])).map((p) => p.bullet)).toEqual([
      "Allgemein besitzt das System eine bessere Performanz, aber die Speicherverwaltung unter dem System ist schlechter",
    ]);
    const qualified = passage(
      "Alle vier Modelle zeigen eine gute Leistung, wobei der Random Forest die höchste Genauigkeit aufweist.",
    );
    expect(pickBullets(request([qualified])).map((p) => p.bullet)).toEqual([
      "Alle vier Modelle zeigen eine gute Leistung, wobei der Random Forest die höchste Genauigkeit aufweist",
    ]);
    // A second predicate of the same subject ("… and is stored in …") may carry the point:
    // near the limit the sentence is said whole; far over it, the first predicate stands alone.
    const near = passage(
      "Heat is a special form of energy and is stored in the chaotic movement of atoms and molecules.",
    );
    expect(pickBullets(request([near], { language: "en" })).map((p) => p.bullet)).toEqual([
      "Heat is a special form of energy and is stored in the chaotic movement of atoms and molecules",
    ]);
    const far = passage(
      "Kressen sind krautige oder strauchartige Pflanzen der Familie der Kreuzblütergewächse und werden in vielen Regionen der Welt seit Jahrhunderten vielseitig in der Küche und in der Heilkunde verwendet.",
    );
    expect(pickBullets(request([far])).map((p) => p.bullet)).toEqual([
      "Kressen sind krautige oder strauchartige Pflanzen der Familie der Kreuzblütergewächse",
    ]);
    // "oder" offers an alternative: its first half alone would claim more than the sentence.
    expect(
      shortenToClause(
        "Die Proben waren bei der Lieferung bereits verunreinigt oder wurden während der Lagerung im Labor über mehrere Wochen hinweg beschädigt.",
        14,
      ),
    ).toBeNull();
    // Cut from its sentence, a clause that ends on its predicate may have lost its comparison ("…, als …").
    expect(bulletFlaw("Die Speicherverwaltung unter dem System ist schlechter")).toBe("cut");
    expect(bulletFlaw("Die Speicherverwaltung unter dem System ist schlechter", true)).toBeNull();
  });
});

describe("checks of the model or data", () => {
  /** The ids of the passages a results slide of up to four bullets shows. */
  const picked = (ps: Passage[]) =>
    pickBullets(request(ps, { kind: "results", titleHint: "Ergebnisse", maxBullets: 4 })).map(
      (p) => p.passage.id,
    );

  it("fill a results slide only up to its minimum: its findings come first", () => {
    const findings = [
      "Die Gruppe mit Training erreichte deutlich höhere Werte als die Kontrollgruppe.",
      "Der Effekt des Trainings war mit d = 0,8 groß.",
      "Ältere Teilnehmende profitierten stärker vom Training als jüngere.",
      "Die Zufriedenheit stieg in beiden Gruppen über die Zeit an.",
    ].map((t) => passage(t, "result", { score: 0.4 }));
    const levene = passage("Der Levene-Test zeigte homogene Varianzen in allen Gruppen.", "result", {
      score: 0.9,
    });
    expect(picked([levene, ...findings])).toEqual(findings.map((f) => f.id));
    // With too few findings it still fills the slide.
    expect(picked([levene, ...findings.slice(0, 1)])).toEqual([findings[0]?.id, levene.id]);
  });

  it("treat a definition or a setting on a results slide the same way, judged by the bullet shown", () => {
    const findings = [
      "Das Modell mit allen Merkmalen erreichte auf den Testdaten die höchste Genauigkeit.",
      "Die Lücke zwischen Trainings- und Testfehler wurde mit mehr Daten kleiner.",
      "Der einfache Entscheidungsbaum schnitt auf den Testdaten am schlechtesten ab.",
    ].map((t) => passage(t, "result", { score: 0.4 }));
    const definition = passage(
      "Der Trainingsscore gibt an, wie gut das Modell die Trainingsdaten abbildet.",
      "result",
      { score: 0.9 },
    );
    const setting = passage("Als Puffer diente 50 mM Kaliumphosphat mit 1 mM Magnesiumchlorid.", "result", {
      score: 0.8,
    });
    expect(picked([definition, setting, ...findings])).toEqual(findings.map((f) => f.id));
  });
});

describe("withEvidence", () => {
  it("does not take a setting's numbers for the evidence a results slide needs", () => {
    const setting = passage("Als Puffer diente 50 mM Kaliumphosphat mit 1 mM Magnesiumchlorid.", "result", {
      score: 0.9,
    });
    const plain = [
      "Die Aktivität der Mutante war deutlich geringer als die des Wildtyps.",
      "Die Lactonbildung verlief in beiden Puffern ähnlich.",
    ].map((t) => passage(t, "result", { score: 0.6 }));
    const numbered = passage(
      "Die Mutante erreichte mit 0,024 U/mg nur etwa 25 % der Aktivität des Wildtyps.",
      "result",
      { score: 0.2 },
    );
    const req = request([setting, ...plain, numbered], {
      kind: "results",
      titleHint: "Ergebnisse",
      maxBullets: 3,
    });
    const shown = [setting, ...plain].map((p) => ({ passage: p, bullet: p.text.replace(/\.$/, "") }));
    const out = withEvidence(req, shown).map((p) => p.passage.id);
    // The number that came out replaces the setting, not one of the findings.
    expect(out).toEqual([plain[0]?.id, plain[1]?.id, numbered.id]);
  });
});

describe("shortenToClause", () => {
  it("keeps the main clause before a subordinate clause, ';' or a second main clause (German)", () => {
    expect(
      shortenToClause(
        "Die Terme für Homophilie sind durchgehend positiv, bis auf den Term der differenziellen Homophilie für die Altersgruppe 60 bis 69.",
      ),
    ).toBe("Die Terme für Homophilie sind durchgehend positiv");
    expect(
      shortenToClause(
        "Die Stimmung in den Medien war im Sommer zunächst überwiegend positiv; nach der Silvesternacht in Köln kippte sie deutlich.",
      ),
    ).toBe("Die Stimmung in den Medien war im Sommer zunächst überwiegend positiv");
    expect(
      shortenToClause(
        "Durchschnittlich gibt es 3,5 Beobachtungen pro Tag, wobei der maximale Wert bei 19 Beobachtungen pro Tag liegt und der minimale bei 0.",
      ),
    ).toBe("Durchschnittlich gibt es 3,5 Beobachtungen pro Tag");
  });

  it("reads an opening phrase with „als“ before the finite verb as a main clause, „als“ + clause as subordinate", () => {
    expect(
      shortenToClause(
        "Als Standardanwendungsfall werden die verschiedenen Szenarien eines Web-Shops verwendet.",
      ),
    ).toBe("Als Standardanwendungsfall werden die verschiedenen Szenarien eines Web-Shops verwendet");
    expect(
      shortenToClause(
        "Als es dunkel war, wurde die Messung beendet und das Labor geschlossen, weil niemand mehr im Gebäude war.",
      ),
    ).toBeNull();
  });

  it("shows the research question after its announcement, even with a lost closing quote", () => {
    expect(
      shortenToClause(
        "Die Forschungsfrage dieser Hausarbeit lautet: „Wie hat sich das Sentiment der Artikel im untersuchten Zeitraum verändert?",
      ),
    ).toBe("Wie hat sich das Sentiment der Artikel im untersuchten Zeitraum verändert?");
  });

  it("shortens English sentences at clause boundaries too", () => {
    expect(
      shortenToClause(
        "The ES-G change scores explained 64.3% of unique variance in the BDI-II change scores, after accounting for baseline depression.",
      ),
    ).toBe("The ES-G change scores explained 64.3% of unique variance in the BDI-II change scores");
    expect(
      shortenToClause(
        "Comparing the original dichotomous version with the adapted Likert version, a clear pattern was found across all metrics.",
      ),
    ).toBeNull();
    expect(
      shortenToClause(
        "With the exception of the findings on dimensionality, which are not of primary interest in clinimetrics, the results are in line.",
      ),
    ).toBeNull();
    // English sets off a subordinate clause without a comma; the main clause before it stands alone.
    expect(
      shortenToClause(
        "The Reynolds number is of course the same for all solutions since it is independent from heat transfer.",
      ),
    ).toBe("The Reynolds number is of course the same for all solutions");
    // An English opener takes no comma; its clause's subject and verb follow ("… it appears …"), and a bare
    // plural subject with its modal opens a second main clause after "and".
    expect(
      shortenToClause(
        "Due to the long calculation durations it appears rather cumbersome and errors in the simulation setup can cost a vast amounts of time.",
      ),
    ).toBe("Due to the long calculation durations it appears rather cumbersome");
    expect(
      shortenToClause(
        "For comparison of the results obtained in this project with the experimental data of other authors a RANS simulation was set up.",
      ),
    ).toBeNull();
    // A head without its verb is still no clause.
    expect(
      shortenToClause(
        "The dedicated filters which the simulation applies to the smaller eddies of the flow reject them before the computation starts.",
      ),
    ).toBeNull();
  });

  it("never splits a number and never returns a subject without its verb or a cut sentence", () => {
    const b = shortenToClause(
      "Die Werte lagen zwischen 0, 5 und 1, 5 Punkten auf der Skala der Befragung der Mitglieder in allen zwölf Gärten.",
    );
    expect(b ?? "").not.toMatch(/\d$/);
    expect(
      shortenToClause(
        "Die Anzahl an Abgeordneten im Datensatz, die mindestens einen Gesetzentwurf unterschrieben haben, liegt bei 662 Personen insgesamt.",
      ),
    ).toBeNull();
    expect(
      shortenToClause(
        "Das Webscraping bietet den Vorteil, eine große Menge an relevanten Artikeln aus den Archiven der Zeitungen zu extrahieren.",
      ),
    ).toBeNull();
    expect(
      shortenToClause(
        "Ziel war es, Artikel aus den Archiven zweier Online-Zeitungen, nämlich Bild Online und SPON, zu sammeln, um eine Datengrundlage für die Analyse zu schaffen.",
      ),
    ).toBeNull();
  });
});

describe("no cut bullets", () => {
  it("leaves out a sentence that cannot be shortened to a complete clause; no bullet ends in '…'", () => {
    // A condition put first cannot go (the claim would hold always), and the whole is too long.
    const long = passage(
      "Wenn Anwendungen und insbesondere HTTP-Server bezüglich ihrer Performance getestet werden sollen, ist JMeter mit seinen vielen Samplern und Listenern ein gutes Werkzeug.",
    );
    const short = passage("JMeter wurde als reine Java-Anwendung entwickelt.");
    const draft = draftExtractive(
      request([long, short, passage("Der Testplan ist ein Skript im JMX-Format.")]),
    );
    expect(draft.bullets).toEqual([
      "JMeter wurde als reine Java-Anwendung entwickelt",
      "Der Testplan ist ein Skript im JMX-Format",
    ]);
    expect(draft.bullets.some((b) => b.endsWith("…"))).toBe(false);
    // A purpose put first can go: the main clause is the bullet.
    const purpose = passage(
      "Um Anwendungen und insbesondere HTTP-Server bezüglich ihrer Performance zu testen, ist JMeter mit seinen vielen Samplern und Listenern ein gutes Werkzeug.",
    );
    expect(draftExtractive(request([purpose])).bullets).toEqual([
      "JMeter ist mit seinen vielen Samplern und Listenern ein gutes Werkzeug",
    ]);
  });
});

describe("titles", () => {
  it("never titles a slide with a sentence whose subject is a pronoun", () => {
    expect(fitsAsTitle("Im Jahr 2005 lag sie unter 5 %, 2013 bei fast 15 %")).toBe(false);
    expect(fitsAsTitle("In 2005 it stayed below 5 % of the workforce")).toBe(false);
    expect(fitsAsTitle("Die Arbeitslosenquote lag 2005 unter 5 % und 2013 bei fast 15 %")).toBe(true);
    // Thirteen short words fit two lines.
    expect(fitsAsTitle("Für die Lega Nord und den PD ist die Chance um ein Drittel geringer")).toBe(true);
  });

  it("never titles a slide with a comparison whose other side it does not name", () => {
    expect(fitsAsTitle("Für Lega Nord und Partito Democratico ist die Chance fast halb so groß")).toBe(false);
    expect(fitsAsTitle("The transient heat flux is twice as high")).toBe(false);
    expect(fitsAsTitle("Die Chance ist für Frauen doppelt so groß wie für Männer")).toBe(true);
    expect(fitsAsTitle("The transient heat flux is twice as high as the stationary one")).toBe(true);
  });

  it("states the finding with its number on a results slide", () => {
    const req = request(
      [
        passage("Die Befragung fand im Frühjahr in zwölf Gärten statt.", "method"),
        passage("Ab 5 s erreicht die Auswahl rund 98 % der VBS-Leistung.", "result", { flags: ["result"] }),
        passage("Soziale Einbindung erklärt die Beteiligung am stärksten.", "result", { flags: ["result"] }),
      ],
      { kind: "results", titleHint: "4.2 Ergebnisse" },
    );
    expect(findingTitle(req)?.title).toBe("Ab 5 s erreicht die Auswahl rund 98 % der VBS-Leistung");
    const draft = draftExtractive(req);
    expect(draft.title).toBe("Ab 5 s erreicht die Auswahl rund 98 % der VBS-Leistung");
    // The finding is the title, not a bullet as well.
    expect(draft.bullets).not.toContain(draft.title);
    // A finding an earlier slide showed, as a title or a bullet, is not a title again in other words.
    const shown = [contentTokens("Tendenziell erreicht die Auswahl ab 5 s rund 98 % der VBS-Leistung")];
    expect(findingTitle({ ...req, shown })?.title).toBe(
      "Soziale Einbindung erklärt die Beteiligung am stärksten",
    );
  });

  it("shows no bullet that gives the title's statistic another value", () => {
    const req = request(
      [
        passage("Die Kurzform erreichte in der ROC-Analyse eine AUC von 0,94.", "result", {
          flags: ["result"],
        }),
        passage("In der ROC-Analyse ergab sich eine AUC von 0,88.", "result", { flags: ["result"] }),
        passage("Die Trennschärfe der Items lag bei allen über 0,40.", "result", { flags: ["result"] }),
      ],
      { kind: "results", titleHint: "4.3 Trennschärfe", language: "de" },
    );
    const draft = draftExtractive(req);
    expect(draft.title).toBe("Die Kurzform erreichte in der ROC-Analyse eine AUC von 0,94");
    // The other AUC belongs to a version the slide does not name: beside the title it reads as a contradiction.
    expect(draft.bullets.some((b) => b.includes("0,88"))).toBe(false);
    expect(draft.bullets.some((b) => b.includes("0,40"))).toBe(true);
    expect(otherValueOfSame("an AUC of .94", "ROC analysis yielded an AUC of .88")).toBe(true);
    expect(otherValueOfSame("ω2 = .45", "a large effect, ω² = 0.45")).toBe(false);
    expect(otherValueOfSame("eine AUC von 0,94", "R2 = .64")).toBe(false);
  });

  it("uses the chapter title without its number when no sentence states a finding", () => {
    // A setting, a diagnostic and a definition are no findings, whatever their numbers.
    const draft = draftExtractive(
      request(
        [
          passage("Das Signifikanzniveau wurde auf 5 % festgelegt.", "result", { flags: ["result"] }),
          passage("Auf Level 2 waren die Residuen normalverteilt.", "result", { flags: ["result"] }),
          passage("Der Grid Search ist eine Brute-Force-Methode zur Suche.", "result", { flags: ["result"] }),
        ],
        { kind: "results", titleHint: "4.2 Ergebnisse" },
      ),
    );
    expect(draft.title).toBe("Ergebnisse");
    expect(chapterLabel("Kapitel 3: Methode")).toBe("Methode");
    expect(chapterLabel("A Survey of Gardens")).toBe("A Survey of Gardens");
  });

  it("states a finding by its direction when it has no number", () => {
    const draft = draftExtractive(
      request([passage("Soziale Einbindung erklärt die Beteiligung am stärksten.", "result")], {
        kind: "results",
        titleHint: "4.2 Ergebnisse",
      }),
    );
    expect(draft.title).toBe("Soziale Einbindung erklärt die Beteiligung am stärksten");
  });

  it("never makes a fragment without a subject of its own the title", () => {
    const draft = draftExtractive(
      request([passage("Der geschätzte Effekt beträgt 4,671.", "result", { flags: ["result"] })], {
        kind: "results",
        titleHint: "Ergebnisse",
      }),
    );
    expect(draft.title).toBe("Ergebnisse");
  });
});

describe("spoken notes", () => {
  it("turns the thesis's self-reference into the first person where that is safe", () => {
    expect(firstPerson("In dieser Arbeit wird die Beteiligung untersucht.", "de")).toBe(
      "In meiner Arbeit wird die Beteiligung untersucht.",
    );
    expect(firstPerson("Die vorliegende Arbeit untersucht die Beteiligung.", "de")).toBe(
      "Meine Arbeit untersucht die Beteiligung.",
    );
    expect(firstPerson("Im Modell wählen wir den Wert 0.2.", "de")).toBe("Im Modell wähle ich den Wert 0.2.");
    expect(firstPerson("Dafür verwendet der Verfasser das Paket R.", "de")).toBe(
      "Dafür verwende ich das Paket R.",
    );
    // Not safe: the verb is far from the pronoun.
    expect(firstPerson("Die Daten, die wir erhoben haben, sind gut.", "de")).toBe(
      "Die Daten, die wir erhoben haben, sind gut.",
    );
    expect(firstPerson("In this thesis, we examine whether our scale works.", "en")).toBe(
      "In my thesis, I examine whether my scale works.",
    );
  });

  it("splits a long sentence where two main clauses meet", () => {
    expect(
      spokenSentences(
        "Die Daten wurden in zwölf Gärten mit einem standardisierten Fragebogen erhoben, und die Auswertung erfolgte anschließend mit einer linearen Regression in der Statistiksoftware R.",
      ),
    ).toEqual([
      "Die Daten wurden in zwölf Gärten mit einem standardisierten Fragebogen erhoben.",
      "Die Auswertung erfolgte anschließend mit einer linearen Regression in der Statistiksoftware R.",
    ]);
  });

  it("does not split off the rest of a subordinate clause after 'aber' as a sentence", () => {
    const sentence =
      "Die Autorin zeigt, dass der Umbau kurzfristig zu höheren Kosten in den betroffenen Betrieben führen kann, aber langfristig eine Bedingung für stabile Erträge ist.";
    expect(spokenSentences(sentence)).toEqual([sentence]);
    // "selten" before the verb at the end is an adverb, not the clause's verb.
    const rare =
      "Für den Betrieb ist es wichtig, dass möglichst wenige Zimmer unbelegt bleiben, aber es so selten wie möglich vorkommt, dass ein gebuchtes Zimmer als storniert gilt.";
    expect(spokenSentences(rare)).toEqual([rare]);
    expect(
      spokenSentences(
        "Die Abfragen der ersten Datenbank sind in allen Szenarien deutlich schneller, aber die Speicherverwaltung der ersten Datenbank ist schlechter als bei der zweiten.",
      ),
    ).toHaveLength(2);
  });

  it("speaks the slide's sentences in the first person", () => {
    const draft = draftExtractive(
      request([passage("In dieser Arbeit wird die Beteiligung in zwölf Gärten untersucht.")], {
        notesWords: 30,
      }),
    );
    expect(draft.notes).toContain("In meiner Arbeit wird die Beteiligung");
  });

  it("never speaks a subordinate clause that stands as a sentence without its main clause", () => {
    const lone = passage("Da sowohl alle Funktionen als auch die Anfragen in derselben Umgebung laufen.");
    const whole = passage("Da die Anfragen getrennt verwaltet werden, können mehrere Nutzer zugreifen.");
    const draft = draftExtractive(request([lone, whole], { notesWords: 60 }));
    expect(draft.notes).not.toContain("Da sowohl alle Funktionen");
    // Lines of a listing the audience does not see.
    const listing = passage(
      "Durch die Zeilen 4-7 werden alle Knoten des Nutzers zur Ergebnismenge hinzugefügt.",
    );
    expect(draftExtractive(request([listing, whole], { notesWords: 60 })).notes).not.toContain("Zeilen 4-7");
    expect(draft.notes).toContain("Mehrere Nutzer können zugreifen");
  });
});

describe("methodology", () => {
  const methodology =
    "Ich habe 214 Mitglieder aus zwölf Gärten befragt. Die Antworten habe ich mit einer linearen Regression ausgewertet, weil mehrere Einflussfaktoren gleichzeitig geprüft werden sollten.";
  const passages = () => [
    passage("Die Daten wurden mit einem standardisierten Fragebogen erhoben.", "method"),
  ];

  it("puts the student's own words first on the method slide and speaks them in the notes", () => {
    const draft = draftExtractive(
      request(passages(), { kind: "method", context: { thesisTitle: "", workType: "", methodology } }),
    );
    expect(draft.bullets.slice(0, 2)).toEqual([
      "Ich habe 214 Mitglieder aus zwölf Gärten befragt",
      "Die Antworten habe ich mit einer linearen Regression ausgewertet",
    ]);
    expect(draft.notes).toContain(`Kurz zu meinem Vorgehen: ${methodology}`);
  });

  it("keeps a long sentence without a shorter clause whole rather than drop it", () => {
    const oneSentence =
      "Ich habe Zeitungsartikel aus den Jahren 2015 und 2016 gesammelt und ihr Sentiment mit einem Wörterbuch gemessen.";
    const draft = draftExtractive(
      request(passages(), {
        kind: "method",
        context: { thesisTitle: "", workType: "", methodology: oneSentence },
      }),
    );
    expect(draft.bullets[0]).toBe(oneSentence.replace(/\.$/, ""));
  });

  it("changes nothing when the methodology is empty or the slide is no method slide", () => {
    const none = draftExtractive(request(passages(), { kind: "method" }));
    expect(none.bullets).toEqual(["Die Daten wurden mit einem standardisierten Fragebogen erhoben"]);
    // No student's words to speak ("Kurz zu meinem Vorgehen: …"); a general lead-in may name the method.
    expect(none.notes).not.toContain("meinem Vorgehen");
    const other = draftExtractive(
      request(passages(), { kind: "results", context: { thesisTitle: "", workType: "", methodology } }),
    );
    expect(other.bullets.join(" ")).not.toContain("214");
  });
});

describe("widening", () => {
  function thesis(): Understanding {
    const texts: Array<[string, SentenceRole]> = [
      ["Kapitel 3 beschreibt das methodische Vorgehen der Untersuchung.", "roadmap"],
      // Says something (enough words for the notes) but leans on the sentence before it: no bullet.
      [
        "Dadurch lassen sich Veränderungen in bestimmten Bereichen der Berichterstattung über die Jahre hinweg leichter aufzeigen und vergleichen.",
        "background",
      ],
      ["Die Daten wurden mit einem standardisierten Fragebogen erhoben.", "method"],
      ["Insgesamt nahmen 214 Mitglieder an der Befragung im Frühjahr teil.", "method"],
    ];
    return {
      language: "de",
      title: "Gärten",
      shortTitle: "Gärten",
      titleFromFilename: false,
      titlePage: EMPTY_TITLE_PAGE,
      pageCount: 5,
      pageLabels: indexLabels(5),
      wordCount: 40,
      chapters: [
        {
          headingId: "h0",
          title: "Methode",
          number: "3",
          role: "method",
          pageStart: 1,
          pageEnd: 2,
          words: 40,
          sections: [],
        },
      ],
      appendix: [],
      sentences: texts.map(([text, role], id) => ({
        id,
        text,
        page: 1,
        chapter: 0,
        sectionId: null,
        score: 0.5,
        words: text.split(" ").length,
        role,
        flags: [],
      })),
      parts: EMPTY_PARTS,
      figures: [],
      tables: [],
      references: [],
      method: { design: null, sampleSize: null, instruments: [] },
    };
  }

  it("gives a limitations slide only the limits, however central the other sentences of its range", () => {
    const t = thesis();
    const limited = {
      ...t,
      sentences: t.sentences.map((x) =>
        x.id === 3 ? { ...x, flags: ["limitation" as const] } : { ...x, score: 0.95 },
      ),
    };
    const limits = plannedSlide(5, "limitations", {
      titleHint: "Grenzen der Arbeit",
      chapters: [0],
      range: { from: 0, to: 3 },
      focus: ["limitation"],
    });
    // Thin for 200 words of notes, and still nothing but its limitation.
    expect(passagesFor(limits, limited, new Set(), 200).map((p) => p.id)).toEqual([3]);
  });

  it("leaves a later question slide its research question, even inside an earlier slide's range", () => {
    const t = thesis();
    const withQuestion = {
      ...t,
      sentences: t.sentences.map((x) => (x.id === 3 ? { ...x, flags: ["question" as const] } : x)),
    };
    const base = {
      chapters: [0],
      seconds: 60,
      visual: null,
      tableIndex: null,
      figureId: null,
      titleHint: "Methode",
    };
    const first: PlannedSlide = { ...base, n: 1, kind: "motivation", range: { from: 0, to: 3 }, focus: [] };
    const question: PlannedSlide = {
      ...base,
      n: 2,
      kind: "question",
      range: { from: 0, to: 3 },
      focus: ["question"],
    };
    const reserved = laterRanges(first, [first, question], withQuestion);
    expect([...reserved]).toEqual([3]);
    expect(passagesFor(first, withQuestion, new Set(), 10, 0, reserved).map((p) => p.id)).toEqual([1, 2]);
  });

  it("draws on the unused rest of the chapter when the slide's own range gives no bullet", async () => {
    const slide: PlannedSlide = {
      n: 1,
      kind: "method",
      titleHint: "Methode",
      chapters: [0],
      range: { from: 0, to: 1 },
      focus: [],
      seconds: 5,
      visual: null,
      tableIndex: null,
      figureId: null,
    };
    const plan: SlidePlan = {
      language: "de",
      minutes: 5,
      workType: "bachelor",
      researchType: "empirical",
      methodology: "",
      range: { min: 1, max: 1 },
      warnings: [],
      slides: [slide],
    };
    const t = thesis();
    const content = await draftSlide(slide, writeContext(t, plan), emptyMemory(), createExtractiveModel());
    expect(content.bullets.length).toBeGreaterThan(0);
    expect(content.bullets.join(" ")).toMatch(/Fragebogen|214 Mitglieder/);
  });
});

describe("a results slide carries its number", () => {
  it("says its result with the number when the short bullets have none", () => {
    const passages = [
      passage("Die Beteiligung steigt in allen Gärten deutlich an.", "result"),
      passage("Die Nachbarschaft pflegt die Beete gemeinsam.", "result"),
      passage("Ältere Mitglieder übernehmen häufiger die Leitung.", "result"),
      passage("Die Gärten verändern das Leben im Viertel spürbar.", "result"),
      // 15 words: over the 14-word limit, and no shorter clause keeps the number.
      passage(
        "Der Anteil der beteiligten Haushalte lag in Gärten unter zweihundert Metern Entfernung bei 64 Prozent.",
        "result",
      ),
    ];
    const results = draftExtractive(request(passages, { kind: "results", titleHint: "Ergebnisse" }));
    expect(results.bullets.filter((b) => /64 Prozent/.test(b))).toHaveLength(1);
    // A slide that does not report results keeps its short bullets.
    const chapter = draftExtractive(request(passages));
    expect(chapter.bullets.some((b) => /\d/.test(b))).toBe(false);
  });

  it("counts a result's number, not a digit in a name, and drops insertions to fit the number", () => {
    const passages = [
      passage("Die Anwendung Neo4j Desktop steht für alle Betriebssysteme zur Verfügung.", "result"),
      passage("Die Anfragen laufen in beiden Datenbanken stabil.", "result"),
      // 26 words whole; without its relative clause 12, within the stretch for a number.
      passage(
        "Die Bearbeitungsdauer der Grundanfrage, die alle Knoten des gesamten Graphen nacheinander durchläuft und jede einzelne Kante prüft, sinkt in OrientDB um 38 Prozent gegenüber Neo4j.",
        "result",
      ),
    ];
    const results = draftExtractive(request(passages, { kind: "results", titleHint: "Ergebnisse" }));
    expect(results.bullets).toContain(
      "Die Bearbeitungsdauer der Grundanfrage sinkt in OrientDB um 38 Prozent gegenüber Neo4j",
    );
  });
});

describe("someone else's claim is no bullet", () => {
  it("shows no sentence in reported speech or still citing its source", () => {
    const passages = [
      passage("Die Springer-Presse sei danach einen deutlich kritischeren Kurs gefahren.", "result"),
      passage("Die von Kara et al. diskutierten Lösungsmittel sind für die Reaktion ungeeignet.", "result"),
      passage("Das Sentiment der Artikel sinkt im Laufe des Jahres deutlich.", "result"),
    ];
    const bullets = pickBullets(request(passages)).map((p) => p.bullet);
    expect(bullets).toEqual(["Das Sentiment der Artikel sinkt im Laufe des Jahres deutlich"]);
  });
});
