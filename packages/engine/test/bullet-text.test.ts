/**
 * Bullets are slide statements, not pasted thesis sentences: connectives that lean on the sentence before
 * go (the German subject moves before the verb), citations and footnote marks go, a clause that stops before
 * its noun or inside a relative clause is no bullet, code lines and bibliography entries are no slide text;
 * titles keep the thesis's own case; literature entries read as author (year): short title.
 */
import { describe, expect, it } from "vitest";
import type { SlidePlan } from "../src/plan/planner.ts";
import { formatReference, readReference } from "../src/text/reference-entry.ts";
import { looksLikeCode, looksLikeReference } from "../src/text/text-shape.ts";
import { inOwnCase, isAllCaps, spellingsOf } from "../src/text/title-case.ts";
import { halfAComparison, isSlideMaterial } from "../src/write/model/slide-material.ts";
import { pickReferences } from "../src/write/sources-slide.ts";
import { bulletFlaw, isAnaphoric } from "../src/write/wording/bullet-flaw.ts";
import { bulletText } from "../src/write/wording/bullet-text.ts";
import { endsOpen } from "../src/write/wording/clause-ends.ts";
import { shortenToClause } from "../src/write/wording/condense.ts";
import { isFormulaFragment } from "../src/write/wording/formula.ts";
import { withoutInnerConnectives } from "../src/write/wording/inner-connectives.ts";
import { leansOnPrevious } from "../src/write/wording/leaning.ts";
import { withAntecedentName } from "../src/write/wording/named-antecedent.ts";
import { inReportedSpeech, withoutInsertions } from "../src/write/wording/reported-speech.ts";
import { speakable } from "../src/write/wording/speakable.ts";
import { unfront } from "../src/write/wording/unfront.ts";
import { hasVerb } from "../src/write/wording/verbs.ts";
import { thesisOf } from "./support/hand-thesis.ts";

describe("unfront: connectives that tie a sentence to the one before", () => {
  it("drops a German connective and puts the subject before the verb", () => {
    expect(unfront("Zweitens liegt der Fokus auf makroökonomischen Zusammenhängen.")).toBe(
      "Der Fokus liegt auf makroökonomischen Zusammenhängen.",
    );
    expect(unfront("Darüber hinaus tragen biobasierte Kunststoffe zur Reduktion bei.")).toBe(
      "Biobasierte Kunststoffe tragen zur Reduktion bei.",
    );
    expect(unfront("Einerseits entstehen neue, zukunftsorientierte Berufe.")).toBe(
      "Neue, zukunftsorientierte Berufe entstehen.",
    );
    expect(unfront("Zudem gibt es drei Gruppen.")).toBe("Es gibt drei Gruppen.");
    expect(unfront("Auch der pH-Wert ist von Bedeutung.")).toBe("Der pH-Wert ist von Bedeutung.");
    // An abbreviation after the connective is no verb: the sentence cannot stand without it.
    expect(unfront("So z. B. die wundersamen Heilungen des Chanina ben Dosa oder des Eleazar.")).toBeNull();
  });

  it("reads 'als' after a reflexive verb as its complement, elsewhere as part of the subject", () => {
    expect(unfront("Betrachtet man die Messwerte, zeichnet sich die Düngung als stärkster Faktor ab.")).toBe(
      "Die Düngung zeichnet sich als stärkster Faktor ab.",
    );
    expect(unfront("Dennoch erwies sich das einfache Modell als ausreichend.")).toBe(
      "Das einfache Modell erwies sich als ausreichend.",
    );
    // Without "sich", "als" may belong to the subject ("die Düngung als Faktor …"): where it ends is unknown.
    expect(unfront("Zudem gilt die Düngung als stärkster Faktor.")).toBeNull();
  });

  it("drops an English connective before the subject", () => {
    expect(unfront("Moreover, the model fits the data well.")).toBe("The model fits the data well.");
    expect(unfront("Also the literature research proved difficult.")).toBe(
      "The literature research proved difficult.",
    );
    // A frame that only announces the statement goes with it.
    expect(
      unfront("Furthermore it has to be stated that the documentation for the method is rather meager."),
    ).toBe("The documentation for the method is rather meager.");
    expect(unfront("Unfortunately, no experimental results were found.")).toBe(
      "No experimental results were found.",
    );
    expect(unfront("It became obvious that LES requires more experience.")).toBe(
      "LES requires more experience.",
    );
  });

  it("gives up where the subject is a pronoun, reflexive or uncertain", () => {
    expect(unfront("Zudem bietet sie eine Grundlage für Entscheidungen.")).toBeNull();
    expect(unfront("Darüber hinaus besteht die Möglichkeit einer umgekehrten Kausalität.")).toBeNull();
    // A singular subject before a plural verb runs on past the noun ("eine Auswahl an … Kennzahlen").
    expect(
      unfront("Anschließend werden eine Reihe an gemessenen Kennzahlen mit dem Mittel verglichen."),
    ).toBeNull();
    expect(unfront("Anschließend wird ein Modell mit allen Termen geschätzt.")).toBe(
      "Ein Modell wird mit allen Termen geschätzt.",
    );
  });

  it("puts the expletive back before a frame the connective had pushed out, or states its clause alone", () => {
    expect(unfront("Außerdem zeigt sich, dass die Werte steigen.")).toBe(
      "Es zeigt sich, dass die Werte steigen.",
    );
    expect(
      unfront("So hat sich gezeigt, dass die montierten Motive einen Kontrast zur Hauptfigur bilden."),
    ).toBe("Die montierten Motive bilden einen Kontrast zur Hauptfigur.");
    expect(unfront("Auch lässt sich festhalten, dass der Autor die Montage gezielt einsetzt.")).toBe(
      "Der Autor setzt die Montage gezielt ein.",
    );
    expect(
      unfront("Ferner lässt sich festhalten, dass in beiden Texten der Alltag im Mittelpunkt steht."),
    ).toBe("Es lässt sich festhalten, dass in beiden Texten der Alltag im Mittelpunkt steht.");
    expect(leansOnPrevious("Es hat sich gezeigt, dass die Modelle stabil bleiben.")).toBe(false);
    // A likeness without what it is like leans on the sentence before; with its base or both sides it stands.
    expect(leansOnPrevious("Bei den Kontrollpflanzen zeigt sich ein sehr ähnlicher Verlauf.")).toBe(true);
    expect(leansOnPrevious("For the second sample, a similar trend emerged.")).toBe(true);
    expect(leansOnPrevious("Die Kontrollpflanzen zeigen ein ähnliches Muster wie die behandelten.")).toBe(
      false,
    );
    expect(leansOnPrevious("Beide Gruppen zeigen ein ähnliches Muster.")).toBe(false);
    // A sentence that opens on "Und"/"Oder" goes on with the one before ("Und generell weniger … erfolgen").
    expect(leansOnPrevious("Und generell weniger Buchungen erfolgen.")).toBe(true);
    expect(leansOnPrevious("Or the model overfits the training data.")).toBe(true);
    expect(leansOnPrevious("Unterschiede zeigen sich vor allem bei hoher Last.")).toBe(false);
    // "ones" stands for a noun the sentence before named.
    expect(leansOnPrevious("The most important ones are the Reynolds number and the Prandtl number.")).toBe(
      true,
    );
    expect(leansOnPrevious("The Reynolds number is the most important one.")).toBe(false);
    // A step's "then" points at the step before; "und anschließend" orders two steps of one sentence.
    expect(withoutInnerConnectives("The Nußelt number was then calculated by means of equation 1.10.")).toBe(
      "The Nußelt number was calculated by means of equation 1.10.",
    );
    expect(
      withoutInnerConnectives("Die ermittelten Parameter wurden anschließend miteinander verglichen."),
    ).toBe("Die ermittelten Parameter wurden miteinander verglichen.");
    const ordered = "Die Proben wurden pipettiert und anschließend gründlich durchmischt.";
    expect(withoutInnerConnectives(ordered)).toBe(ordered);
    expect(leansOnPrevious("Ähnliche Artikel werden in Clustern zusammengefasst.")).toBe(false);
    // An adverb in the clause that ends the sentence points at its main clause, not at the sentence before.
    expect(
      leansOnPrevious(
        "Innerhalb eines Tages waren Zusammenhänge erkennbar, die sich aber kaum generalisieren lassen.",
      ),
    ).toBe(false);
    expect(leansOnPrevious("Die Zusammenhänge waren aber kaum zu generalisieren.")).toBe(true);
    // A reason of what the sentence before said leans on it; one its own clause names stands.
    expect(leansOnPrevious("Der Grund dafür ist die automatische Skalierung der Dienste.")).toBe(true);
    expect(leansOnPrevious("The reason for this is the smaller sample.")).toBe(true);
    expect(leansOnPrevious("Ein Grund dafür, dass die Ausbeute sinkt, ist die Hydrolyse.")).toBe(false);
    // What follows from the sentence before: its cause is not on the slide.
    expect(leansOnPrevious("Eine hohe Varianz in der Schätzung ist die Folge.")).toBe(true);
    expect(leansOnPrevious("Die Folge davon ist eine hohe Varianz.")).toBe(true);
    expect(leansOnPrevious("A higher variance of the estimates is the result.")).toBe(true);
    expect(leansOnPrevious("Eine hohe Varianz ist die Folge kollinearer Regressoren.")).toBe(false);
    expect(leansOnPrevious("The result is a lower error on the test set.")).toBe(false);
    // English adverbs inside that say "as the one before".
    expect(leansOnPrevious("A decreasing trend across severity levels was likewise confirmed.")).toBe(true);
    expect(leansOnPrevious("The Likert version predicted symptom change as well.")).toBe(true);
    expect(leansOnPrevious("Bootstrapped omega squared again indicated a large effect.")).toBe(true);
    expect(leansOnPrevious("The scale predicted depression as well as anxiety.")).toBe(false);
    // A degree measured against what the sentence before named.
    expect(leansOnPrevious("Die Entscheidungsbäume schnitten nicht so gut ab.")).toBe(true);
    expect(leansOnPrevious("The tree models did not perform as well.")).toBe(true);
    expect(leansOnPrevious("Die Entscheidungsbäume schnitten nicht so gut ab wie die Regression.")).toBe(
      false,
    );
    expect(leansOnPrevious("The tree models did not perform as well as the regression.")).toBe(false);
    expect(leansOnPrevious("Die Last war nicht so hoch, dass der Server ausfiel.")).toBe(false);
    // A clause that points back to earlier text goes; the subject moves to the front.
    expect(unfront("Wie das Stimmungsbild bereits gezeigt hat, ist der Autor für seinen Stil bekannt.")).toBe(
      "Der Autor ist für seinen Stil bekannt.",
    );
    expect(unfront("Wie in Kapitel 2 beschrieben wurde, besteht das Modell aus drei Schichten.")).toBe(
      "Das Modell besteht aus drei Schichten.",
    );
    expect(unfront("Wie in Abbildung 3 zu sehen ist, gilt dies für alle Gärten.")).toBeNull();
    expect(unfront("Wie erwartet, steigt die Temperatur.")).toBe("Wie erwartet, steigt die Temperatur.");
    expect(unfront("Wie Müller (2019) gezeigt hat, steigt die Temperatur.")).toBe(
      "Wie Müller (2019) gezeigt hat, steigt die Temperatur.",
    );
    // English: a concession or reason before the subject goes; a condition stays.
    expect(
      unfront("Even when combining both samples, the overall sample size is only just sufficient."),
    ).toBe("The overall sample size is only just sufficient.");
    expect(
      unfront(
        "Furthermore, although the plan included all subscales, the report focuses on the total score.",
      ),
    ).toBe("The report focuses on the total score.");
    expect(unfront("If the sample is small, the results are unstable.")).toBe(
      "If the sample is small, the results are unstable.",
    );
    expect(unfront("Since 2010, the number of cloud providers has doubled.")).toBe(
      "Since 2010, the number of cloud providers has doubled.",
    );
    // Not a frame: "sich" is the verb's own reflexive, and the subject cannot be told apart.
    expect(unfront("Dadurch lassen sich die Kosten senken.")).toBeNull();
  });

  it("reads an adjective after a focus particle as part of the subject, a pointer back as leaning", () => {
    expect(unfront("Insbesondere kollineare Regressoren werden durch die Strafe geschrumpft.")).toBe(
      "Kollineare Regressoren werden durch die Strafe geschrumpft.",
    );
    expect(unfront("Zudem zeigen Studien einen Effekt.")).toBe("Studien zeigen einen Effekt.");
    // Not "Szenario letzteres lässt sich …": the subject points back.
    expect(unfront("Gerade letzteres Szenario lässt sich im Voraus gut vermeiden.")).toBeNull();
  });

  it("drops a purpose or reason put before the main clause, never a condition", () => {
    expect(unfront("Da die Daten fehlten, wurde das Modell nicht geschätzt.")).toBe(
      "Das Modell wurde nicht geschätzt.",
    );
    expect(
      unfront("Um Anwendungen zu testen, ist JMeter trotz des Ressourcenverbrauchs ein gutes Werkzeug."),
    ).toBe("JMeter ist trotz des Ressourcenverbrauchs ein gutes Werkzeug.");
    expect(unfront("Wenn die Temperatur steigt, sinkt der Ertrag.")).toBe(
      "Wenn die Temperatur steigt, sinkt der Ertrag.",
    );
    // A main clause that says it follows from the reason ("somit", "daher") keeps its reason.
    const consequence =
      "Da jede Unterteilung andere Gewichte enthält, errechnet sich somit auch ein neuer Fehlerwert.";
    expect(unfront(consequence)).toBe(consequence);
    expect(withoutInnerConnectives(consequence)).toBe(consequence);
    expect(shortenToClause(consequence, 14)).toBe(
      "Da jede Unterteilung andere Gewichte enthält, errechnet sich somit ein neuer Fehlerwert",
    );
    // A subject whose name runs on past where it can be told apart keeps the sentence whole.
    const named = "Um das Sentiment zu berechnen, wird ein Natural Language AI Model eingesetzt.";
    expect(unfront(named)).toBe(named);
    // A concession goes like a reason; a frame after it goes as after a connective.
    expect(unfront("Auch wenn die Stichprobe klein ist, ist der Effekt deutlich.")).toBe(
      "Der Effekt ist deutlich.",
    );
    expect(
      unfront(
        "Auch wenn es aus der Tabelle nicht sofort hervorgeht, konnte festgestellt werden, dass fast alle Sorten schneller keimten.",
      ),
    ).toBe("Fast alle Sorten keimten schneller.");
    // "Auch" before anything else is still the connective.
    expect(unfront("Auch der pH-Wert ist niedriger.")).toBe("Der pH-Wert ist niedriger.");
  });

  it("states the 'dass' clause of a frame that only announces it, in main-clause order", () => {
    const stated: Array<[string, string]> = [
      [
        "Dabei lässt sich erkennen, dass der generelle Trend vom Sommer 2015 bis Frühjahr 2016 gesunken ist.",
        "Der generelle Trend ist vom Sommer 2015 bis Frühjahr 2016 gesunken.",
      ],
      ["Es zeigt sich, dass das Sentiment zu Beginn positiv war.", "Das Sentiment war zu Beginn positiv."],
      // The conclusion drawn, and a degree word before the subject's determiner.
      ["Daraus kann man schließen, dass das Modell besser geeignet ist.", "Das Modell ist besser geeignet."],
      [
        "Hieraus lässt sich ableiten, dass die zweite Variante robuster ist als die erste.",
        "Die zweite Variante ist robuster als die erste.",
      ],
      ["Daraus folgt, dass nahezu alle Proben die Norm erfüllen.", "Nahezu alle Proben erfüllen die Norm."],
      [
        "Weiter zeigte sich deutlich, dass jedes wichtige Merkmal die Zeitachse berücksichtigt.",
        "Jedes wichtige Merkmal berücksichtigt die Zeitachse.",
      ],
      // What the text notices or lets one see ("Auffällig ist, dass …", "Es ist zu sehen, dass …").
      ["Auffällig ist, dass die Kresse im Salzwasser kaum wächst.", "Die Kresse wächst im Salzwasser kaum."],
      ["Es fällt auf, dass die Kresse im Salzwasser kaum wächst.", "Die Kresse wächst im Salzwasser kaum."],
      [
        "Zum anderen ist zu sehen, dass die erste Umgebung in allen Szenarien deutlich schneller ist.",
        "Die erste Umgebung ist in allen Szenarien deutlich schneller.",
      ],
      [
        "Vergleicht man beide Sorten, so fällt schnell auf, dass die zweite Sorte höher wächst als die erste.",
        "Die zweite Sorte wächst höher als die erste.",
      ],
      // The comma before what is noticed left out; a noun among the words before "auf"; "sieht man".
      [
        "Betrachtet man die Höhe der Sorten fällt beim ersten Blick auf, dass die zweite Sorte höher wächst.",
        "Die zweite Sorte wächst höher.",
      ],
      [
        "Betrachtet man die Messwerte sieht man, dass die zweite Sorte höher wächst.",
        "Die zweite Sorte wächst höher.",
      ],
      // "Man sieht/erkennt (an/auf/durch …), dass …" with the subject first.
      ["Man erkennt durch die Kurve, dass das Modell stark streut.", "Das Modell streut stark."],
      ["Man sieht auf Tabelle 2, dass die zweite Sorte höher wächst.", "Die zweite Sorte wächst höher."],
      // A reflexive before the subject follows the verb.
      [
        "Es zeigt sich, dass sich die meisten Werte unterhalb von 20 Millisekunden bewegen.",
        "Die meisten Werte bewegen sich unterhalb von 20 Millisekunden.",
      ],
      [
        "Bei allen Sorten lässt sich beobachten, dass sich das Wachstum im Salzwasser verlangsamt hat.",
        "Bei allen Sorten hat sich das Wachstum im Salzwasser verlangsamt.",
      ],
      [
        "Insgesamt zeichnet sich ab, dass die Kommunikationstechnologie keinen nennenswerten Einfluss hat.",
        "Die Kommunikationstechnologie hat keinen nennenswerten Einfluss.",
      ],
      [
        "Insgesamt lässt sich festhalten, dass die Variante G37D die höchste Aktivität hatte.",
        "Die Variante G37D hatte die höchste Aktivität.",
      ],
      // A full verb moves too, its separable prefix to the end; the thesis's own results are a frame.
      [
        "Zusammenfassend lässt sich festhalten, dass G37D die geeignetste Variante darstellt.",
        "G37D stellt die geeignetste Variante dar.",
      ],
      [
        "Die Ergebnisse zeigen, dass die Zugabe von Aceton den Titer steigerte.",
        "Die Zugabe von Aceton steigerte den Titer.",
      ],
      [
        "Es zeigt sich, dass die Werte mit der Simulation übereinstimmten.",
        "Die Werte stimmten mit der Simulation überein.",
      ],
      ["Es zeigt sich, dass die Stichprobe fünf Fälle umfasst.", "Die Stichprobe umfasst fünf Fälle."],
      // Inseparable verbs stay whole ("analysiert", "absolviert", "hinterlässt").
      ["Es zeigt sich, dass die Gruppe den Kurs absolviert.", "Die Gruppe absolviert den Kurs."],
      ["Es zeigt sich, dass die Methode das Ergebnis analysiert.", "Die Methode analysiert das Ergebnis."],
      ["Es zeigt sich, dass die Gruppe viele Spuren hinterlässt.", "Die Gruppe hinterlässt viele Spuren."],
      // A clause or phrase after the "dass" clause that may follow a main clause too stays behind it.
      [
        "Zusammenfassend lässt sich sagen, dass alle Modelle gut abschneiden, wobei der Random Forest am besten ist.",
        "Alle Modelle schneiden gut ab, wobei der Random Forest am besten ist.",
      ],
      [
        "Zusammenfassend lässt sich sagen, dass der Random Forest die beste Leistung zeigte, mit der höchsten Accuracy.",
        "Der Random Forest zeigte die beste Leistung, mit der höchsten Accuracy.",
      ],
      // A second conjunct that shares the first one's auxiliary follows the main clause as it stands.
      [
        "Zusammenfassend lässt sich sagen, dass der Wettbewerb eine gute Übung war und der Umgang mit verrauschten Daten eine echte Herausforderung.",
        "Der Wettbewerb war eine gute Übung und der Umgang mit verrauschten Daten eine echte Herausforderung.",
      ],
      [
        "Es zeigt sich, dass die Ausbeute hoch war und die Reinheit gering.",
        "Die Ausbeute war hoch und die Reinheit gering.",
      ],
      // A phrase before the frame stays first, the verb second.
      [
        "Im Winter zeigt sich, dass der Verbrauch deutlich steigt.",
        "Im Winter steigt der Verbrauch deutlich.",
      ],
      [
        "Bei allen Umgebungen lässt sich beobachten, dass die indirekten Emissionen über 50 % der Emissionen liegen.",
        "Bei allen Umgebungen liegen die indirekten Emissionen über 50 % der Emissionen.",
      ],
      // A subject with an attribute in the genitive ("des" is never a dative), and what is joined to it.
      [
        "Insgesamt zeichnet sich ab, dass die Wahl des Musters bzw. der Technologie keinen Einfluss auf die Emissionen hat.",
        "Die Wahl des Musters bzw. der Technologie hat keinen Einfluss auf die Emissionen.",
      ],
      // A verb cluster without "und" is one verb: its finite part moves, the rest stays at the end.
      [
        "Es zeigt sich, dass die Ausbeute deutlich gesteigert werden kann.",
        "Die Ausbeute kann deutlich gesteigert werden.",
      ],
      // A comparison after the verb follows it; the thesis's own analysis is a frame; a decimal comma is no clause end.
      [
        "Es zeigt sich, dass die Werte stärker wuchsen als erwartet.",
        "Die Werte wuchsen stärker als erwartet.",
      ],
      [
        "Die Analyse zeigt, dass das System die Anfragen im Mittel 1,9 mal schneller bearbeitete als das Referenzsystem.",
        "Das System bearbeitete die Anfragen im Mittel 1,9 mal schneller als das Referenzsystem.",
      ],
    ];
    for (const [sentence, statement] of stated) expect(unfront(sentence)).toBe(statement);
  });

  it("keeps a frame whose clause it cannot restate, someone else's finding and a hedge", () => {
    for (const sentence of [
      // The last word is not the verb, and no comparison follows it.
      "Es zeigt sich, dass die Werte nach dem Umbau stark wuchsen im Winter.",
      // A second verb-final clause after the comma cannot be restated.
      "Es zeigt sich, dass die Werte stiegen, und die Kosten sanken.",
      // Two auxiliaries are two clauses; a second conjunct that may end on a participle is not gapped.
      "Es zeigt sich, dass der Umsatz gestiegen ist und die Kosten gesunken sind.",
      "Es zeigt sich, dass die Ausbeute hoch war und die Reinheit kaum erhöht.",
      // Someone else who found it, a hedge, a genitive that leaves the subject's end uncertain.
      "Studien zeigen, dass das Sentiment sinkt.",
      "Die Ergebnisse deuten darauf hin, dass das Sentiment sinkt.",
      "Es lässt sich vermuten, dass die Werte gestiegen sind.",
      "Daraus kann man vermuten, dass die Werte gestiegen sind.",
      // A degree word before no determiner opens no subject that can be told apart.
      "Daraus folgt, dass nahezu die Hälfte der Werte gestiegen ist.",
      "Es zeigt sich, dass der Anteil der Frauen gestiegen ist.",
      "Es zeigt sich, dass die Methode der Gruppe einen Vorteil verschafft.",
      // A clause before the frame is no phrase that could stand first.
      "Auf den Leaderboards gelingt ihnen das nicht und somit lässt sich sagen, dass die Prognosen nicht generalisieren.",
      // English: a hedge and someone else's results.
      "The findings of this study suggest that the scale is valid.",
      "Previous studies show that the scale is valid.",
    ])
      expect(unfront(sentence)).toBe(sentence);
  });

  it("drops a step's 'Dann', 'Im Anschluss' and a 'Diesbezüglich' like 'Anschließend'", () => {
    expect(unfront("Dann wird der Messbecher ausgespült und das Salz in das Glas gegeben.")).toBe(
      "Der Messbecher wird ausgespült und das Salz in das Glas gegeben.",
    );
    expect(unfront("Im Anschluss wird der Messbecher mit Wasser aufgefüllt.")).toBe(
      "Der Messbecher wird mit Wasser aufgefüllt.",
    );
    expect(unfront("Diesbezüglich soll ein Experiment stattfinden.")).toBe(
      "Ein Experiment soll stattfinden.",
    );
    // A frame that only says what is looked at goes too.
    expect(unfront("Vergleicht man beide Modelle, ist das zweite Modell deutlich schneller.")).toBe(
      "Das zweite Modell ist deutlich schneller.",
    );
  });

  it("names results pointed back to as the results, on a slide about them", () => {
    expect(unfront("These findings support the convergent validity of the scale.")).toBe(
      "The findings support the convergent validity of the scale.",
    );
    expect(unfront("Diese Befunde stützen die Hypothese.")).toBe("Die Befunde stützen die Hypothese.");
    expect(leansOnPrevious(unfront("These results suggest that the scale is valid.") ?? "")).toBe(false);
    // Other things pointed back to still lean.
    expect(leansOnPrevious(unfront("These groups included participants from both samples.") ?? "")).toBe(
      true,
    );
  });

  it("drops 'die erwähnte', 'der genannten' after an article", () => {
    expect(
      withoutInnerConnectives("Eine der populärsten Graphdatenbanken ist die erwähnte Datenbank Neo4j."),
    ).toBe("Eine der populärsten Graphdatenbanken ist die Datenbank Neo4j.");
    expect(withoutInnerConnectives("Mit Hilfe der beschriebenen FIFA-Daten schätzen wir Marktwerte.")).toBe(
      "Mit Hilfe der FIFA-Daten schätzen wir Marktwerte.",
    );
  });

  it("drops 'wie zuvor' and 'as before' said without a participle", () => {
    // Where in the thesis it stands: the audience has no chapters.
    expect(
      withoutInnerConnectives(
        "Die Ergebnisse bestätigen die Hypothese II aus Kapitel 1.1.3, dass der Effekt wirkt.",
      ),
    ).toBe("Die Ergebnisse bestätigen die Hypothese II, dass der Effekt wirkt.");
    expect(withoutInnerConnectives("The results confirm the model of Section 3.")).toBe(
      "The results confirm the model.",
    );
    expect(withoutInnerConnectives("In Kapitel 3 werden die Daten beschrieben.")).toBe(
      "In Kapitel 3 werden die Daten beschrieben.",
    );
    expect(withoutInnerConnectives("Die Funktion erhält wie zuvor den Startzeitpunkt als Parameter.")).toBe(
      "Die Funktion erhält den Startzeitpunkt als Parameter.",
    );
    expect(withoutInnerConnectives("The model was trained as before, with ten folds.")).toBe(
      "The model was trained with ten folds.",
    );
    // The base of a comparison stays.
    expect(withoutInnerConnectives("Die Kosten bleiben so hoch wie bisher.")).toBe(
      "Die Kosten bleiben so hoch wie bisher.",
    );
    expect(withoutInnerConnectives("The values are the same as before.")).toBe(
      "The values are the same as before.",
    );
  });

  it("drops an English connective set off by commas inside the sentence, keeping an opener's comma", () => {
    expect(withoutInnerConnectives("Underfit, on the other hand, may be an indicator of misfit.")).toBe(
      "Underfit may be an indicator of misfit.",
    );
    expect(
      withoutInnerConnectives("From a clinical standpoint, however, strict homogeneity is not required."),
    ).toBe("From a clinical standpoint, strict homogeneity is not required.");
    expect(
      leansOnPrevious(withoutInnerConnectives("Eudaimonia, on the other hand, has a deeper meaning.")),
    ).toBe(false);
  });

  it("drops an English reason given first, and reads an English 'also' as no pointer back", () => {
    expect(unfront("Given its ease of administration, the scale may serve as a screening tool.")).toBe(
      "The scale may serve as a screening tool.",
    );
    expect(leansOnPrevious("The scale may also serve as a screening tool in clinical settings.")).toBe(false);
    expect(leansOnPrevious("Die Skala eignet sich also als Screening-Instrument.")).toBe(true);
  });

  it("reads 'Das' before an adjective and a noun as an article, before a verb as a pronoun", () => {
    expect(leansOnPrevious("Das primäre Ziel der Untersuchung ist eine Bewertung der Emissionen.")).toBe(
      false,
    );
    expect(leansOnPrevious("Das entwickelte Modell ist ein Beispiel für überwachtes Lernen.")).toBe(false);
    expect(leansOnPrevious("Das stützt die These der Autorin.")).toBe(true);
    expect(leansOnPrevious("Das können wir nicht ausschließen.")).toBe(true);
  });

  it("states what the thesis's own English results show without the frame", () => {
    expect(unfront("The results of this study show that the scale is valid.")).toBe("The scale is valid.");
    expect(unfront("Moreover, our findings confirmed that salt inhibits growth.")).toBe(
      "Salt inhibits growth.",
    );
    expect(unfront("It is striking that the scale correlates with well-being.")).toBe(
      "The scale correlates with well-being.",
    );
  });

  it("leaves a sentence without a connective unchanged", () => {
    expect(unfront("Die Analyse basiert auf OECD-Daten.")).toBe("Die Analyse basiert auf OECD-Daten.");
  });
});

describe("withoutInsertions: a result's number in fewer words", () => {
  it("drops comma-enclosed relative clauses and extended infinitives that hold no number", () => {
    expect(
      withoutInsertions(
        "Der Koeffizient gibt für ein Knotenpaar, das sich in allen Attributen unterscheidet, die log-odds von -7.512 an.",
      ),
    ).toBe("Der Koeffizient gibt für ein Knotenpaar die log-odds von -7.512 an.");
    expect(
      withoutInsertions(
        "Die Chance für Abgeordnete der Partei, Beziehungen innerhalb der Partei einzugehen, ist um den Faktor 152 höher.",
      ),
    ).toBe("Die Chance für Abgeordnete der Partei ist um den Faktor 152 höher.");
  });

  it("keeps an insertion that holds a number, and non-restrictive English clauses", () => {
    const numbered = "Die Werte, die bei 5 % lagen, stiegen deutlich.";
    expect(withoutInsertions(numbered)).toBe(numbered);
    expect(withoutInsertions("The model, which was trained on 500 samples, reaches 90 % accuracy.")).toBe(
      "The model, which was trained on 500 samples, reaches 90 % accuracy.",
    );
  });
});

describe("reported speech", () => {
  it("reads Konjunktiv I as someone else's claim, the first person's 'habe'/'werde' as indicative", () => {
    expect(inReportedSpeech("Die Springer-Presse sei danach einen kritischeren Kurs gefahren")).toBe(true);
    expect(inReportedSpeech("Der SPON werde von allen Parteien genutzt")).toBe(true);
    expect(inReportedSpeech("Ich habe mich am Ende für vier Cluster entschieden")).toBe(false);
    expect(inReportedSpeech("Dann habe ich die Daten bereinigt")).toBe(false);
    expect(inReportedSpeech("Das Modell wird mit allen Daten trainiert")).toBe(false);
  });
});

describe("summing up, thereby, and results this work only confirmed", () => {
  it("keeps a summing-up connective where the subject cannot move first, and drops an inner 'dadurch'", () => {
    const sentence = "Letztlich wurde u. a. dadurch der dritte Platz im Vergleich der Verfahren erreicht.";
    expect(unfront(sentence)).toBe(sentence);
    expect(withoutInnerConnectives(sentence)).toBe(
      "Letztlich wurde der dritte Platz im Vergleich der Verfahren erreicht.",
    );
    expect(withoutInnerConnectives("Die Laufzeit sinkt dadurch um ein Fünftel.")).toBe(
      "Die Laufzeit sinkt um ein Fünftel.",
    );
    // "dadurch …, dass": the adverb announces its clause and stays.
    expect(
      withoutInnerConnectives("Das Verfahren ist dadurch gekennzeichnet, dass es wenig Speicher braucht."),
    ).toBe("Das Verfahren ist dadurch gekennzeichnet, dass es wenig Speicher braucht.");
    // Other connectives still need the subject moved first.
    expect(unfront("Schließlich wurde u. a. dadurch der dritte Platz erreicht.")).toBeNull();
  });

  it("takes a modal with a passive infinitive at the end as a whole clause, not one that announces 'dass'", () => {
    expect(bulletFlaw("Eine Verbesserung der Ausbeute konnte festgestellt werden", true)).toBeNull();
    expect(bulletFlaw("Die Abweichung muss bei der Auslegung berücksichtigt werden", true)).toBeNull();
    expect(bulletFlaw("Zusammenfassend kann gesagt werden", true)).toBe("cut");
    // "soll … werden" announces what the text is about to do.
    expect(bulletFlaw("Die Methode soll im Folgenden beschrieben werden", true)).not.toBeNull();
  });

  it("keeps the pointer of results the work confirmed or reproduced: they are someone else's", () => {
    expect(unfront("Diese Ergebnisse ließen sich im eigenen Versuch nur zum Teil bestätigen.")).toMatch(
      /^Diese Ergebnisse/,
    );
    // The work's own results that confirm something are the results on a slide about them.
    expect(unfront("Diese Ergebnisse bestätigen die zweite Hypothese.")).toBe(
      "Die Ergebnisse bestätigen die zweite Hypothese.",
    );
    expect(unfront("Diese Ergebnisse konnten im eigenen Versuch nur zum Teil bestätigt werden.")).toMatch(
      /^Diese Ergebnisse/,
    );
  });

  it("needs the context of examples of something unnamed, and of a bare step with no detail", () => {
    expect(
      bulletFlaw("Konkrete Beispiele wären Rabatte für Stammgäste oder ein Getränk an der Bar", true),
    ).toBe("context");
    expect(bulletFlaw("Typical examples are forums and chat groups", true)).toBe("context");
    expect(bulletFlaw("Ein Beispiel für eine Graphdatenbank ist Neo4j", true)).not.toBe("context");
    expect(bulletFlaw("Änderungen werden vorgenommen und anschließend verglichen", true)).toBe("context");
    expect(bulletFlaw("Messungen wurden an drei Standorten durchgeführt", true)).toBeNull();
  });

  it("does not move a bare noun first when a second noun follows it", () => {
    expect(unfront("Dabei werden Datenbank Anfragen, gebündelt und können parallel laufen.")).toBeNull();
    expect(unfront("Zudem nutzt das Team Python, R und Julia.")).toBe("Das Team nutzt Python, R und Julia.");
  });

  it("leans where a noun is what resulted from the sentence before", () => {
    expect(
      leansOnPrevious("Das Ergebnis des Vergleichs ist die daraus resultierende Empfehlung für die Praxis."),
    ).toBe(true);
    expect(
      leansOnPrevious("Die resultierende Empfehlung für die Praxis lautet, Ressourcen einzusparen."),
    ).toBe(false);
  });

  it("turns a framed statement with a condition after it into its main clause", () => {
    expect(
      unfront(
        "Zusammenfassend lässt sich sagen, dass die Auswahl bessere Prognosen lieferte, wenn das Modell robust war.",
      ),
    ).toBe("Die Auswahl lieferte bessere Prognosen, wenn das Modell robust war.");
  });

  it("puts 'Es' back before a task left open after a connective, and lets it stand as a bullet", () => {
    expect(
      unfront("Des Weiteren muss untersucht werden, ob die Laufzeit von zwei Stunden zu kurz ist."),
    ).toBe("Es muss untersucht werden, ob die Laufzeit von zwei Stunden zu kurz ist.");
    expect(unfront("Zudem bleibt noch zu klären, inwieweit sich die Temperatur auswirkt.")).toBe(
      "Es bleibt noch zu klären, inwieweit sich die Temperatur auswirkt.",
    );
    const task = "Es sollte geprüft werden, ob die Methode auf andere Daten übertragbar ist";
    expect(leansOnPrevious(task)).toBe(false);
    expect(isAnaphoric(task)).toBe(false);
    // The clause ends with the question's verb, before the reason that follows it.
    expect(
      shortenToClause(
        "Es muss untersucht werden, ob die gewählte Laufzeit von zwei Stunden für die Funktion zu kurz ist, denn die Skalierung könnte sich später ändern.",
        21,
      ),
    ).toBe(
      "Es muss untersucht werden, ob die gewählte Laufzeit von zwei Stunden für die Funktion zu kurz ist",
    );
    // A task that points back still leans; a "dass" after it is no open question; a relative clause on a
    // noun is not the end of its main clause.
    expect(isAnaphoric("Es muss untersucht werden, ob dieses Modell passt")).toBe(true);
    expect(unfront("Daher muss beachtet werden, dass die Stichprobe klein ist.")).toBeNull();
    expect(
      shortenToClause(
        "Für die Berechnung werden die Faktoren, welche durch die Agentur erfasst und publiziert werden, aus dem Jahr 2020 verwendet.",
        16,
      ),
    ).toBeNull();
  });
});

describe("shortenToClause drops particles that lean on the sentence before", () => {
  it("drops a contrastive adverb inside the clause", () => {
    expect(shortenToClause("Im Wettbewerb wurde allerdings ein höherer Wert von 18 ermittelt.", 14)).toBe(
      "Im Wettbewerb wurde ein höherer Wert von 18 ermittelt",
    );
  });

  it("drops adverbs inside the clause that point back, so the sentence no longer leans", () => {
    const sentence = "Im Rahmen des Wettbewerbs erwiesen sich hier einfache Modelle als überlegen.";
    expect(leansOnPrevious(sentence)).toBe(true);
    expect(withoutInnerConnectives(sentence)).toBe(
      "Im Rahmen des Wettbewerbs erwiesen sich einfache Modelle als überlegen.",
    );
    expect(leansOnPrevious(withoutInnerConnectives(sentence))).toBe(false);
    // After a comma the word opens a clause and stays.
    expect(withoutInnerConnectives("Die Werte stiegen, also wurde das Modell angepasst.")).toBe(
      "Die Werte stiegen, also wurde das Modell angepasst.",
    );
  });

  it("drops a 'damit' that points back, keeps one that points inside the sentence or opens a clause", () => {
    expect(withoutInnerConnectives("Die Instanzen werden damit insgesamt stärker ausgelastet.")).toBe(
      "Die Instanzen werden insgesamt stärker ausgelastet.",
    );
    expect(withoutInnerConnectives("Über alle Themen hat das Sentiment damit um 5 % abgenommen.")).toBe(
      "Über alle Themen hat das Sentiment um 5 % abgenommen.",
    );
    for (const kept of [
      "Der Wandel und die damit einhergehende Digitalisierung wirken.",
      "Es ist möglich Sampler auszuführen und damit Tests zu untersuchen.",
      "Wir speichern die Daten damit sie sicher sind.",
    ])
      expect(withoutInnerConnectives(kept)).toBe(kept);
  });
});

describe("pointers back and purpose clauses", () => {
  it("drops a place named by pointing back ('at this point', 'an dieser Stelle'), never one named outright", () => {
    expect(
      withoutInnerConnectives(
        "The stationary simulation yielded 253.69 W/m² at this point and the transient one 257.05 W/m².",
      ),
    ).toBe("The stationary simulation yielded 253.69 W/m² and the transient one 257.05 W/m².");
    expect(withoutInnerConnectives("Die LES-Ergebnisse wirken in dieser Hinsicht überzeugender.")).toBe(
      "Die LES-Ergebnisse wirken überzeugender.",
    );
    expect(withoutInnerConnectives("At this point the flow separates from the wing.")).toBe(
      "At this point the flow separates from the wing.",
    );
    expect(withoutInnerConnectives("The flow separates at the trailing edge.")).toBe(
      "The flow separates at the trailing edge.",
    );
  });

  it("drops 'so' before a comparative and a contrastive 'aber' after the verb, never a joining 'aber'", () => {
    expect(withoutInnerConnectives("Allgemein besitzt Neo4j so eine bessere Performanz.")).toBe(
      "Allgemein besitzt Neo4j eine bessere Performanz.",
    );
    expect(withoutInnerConnectives("Fest steht aber, dass der Text älter ist.")).toBe(
      "Fest steht, dass der Text älter ist.",
    );
    expect(withoutInnerConnectives("Die Werte zeigen aber einen klaren Trend.")).toBe(
      "Die Werte zeigen einen klaren Trend.",
    );
    expect(withoutInnerConnectives("Die Probe ist klein, aber repräsentativ.")).toBe(
      "Die Probe ist klein, aber repräsentativ.",
    );
  });

  it("knows a first clause that leaves the other side of a comparison behind", () => {
    const both =
      "The stationary simulation yielded 253.69 W/m² and the transient one a value of 257.05 W/m².";
    expect(halfAComparison(both, "The stationary simulation yielded 253.69 W/m²")).toBe(true);
    // The "4" of "Neo4j" is no number.
    const named =
      "Allgemein besitzt Neo4j eine bessere Performanz, aber die Speicherverwaltung unter Neo4j ist schlechter.";
    expect(halfAComparison(named, "Allgemein besitzt Neo4j eine bessere Performanz")).toBe(false);
  });

  it("drops 'wie bereits erwähnt' and its kind, in German and English", () => {
    expect(withoutInnerConnectives("JMeter lässt sich wie bereits erwähnt als GUI verwenden.")).toBe(
      "JMeter lässt sich als GUI verwenden.",
    );
    expect(withoutInnerConnectives("Die Daten wurden, wie in Kapitel 3.2 beschrieben, bereinigt.")).toBe(
      "Die Daten wurden bereinigt.",
    );
    expect(withoutInnerConnectives("As mentioned above, the model fits well.")).toBe("the model fits well.");
    expect(shortenToClause("As mentioned above, the model fits well.", 14)).toBe("The model fits well");
    expect(
      withoutInnerConnectives("Von den drei zuvor genannten Polylactonen ist PCL der bekannteste."),
    ).toBe("Von den drei Polylactonen ist PCL der bekannteste.");
    expect(unfront("Auf der anderen Seite bietet die LbADH ein breites Substratspektrum.")).toBe(
      "Die LbADH bietet ein breites Substratspektrum.",
    );
    expect(leansOnPrevious("Eine solche Strategie ist im vorliegenden Fall nicht umsetzbar.")).toBe(true);
    // The place, not the contrast: "auf der anderen Seite des Flusses" stays.
    expect(withoutInnerConnectives("Die Gärten liegen auf der anderen Seite des Flusses.")).toBe(
      "Die Gärten liegen auf der anderen Seite des Flusses.",
    );
    // A formula's right-hand side with its equation number is no sentence; a pointer to the equation is.
    expect(isFormulaFragment("3 − r4 (4.23) dcAceton dt dcNAD+ dt dcNADH dt")).toBe(true);
    expect(isFormulaFragment("Die Bilanz des Acetons folgt aus Gleichung (4.23).")).toBe(false);
    // Symbols the font map lost: "=" right after a word, an arrow glyph for π.
    expect(
      isFormulaFragment("The wavenumber is given by  = 2⇡/, with as the wavelength of the eddies."),
    ).toBe(true);
    expect(isFormulaFragment("Die Genauigkeit ist mit 90 % höher als bei Modell B.")).toBe(false);
    // A bare equation number after a preposition points at a formula the slide does not show.
    expect(isFormulaFragment("Die Konstante im Nenner von (2) ist nur für kleine Netze berechenbar.")).toBe(
      true,
    );
    // A Greek symbol that labels its noun goes from the spoken text; in a legend or a statistic it stays.
    expect(speakable("The Nußelt number and thus the heat transfer coefficient α increases.")).toBe(
      "The Nußelt number and thus the heat transfer coefficient increases.",
    );
    expect(speakable("Der Wärmeübergangskoeffizient α steigt.")).toBe(
      "Der Wärmeübergangskoeffizient steigt.",
    );
    // A footnote marker set off before a colon after a German verb goes; an English step keeps its number.
    expect(speakable("Die Länder werden in fünf Kategorien unterteilt 2: nordisch und südeuropäisch.")).toBe(
      "Die Länder werden in fünf Kategorien unterteilt: nordisch und südeuropäisch.",
    );
    expect(speakable("The analysis was done in step 2: the data were cleaned.")).toBe(
      "The analysis was done in step 2: the data were cleaned.",
    );
    // A bare number in brackets (an equation, an item counted off) and a pointer at listing lines go.
    expect(speakable("Das Ergebnis der Berechnung (3) sind die Emissionen in Tonnen.")).toBe(
      "Das Ergebnis der Berechnung sind die Emissionen in Tonnen.",
    );
    expect(speakable("Data came from two sources: (1) a clinical trial and (2) a survey.")).toBe(
      "Data came from two sources: a clinical trial and a survey.",
    );
    expect(speakable("Von Interesse sind besonders die Details (Zeile 16-26) der Berechnung.")).toBe(
      "Von Interesse sind besonders die Details der Berechnung.",
    );
    expect(isFormulaFragment("The heat transfer coefficient α increases with the Reynolds number.")).toBe(
      false,
    );
    expect(isFormulaFragment("with η for the dynamic viscosity of the fluid.")).toBe(true);
    expect(isFormulaFragment("Wenn ψ ein geordnetes Tupel verwendet, ist der Graph gerichtet.")).toBe(true);
    expect(speakable("Cronbach’s α was .86, and the internal consistency α = .91.")).toBe(
      "Cronbach’s α was .86, and the internal consistency α = .91.",
    );
    // Consequence and contrast inside the clause go; "another piece of evidence" leans on the first one.
    expect(withoutInnerConnectives("Die Modelle lassen sich dementsprechend gut interpretieren.")).toBe(
      "Die Modelle lassen sich gut interpretieren.",
    );
    expect(
      withoutInnerConnectives("ExtraTreeRegressoren auf der anderen Seite schnitten schlechter ab."),
    ).toBe("ExtraTreeRegressoren schnitten schlechter ab.");
    expect(leansOnPrevious("Ein weiteres Indiz ergibt sich aus der Auswahl der Merkmale.")).toBe(true);
    expect(leansOnPrevious("Die Auswahl der Merkmale deutet in die gleiche Richtung.")).toBe(true);
    // An English pronoun subject after an opening adverbial names something said before.
    expect(leansOnPrevious("With respect to the initial settings it was one degree.")).toBe(true);
    expect(leansOnPrevious("In this study it was found that the mesh converges.")).toBe(false);
    // A German "sie" or "er" right after the verb in second place names what the sentence before named.
    expect(leansOnPrevious("Anteilsmäßig machen sie sogar über 50 % der Emissionen aus.")).toBe(true);
    expect(leansOnPrevious("Im Jahr 2013 stieg sie auf über 20 % an.")).toBe(true);
    expect(leansOnPrevious("Bereits 2005 lag sie unter 3 % und blieb danach stabil.")).toBe(true);
    expect(leansOnPrevious("Bereits 2005 lag die Quote unter 3 %.")).toBe(false);
    expect(leansOnPrevious("Im Jahr 2013 stieg die Quote auf über 20 % an.")).toBe(false);
    expect(leansOnPrevious("Anteilsmäßig machen die Scope-3-Emissionen über 50 % aus.")).toBe(false);
    // A clause whose only verb is a participle, before a purpose clause, is a fragment.
    expect(bulletFlaw("Nur Schlagwortsuchen benutzt, um die Artikelmenge einzugrenzen")).toBe("fragment");
    expect(bulletFlaw("Die Daten wurden erhoben, um die Menge einzugrenzen")).toBeNull();
    // A finite verb before a content clause is no participle.
    expect(
      bulletFlaw("Die Ergebnisse zeigen, dass alle getesteten Varianten Aktivität aufwiesen"),
    ).toBeNull();
    expect(bulletFlaw("Das Modell funktioniert, wenn die Daten stimmen")).toBeNull();
    // A separable verb's particle "durch" ends the clause; the preposition does not.
    expect(bulletFlaw("Die Bildzeitung macht einen deutlich stärkeren Wandel durch")).toBeNull();
    expect(bulletFlaw("Die Daten werden gefiltert durch")).toBe("cut");
    // The first of a pair promises the second.
    expect(bulletFlaw("Die Autorin nutzt zum einen das Motiv des Spiegels")).toBe("cut");
    expect(bulletFlaw("Einerseits steigt die Ausbeute mit der Temperatur")).toBe("cut");
    expect(bulletFlaw("Zum einen steigt die Ausbeute, zum anderen sinkt der Verbrauch")).toBeNull();
    // A reflexive verb and a demonstrative subject move behind the connective's place too.
    expect(unfront("Zudem lassen sich die Daten leicht auswerten.")).toBe(
      "Die Daten lassen sich leicht auswerten.",
    );
    expect(unfront("Weiterhin zeigt diese Arbeit, dass die Auswertung schneller wird.")).toBe(
      "Diese Arbeit zeigt, dass die Auswertung schneller wird.",
    );
    // A verb-final clause ends on its auxiliary.
    expect(bulletFlaw("Das Modell funktioniert, wenn die Daten vollständig sind")).toBeNull();
    // First-person announcements of the next step say nothing yet.
    for (const meta of [
      "Wir schauen uns das Histogramm zur Verteilung der Residuen an",
      "Wir gehen auf weitere mögliche Einflussgrößen ein, die nicht in unserem Modell Platz finden",
      "Wir betrachten nun die Korrelation zwischen den Werten",
    ])
      expect(bulletFlaw(meta), meta).toBe("meta");
    expect(bulletFlaw("Wir gehen davon aus, dass nicht alle Variablen Einfluss haben")).toBeNull();
    // Saying that there are limits names none of them.
    for (const meta of [
      "Trotz der wertvollen Erkenntnisse dieser Untersuchung sind einige Limitationen zu berücksichtigen",
      "This study has several limitations",
    ])
      expect(bulletFlaw(meta), meta).toBe("meta");
    expect(bulletFlaw("The study has several limitations, such as the small clinical sample")).toBeNull();
    expect(bulletFlaw("Die Stichprobe setzt der Verallgemeinerung enge Grenzen")).toBeNull();
    expect(
      bulletFlaw("Die Arbeit hat zwei Schwächen: die kleine Stichprobe und die kurze Laufzeit"),
    ).toBeNull();
    // A textbook's instruction is no statement; "danach" points back.
    expect(inReportedSpeech("Man nehme unseren Beispieldatensatz als Beispiel")).toBe(true);
    expect(leansOnPrevious("Spätestens danach kam es zu einem Bruch.")).toBe(true);
    expect(
      leansOnPrevious("Anfrage 2.4.3 wird die zweitschnellste sein und danach die einseitigen Suchen."),
    ).toBe(false);
    // A noun that waits for its infinitive group does not end a clause.
    expect(
      shortenToClause(
        "Die Multi-Modell Eigenschaft beschreibt die Fähigkeit, Daten in mehreren Strukturen wie Dokumente, Graph oder als Objekte zu modellieren.",
        14,
      ),
    ).toBeNull();
    // "und" + a subject whose verb comes last continues a subordinate clause: no cut before it.
    expect(
      shortenToClause(
        "Die Erzählerin bemerkt wenig später wie ein Passant und ein Kutscher heftig aneinander geraten, da der Passant beinahe überfahren wird.",
        12,
      ),
    ).toBeNull();
    expect(
      shortenToClause(
        "Die Temperatur blieb über den gesamten Versuch im Reaktor konstant, und die Ausbeute der Reaktion stieg mit der Zeit deutlich an.",
        14,
      ),
    ).toBe("Die Temperatur blieb über den gesamten Versuch im Reaktor konstant");
    // The main clause goes on after an inserted clause: no cut on the insertion.
    expect(
      shortenToClause(
        "Aufgewachsen ist die spätere Autorin, wie ihre Biografen betonen, in einfachen ländlichen Verhältnissen.",
        10,
      ),
    ).toBeNull();
    // … or after a phrase inserted at the comma; a relative clause after the phrase is no such going on.
    expect(
      shortenToClause(
        "Allerdings rückt der Autor im Laufe der Zeit, vor allem mit Ende des Krieges, von Appellen ab.",
        10,
      ),
    ).toBeNull();
    expect(
      shortenToClause(
        "Damit stellt G37D eine gute Alternative zum Wildtyp dar, insbesondere in Prozessen, in denen NAD+ eingesetzt wird.",
        12,
      ),
    ).toBe("G37D stellt eine gute Alternative zum Wildtyp dar");
    // A comma inside a German list of nouns parts no clause.
    expect(
      shortenToClause(
        "So kontrastiert der Autor die wichtig scheinenden Dinge wie Autos, Reklamen, neue Filme mit der Weite des Alls.",
        10,
      ),
    ).toBeNull();
    // "entweder" promises its "oder".
    expect(bulletFlaw("Man sollte die Captcha-Erkennung serverseitig entweder deaktivieren")).toBe("cut");
    // A comma inside a list of words ends no clause: never "… is a valid", and a list of predicates stays whole.
    expect(
      shortenToClause(
        "The findings suggest that the German version of the scale is a valid, sensitive, and clinically meaningful instrument for assessing euthymia, that can be used in transdiagnostic settings.",
        14,
      ),
    ).toBeNull();
    expect(
      shortenToClause(
        "Die Messung war schnell, genau und günstig, da die Auswertung insgesamt deutlich vereinfacht und beschleunigt wurde.",
        14,
      ),
    ).toBe("Die Messung war schnell, genau und günstig");
    // Nor between two adjectives before their noun ("… is a short"), while a clause after the noun may go.
    expect(
      shortenToClause(
        "The Oxford Happiness Questionnaire (OHQ) is a short, validated self-report measure used to assess happiness in adults.",
        14,
      ),
    ).toBeNull();
    expect(
      shortenToClause(
        "Sleep quality was a significant predictor, while age had no effect on the outcome at all in this study.",
        14,
      ),
    ).toBe("Sleep quality was a significant predictor");
  });

  it("keeps prose with a book abbreviation or a word in brackets, and never ends before the predicate", () => {
    // "Mk" is the Gospel of Mark, not a subscripted variable; "(Tun)" is a word in brackets, not code.
    for (const sentence of [
      "Die dritte Bearbeitungsschicht verbleibt als Scharnier im Gesamtwerk des Mk.",
      "Die vorliegende Perikope fügt sich nahtlos in das Mk-Gesamtprogramm ein.",
      "Die Endredaktion fand wohl nach 70 n. Chr. statt, wie Mk 13, 2 belegt.",
    ])
      expect(isFormulaFragment(sentence)).toBe(false);
    expect(isFormulaFragment("Dabei bezeichnet Yij die Beobachtung von Person i.")).toBe(true);
    expect(
      isSlideMaterial({
        text: "Alle menschlichen Handlungen (Tun) führen zu einer entsprechenden Reaktion Gottes (Ergehen).",
        role: "background",
      }),
    ).toBe(true);
    // A reason put first whose "dass" clause follows is not dropped: the rest is no main clause.
    expect(
      unfront(
        "Da jedoch gezeigt wurde, dass sich die Aktivität im basischen Bereich nur um maximal 5 % erhöht, erscheint ein Vergleich dennoch gerechtfertigt.",
      ),
    ).toBe(
      "Da jedoch gezeigt wurde, dass sich die Aktivität im basischen Bereich nur um maximal 5 % erhöht, erscheint ein Vergleich dennoch gerechtfertigt.",
    );
    // "jene Fragen" points back like "diese Fragen".
    expect(isAnaphoric("Die Antworten der Epoche auf jene Fragen sind ungemein vielfältig")).toBe(true);
    // "ebendieser" points back as "dieser" does, also before a quoted word.
    expect(isAnaphoric("Vielleicht sorgt ebendieser ‘Vorteil’ für den kleinen Vorsprung")).toBe(true);
    expect(isAnaphoric("Die Werte in dieser Arbeit steigen")).toBe(false);
    // "Es" that only holds the subject's place points nowhere; as a pronoun it does.
    expect(isAnaphoric("Es werden drei Versuchsmedien erstellt")).toBe(false);
    expect(isAnaphoric("Es zeigt sich, dass die Emissionen sinken")).toBe(false);
    expect(isAnaphoric("Es verursacht die meisten Emissionen")).toBe(true);
    // So does "solche" inside a sentence ("unter solchen Bedingungen"), not "als solche".
    expect(isAnaphoric("Das Experiment beobachtet das Wachstum unter solchen Bedingungen")).toBe(true);
    expect(isAnaphoric("Azure bietet über den Service Bus solch einen Message-Broker an")).toBe(true);
    expect(isAnaphoric("Die Methode als solche ist seit Jahren bekannt")).toBe(false);
    // "erste" is an ordinal, no past tense; "hierfür" points back.
    expect(hasVerb("Jünger, erste Heilungen, erste Konflikte")).toBe(false);
    expect(hasVerb("Die Werte passten, und er musste nachrechnen")).toBe(true);
    // An "-en" word between a preposition and its noun is an adjective ("an erreichten Personen").
    expect(hasVerb("Der relative Anteil an erreichten Personen im gesamten Graphen")).toBe(false);
    expect(hasVerb("Die Modelle arbeiten in kleinen Gruppen")).toBe(true);
    // English present tense: the third person of a verb ("features"), a base form after its plural subject
    // ("results seem"), an English sentence that opens with a capital "The"; a noun phrase has none.
    expect(hasVerb("The heat transfer from the RANS equations features a heavy fluctuation")).toBe(true);
    expect(hasVerb("The LES results seem more convincing")).toBe(true);
    expect(hasVerb("Heat transfer results of the wing surface")).toBe(false);
    expect(hasVerb("The results of the second test run")).toBe(false);
    expect(leansOnPrevious("Hinweise hierfür sind die Erklärung jüdischer Bräuche")).toBe(true);
    // A list of names is not cut after its first item.
    expect(
      shortenToClause(
        "Moreover the output of the Transient Results have been limited to the properties Pressure, Wall Heat Flux and Force in x-direction for further decreasing the necessary storage.",
        14,
      ),
    ).toBeNull();
    // A sentence that introduces a list is no run-in label.
    expect(
      shortenToClause(
        "Wir betrachten drei Statistiken: die degree distribution (Verteilung der Grade), edgewise shared partner distribution (Verteilung der Kantenweise gemeinsamen Partner) und die geodesic distance distribution.",
        14,
      ),
    ).toBeNull();
    // "war, wie Mk 13 vermuten läßt, [von … geprägt]": the predicate comes after the insertion.
    expect(
      shortenToClause(
        "Die markinische Gemeinde war, wie Mk 13 vermuten läßt, von einer großen Endzeiterwartung geprägt, was vermutlich auf die Kriegsjahre bis 70 zurückgeht.",
        14,
      ),
    ).toBeNull();
  });

  it("ends a clause before a purpose clause, and never on a copula without its predicate", () => {
    expect(
      shortenToClause(
        "Zum ausführlichen Testen von JMeter in der Cloud fehlten leider die Ressourcen, um ein aussagekräftiges Fazit geben zu können.",
        14,
      ),
    ).toBe("Zum ausführlichen Testen von JMeter in der Cloud fehlten leider die Ressourcen");
    expect(
      shortenToClause(
        "JMeter ist trotz des hohen Ressourcenverbrauchs, ein hervorragendes Tool, welches eine große Menge an Möglichkeiten der Konfiguration des Tests bietet.",
        14,
      ),
    ).toBeNull();
  });
});

describe("complete clauses only", () => {
  it("never stops before the noun an article or adjective waits for", () => {
    expect(endsOpen("Die Zusammenfassung der Ergebnisse zeigt eine umfassende")).toBe(true);
    expect(endsOpen("Für das hohe Bildungsniveau zeigt das Modell einen signifikanten")).toBe(true);
    expect(endsOpen("Das Modell zeigt einen signifikanten Effekt")).toBe(false);
    expect(
      shortenToClause(
        "Für das hohe Bildungsniveau zeigt das Modell einen signifikanten, aber deutlich schwächeren Effekt als für die anderen Gruppen in allen Ländern.",
        15,
      ),
    ).toBeNull();
    // English: "for the clinical" waits for "sample" after the "and".
    expect(
      shortenToClause(
        "The cutoff determination was conducted separately for the clinical and the non-clinical sample instead of one score.",
        14,
      ),
    ).toBeNull();
  });

  it("never stops inside a subject that 'sowie' continues before its verb", () => {
    expect(
      shortenToClause(
        "Für GDBs gibt es keine standardisierte Anfragesprache und die Menge an möglichen Operatoren, sowie die Regeln zur Vollständigkeit sind verschieden.",
        14,
      ),
    ).toBeNull();
    // A "sowie" that adds objects after a complete clause is a place to stop.
    expect(
      shortenToClause(
        "Das Modell ist schnell und liefert gute Werte, sowie eine hohe Genauigkeit bei kleinen Daten und geringe Kosten im Betrieb.",
        14,
      ),
    ).toBe("Das Modell ist schnell und liefert gute Werte");
  });

  it("never stops inside a relative clause, an insertion or before a quotation", () => {
    expect(
      shortenToClause(
        "Feuilleton und Montage erzeugen eigenständige Spannungsfelder, die sich, sind sie innerhalb eines Textes anzutreffen, gegenseitig bedingen und diesen hoch spannend machen.",
        15,
      ),
    ).toBeNull();
    expect(
      shortenToClause(
        "Für Jäger und Schütz ist das Feuilleton, aufgrund seiner journalistisch-literarischen Kraft, eine Gattung, die die Ereignisse aus verschiedenen Blickwinkeln betrachtet.",
        15,
      ),
    ).toBeNull();
    expect(endsOpen("An späterer Textstelle schreibt er")).toBe(true);
    expect(bulletFlaw("Der Terminus Feuilleton ist ein schwieriger")).toBe("cut");
  });

  it("keeps what a clause announces or owes: an indirect question, an infinitive, a subject, a reason", () => {
    // "diskutiert" asks for its "inwiefern …" clause.
    expect(
      shortenToClause(
        "In der Literatur wird kontrovers diskutiert, inwieweit steigende Löhne in der Pflege die Zahl der offenen Stellen in den Kliniken senken.",
        14,
      ),
    ).toBeNull();
    // "die Bereitschaft …, sich … einzusetzen": the infinitive with its "zu" inside.
    expect(
      shortenToClause(
        "Entscheidend ist die Bereitschaft der Mitglieder und der Vorstände, sich für gemeinsame Ziele des Vereins in der Region einzusetzen.",
        14,
      ),
    ).toBeNull();
    // After a fronted adverbial the subject follows "ergibt sich".
    expect(
      shortenToClause(
        "Aus der längeren Nutzung der Geräte ergibt sich, bei gleichbleibender Auslastung über alle Jahre, eine Ersparnis von einem Viertel.",
        14,
      ),
    ).toBeNull();
    // "deshalb … , um …": the adverb announces the purpose, so neither goes alone.
    expect(
      shortenToClause(
        "Die Befragung wurde vor allem deshalb anonym durchgeführt, um ehrliche Antworten auch zu heiklen Fragen der Arbeitszeit zu erhalten.",
        14,
      ),
    ).toBeNull();
    // "dann … , wenn …": the condition is what "dann" points at; without it the bullet says something else.
    expect(
      shortenToClause(
        "In dieser Arbeit wurde ein Substrat dann als im Überschuss betrachtet, wenn bei dessen Konzentration die maximale Reaktionsgeschwindigkeit erreicht wurde.",
        14,
      ),
    ).toBeNull();
    // "daher" that only points back still goes, and the purpose clause with it.
    expect(
      shortenToClause(
        "Die Stadt hat daher in den Ausbau der Radwege investiert, um den Verkehr in der Innenstadt spürbar zu entlasten.",
        14,
      ),
    ).toBe("Die Stadt hat in den Ausbau der Radwege investiert");
    // "es macht einen Unterschied, auf welcher …": the question after the comma is what "es" stands for.
    expect(
      shortenToClause(
        "Die Befragung hat gezeigt, dass es einen großen Unterschied macht, in welcher Stadt die Befragten wohnen und arbeiten.",
        14,
      ),
    ).toBeNull();
    // "…, weshalb …" continues a complete statement.
    expect(
      shortenToClause(
        "Vereinsarbeit ist von Natur aus ehrenamtlich, weshalb viele Vereine seit Jahren über fehlende Mitglieder und Helfer klagen.",
        14,
      ),
    ).toBe("Vereinsarbeit ist von Natur aus ehrenamtlich");
  });

  it("reads adjectives after an article as adjectives, prefixed strong verbs as verbs", () => {
    expect(hasVerb("Statistische Kennzahlen der bereinigten monatlichen Umsätze")).toBe(false);
    expect(hasVerb("Die Auswertung der drei untersuchten Varianten")).toBe(false);
    expect(
      hasVerb("Laufzeit von lokal gespeicherten Dateien über eine eigens entwickelte Schnittstelle"),
    ).toBe(false);
    expect(hasVerb("Die Messung entsprach nicht der üblichen Praxis")).toBe(true);
    expect(hasVerb("Die Suche ergab ein Optimum")).toBe(true);
    expect(hasVerb("Die Werte der Proben steigen")).toBe(true);
    // Without a noun after them, words after an article are a relative clause's verb.
    expect(hasVerb("Werte, die stark schwanken")).toBe(true);
    expect(hasVerb("Die Kosten, die ständig steigen, belasten die Firmen")).toBe(true);
  });

  it("rejects a verbless opening before a subordinate clause and a superlative without its noun", () => {
    expect(
      bulletFlaw("Vermutlich vor allem, weil die Stichprobe klein war und die Antworten stark streuten"),
    ).toBe("fragment");
    expect(bulletFlaw("Die mit Abstand häufigsten sind Fragen zur Bedienung der Software")).toBe("context");
    expect(bulletFlaw("Die häufigsten Fragen betreffen die Bedienung der Software")).toBeNull();
    // "darin" right after the verb points at what the sentence before named.
    expect(bulletFlaw("Eingebaut wurde darin ein Verfahren zur Prüfung der Eingaben")).toBe("context");
    expect(bulletFlaw("Eingebaut wurde ein Verfahren zur Prüfung der Eingaben")).toBeNull();
  });

  it("keeps a main clause that governs its infinitive or follows the clause a phrase frames", () => {
    expect(
      bulletFlaw("Künftig gilt es zu untersuchen, wie sich die Erträge über mehrere Jahre entwickeln"),
    ).toBeNull();
    expect(
      bulletFlaw("Für den Fall, dass die Pflanzen beschattet werden, sinkt der Ertrag um ein Drittel"),
    ).toBeNull();
    expect(
      bulletFlaw("Unter der Annahme, dass der Boden gleich bleibt, steigt der Ertrag mit der Düngung"),
    ).toBeNull();
    // Without the main clause both stay fragments.
    expect(bulletFlaw("Parameter zu schätzen, die das Modell für die Prognose braucht")).toBe("fragment");
    expect(bulletFlaw("Für den Fall, dass die Pflanzen beschattet werden")).toBe("fragment");
  });

  it("rejects a step said to be done like another, which the bullet does not say", () => {
    expect(bulletFlaw("Die zweite Messreihe wird analog zu der ersten Messreihe durchgeführt")).toBe(
      "context",
    );
    expect(bulletFlaw("Versuch 4 wurde analog zu Versuch 3 bezüglich der Temperatur eingestellt")).toBe(
      "context",
    );
    expect(bulletFlaw("Analog zu den Filtern werden weitere Filter für die Zeitreihen erstellt")).toBe(
      "context",
    );
    expect(bulletFlaw("The second sample was treated in the same way as the first one")).toBe("context");
    // Several of something used, and not which: the sentences after it say it.
    expect(bulletFlaw("Im Rahmen der Studie wurden verschiedene Färbemethoden eingesetzt")).toBe("context");
    expect(bulletFlaw("Several questionnaires were used")).toBe("context");
    expect(bulletFlaw("Für die Auswertung wurde auf verschiedene Pakete zurückgegriffen")).toBe("context");
    // Ending on "the problem" the bullet names nowhere.
    expect(bulletFlaw("Der neue Filter schafft Abhilfe für die Problematik")).toBe("context");
    expect(bulletFlaw("Der neue Filter löst das Problem der Überlagerung")).toBeNull();
    // A step said to be finished is a transition, no point.
    expect(
      bulletFlaw("Mit der Bereinigung der Daten ist der letzte vorbereitende Schritt abgeschlossen"),
    ).toBe("context");
    expect(
      bulletFlaw("Die Aufbereitung der Proben war nach drei Tagen abgeschlossen und ergab 40 Proben"),
    ).toBeNull();
    expect(bulletFlaw("Es wurden verschiedene Modelle mit bis zu 12 Prädiktoren getestet")).toBeNull();
    // What the step is stays a bullet; so does a comparison that states its result.
    expect(bulletFlaw("Die zweite Messreihe wird bei 40 °C statt bei 25 °C durchgeführt")).toBeNull();
    expect(bulletFlaw("Die Ausbeute verhält sich analog zur Temperatur und steigt bis 40 °C an")).toBeNull();
  });

  it("keeps appositions and complete relative clauses", () => {
    expect(bulletFlaw("Netzwerke bestehen aus zwei Hauptkomponenten, den Knoten und den Kanten")).toBeNull();
    expect(bulletFlaw("Das Modell schätzt Effekte, die sich über die Zeit verändern")).toBeNull();
  });

  it("rejects a statement without a subject", () => {
    expect(bulletFlaw("Häufig benutzt, und doch selten präzise definiert")).toBe("fragment");
  });

  it("finds a sentence that leans on the one before", () => {
    expect(leansOnPrevious("Das stützt das Bild einer polarisierten Arbeitswelt.")).toBe(true);
    expect(leansOnPrevious("An späterer Stelle schreibt er über die Stadt.")).toBe(true);
    expect(leansOnPrevious("Das Modell stützt das Bild einer polarisierten Arbeitswelt.")).toBe(false);
    // "A second …", "another …": counted from something said before.
    expect(leansOnPrevious("Ein zweiter Beleg besteht in äthHen 46.")).toBe(true);
    expect(leansOnPrevious("A second test confirmed the effect.")).toBe(true);
    expect(leansOnPrevious("Ein Zweitligist stieg in der Saison auf.")).toBe(false);
    // A bare measure as subject: the mean of what the sentence before named.
    expect(leansOnPrevious("Der Durchschnitt liegt bei 12,4 Stunden pro Woche.")).toBe(true);
    expect(leansOnPrevious("Der Durchschnitt der Arbeitszeit liegt bei 12,4 Stunden pro Woche.")).toBe(false);
    expect(leansOnPrevious("The median was 4.1 points.")).toBe(true);
    expect(leansOnPrevious("The median score was 4.1 points.")).toBe(false);
    // "it" after an opening adverbial names what the sentence before named, unless it announces.
    expect(leansOnPrevious("Due to the high costs small firms seem to avoid the method.")).toBe(false);
    expect(leansOnPrevious("Due to the high costs it seems hardly practical for small firms.")).toBe(true);
    expect(leansOnPrevious("Due to the high costs it seems that small firms avoid it.")).toBe(false);
  });
});

describe("citations and footnote marks", () => {
  it("drops narrative years, vgl. citations and footnote numbers after quotes", () => {
    expect(speakable("Die Gemeinde erhielt ein festes Haus (Apg 2, 46)12 und wuchs.")).toBe(
      "Die Gemeinde erhielt ein festes Haus (Apg 2, 46) und wuchs.",
    );
    expect(speakable("Als Base diente Ca(OH)2 in Wasser.")).toBe("Als Base diente Ca(OH)2 in Wasser.");
    expect(speakable("The term was first introduced by Feinstein (1987).")).toBe(
      "The term was first introduced by Feinstein.",
    );
    expect(speakable("Das Modell wurde von Müller (2019, S. 12) entwickelt.")).toBe(
      "Das Modell wurde von Müller entwickelt.",
    );
    expect(speakable("Ziel ist die „Verschränkung von Hoheit“15 darzustellen.")).toBe(
      "Ziel ist die „Verschränkung von Hoheit“ darzustellen.",
    );
    // Units and symbols keep their digits.
    expect(speakable("Die CO2-Emissionen sinken um 12 %.")).toBe("Die CO2-Emissionen sinken um 12 %.");
  });

  it("keeps footnote texts, code and bibliography entries off the slides", () => {
    const material = (text: string) => isSlideMaterial({ text, role: "background" });
    expect(material("61 Die verantwortlichen Algorithmen entscheiden über die Reichweite.")).toBe(false);
    expect(material("32 Nach Wozniak ist das Verfahren etabliert.")).toBe(false);
    expect(material("# je Sprachversion, NB &target=USERNAME und weitere Parameter")).toBe(false);
    expect(material("Im Namen des Volkes: Gerichte zitieren Wikipedia, in: JurPC Web-Dok 140/2009")).toBe(
      false,
    );
    expect(material("Die verantwortlichen Algorithmen entscheiden über die Reichweite.")).toBe(true);
    expect(material("3 Gruppen wurden über zwölf Wochen beobachtet und verglichen.")).toBe(true);
    // The tail of a sentence broken at an index ("… r1∗ und r3∗ die tatsächlichen Effekte …").
    expect(material("3 die tatsächlichen Effekte nur unzureichend abbilden.")).toBe(false);
    expect(material("3 mg Salz hemmen das Wachstum deutlich.")).toBe(true);
  });
});

describe("text shape", () => {
  it("recognises code lines and comments", () => {
    expect(looksLikeCode("# je Sprachversion, NB &target=USERNAME")).toBe(true);
    expect(looksLikeCode('"""Lädt die Daten und gibt sie zurück."""')).toBe(true);
    expect(looksLikeCode("df = load_data(path); return df;")).toBe(true);
    expect(looksLikeCode("If the model fits, we use it for the forecast from the data.")).toBe(false);
    expect(looksLikeCode("Die Analyse zeigt einen Effekt von 0,3 für alle Länder.")).toBe(false);
  });

  it("recognises bibliography entries", () => {
    expect(looksLikeReference("Müller, K. (2019). Netzwerke. Berlin: Springer.")).toBe(true);
    expect(
      looksLikeReference(
        "Rahn, Thomas: Explosion und Konstruktion. Hrsg. von H. Schramm, Berlin: De Gruyter 2008.",
      ),
    ).toBe(true);
    expect(looksLikeReference("Die Ergebnisse zeigen einen Zusammenhang zwischen 2019 und 2020.")).toBe(
      false,
    );
  });
});

describe("titles in the thesis's own case", () => {
  it("writes a heading set in capitals as the text spells its words", () => {
    const spellings = spellingsOf(
      "Wir betrachten den theoretischen Hintergrund der Arbeit, die Ergebnisse und die Diskussion der OECD-Daten.",
    );
    expect(isAllCaps("THEORETISCHER HINTERGRUND")).toBe(true);
    expect(isAllCaps("OECD")).toBe(false);
    expect(inOwnCase("THEORETISCHER HINTERGRUND", spellings)).toBe("Theoretischer Hintergrund");
    expect(inOwnCase("ERGEBNISSE UND DISKUSSION", spellings)).toBe("Ergebnisse und Diskussion");
    expect(inOwnCase("ICT-INVESTITIONEN IN DER OECD", spellings)).toBe("ICT-Investitionen in der OECD");
    expect(inOwnCase("RESULTS AND DISCUSSION", new Map(), "en")).toBe("Results and discussion");
    expect(inOwnCase("Methodik", spellings)).toBe("Methodik");
  });
});

describe("literature entries", () => {
  const short = (raw: string, language: "de" | "en" = "de") => {
    const entry = readReference(raw);
    return entry ? formatReference(entry, language) : null;
  };

  it("keeps a quotation inside a quoted title and the year glued to it out of the title", () => {
    expect(
      short(
        "Haller, Michael. 2017. „Die „Flüchtlingskrise “in den Medien“. Frankfurt: Otto Brenner Stiftung.",
      ),
    ).toBe("Haller (2017): Die „Flüchtlingskrise“ in den Medien");
    expect(
      short(
        "Jarren, Otfried, und Martina Vogel. 2011„„Leitmedien“ als Qualitätsmedien. Konzept und Indikatoren“. In, 17–29.",
      ),
    ).toBe("Jarren und Vogel (2011): „Leitmedien“ als Qualitätsmedien");
  });

  it("reads APA, author-year, Chicago, numbered and humanities entries", () => {
    expect(
      short(
        "Guidi, J., & Fava, G. A. (2022). The Clinical Science of Euthymia. Psychother Psychosom, 91(3).",
        "en",
      ),
    ).toBe("Guidi & Fava (2022): The Clinical Science of Euthymia");
    expect(short("Ackermann, P. und Follert, F. (2018): Marktwertanalyse. In: Sciamus, S. 1-20.")).toBe(
      "Ackermann und Follert (2018): Marktwertanalyse",
    );
    expect(
      short("Baller, Inger. 2017. „Specialists, Party Members“. Legislative Studies Quarterly 42 (3)."),
    ).toBe("Baller (2017): Specialists, Party Members");
    expect(short("[6] AWS. Customer Carbon Footprint Tool. o. J. url: https://aws.amazon.com/")).toBe(
      "AWS (o. J.): Customer Carbon Footprint Tool",
    );
    expect(
      short("Vgl. Hildegard Kernmayer/ Simone Jung: Feuilleton. Bielefeld: transcript 2017, S. 9."),
    ).toBe("Kernmayer und Jung (2017): Feuilleton");
    // The year read, not the day the page was accessed.
    expect(
      short(
        "[Red12] Redaktion Beispiel.de. Stress durch Salz. (Zugriff am 26.02.2023). 2012. url: https://x.de",
      ),
    ).toBe("Redaktion Beispiel.de (2012): Stress durch Salz");
  });

  it("reads Vancouver entries and a misspelt et al.", () => {
    expect(short("Walshe N. Microsoft Sustainability Calculator helps enterprises. 2020.")).toBe(
      "Walshe (2020): Microsoft Sustainability Calculator helps enterprises",
    );
    expect(short("Smith J, Doe A, et al. Heat transfer on wings. J Fluid Mech. 2015;12:3-9.", "en")).toBe(
      "Smith et al. (2015): Heat transfer on wings",
    );
    expect(
      short("[12] E. Sommer, M. Adler und J. et. al. Perkins. Cloud Jewels: Estimating kWh. 2020."),
    ).toBe("Sommer u. a. (2020): Cloud Jewels: Estimating kWh");
    // A given name with its middle initial before the surname is no Vancouver author.
    expect(short("Emily H. Halili. Apache JMeter. Packt Publishing, 2008.")).toBe(
      "Halili (2008): Apache JMeter",
    );
  });

  it("reads AIAA entries: initials after the surname, the title unquoted up to its first comma", () => {
    expect(
      short(
        "[4] Cerbe, G., and Wilhelms, G., Technische Thermodynamik: Theoretische Grundlagen und praktische Anwendungen, 15th ed., Carl Hanser Verlag, München, 2008.",
        "en",
      ),
    ).toBe("Cerbe & Wilhelms (2008): Technische Thermodynamik");
    expect(
      short("[3] Fröhlich, J., Large Eddy Simulation turbulenter Strömungen, 1st ed., Teubner, 2006.", "en"),
    ).toBe("Fröhlich (2006): Large Eddy Simulation turbulenter Strömungen");
    // A name list that ends in "& Name, I.:" or "Name, I.:" is no title.
    expect(short("vgl. Storopoli, J., Huijzer, R., Alonso, L.: Julia Data Science, 2021, S. 17-18")).toBe(
      "Storopoli u. a. (2021): Julia Data Science",
    );
    expect(short("Bezanson, J., Karpinski, S., Shah, V., & Edelman, A.: Why We Created Julia, 2012")).toBe(
      "Bezanson u. a. (2012): Why We Created Julia",
    );
    // A quoted title is IEEE's.
    expect(short("[2] Hassler, W., “Numerische Berechnungsverfahren (CFD-Teil)”, 2012.", "en")).toBe(
      "Hassler (2012): Numerische Berechnungsverfahren (CFD-Teil)",
    );
  });

  it("reads a footnote's short form and skips ebd.", () => {
    expect(short("Vgl. Schneider, Reformation und Stadt, S. 3 f.")).toBe(
      "Schneider (o. J.): Reformation und Stadt",
    );
    expect(readReference("Ebd., S. 14.")).toBeNull();
  });

  it("never cuts a title inside a word or with …", () => {
    const long = `Müller, A. (2020): ${Array.from({ length: 20 }, (_, i) => `Wort${i}`).join(" ")}.`;
    const text = short(long) ?? "";
    expect(text).not.toContain("…");
    expect(text).toMatch(/Wort\d+$/);
  });
});

describe("pickReferences: the works the slides cite", () => {
  const thesis = (references: string[], texts: string[]) =>
    thesisOf([{ title: "Kapitel", role: "other", sentences: texts.map((text) => ({ text })) }], {
      references,
    });
  const plan = { slides: [{ range: { from: 0, to: 0 } }] } as unknown as SlidePlan;

  it("takes the numbered entries cited on the slides (topped up by the most cited), no name without a year", () => {
    const refs = [
      "[1] Microsoft. Azure Functions pricing. o. J. url: https://azure.microsoft.com",
      "[2] Müller, K.: Grüne Software. Berlin: Springer, 2020.",
      "[3] Schmidt, A.: Cloud-Emissionen messen. Wiesbaden: Vieweg, 2021.",
    ];
    const texts = [
      "Die Messung folgt dem Verfahren in [3] auf Microsoft Azure.",
      "Laut [2] sinken die Emissionen.",
    ];
    // Schmidt is cited on the slide, Müller in the thesis; Microsoft (no year, never cited) only tops up.
    const picked = pickReferences(thesis(refs, texts), plan);
    expect(picked).toEqual([
      "Microsoft (o. J.): Azure Functions pricing",
      "Müller (2020): Grüne Software",
      "Schmidt (2021): Cloud-Emissionen messen",
    ]);
    expect(pickReferences(thesis(refs, texts), plan, 2)).toEqual([
      "Müller (2020): Grüne Software",
      "Schmidt (2021): Cloud-Emissionen messen",
    ]);
  });

  it("falls back to the most cited works when the slides cite none", () => {
    const refs = [
      "Huber, L. (2019). Gärten in der Stadt. München: Oekom.",
      "Berg, T. (2021). Nachbarschaft. Leipzig: Vowi.",
    ];
    const texts = ["Kein Zitat hier.", "Berg (2021) zeigt das.", "Auch Berg (2021) sagt das."];
    expect(pickReferences(thesis(refs, texts), plan, 1)).toEqual(["Berg (2021): Nachbarschaft"]);
    expect(pickReferences(thesis(refs, texts), plan)).toEqual([
      "Huber (2019): Gärten in der Stadt",
      "Berg (2021): Nachbarschaft",
    ]);
  });
});

describe("withAntecedentName", () => {
  it("gives a bare 'the + noun' subject back the name the sentence before gave it", () => {
    const before = "Für die Implementierung wird die Bibliothek NBomber verwendet.";
    expect(withAntecedentName("Die Bibliothek übernimmt die Thread-Verwaltung", before)).toBe(
      "Die Bibliothek NBomber übernimmt die Thread-Verwaltung",
    );
    expect(withAntecedentName("Das Szenario verwendet zwei CPUs", "In Szenario 7 läuft eine VM.")).toBe(
      "Das Szenario 7 verwendet zwei CPUs",
    );
    // Nothing named, two names, or the bullet names it already: unchanged.
    expect(withAntecedentName("Das Modell erreicht 90 % Genauigkeit", "Das Modell wurde trainiert.")).toBe(
      "Das Modell erreicht 90 % Genauigkeit",
    );
    expect(
      withAntecedentName("Die Studie zeigt einen Effekt", "Studie 1 und Studie 2 unterscheiden sich."),
    ).toBe("Die Studie zeigt einen Effekt");
    expect(withAntecedentName("Das Szenario 7 nutzt zwei CPUs", "In Szenario 7 läuft eine VM.")).toBe(
      "Das Szenario 7 nutzt zwei CPUs",
    );
    expect(withAntecedentName("Die Bibliothek übernimmt die Verwaltung", undefined)).toBe(
      "Die Bibliothek übernimmt die Verwaltung",
    );
  });
});

describe("bulletText", () => {
  it("ends before an elliptical addition after a semicolon, keeps a second clause with its own verb", () => {
    expect(bulletText("Man kann Messpunkte an jede Stelle des Plans setzen; auch unter einer Gruppe.")).toBe(
      "Man kann Messpunkte an jede Stelle des Plans setzen",
    );
    expect(bulletText("Die erste Gruppe wuchs schneller; die zweite blieb klein.")).toBe(
      "Die erste Gruppe wuchs schneller; die zweite blieb klein",
    );
  });
});
