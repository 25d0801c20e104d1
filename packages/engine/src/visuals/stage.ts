/**
 * Stage "slide-image-creator": for slides that benefit (method process, framework, comparison, timeline,
 * cycle, hierarchy, key figure) an SVG diagram from the slide's content, with and without text; a slide
 * that shows a thesis figure or table gets a template with that picture; every other slide a plain template
 * of its title and points ("Folienvorlage"). Only diagrams are placed on the PowerPoint slides; the
 * templates are downloads. Thesis pictures are referred to by artifact name and embedded when the files are
 * rendered (`embedPictures`).
 */
import { z } from "zod";
import type { PlannedSlide, SlidePlan } from "../plan/planner.ts";
import { VISUAL_KINDS, type VisualKind } from "../plan/planner.ts";
import { statementKind } from "../understand/findings.ts";
import { placeOf } from "../understand/place.ts";
import type { Understanding } from "../understand/schema.ts";
import type { ContentStage, SlideContent } from "../write/content.ts";
import { figureLabel } from "../write/figure-caption.ts";
import { condense } from "../write/wording/condense.ts";
import { buildScene, type DiagramInput } from "./diagrams.ts";
import { figureTemplate } from "./figure-template.ts";

export const SlideVisualSchema = z.object({
  n: z.number().int(),
  kind: z.enum(VISUAL_KINDS),
  /** German label of the diagram type (shown as the badge on the downloads page). */
  type: z.string(),
  description: z.string(),
  svg: z.string(),
  svgNoText: z.string(),
});
export type SlideVisual = z.infer<typeof SlideVisualSchema>;

export const VisualStageSchema = z.object({ visuals: z.array(SlideVisualSchema) });
export type VisualStage = z.infer<typeof VisualStageSchema>;

export const VISUAL_LABELS: Record<VisualKind, string> = {
  process: "Prozessdiagramm",
  framework: "Rahmenmodell",
  comparison: "Vergleich",
  timeline: "Zeitstrahl",
  cycle: "Zyklus",
  hierarchy: "Hierarchie",
  "key-figure": "Kennzahl",
  "slide-layout": "Folienvorlage",
};

// A unit only where the word ends ("1 s", not the "s" of "1 suchen"); "%" and "€" end by themselves.
const FIGURE_RE =
  /(?<![\p{L}\d])[-−]?\d+(?:[.,]\d+)*(?:\s?(?:%|€|(?:Prozent|percent|ms|s|MB|GB|kg|g|cm|mm|h|min|kWh|Wh|gCO2e?)(?![\p{L}\d])))?/u;

const THRESHOLD_RE =
  /signifikanzniveau|irrtumswahrscheinlichkeit|significance level|\b(?:alpha|α)\s*(?:=|von|of)/iu;

function short(text: string, max = 8): string {
  return condense(text, max);
}

/** Content words of a text (four letters or more), for "does this repeat a bullet". */
function contentWords(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}[\p{L}\d-]{3,}/gu) ?? []);
}

/** Whether a label says what one of the bullets already says (most of its content words are in it). */
function repeats(label: string, bullets: string[]): boolean {
  const own = contentWords(label);
  if (own.size === 0) return false;
  return bullets.some((b) => {
    const other = contentWords(b);
    return [...own].filter((w) => other.has(w)).length >= Math.ceil(own.size * 0.6);
  });
}

/** Whether at least half of a diagram's labels repeat the slide's bullets: then it adds nothing. */
export function repeatsBullets(labels: string[], bullets: string[]): boolean {
  return labels.length > 0 && labels.filter((l) => repeats(l, bullets)).length * 2 >= labels.length;
}

/** The first step of a sequence the text walks through ("Zunächst …", "Im ersten Schritt …", "First, …"). */
const STEP_OPEN = /\b(?:zunächst|im ersten schritt|erstens|first(?:ly)?|in a first step)\b/iu;
/** A following step ("Anschließend …", "Danach …", "Then …", "Im nächsten Schritt …"). */
const STEP_NEXT =
  /\b(?:anschließend|danach|daraufhin|im (?:nächsten|zweiten|dritten|folgenden) schritt|zweitens|drittens|then|next|subsequently|second(?:ly)?|third(?:ly)?|in a (?:second|third|next) step)\b/iu;
/** The last step ("Abschließend …", "Zuletzt …", "Finally, …"). */
const STEP_LAST = /\b(?:abschließend|zuletzt|im letzten schritt|finally|lastly|in a (?:final|last) step)\b/iu;
/** Sentences a sequence may skip between two of its steps. */
const STEP_GAP = 3;

/**
 * The steps of a process as the thesis tells them: a sequence in the slide's range that opens with a first
 * step ("Zunächst …") and goes on with following ones ("Anschließend …", "Abschließend …") at most three
 * sentences apart, shortened and without the steps a bullet already says; empty when fewer than three
 * remain. Step words scattered through a narrative make no sequence, and section headings are no steps:
 * boxes with "Ziel des Kapitels" or "Verwandte Probleme" say nothing.
 */
function processSteps(planned: PlannedSlide, thesis: Understanding | undefined, bullets: string[]): string[] {
  if (!thesis || !planned.range) return [];
  const texts = thesis.sentences.slice(planned.range.from, planned.range.to + 1).map((s) => s.text);
  for (const [start, first] of texts.entries()) {
    if (!STEP_OPEN.test(first)) continue;
    const chain = [first];
    let last = start;
    for (let j = start + 1; j < texts.length && j - last <= STEP_GAP + 1; j++) {
      const text = texts[j] as string;
      if (!STEP_NEXT.test(text) && !STEP_LAST.test(text)) continue;
      chain.push(text);
      last = j;
      if (STEP_LAST.test(text)) break;
    }
    const steps = [...new Set(chain.filter((t) => !repeats(t, bullets)).map((t) => short(t)))];
    if (steps.length >= 3) return steps.slice(0, 5);
  }
  return [];
}

/** Statements that hold a number without stating a finding: a setting, a definition, a diagnostic. */
const NO_FINDING = new Set(["setting", "definition", "diagnostic"]);
/** A step of the method told with its count ("eine Stichprobe von 100 Netzwerken wird simuliert"). */
const PROCEDURE =
  /\b(?:wird|werden|wurde|wurden|is|are|was|were)\b[^.;]{0,80}\b(?:simuliert|erzeugt|generiert|gezogen|befragt|erhoben|durchgeführt|simulated|generated|drawn|sampled|surveyed|collected|conducted)\b/iu;

function inputFor(
  slide: SlideContent,
  kind: VisualKind,
  all: SlideContent[],
  language: "de" | "en",
  steps: string[] = [],
): DiagramInput | null {
  const topic = short(slide.title, 6);
  switch (kind) {
    // A process or cycle shows the steps the thesis tells and the bullets do not; a framework or a
    // breakdown would only put headings or the bullets themselves into boxes, so there is none.
    case "process":
    case "cycle":
      return steps.length >= 3 ? { kind, topic, items: steps } : null;
    case "framework":
    case "hierarchy":
      return null;
    case "comparison": {
      const left = all
        .filter((s) => s.kind === "results" || s.kind === "conclusion" || s.kind === "discussion")
        .flatMap((s) => s.bullets)
        .slice(0, 3)
        .map((b) => short(b, 10));
      const right = slide.bullets.slice(0, 3).map((b) => short(b, 10));
      if (left.length < 2 || right.length < 2) return null;
      // Two columns of the deck's own bullets say nothing new.
      const said = all.flatMap((s) => s.bullets);
      if (repeatsBullets([...left, ...right], said)) return null;
      return {
        kind,
        topic,
        items: left,
        right,
        columns:
          language === "de"
            ? ["Was die Arbeit zeigt", "Wo ihre Grenzen liegen"]
            : ["What the thesis shows", "Where its limits are"],
      };
    }
    case "timeline": {
      const dated = slide.bullets
        .map((b) => ({ b, year: b.match(/\b(19|20)\d{2}\b/)?.[0] }))
        .filter((x): x is { b: string; year: string } => Boolean(x.year));
      const years = new Set(dated.map((d) => d.year));
      if (years.size < 3) return null;
      const sorted = dated.sort((a, b) => Number(a.year) - Number(b.year)).slice(0, 5);
      return { kind, topic, items: sorted.map((d) => short(d.b)), marks: sorted.map((d) => d.year) };
    }
    case "slide-layout":
      return { kind, topic: slide.title, items: slide.bullets, icon: slide.kind };
    case "key-figure": {
      const figures = slide.bullets
        // A chosen threshold (α = 5 %) is a setting of the method, not a finding worth a key figure; nor is
        // any number of a sentence that states no finding ("eine Stichprobe von 100 Netzwerken wird simuliert").
        .filter((b) => !THRESHOLD_RE.test(b) && !NO_FINDING.has(statementKind(b)) && !PROCEDURE.test(b))
        .map((b) => ({ b, m: b.match(FIGURE_RE)?.[0] }))
        .filter((x): x is { b: string; m: string } => Boolean(x.m) && !/^(19|20)\d{2}$/.test(x.m ?? ""))
        // A bare small count ("nahe 1", "3 Gruppen") says nothing on its own as a key figure.
        .filter((x) => !/^[-−]?\d$/.test(x.m));
      if (figures.length === 0) return null;
      return {
        kind,
        topic,
        items: figures.slice(0, 3).map((f) => short(f.b, 12)),
        marks: figures.slice(0, 3).map((f) => f.m),
      };
    }
  }
}

function describe(input: DiagramInput, language: "de" | "en"): string {
  const de = language === "de";
  switch (input.kind) {
    case "process":
      return `${de ? "Ablauf in Schritten" : "Process in steps"}: ${input.items.join(" → ")}`;
    case "cycle":
      return `${de ? "Zyklus" : "Cycle"}: ${input.items.join(" → ")} → ${input.items[0] ?? ""}`;
    case "framework":
      return `${de ? "Rahmenmodell zu" : "Framework for"} „${input.topic}“: ${input.items.join(" · ")}`;
    case "hierarchy":
      return `${de ? "Gliederung von" : "Breakdown of"} „${input.topic}“: ${input.items.join(" · ")}`;
    case "comparison":
      return `${input.columns?.[0] ?? ""}: ${input.items.join(" · ")} | ${input.columns?.[1] ?? ""}: ${(input.right ?? []).join(" · ")}`;
    case "timeline":
      return `${de ? "Zeitstrahl" : "Timeline"}: ${input.items.map((it, i) => `${input.marks?.[i] ?? ""} ${it}`).join(" → ")}`;
    case "key-figure":
      return `${de ? "Kennzahlen" : "Key figures"}: ${input.items.map((it, i) => `${input.marks?.[i] ?? ""} – ${it}`).join(" · ")}`;
    case "slide-layout":
      return `${de ? "Folienvorlage" : "Slide template"} „${input.topic}“${input.items.length ? `: ${input.items.join(" · ")}` : ""}`;
  }
}

export function createVisuals(plan: SlidePlan, content: ContentStage, thesis?: Understanding): VisualStage {
  const visuals: SlideVisual[] = [];
  for (const planned of plan.slides) {
    if (!planned.visual) continue;
    const slide = content.slides.find((s) => s.n === planned.n);
    if (!slide) continue;
    // The planned diagram, drawn only from content the bullets do not carry; else none.
    const steps = processSteps(planned, thesis, slide.bullets);
    const input = inputFor(slide, planned.visual, content.slides, plan.language, steps);
    if (input) visuals.push(visual(planned.n, input, plan.language));
  }
  // A slide with a thesis figure: its template shows that picture.
  for (const planned of plan.slides) {
    const figure = thesis?.figures.find((f) => f.id === planned.figureId);
    const slide = content.slides.find((s) => s.n === planned.n);
    if (!thesis || !figure?.image || !slide || visuals.some((v) => v.n === slide.n)) continue;
    const place = placeOf(thesis, [figure], plan.language);
    visuals.push(figureVisual(slide, { ...figure, image: figure.image }, place, plan.language));
  }
  // Every other slide gets its template too: the student can restyle any slide from an image.
  for (const slide of content.slides) {
    if (visuals.some((v) => v.n === slide.n)) continue;
    const input = inputFor(slide, "slide-layout", content.slides, plan.language);
    if (input) visuals.push(visual(slide.n, input, plan.language));
  }
  return { visuals: visuals.sort((a, b) => a.n - b.n) };
}

function visual(n: number, input: DiagramInput, language: "de" | "en"): SlideVisual {
  const scene = buildScene(input);
  const description = describe(input, language);
  return {
    n,
    kind: input.kind,
    type: VISUAL_LABELS[input.kind],
    description,
    svg: scene.toSvg(true, description),
    svgNoText: scene.toSvg(false, description),
  };
}

function figureVisual(
  slide: SlideContent,
  figure: Parameters<typeof figureTemplate>[2],
  place: string,
  language: "de" | "en",
): SlideVisual {
  const scene = figureTemplate(slide.title, slide.bullets, figure, place, language);
  const de = language === "de";
  const name = figureLabel(figure, language, true) ?? figure.caption;
  const points = slide.bullets.length ? `: ${slide.bullets.join(" · ")}` : "";
  const description = `${de ? "Folienvorlage" : "Slide template"} „${slide.title}“ ${de ? "mit" : "with"} ${name}${points}`;
  return {
    n: slide.n,
    kind: "slide-layout",
    type: VISUAL_LABELS["slide-layout"],
    description,
    svg: scene.toSvg(true, description),
    svgNoText: scene.toSvg(false, description),
  };
}
