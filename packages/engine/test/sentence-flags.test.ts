/** The kinds a thesis sentence is flagged with beyond its role, from cue words. */
import { describe, expect, it } from "vitest";
import { sentenceFlags } from "../src/understand/sentence-flags.ts";
import type { LocatedSentence } from "../src/understand/sentences.ts";

const located = (text: string): LocatedSentence => ({
  text,
  page: 3,
  chapter: 1,
  sectionId: null,
  headingId: null,
  path: [],
  chapterRole: "method",
  first: false,
  role: "background",
});

describe("sentenceFlags", () => {
  it("flags what the work itself could not do in full, not a result that something is incomplete", () => {
    const limited = (text: string) => sentenceFlags(located(text), undefined).includes("limitation");
    expect(
      limited("Insgesamt lässt sich festhalten, dass die Fehlerbetrachtung nicht vollständig ist."),
    ).toBe(true);
    expect(limited("Grundanfrage 2.2 konnte in dieser Evaluation nicht vollständig analysiert werden.")).toBe(
      true,
    );
    expect(limited("The error analysis is incomplete.")).toBe(true);
    expect(limited("Das Substrat wurde nach 24 h nicht vollständig umgesetzt.")).toBe(false);
    expect(limited("Der Datensatz wird um die Einträge reduziert, die unvollständig sind.")).toBe(false);
  });

  it("flags the aim of the work, not a compound that starts with 'Ziel'", () => {
    const goal = (text: string) => sentenceFlags(located(text), undefined).includes("goal");
    expect(goal("Ziel dieser Arbeit ist die Evaluierung von Neo4j.")).toBe(true);
    expect(goal("Jede Person besitzt 2.500 Relationen, die Ziel-Personen wurden zufällig ausgewählt.")).toBe(
      false,
    );
  });

  it("flags the limits of a work, not a verb that limits or a boundary's name", () => {
    expect(
      sentenceFlags(located("Die Grenzen der Arbeit liegen in der kleinen Stichprobe."), undefined),
    ).toContain("limitation");
    expect(
      sentenceFlags(
        located("Die Funktion erhält den Startzeitpunkt, um die Datenpunkte auf das Intervall zu begrenzen."),
        undefined,
      ),
    ).not.toContain("limitation");
    expect(sentenceFlags(located("Die Systemgrenzen umfassen das Rechenzentrum."), undefined)).not.toContain(
      "limitation",
    );
    expect(sentenceFlags(located("Die geringe Stichprobe ist kritisch zu sehen."), undefined)).toContain(
      "limitation",
    );
    expect(
      sentenceFlags(located("Seine Haltung gegenüber beiden Ländern blieb kritisch."), undefined),
    ).not.toContain("limitation");
    expect(
      sentenceFlags(
        located("Die Städte wachsen, brüchig geworden an ihren materiellen Grenzen, über sich hinaus."),
        undefined,
      ),
    ).not.toContain("limitation");
    expect(sentenceFlags(located("Das Modell stößt bei hoher Last an seine Grenzen."), undefined)).toContain(
      "limitation",
    );
  });

  it("flags the work to come, not the future of what the thesis measures", () => {
    const flags = (t: string) => sentenceFlags(located(t), undefined);
    expect(flags("Künftige Studien sollten größere Stichproben verwenden.")).toContain("outlook");
    expect(flags("Der Ansatz könnte zukünftig auf weitere Sprachen übertragen werden.")).toContain("outlook");
    expect(flags("Ziel war es, zukünftige Renditen aus den vergangenen vorherzusagen.")).not.toContain(
      "outlook",
    );
    expect(flags("Die zukünftigen Messwerte wurden nicht berücksichtigt.")).not.toContain("outlook");
  });
});
