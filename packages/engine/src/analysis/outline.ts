/** A suggested talk outline for a given duration, built from the chapters the thesis really has. */
import type { Chapter, ChapterRole, PageLabels } from "../document.ts";
import { pageSpan } from "../text/page-label.ts";
import { shortenTitle } from "../text/short-title.ts";
import { placeOf } from "../understand/place.ts";
import type { Passage, Understanding } from "../understand/schema.ts";
import { keyFindings } from "./key-findings.ts";

export interface OutlineSegment {
  title: string;
  minutes: number;
  slides: number;
  /** Chapters of the thesis this part draws on, e.g. "3 Methode (S. 7–9)". */
  sources: string[];
  /** What to say, taken from the thesis. */
  points: string[];
}

export interface TalkOutline {
  minutes: number;
  segments: OutlineSegment[];
}

interface Plan {
  title: string;
  weight: number;
  roles: ChapterRole[];
  points: (thesis: Understanding) => string[];
}

/** Thesis text in an outline point: shortened like every title (whole phrases, no "…"). */
const shorten = (t: string, max = 140) => shortenTitle(t, max);
/** " (S. 12)" after a point taken from the thesis, as printed (DOCX: " (Kap. 2.1)"); nothing when unknown. */
const pageRef = (thesis: Understanding, at: Passage | null) => {
  const ref = at ? placeOf(thesis, [at], "de") : "";
  return ref ? ` (${ref})` : "";
};

/** "3 Methodik (S. 12–20)": the chapter with its printed pages (without them where none are printed). */
export function chapterLabel(
  c: Pick<Chapter, "number" | "title" | "pageStart" | "pageEnd">,
  labels: PageLabels,
): string {
  const start = c.pageStart;
  const end = c.pageEnd !== null && start !== null && c.pageEnd > start ? c.pageEnd : start;
  const span = start === null || end === null ? [] : [start, end];
  const pages = span.length ? pageSpan(labels, span[0] as number, span[1] as number, "de") : "";
  return `${c.number ? `${c.number} ` : ""}${c.title}${pages ? ` (${pages})` : ""}`;
}

function plans(thesis: Understanding): Plan[] {
  const literature = thesis.parts.method?.kind === "literature";
  const p = thesis.parts;
  return [
    {
      title: "Einstieg: Thema und Relevanz",
      weight: 0.1,
      roles: ["introduction"],
      points: () => (thesis.titleFromFilename ? [] : [`Thema: „${thesis.title}“`]),
    },
    {
      title: "Forschungsfrage und Ziel",
      weight: 0.08,
      roles: [],
      points: () => [
        ...p.researchQuestions.slice(0, 2).map((q) => `Frage: ${shorten(q.text)}${pageRef(thesis, q)}`),
        ...(p.goal ? [`Ziel: ${shorten(p.goal.text)}${pageRef(thesis, p.goal)}`] : []),
        ...p.hypotheses.slice(0, 2).map((h) => `Hypothese: ${shorten(h.text)}${pageRef(thesis, h)}`),
      ],
    },
    { title: "Theoretischer Hintergrund", weight: 0.12, roles: ["theory"], points: () => [] },
    {
      title: literature ? "Vorgehen" : "Methodik",
      weight: 0.18,
      roles: ["method"],
      points: () => {
        const m = p.method;
        if (!m) return [];
        return [
          m.design ? `Design: ${m.design}` : null,
          m.sampleSize ? `Stichprobe: n = ${m.sampleSize}${pageRef(thesis, m.sampleSizeEvidence)}` : null,
          m.instruments.length ? `Instrumente/Werkzeuge: ${m.instruments.slice(0, 4).join(", ")}` : null,
          m.statistics.length ? `Auswertung: ${m.statistics.slice(0, 4).join(", ")}` : null,
        ].filter((x): x is string => x !== null);
      },
    },
    {
      title: literature ? "Hauptteil: zentrale Erkenntnisse" : "Ergebnisse",
      weight: 0.3,
      roles: literature ? ["results", "other"] : ["results"],
      points: () =>
        keyFindings(thesis)
          .slice(0, 4)
          .map((r) => `${shorten(r.text)}${pageRef(thesis, r)}`),
    },
    {
      title: "Diskussion und Grenzen",
      weight: 0.12,
      roles: ["discussion"],
      points: () =>
        [...p.discussion.slice(0, 1), ...p.limitations.slice(0, 2)].map(
          (x) => `${shorten(x.text)}${pageRef(thesis, x)}`,
        ),
    },
    {
      title: "Fazit und Ausblick",
      weight: 0.1,
      roles: ["conclusion", "outlook"],
      points: () =>
        [...p.conclusion.slice(0, 2), ...p.outlook.slice(0, 1)].map(
          (x) => `${shorten(x.text)}${pageRef(thesis, x)}`,
        ),
    },
  ];
}

export function suggestOutline(thesis: Understanding, minutes: number): TalkOutline {
  const all = plans(thesis).map((plan) => {
    const chapters = thesis.chapters.filter((c) => c.headingId !== "" && plan.roles.includes(c.role));
    return { plan, chapters, points: plan.points(thesis) };
  });
  // Drop parts the thesis does not have (no theory chapter → no theory slide), except the core story.
  const kept = all.filter(
    (x) =>
      x.chapters.length > 0 ||
      x.points.length > 0 ||
      x.plan.title.startsWith("Einstieg") ||
      x.plan.title.startsWith("Fazit"),
  );
  const weightSum = kept.reduce((s, x) => s + x.plan.weight, 0);
  const segments: OutlineSegment[] = kept.map((x) => {
    const raw = (x.plan.weight / weightSum) * minutes;
    const m = Math.max(0.5, Math.round(raw * 2) / 2);
    return {
      title: x.plan.title,
      minutes: m,
      slides: Math.max(1, Math.round(m / 1.5)),
      sources: x.chapters.map((c) => chapterLabel(c, thesis.pageLabels)),
      points: x.points,
    };
  });
  // Rounding must not change the total: adjust the largest part.
  const diff = minutes - segments.reduce((s, x) => s + x.minutes, 0);
  const largest = [...segments].sort((a, b) => b.minutes - a.minutes)[0];
  if (largest && diff !== 0) largest.minutes = Math.max(0.5, largest.minutes + diff);
  return { minutes, segments };
}
