/**
 * Storylines: the order in which a defence talk tells a thesis, by the character of the work (empirical,
 * literature, theoretical, design/implementation, "andere"). One table: each storyline is a list of sections;
 * every main chapter is placed in one section (chapter-placement.ts), so the talk follows the storyline while
 * every chapter stays on some slide.
 */
import type { ChapterRole } from "../document.ts";
import type { SlideKind } from "./schema.ts";

export type WorkCharacter = "empirical" | "mixed" | "literature" | "theoretical" | "design" | "chapters";

/** One part of a storyline. */
export interface StorySection {
  id: string;
  /** The slide kind of its slides; null: by each chapter's role (sections that follow the chapters). */
  kind: SlideKind | null;
  /** Chapter roles that belong here. */
  roles: ChapterRole[];
  /** Chapter titles that belong here whatever their role (design work: "Anforderungen", "Umsetzung"). */
  titles?: RegExp;
  /** Agenda item this section joins (consecutive sections of one group are one agenda item). */
  group: string;
  /** Its words in that agenda item, German and English; null: the chapter titles stand in the agenda. */
  label: [de: string, en: string] | null;
  /** Talk-time weight of the section. */
  weight: number;
  /** At most this share of the content slides (theory only as much as the results need). */
  maxShare?: number;
}
const L = (de: string, en: string): [string, string] => [de, en];
const MOTIVATION: StorySection = {
  id: "motivation",
  kind: "motivation",
  roles: ["introduction"],
  group: "opening",
  label: L("Motivation", "Motivation"),
  weight: 1,
};
const DISCUSSION: StorySection = {
  id: "discussion",
  kind: "discussion",
  roles: ["discussion"],
  group: "closing",
  label: L("Diskussion", "Discussion"),
  weight: 1.2,
};
const CONCLUSION: StorySection = {
  id: "conclusion",
  kind: "conclusion",
  roles: ["conclusion"],
  group: "closing",
  label: L("Fazit", "Conclusion"),
  weight: 0.8,
};
const OUTLOOK: StorySection = {
  id: "outlook",
  kind: "outlook",
  roles: ["outlook"],
  group: "closing",
  label: L("Ausblick", "Outlook"),
  weight: 0.5,
};

/** Thematic chapters told in the author's order, each under its own title. */
const CHAPTERS: StorySection = {
  id: "chapters",
  kind: null,
  roles: ["other", "results"],
  group: "chapters",
  label: null,
  weight: 1.4,
};

function empirical(theory: number, results: number): StorySection[] {
  return [
    MOTIVATION,
    {
      id: "theory",
      kind: "theory",
      roles: ["theory"],
      group: "theory",
      label: L("Theoretischer Hintergrund", "Background"),
      weight: theory,
      maxShare: 0.2,
    },
    {
      id: "method",
      kind: "method",
      roles: ["method"],
      group: "method",
      label: L("Methodik", "Method"),
      weight: 1.2,
    },
    {
      id: "results",
      kind: "results",
      roles: ["results"],
      group: "results",
      label: L("Ergebnisse", "Results"),
      weight: results,
    },
    DISCUSSION,
    CONCLUSION,
    OUTLOOK,
  ];
}

/** The storylines, one per character of work. */
export const STORYLINES: Record<WorkCharacter, StorySection[]> = {
  empirical: empirical(0.9, 2.2),
  mixed: empirical(1.1, 1.9),
  literature: [
    { ...MOTIVATION, label: L("Einleitung", "Introduction") },
    {
      id: "theory",
      kind: "theory",
      roles: ["theory"],
      group: "theory",
      label: L("Grundlagen", "Foundations"),
      weight: 1.4,
      maxShare: 0.35,
    },
    {
      id: "method",
      kind: "method",
      roles: ["method"],
      group: "method",
      label: L("Vorgehen", "Approach"),
      weight: 0.7,
    },
    CHAPTERS,
    DISCUSSION,
    CONCLUSION,
    OUTLOOK,
  ],
  theoretical: [
    { ...MOTIVATION, label: L("Einleitung", "Introduction") },
    {
      id: "theory",
      kind: "theory",
      roles: ["theory", "method"],
      group: "theory",
      label: L("Theoretische Grundlagen", "Theoretical foundations"),
      weight: 1.5,
    },
    CHAPTERS,
    DISCUSSION,
    CONCLUSION,
    OUTLOOK,
  ],
  design: [
    MOTIVATION,
    {
      id: "theory",
      kind: "theory",
      roles: ["theory"],
      group: "theory",
      label: L("Grundlagen", "Foundations"),
      weight: 0.9,
      maxShare: 0.2,
    },
    {
      id: "requirements",
      kind: "method",
      roles: [],
      titles: /anforderung|requirement|problemanalyse|ist-analyse/iu,
      group: "design",
      label: L("Anforderungen", "Requirements"),
      weight: 1,
    },
    {
      id: "concept",
      kind: "method",
      roles: ["method"],
      titles: /konzept|entwurf|architektur|design|modellierung|concept|architecture/iu,
      group: "design",
      label: L("Konzept", "Concept"),
      weight: 1.3,
    },
    {
      id: "implementation",
      kind: "chapter",
      roles: [],
      titles: /implementier|umsetzung|realisierung|prototyp|implementation|entwicklung/iu,
      group: "implementation",
      label: L("Umsetzung", "Implementation"),
      weight: 1.5,
    },
    {
      id: "evaluation",
      kind: "results",
      roles: ["results"],
      titles: /evaluation|evaluierung|bewertung|validierung|\btests?\b/iu,
      group: "evaluation",
      label: L("Evaluation", "Evaluation"),
      weight: 1.6,
    },
    DISCUSSION,
    CONCLUSION,
    OUTLOOK,
  ],
  chapters: [
    { ...MOTIVATION, label: L("Einleitung", "Introduction") },
    { ...CHAPTERS, roles: ["other", "theory", "method", "results", "discussion"] },
    CONCLUSION,
    OUTLOOK,
  ],
};
