/**
 * The text of a content slide: title, kicker (the chapter label above it), navigation bar and the
 * points, sized so they fit their box.
 */
import type PptxGenJS from "pptxgenjs";
import type { SlideContent } from "../write/content.ts";
import { fitSize } from "./fit.ts";
import { type FooterLayout, NAV_SEPARATOR, NAVIGATION_NAME } from "./navigation.ts";
import type { Box } from "./picture.ts";
import { BOX, BULLET_INDENT_PT, TEXT_MARGIN as margin, PARA_SPACE_PT, THEME } from "./theme.ts";

/** The navigation bar: the agenda parts in one line, part `current` bold in navy, the others grey. */
export function addNavigation(slide: PptxGenJS.Slide, nav: FooterLayout, current: number) {
  const runs = nav.bar.labels.flatMap((label, i) => [
    ...(i > 0 ? [{ text: NAV_SEPARATOR, options: { color: THEME.mid, bold: false } }] : []),
    { text: label, options: { color: i === current ? THEME.navy : THEME.grey, bold: i === current } },
  ]);
  slide.addText(runs, {
    ...nav.navigation,
    objectName: NAVIGATION_NAME,
    fontFace: THEME.font,
    fontSize: nav.bar.size,
    align: "right",
    valign: "middle",
    margin,
    fit: "none",
  });
}

export function addTitle(slide: PptxGenJS.Slide, text: string) {
  const fit = fitSize([text], BOX.title, [30, 28, 26, 24, 22, 20], { bold: true, spaceAfter: 0 });
  slide.addText(text, {
    placeholder: "title",
    fontFace: THEME.font,
    fontSize: fit.size,
    bold: true,
    color: THEME.navy,
    align: "left",
    valign: "bottom",
    margin,
    fit: "none",
  });
}

/** The chapter label above a statement title, small and in the accent colour. */
export function addKicker(slide: PptxGenJS.Slide, text: string) {
  slide.addText(text, {
    ...BOX.kicker,
    fontFace: THEME.font,
    fontSize: 13,
    bold: true,
    color: THEME.teal,
    align: "left",
    valign: "top",
    margin,
    fit: "none",
  });
}

function addBullets(
  slide: PptxGenJS.Slide,
  bullets: string[],
  box: { x: number; y: number; w: number; h: number },
  opts: { numbered?: boolean; sizes?: number[]; plain?: boolean } = {},
) {
  if (bullets.length === 0) return;
  const sizes = opts.sizes ?? [24, 22, 20, 18, 16, 14];
  let items = bullets;
  let fit = fitSize(items, box, sizes, { bullet: !opts.plain });
  // Still too long at the smallest size: drop bullets from the end rather than overflow.
  while (!fit.fits && items.length > 1) {
    items = items.slice(0, -1);
    fit = fitSize(items, box, sizes, { bullet: !opts.plain });
  }
  slide.addText(
    items.map((text) => ({
      text,
      options: {
        bullet: opts.plain
          ? false
          : opts.numbered
            ? { type: "number" as const, indent: BULLET_INDENT_PT + 10 }
            : { indent: BULLET_INDENT_PT },
        paraSpaceAfter: PARA_SPACE_PT,
        breakLine: true,
      },
    })),
    {
      ...box,
      fontFace: THEME.font,
      fontSize: fit.size,
      color: THEME.text,
      valign: "top",
      margin,
      fit: "none",
    },
  );
}

/**
 * The slide's points: a plain list on the sources slide, numbered on the agenda, bullets elsewhere, at
 * `minPt` at least (the last ones left out where they would have to be smaller).
 */
export function addSlideBullets(slide: PptxGenJS.Slide, s: SlideContent, box: Box, minPt = 14) {
  if (s.kind === "sources") addBullets(slide, s.bullets, box, { plain: true, sizes: [16, 14, 13, 12, 11] });
  else if (s.kind === "agenda")
    addBullets(slide, s.bullets, box, { numbered: true, sizes: [26, 24, 22, 20, 18] });
  else addBullets(slide, s.bullets, box, { sizes: [24, 22, 20, 18, 16, 14].filter((pt) => pt >= minPt) });
}
