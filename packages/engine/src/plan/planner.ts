/**
 * Stage "slide-planner": slide count from the talk duration, a structure that fits the kind of work and
 * method, which part of the thesis each slide draws from, and a time budget per slide summing to the talk.
 */
import { z } from "zod";
import type { Digest, DigestChapter, SentenceFlag } from "./digest.ts";
import { SENTENCE_FLAGS } from "./digest.ts";
import { slideRange, targetSlideCount } from "./slide-count.ts";

export const SLIDE_KINDS = [
  "title",
  "agenda",
  "motivation",
  "question",
  "theory",
  "method",
  "results",
  "discussion",
  "limitations",
  "conclusion",
  "chapter",
  "sources",
  "thanks",
] as const;
export type SlideKind = (typeof SLIDE_KINDS)[number];

export const VISUAL_KINDS = [
  "process",
  "framework",
  "comparison",
  "timeline",
  "cycle",
  "hierarchy",
  "key-figure",
  // Not planned: the template of a slide that has no diagram (its title and points as shapes).
  "slide-layout",
] as const;
export type VisualKind = (typeof VISUAL_KINDS)[number];

export const QuestionnaireSchema = z.object({
  workType: z.string(),
  researchType: z.enum(["literature", "empirical", "mixed_methods"]),
  minutes: z.number().int().min(5).max(45),
  methodology: z.string(),
});
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;

export const PlannedSlideSchema = z.object({
  n: z.number().int().positive(),
  kind: z.enum(SLIDE_KINDS),
  titleHint: z.string(),
  /** Chapter indices (into the digest) this slide represents. */
  chapters: z.array(z.number().int()),
  /** Sentence ids (inclusive range) the slide draws from; null for slides without thesis text. */
  range: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  /** Sentence kinds to prefer (e.g. "limitation" on the limitations slide). */
  focus: z.array(z.enum(SENTENCE_FLAGS)),
  seconds: z.number().int().positive(),
  visual: z.enum(VISUAL_KINDS).nullable(),
  tableIndex: z.number().int().nullable(),
});
export type PlannedSlide = z.infer<typeof PlannedSlideSchema>;

export const SlidePlanSchema = z.object({
  language: z.enum(["de", "en"]),
  minutes: z.number().int(),
  workType: z.string(),
  researchType: z.enum(["literature", "empirical", "mixed_methods"]),
  methodology: z.string(),
  range: z.object({ min: z.number().int(), max: z.number().int() }),
  slides: z.array(PlannedSlideSchema),
  /** German (or English) notes for the student about limits of this deck. */
  warnings: z.array(z.string()),
});
export type SlidePlan = z.infer<typeof SlidePlanSchema>;

type Role =
  | "introduction"
  | "theory"
  | "method"
  | "results"
  | "discussion"
  | "conclusion"
  | "outlook"
  | "other";

const ROLE_BY_TITLE: Array<[Role, RegExp]> = [
  ["introduction", /einleitung|einführung|motivation|problemstellung|introduction|hintergrund/iu],
  [
    "theory",
    /grundlagen|theorie|theoret|forschungsstand|stand der|literatur|background|related work|konzept/iu,
  ],
  ["method", /method|vorgehen|material|design|versuchsaufbau|datengrundlage|daten und|umsetzung|implement/iu],
  ["results", /ergebnis|resultat|auswertung|analyse|evaluation|befunde|results|findings|messung/iu],
  ["discussion", /diskussion|discussion|interpretation|bewertung/iu],
  ["conclusion", /fazit|schluss|zusammenfassung|conclusion|summary|resümee/iu],
  ["outlook", /ausblick|outlook|future/iu],
];

export function chapterRole(ch: DigestChapter): Role {
  if (ch.role && ch.role !== "other") return ch.role as Role;
  for (const [role, re] of ROLE_BY_TITLE) if (re.test(ch.title)) return role;
  return "other";
}

const ROLE_WEIGHT: Record<Questionnaire["researchType"], Record<Role, number>> = {
  empirical: {
    introduction: 1,
    theory: 0.9,
    method: 1.2,
    results: 2.2,
    discussion: 1.2,
    conclusion: 0.8,
    outlook: 0.5,
    other: 0.9,
  },
  literature: {
    introduction: 1,
    theory: 1.6,
    method: 0.7,
    results: 1.5,
    discussion: 1.2,
    conclusion: 0.8,
    outlook: 0.5,
    other: 1.3,
  },
  mixed_methods: {
    introduction: 1,
    theory: 1.1,
    method: 1.2,
    results: 1.9,
    discussion: 1.2,
    conclusion: 0.8,
    outlook: 0.5,
    other: 1.1,
  },
};

const KIND_BY_ROLE: Record<Role, SlideKind> = {
  introduction: "motivation",
  theory: "theory",
  method: "method",
  results: "results",
  discussion: "discussion",
  conclusion: "conclusion",
  outlook: "conclusion",
  other: "chapter",
};

interface Group {
  chapters: number[];
  weight: number;
  slots: number;
}

/** Largest-remainder apportionment of `total` over `weights`, each at least `floor`. */
export function apportion(total: number, weights: number[], floor = 1): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const base = Array.from({ length: n }, () => floor);
  const rest = total - floor * n;
  if (rest <= 0) return base;
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (w / sum) * rest);
  const out = exact.map((e, i) => (base[i] as number) + Math.floor(e));
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k = (k + 1) % n, left--) {
    const i = order[k]?.[1] ?? 0;
    out[i] = (out[i] ?? 0) + 1;
  }
  return out;
}

function mergeGroups(groups: Group[], max: number): Group[] {
  const out = groups.map((g) => ({ ...g, chapters: [...g.chapters] }));
  while (out.length > max && out.length > 1) {
    let best = 0;
    let bestWeight = Number.POSITIVE_INFINITY;
    for (let i = 0; i < out.length - 1; i++) {
      const w = (out[i]?.weight ?? 0) + (out[i + 1]?.weight ?? 0);
      if (w < bestWeight) {
        bestWeight = w;
        best = i;
      }
    }
    const a = out[best] as Group;
    const b = out[best + 1] as Group;
    out.splice(best, 2, { chapters: [...a.chapters, ...b.chapters], weight: a.weight + b.weight, slots: 0 });
  }
  return out;
}

function roundTo5(x: number): number {
  return Math.max(5, Math.round(x / 5) * 5);
}

export function planSlides(digest: Digest, q: Questionnaire): SlidePlan {
  const de = digest.language === "de";
  const total = targetSlideCount(q.minutes);
  const sentencesOf = digest.chapters.map((_, i) => digest.sentences.filter((s) => s.chapter === i));
  const hasRefs = digest.references.length > 0;
  const withAgenda = total >= 8 && digest.chapters.length >= 3;
  const withSources = total >= 7 && hasRefs;
  const fixed = 2 + (withAgenda ? 1 : 0) + (withSources ? 1 : 0);
  const contentSlots = Math.max(1, total - fixed);

  const weights = ROLE_WEIGHT[q.researchType];
  const avgWords =
    digest.chapters.reduce((a, c) => a + c.words, 0) / Math.max(1, digest.chapters.length) || 1;
  const groups = mergeGroups(
    digest.chapters.map((c, i) => ({
      chapters: [i],
      weight: weights[chapterRole(c)] * (0.5 + 0.5 * Math.sqrt(c.words / avgWords)),
      slots: 0,
    })),
    contentSlots,
  );
  // A group cannot fill more slides than it has sentences for (about 5 sentences per slide).
  const capacity = groups.map((g) =>
    Math.max(1, Math.floor(g.chapters.reduce((a, c) => a + (sentencesOf[c]?.length ?? 0), 0) / 5)),
  );
  let slots = apportion(
    contentSlots,
    groups.map((g) => g.weight),
  );
  for (let pass = 0; pass < 3; pass++) {
    const over = slots.reduce((a, s, i) => a + Math.max(0, s - (capacity[i] ?? 1)), 0);
    if (over === 0) break;
    slots = slots.map((s, i) => Math.min(s, capacity[i] ?? 1));
    const room = groups.map((g, i) => ((capacity[i] ?? 1) > (slots[i] ?? 0) ? g.weight : 0));
    if (room.every((w) => w === 0)) break;
    const extra = apportion(over, room, 0);
    slots = slots.map((s, i) => s + (extra[i] ?? 0));
  }
  groups.forEach((g, i) => {
    g.slots = slots[i] ?? 1;
  });

  const flagged = (flags: SentenceFlag[]) =>
    digest.sentences.filter((s) => s.flags.some((f) => flags.includes(f)));
  const hasQuestion = flagged(["question", "goal", "hypothesis"]).length > 0;
  const hasLimitations = flagged(["limitation"]).length >= 2;

  type Draft = Omit<PlannedSlide, "n" | "seconds" | "tableIndex"> & { weight: number };
  const drafts: Draft[] = [];
  const push = (d: Omit<Draft, "visual"> & { visual?: VisualKind | null }) =>
    drafts.push({ visual: null, ...d });

  push({ kind: "title", titleHint: digest.title, chapters: [], range: null, focus: [], weight: 0 });
  if (withAgenda)
    push({
      kind: "agenda",
      titleHint: de ? "Agenda" : "Agenda",
      chapters: [],
      range: null,
      focus: [],
      weight: 0,
    });

  let questionPlaced = false;
  let limitationsPlaced = false;
  const lastGroupIndex = groups.length - 1;
  groups.forEach((g, gi) => {
    const sentences = g.chapters.flatMap((c) => sentencesOf[c] ?? []);
    const roles = g.chapters.map((c) => chapterRole(digest.chapters[c] as DigestChapter));
    const kind = KIND_BY_ROLE[roles[0] ?? "other"];
    const titles = g.chapters.map((c) => digest.chapters[c]?.title ?? "");
    let slotsLeft = g.slots;
    const special: Draft[] = [];
    if (!questionPlaced && hasQuestion && roles.includes("introduction") && slotsLeft >= 2) {
      questionPlaced = true;
      slotsLeft--;
      special.push({
        kind: "question",
        titleHint: de ? "Forschungsfrage und Zielsetzung" : "Research question and aim",
        chapters: g.chapters,
        range: sentences.length ? { from: sentences[0]?.id ?? 0, to: sentences.at(-1)?.id ?? 0 } : null,
        focus: ["question", "goal", "hypothesis"],
        weight: g.weight / g.slots,
        visual: null,
      });
    }
    const closing = roles.some((r) => r === "discussion" || r === "conclusion") || gi === lastGroupIndex;
    let limitations: Draft | null = null;
    if (!limitationsPlaced && hasLimitations && closing && slotsLeft >= 2) {
      limitationsPlaced = true;
      slotsLeft--;
      const lim = flagged(["limitation"]);
      limitations = {
        kind: "limitations",
        titleHint: de ? "Grenzen der Arbeit" : "Limitations",
        chapters: [...new Set(lim.map((s) => s.chapter))].filter((c) => c >= 0),
        range: { from: lim[0]?.id ?? 0, to: lim.at(-1)?.id ?? 0 },
        focus: ["limitation"],
        weight: g.weight / g.slots,
        visual: null,
      };
    }
    // Content slides: contiguous sentence chunks, boundaries snapped to section starts.
    const chunks = chunkSentences(sentences, slotsLeft);
    const ranged: Draft[] = chunks.map((chunk, k) => {
      const first = chunk[0];
      const chapterIdx = first?.chapter ?? g.chapters[0] ?? 0;
      const ch = digest.chapters[chapterIdx];
      const section = ch?.sections.find((s) => s.headingId === first?.sectionId);
      const chaptersInChunk = [...new Set(chunk.map((s) => s.chapter))];
      const hint =
        chunks.length === 1
          ? titles.join(" & ")
          : section && k > 0
            ? section.title
            : (ch?.title ?? titles[0] ?? "");
      return {
        kind: KIND_BY_ROLE[chapterRole(ch as DigestChapter)] ?? kind,
        titleHint: hint,
        chapters: chunks.length === 1 ? g.chapters : chaptersInChunk,
        range: chunk.length ? { from: first?.id ?? 0, to: chunk.at(-1)?.id ?? 0 } : null,
        focus: [],
        weight: g.weight / g.slots,
        visual: null,
      };
    });
    // Every chapter of the group must stay represented when chunks span several chapters.
    const covered = new Set(ranged.flatMap((d) => d.chapters));
    const missing = g.chapters.filter((c) => !covered.has(c));
    if (missing.length && ranged.length) ranged[ranged.length - 1]?.chapters.push(...missing);
    if (special.length && ranged.length) {
      // The research-question slide follows the first motivation slide.
      drafts.push(ranged[0] as Draft, ...special, ...ranged.slice(1));
    } else drafts.push(...special, ...ranged);
    if (limitations) {
      const discussionAt = drafts.findLastIndex((d) => d.kind === "discussion" || d.kind === "results");
      if (discussionAt >= 0 && drafts[discussionAt]?.kind === "discussion")
        drafts.splice(discussionAt + 1, 0, limitations);
      else {
        const conclusionAt = drafts.findIndex((d) => d.kind === "conclusion");
        drafts.splice(conclusionAt >= 0 ? conclusionAt : drafts.length, 0, limitations);
      }
    }
  });
  if (withSources)
    push({
      kind: "sources",
      titleHint: de ? "Literatur (Auswahl)" : "References (selection)",
      chapters: [],
      range: null,
      focus: [],
      weight: 0,
    });
  push({
    kind: "thanks",
    titleHint: de ? "Vielen Dank für Ihre Aufmerksamkeit" : "Thank you for your attention",
    chapters: [],
    range: null,
    focus: [],
    weight: 0,
  });

  assignVisuals(drafts, digest, q);
  const supply = drafts.map((d) =>
    d.range
      ? digest.sentences
          .slice(d.range.from, d.range.to + 1)
          .filter((s) => d.focus.length === 0 || d.focus.some((f) => s.flags.includes(f)))
          .reduce((a, s) => a + s.words, 0)
      : 0,
  );
  const seconds = budget(drafts, q.minutes * 60, supply);
  const tables = assignTables(drafts, digest);
  return {
    language: digest.language,
    minutes: q.minutes,
    workType: q.workType,
    researchType: q.researchType,
    methodology: q.methodology,
    range: slideRange(q.minutes),
    warnings: planWarnings(digest, q, drafts.length),
    slides: drafts.map((d, i) => {
      const { weight: _w, ...rest } = d;
      const tableIndex = tables[i] ?? null;
      // A slide shows either a table/chart or a diagram, not both.
      return {
        ...rest,
        visual: tableIndex === null ? rest.visual : null,
        n: i + 1,
        seconds: seconds[i] ?? 30,
        tableIndex,
      };
    }),
  };
}

function planWarnings(digest: Digest, q: Questionnaire, slides: number): string[] {
  const out: string[] = [];
  const range = slideRange(q.minutes);
  if (digest.titleFromFilename)
    out.push(
      "In der Arbeit wurde kein Titel erkannt; die Titelfolie zeigt den Dateinamen. Bitte passe ihn an.",
    );
  if (digest.wordCount < q.minutes * 130)
    out.push(
      `Deine Arbeit ist mit rund ${digest.wordCount} Wörtern kürzer als ein Vortrag von ${q.minutes} Minuten (etwa ${q.minutes * 130} gesprochene Wörter). Die Sprechernotizen enthalten nur, was in der Arbeit steht; plane eigene Erläuterungen ein oder wähle eine kürzere Redezeit.`,
    );
  if (slides < range.min)
    out.push(
      `Für ${q.minutes} Minuten wären ${range.min}–${range.max} Folien üblich; deine Arbeit trägt nur ${slides}, ohne Inhalte zu wiederholen.`,
    );
  if (digest.chapters.length === 1 && digest.chapters[0]?.headingId === "")
    out.push(
      "In der Arbeit wurden keine Kapitelüberschriften erkannt; die Folien folgen der Reihenfolge des Textes.",
    );
  return out;
}

function chunkSentences<T extends { id: number; sectionId: string | null; words: number }>(
  sentences: T[],
  parts: number,
): T[][] {
  if (parts <= 1 || sentences.length === 0) return [sentences];
  const totalWords = sentences.reduce((a, s) => a + s.words, 0);
  const target = totalWords / parts;
  const chunks: T[][] = [];
  let current: T[] = [];
  let acc = 0;
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i] as T;
    const remainingParts = parts - chunks.length;
    const sectionStart = i > 0 && s.sectionId !== sentences[i - 1]?.sectionId;
    // Close the chunk at a section start once it is reasonably full, or hard when far over target.
    if (
      current.length > 0 &&
      remainingParts > 1 &&
      ((sectionStart && acc >= target * 0.6) || acc >= target * 1.35)
    ) {
      chunks.push(current);
      current = [];
      acc = 0;
    }
    current.push(s);
    acc += s.words;
  }
  if (current.length) chunks.push(current);
  // Too few chunks (few long sections): split the largest until the count fits.
  while (chunks.length < parts) {
    let largest = 0;
    chunks.forEach((c, i) => {
      if (c.length > (chunks[largest]?.length ?? 0)) largest = i;
    });
    const c = chunks[largest] as T[];
    if (c.length < 2) break;
    const mid = Math.ceil(c.length / 2);
    chunks.splice(largest, 1, c.slice(0, mid), c.slice(mid));
  }
  return chunks;
}

const TABLE_KINDS: SlideKind[] = ["results", "chapter", "method", "theory", "discussion"];

/** At most one table per slide, from the slide's own chapters and pages; numeric tables go to results first. */
function assignTables(
  drafts: Array<{ kind: SlideKind; chapters: number[]; range: { from: number; to: number } | null }>,
  digest: Digest,
): Array<number | null> {
  const out: Array<number | null> = drafts.map(() => null);
  const used = new Set<number>();
  const limit = Math.max(1, Math.floor(drafts.length / 4));
  const order = drafts
    .map((d, i) => [d, i] as const)
    .filter(([d]) => TABLE_KINDS.includes(d.kind) && d.range)
    .sort((a, b) => Number(b[0].kind === "results") - Number(a[0].kind === "results"));
  for (const [d, i] of order) {
    if (used.size >= limit) break;
    const range = d.range as { from: number; to: number };
    const pages = digest.sentences
      .slice(range.from, range.to + 1)
      .map((s) => s.page)
      .filter((p): p is number => p !== null);
    const lo = pages.length ? Math.min(...pages) : null;
    const hi = pages.length ? Math.max(...pages) : null;
    const candidates = digest.tables
      .filter((t) => !used.has(t.index) && d.chapters.includes(t.chapter))
      .filter((t) => lo === null || hi === null || t.page === null || (t.page >= lo - 1 && t.page <= hi + 1))
      .sort((a, b) => Number(b.numeric) - Number(a.numeric) || a.rows * a.cols - b.rows * b.cols);
    const pick = candidates[0];
    if (pick) {
      out[i] = pick.index;
      used.add(pick.index);
    }
  }
  return out;
}

const PROCEDURAL =
  /zunächst|anschließend|danach|im nächsten schritt|schritt|abschließend|daraufhin|first|then|next|finally|step/iu;
const CONTENT_KINDS: SlideKind[] = [
  "motivation",
  "theory",
  "method",
  "results",
  "discussion",
  "conclusion",
  "chapter",
];

/**
 * Diagrams where they help: the first method slide (process or cycle), theory (framework), research
 * question (hierarchy), results (key figure), limitations (comparison); then about every third remaining
 * content slide gets a diagram chosen from its text (timeline with years, process with steps, else framework).
 */
function assignVisuals(
  drafts: Array<{ kind: SlideKind; visual: VisualKind | null; range: { from: number; to: number } | null }>,
  digest: Digest,
  q: Questionnaire,
) {
  const iterative = /iterativ|zyklus|kreislauf|zyklisch|iterative|cycle|cyclic|pdca|sprint/iu.test(
    q.methodology +
      digest.sentences
        .filter((s) => s.flags.includes("method"))
        .map((s) => s.text)
        .join(" "),
  );
  const seen = new Set<SlideKind>();
  for (const d of drafts) {
    if (seen.has(d.kind)) continue;
    if (d.kind === "method") d.visual = iterative ? "cycle" : "process";
    else if (d.kind === "theory") d.visual = "framework";
    else if (d.kind === "results") d.visual = "key-figure";
    else if (d.kind === "question") d.visual = "hierarchy";
    else if (d.kind === "limitations") d.visual = "comparison";
    else continue;
    seen.add(d.kind);
  }
  let since = 1;
  for (const d of drafts) {
    if (!CONTENT_KINDS.includes(d.kind) || !d.range) continue;
    if (d.visual) {
      since = 0;
      continue;
    }
    since++;
    if (since < 3) continue;
    const text = digest.sentences
      .slice(d.range.from, d.range.to + 1)
      .map((x) => x.text)
      .join(" ");
    const years = new Set(text.match(/\b(19|20)\d{2}\b/g) ?? []);
    const steps = (text.match(new RegExp(PROCEDURAL.source, "giu")) ?? []).length;
    d.visual = years.size >= 3 ? "timeline" : steps >= 2 ? "process" : "framework";
    since = 0;
  }
}

/**
 * Seconds per slide: short fixed slides, the rest by weight; rounded to 5 s and summing exactly.
 * When the thesis has little more text than the talk needs, time follows the text each slide can draw
 * on (a slide cannot be talked about longer than its part of the thesis carries).
 */
function budget(
  drafts: Array<{ kind: SlideKind; weight: number }>,
  totalSeconds: number,
  supply: number[],
): number[] {
  const fixed: Partial<Record<SlideKind, number>> = {
    title: Math.min(40, Math.max(20, totalSeconds * 0.03)),
    agenda: Math.min(45, Math.max(25, totalSeconds * 0.035)),
    sources: 20,
    thanks: 15,
  };
  const fixedSum = drafts.reduce((a, d) => a + (fixed[d.kind] ?? 0), 0);
  const spoken = ((totalSeconds - fixedSum) / 60) * 130;
  const available = supply.reduce((a, b) => a + b, 0);
  const alpha = available > 0 ? Math.min(1, Math.max(0, 2.5 - available / Math.max(1, spoken)) / 1.5) : 0;
  const weightSum = drafts.reduce((a, d) => a + (fixed[d.kind] === undefined ? d.weight || 1 : 0), 0);
  const share = drafts.map((d, i) =>
    fixed[d.kind] !== undefined
      ? 0
      : (1 - alpha) * ((d.weight || 1) / weightSum) + alpha * ((supply[i] ?? 0) / Math.max(1, available)),
  );
  const raw = drafts.map((d, i) =>
    fixed[d.kind] !== undefined ? (fixed[d.kind] as number) : (share[i] ?? 0) * (totalSeconds - fixedSum),
  );
  const out = raw.map(roundTo5);
  let diff = totalSeconds - out.reduce((a, b) => a + b, 0);
  // Spread the rounding difference over the content slides in steps of 5 s.
  const order = raw.map((r, i) => [r, i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; diff !== 0 && k < 10_000; k++) {
    const i = order[k % order.length]?.[1] as number;
    const step = Math.sign(diff) * Math.min(5, Math.abs(diff));
    if ((out[i] as number) + step >= 5) {
      out[i] = (out[i] as number) + step;
      diff -= step;
    }
  }
  return out;
}
