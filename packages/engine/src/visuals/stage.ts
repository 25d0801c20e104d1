/**
 * Stage "slide-image-creator": for slides that benefit (method process, framework, comparison, timeline,
 * cycle, hierarchy, key figure) an SVG diagram from the slide's content, with and without text; a slide
 * that shows a thesis figure or table gets a template with that picture; every other slide a plain template
 * of its title and points ("Folienvorlage"), from the input diagram-input.ts chooses. Only diagrams are placed on the PowerPoint slides; the
 * templates are downloads. Thesis pictures are referred to by artifact name and embedded when the files are
 * rendered (`embedPictures`).
 */

import { z } from "zod";
import { type SlidePlan, VISUAL_KINDS, type VisualKind } from "../plan/planner.ts";
import { placeOf } from "../understand/place.ts";
import type { Understanding } from "../understand/schema.ts";
import type { ContentStage, SlideContent } from "../write/content.ts";
import { figureLabel } from "../write/figure-caption.ts";
import { describe } from "./diagram-description.ts";
import { inputFor } from "./diagram-input.ts";
import { buildScene, type DiagramInput } from "./diagrams.ts";
import { figureTemplate } from "./figure-template.ts";
import { processSteps } from "./process-steps.ts";

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
