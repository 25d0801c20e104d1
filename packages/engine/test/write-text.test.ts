import { describe, expect, it } from "vitest";
import { bulletFlaw } from "../src/write/wording/bullet-flaw.ts";
import { condense } from "../src/write/wording/condense.ts";
import { isProse } from "../src/write/wording/prose.ts";
import { speakable } from "../src/write/wording/speakable.ts";
import { isTruncated } from "../src/write/wording/truncation.ts";

describe("speakable", () => {
  it("drops source and figure pointers but keeps decimals and symbols", () => {
    expect(speakable("Das Ergebnis ist stabil (siehe Abbildung 15).")).toBe("Das Ergebnis ist stabil.");
    expect(speakable("(QUELLE) Das Modell lernt.")).toBe("Das Modell lernt.");
    expect(speakable("Partial R2 of the scale was .34 and ω2 = .45.")).toBe(
      "Partial R2 of the scale was .34 and ω2 = .45.",
    );
    expect(speakable("Die Cloud12 ist groß.")).toBe("Die Cloud ist groß.");
    expect(speakable("Der Begriff erscheint vor der Entstehung von Mk45.")).toBe(
      "Der Begriff erscheint vor der Entstehung von Mk.",
    );
    expect(speakable("Das steht in Mk 4,5 und bei G37D mit CO2.")).toBe(
      "Das steht in Mk 4,5 und bei G37D mit CO2.",
    );
    expect(speakable("Wegen vieler Latinismen6,7 im Text gilt Rom als Ort.")).toBe(
      "Wegen vieler Latinismen im Text gilt Rom als Ort.",
    );
    // A pointer at a plot element is not spoken either.
    expect(speakable("Der exponentielle Fit (blaue Linie) basiert auf einer Regression.")).toBe(
      "Der exponentielle Fit basiert auf einer Regression.",
    );
    expect(speakable("The fit (dashed line) follows the data.")).toBe("The fit follows the data.");
    // A narrative citation keeps the names and loses the year.
    expect(speakable("Birkner u. a. (2020) beschreiben ein harmonisches Bild.")).toBe(
      "Birkner u. a. beschreiben ein harmonisches Bild.",
    );
  });

  it("turns a run-in list label into 'Label: …' and drops bullet glyphs", () => {
    expect(speakable("• Passwörter Ein großer Punkt ist die Klartextspeicherung.")).toBe(
      "Passwörter: Ein großer Punkt ist die Klartextspeicherung.",
    );
  });
});

describe("condense", () => {
  it("drops a German connective without leaving a verb-first fragment (the subject moves to the front)", () => {
    expect(condense("Weiterhin gibt es Statistiktabellen für jeden Sampler.")).toBe(
      "Es gibt Statistiktabellen für jeden Sampler",
    );
    expect(condense("However, the scale showed good validity.")).toBe("The scale showed good validity");
  });

  it("does not cut a clause off before its participle", () => {
    const b = condense(
      "Ursprünglich wurde Apache JMeter von Stefano Mazzocchi, seiner Zeit Entwickler bei der Apache Software Foundation, programmiert um die Performance zu testen.",
    );
    expect(b).not.toBe("Ursprünglich wurde Apache JMeter von Stefano Mazzocchi");
  });

  it("does not keep a coordinated clause whose modal lost its infinitive to the comma", () => {
    const b = condense(
      "Ein Application Insights-Agent kann entweder manuell installiert werden oder kann optional, im Falle von Azure-VM-Skalierungsgruppen, Azure App Services und Azure Functions bei der Bereitstellung der Ressource aktiviert werden.",
    );
    expect(b).not.toMatch(/kann optional$/);
  });

  it("uses a run-in label when the labelled sentence is too long", () => {
    expect(
      condense(
        "API hosten: Die API muss auf einem Server gehostet werden, der dann von allen Systemen der Hotelkette genutzt werden kann.",
      ),
    ).toBe("API hosten");
  });
});

describe("bulletFlaw", () => {
  it("accepts self-contained statements", () => {
    expect(bulletFlaw("Der Testplan ist ein Skript in einem speziellen JMX-Format")).toBeNull();
    expect(bulletFlaw("Items are rated on a 5-point Likert scale")).toBeNull();
    expect(bulletFlaw("Auch die Gewichte der Kanten sind wichtig für das Modell")).toBeNull();
  });

  it("drops a numbered citation cut open at the end, and calls an open bracket a fragment", () => {
    expect(speakable("Der Ausstoß erfolgt bei der Erzeugung der Elektrizität. [5, p")).toBe(
      "Der Ausstoß erfolgt bei der Erzeugung der Elektrizität.",
    );
    expect(bulletFlaw("Die Werte [siehe Anhang liegen höher")).toBe("fragment");
  });

  it("calls a bullet that stops on a word no sentence ends on cut", () => {
    expect(bulletFlaw("Im Rahmen dieser Arbeit wird ein Formular bereitgestellt welches")).toBe("cut");
    expect(bulletFlaw("The model improves the accuracy of")).toBe("cut");
    expect(bulletFlaw("Die Zahl der Stornierungen steigt im Sommer deutlich")).toBeNull();
  });

  it("rejects fragments, announcements, figure pointers and context-bound openers", () => {
    expect(bulletFlaw("Gibt es Statistiktabellen für jeden Sampler")).toBe("fragment");
    expect(bulletFlaw("Können sie die Planung erheblich beeinträchtigen")).toBe("fragment");
    expect(bulletFlaw("Mittelwerten (Median) der Stichprobe verglichen")).toBe("fragment");
    expect(bulletFlaw("Min Max Median Mean Anzahl Beziehungen pro Abgeordneten")).toBe("fragment");
    expect(bulletFlaw("Wissenswertes und Besonderheiten 26")).toBe("fragment");
    expect(bulletFlaw("Einen für die Kommunikation mittels gRPC")).toBe("fragment");
    expect(bulletFlaw("Das Protokoll wurde zwar schon im Jahre 2004 veröffentlicht")).toBe("cut");
    expect(bulletFlaw("Im folgenden Kapitel werden notwendige Schritte erklärt")).toBe("meta");
    expect(bulletFlaw("Die Ergebnisse sind in Tabelle 9 abgebildet")).toBe("figure");
    expect(bulletFlaw("Dadurch werden Systeme bis an ihre Grenzen getestet")).toBe("context");
    expect(bulletFlaw("Auch die Gewichte der Kanten können in die Darstellung der")).toBe("cut");
  });
});

describe("isProse", () => {
  it("rejects code and identifier lists pasted into a paragraph", () => {
    expect(isProse('1 # Config file bin/setenv.sh 2 # Use bigger heap 3 export HEAP="-Xms2G"')).toBe(false);
    expect(isProse("Bezeichnung Erklärung elapsed Zeit bytes Anzahl sentBytes Anzahl grpThreads aktiv")).toBe(
      false,
    );
    expect(isProse("Der Testplan ist ein Skript in einem speziellen Format.")).toBe(true);
  });
});

describe("isTruncated", () => {
  it("takes a clause ending in a word like Ergebnis, Praxis or Basis as whole, a list intro as cut", () => {
    expect(isTruncated("Die Arbeit zeigt ein klares Ergebnis")).toBe(false);
    expect(isTruncated("Das Modell bewährt sich in der Praxis")).toBe(false);
    expect(isTruncated("The model is the basis")).toBe(false);
    expect(isTruncated("Die wichtigsten Gründe sind")).toBe(true);
    expect(isTruncated("The reasons are as follows")).toBe(true);
    expect(isTruncated("For forced convection the Nusselt number is a function of the Reynolds-")).toBe(true);
    expect(isTruncated("Kind, deine Sünden werden dir erlassen.“")).toBe(true);
    expect(isTruncated("Obschon der Abfassungsort Rom als gesichert gelten kann")).toBe(true);
    expect(isTruncated("Jesus sagt: „Steh auf“ und der Mann geht")).toBe(false);
    expect(isTruncated('Das Problem betrifft sogenannte „CSG Systeme" im Maschinenbau')).toBe(false);
    expect(isTruncated("The term “euthymia” describes a positive state")).toBe(false);
    // A separable verb's "zu" or "mit" closes the clause; otherwise the clause waits for its object.
    expect(isTruncated("Er erfüllt das Gesetz und spricht die Vergebung der Schuld zu")).toBe(false);
    expect(isTruncated("Die Behörde ließ den Antrag nach der Prüfung zu")).toBe(false);
    expect(isTruncated("Das Labor teilt die Ergebnisse der Messung mit")).toBe(false);
    expect(isTruncated("Die Werte steigen von Jahr zu")).toBe(true);
    expect(isTruncated("Die Proben wurden gemischt mit")).toBe(true);
  });

  it("takes a sentence that opens with a subordinate clause as whole once its main clause follows", () => {
    expect(
      isTruncated("Während die Daten keiner Aufbereitung bedurften, war die Validierung der Knackpunkt"),
    ).toBe(false);
    expect(isTruncated("Je flexibler ein Modell, desto eher neigte es zu Überanpassung")).toBe(false);
    expect(isTruncated("Obwohl die Werte streuten, zeigte sich ein klarer Trend")).toBe(false);
    expect(isTruncated("Um den Einfluss zu messen, wurden drei Gruppen gebildet")).toBe(false);
    // Only the subordinate clause, or one inside another: the main clause is missing.
    expect(isTruncated("Weil die Messung, die wir durchführten, länger dauerte")).toBe(true);
    expect(isTruncated("Nachdem die Proben gesammelt, gewogen")).toBe(true);
    expect(isTruncated("Da die Daten, wie erwartet, streuen")).toBe(true);
    expect(isTruncated("Da die Daten, wie erwartet, streuten")).toBe(true);
  });
});
