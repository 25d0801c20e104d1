/**
 * praesentation.pptx with pptxgenjs: 16:9, one academic theme, real text boxes sized so text fits,
 * speaker notes in the notes pane, native tables and bar charts, the thesis's own pictures and diagram
 * images beside the bullets.
 */
import type PptxGenJS from "pptxgenjs";
import { lazyRequire } from "../lazy-require.ts";
import type { SlidePlan } from "../plan/planner.ts";
import type { ContentStage, SlideContent } from "../write/content.ts";
import type { SlideFigure, SlideTable, TableStage } from "../write/tables.ts";
import { addClosingSlide, addCoverSlide, coverLayout, defineCoverMasters } from "./cover-slides.ts";
import { captionFit, type FigureLayout, figureLayout, SOURCE_H, wholeTableLayout } from "./figure-layout.ts";
import { fitSize } from "./fit.ts";
import {
  FOOTER_SIZE,
  type FooterLayout,
  footerLayout,
  NAV_SEPARATOR,
  NAVIGATION_NAME,
} from "./navigation.ts";
import { type Box, pictureType } from "./picture.ts";
import { CELL_MARGIN, type TableLayout, tableLayout } from "./table-layout.ts";
import { BOX, BULLET_INDENT_PT, INSET_PT, PARA_SPACE_PT, SLIDE_W, THEME } from "./theme.ts";

export interface PptxInput {
  plan: SlidePlan;
  content: ContentStage;
  tables: TableStage;
  /** PNG (with text) per slide number. */
  images: Map<number, Uint8Array>;
  /** Bytes of the thesis pictures by artifact name; a slide whose picture is missing shows none. */
  pictures?: ReadonlyMap<string, Uint8Array>;
  /** The full title (document properties). */
  thesisTitle: string;
  /** The footer form of the title, already cut at a word boundary by the understanding. */
  footerTitle: string;
}

const margin: [number, number, number, number] = [INSET_PT.lr, INSET_PT.lr, INSET_PT.tb, INSET_PT.tb];

/** An Office number format with the most decimals any printed value has ("0.00" for "0,73"). */
export function numberFormat(printed: string[][]): string {
  const decimals = Math.max(
    0,
    ...printed.flat().map((v) => /[.,](\d+)\s*%?\s*$/.exec(v.trim())?.[1]?.length ?? 0),
  );
  return decimals > 0 ? `#,##0.${"0".repeat(Math.min(decimals, 4))}` : "#,##0";
}

const pptxgenjs = lazyRequire<typeof PptxGenJS>("pptxgenjs");
const MASTER = "FOLIENWERK_INHALT";

/** The content master; beside a navigation bar the footer title keeps the left part, cut to fit it. */
function defineContentMaster(pptx: PptxGenJS, footerTitle: string, nav: FooterLayout | null) {
  const footer = nav?.footer ?? BOX.footer;
  const title = nav?.title ?? footerTitle;
  pptx.defineSlideMaster({
    title: MASTER,
    background: { color: THEME.white },
    objects: [
      { rect: { ...BOX.accent, fill: { color: THEME.teal }, line: { color: THEME.teal, width: 0 } } },
      {
        line: {
          x: BOX.footer.x,
          y: BOX.footer.y - 0.05,
          w: SLIDE_W - 1.2,
          h: 0,
          line: { color: THEME.mid, width: 0.75 },
        },
      },
      {
        text: {
          text: title,
          options: {
            ...footer,
            fontFace: THEME.font,
            fontSize: FOOTER_SIZE,
            color: THEME.grey,
            valign: "middle",
            margin,
          },
        },
      },
      {
        placeholder: {
          options: {
            name: "title",
            type: "title",
            ...BOX.title,
            fontFace: THEME.font,
            bold: true,
            color: THEME.navy,
            align: "left",
            valign: "bottom",
            margin,
          },
          text: "",
        },
      },
    ],
    slideNumber: {
      ...BOX.number,
      fontFace: THEME.font,
      fontSize: FOOTER_SIZE,
      color: THEME.grey,
      align: "right",
    },
  });
}

/** The navigation bar: the agenda parts in one line, part `current` bold in navy, the others grey. */
function addNavigation(slide: PptxGenJS.Slide, nav: FooterLayout, current: number) {
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

function addTitle(slide: PptxGenJS.Slide, text: string) {
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
function addKicker(slide: PptxGenJS.Slide, text: string) {
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

/** The slide's points: a plain list on the sources slide, numbered on the agenda, bullets elsewhere. */
function addSlideBullets(slide: PptxGenJS.Slide, s: SlideContent, box: Box) {
  if (s.kind === "sources") addBullets(slide, s.bullets, box, { plain: true, sizes: [16, 14, 13, 12, 11] });
  else if (s.kind === "agenda")
    addBullets(slide, s.bullets, box, { numbered: true, sizes: [26, 24, 22, 20, 18] });
  else addBullets(slide, s.bullets, box);
}

function addTable(slide: PptxGenJS.Slide, t: SlideTable, layout: TableLayout) {
  const box = layout.table;
  const caption = captionFit(t.caption, box.w);
  const captionH = caption?.box.h ?? 0;
  const sourceH = SOURCE_H;
  if (caption) addCaption(slide, { ...caption, box: { ...caption.box, x: box.x, y: box.y } }, "left");
  const area = { x: box.x, y: box.y + captionH, w: box.w, h: box.h - captionH - sourceH };
  if (t.chart) {
    slide.addChart(
      "bar",
      t.chart.series.map((s) => ({ name: s.name, labels: t.chart?.labels ?? [], values: s.values })),
      {
        ...area,
        barDir: "bar",
        chartColors: [THEME.navy, THEME.teal, THEME.accent],
        showValue: true,
        // Labels with as many decimals as the thesis prints ("0.73", not "1").
        dataLabelFormatCode: numberFormat(t.chart.printed),
        valAxisLabelFormatCode: numberFormat(t.chart.printed),
        dataLabelFontSize: 14,
        dataLabelFontFace: THEME.font,
        catAxisLabelFontSize: 14,
        catAxisLabelFontFace: THEME.font,
        valAxisLabelFontSize: 14,
        valAxisLabelFontFace: THEME.font,
        showLegend: t.chart.series.length > 1,
        legendPos: "b",
        legendFontFace: THEME.font,
        legendFontSize: 14,
        valGridLine: { color: "E5E7EB", size: 0.5 },
        // First table row on top (bar charts list categories bottom-up by default).
        catAxisOrientation: "maxMin" as "minMax",
      },
    );
  } else {
    const rows = [
      t.header.map((text) => ({
        text,
        options: { bold: true, color: THEME.white, fill: { color: THEME.navy } },
      })),
      ...t.rows.slice(0, layout.rows).map((r, i) =>
        r.map((text, c) => ({
          text,
          options: {
            color: THEME.text,
            fill: { color: i % 2 === 0 ? THEME.white : THEME.light },
            // Values right under their header, labels left.
            align: c > 0 && /^[-−+(<>.\d]/.test(text) ? ("center" as const) : ("left" as const),
          },
        })),
      ),
    ];
    slide.addTable(rows, {
      x: area.x,
      y: area.y,
      w: area.w,
      colW: layout.colW,
      fontFace: THEME.font,
      fontSize: layout.size,
      border: { type: "solid", color: THEME.mid, pt: 0.5 },
      margin: CELL_MARGIN,
      valign: "middle",
      autoPage: false,
    });
  }
  const source = layout.rows < t.rows.length ? t.excerptSource : t.source;
  addSourceLine(slide, source, { x: box.x, y: box.y + box.h - sourceH, w: box.w, h: sourceH }, "table");
}

/** A table's or picture's caption: small, italic, grey. */
function addCaption(
  slide: PptxGenJS.Slide,
  caption: NonNullable<FigureLayout["caption"]>,
  align: "left" | "center",
) {
  slide.addText(caption.text, {
    ...caption.box,
    fontFace: THEME.font,
    fontSize: caption.size,
    italic: true,
    color: THEME.grey,
    align,
    margin,
    valign: "top",
    fit: "none",
  });
}

/**
 * The source line ("Quelle: Tab. 2, S. 9 (Auszug)") as its own small text box: at the foot of a table's box,
 * right under a picture's caption.
 */
function addSourceLine(slide: PptxGenJS.Slide, text: string, box: Box, under: "table" | "picture") {
  slide.addText(text, {
    ...box,
    fontFace: THEME.font,
    fontSize: 10,
    color: THEME.grey,
    align: under === "picture" ? "center" : "left",
    margin,
    valign: under === "picture" ? "top" : "bottom",
    fit: "none",
  });
}

/** The thesis picture with its caption, source line and alt text (the caption as printed). */
function addFigure(slide: PptxGenJS.Slide, fig: SlideFigure, bytes: Uint8Array, layout: FigureLayout) {
  const data = `${pictureType(bytes) ?? "image/png"};base64,${Buffer.from(bytes).toString("base64")}`;
  if (layout.crop) {
    // Only the top of a tall table: the whole picture at its scale, cropped to the part on the slide.
    const { x, y, w, h } = layout.picture;
    slide.addImage({
      data,
      x,
      y,
      ...layout.crop,
      sizing: { type: "crop", x: 0, y: 0, w, h },
      altText: fig.altText,
    });
  } else slide.addImage({ data, ...layout.picture, altText: fig.altText });
  if (layout.caption) addCaption(slide, layout.caption, "center");
  addSourceLine(slide, layout.crop ? fig.excerptSource : fig.source, layout.source, "picture");
}

function addImage(
  slide: PptxGenJS.Slide,
  png: Uint8Array,
  box: { x: number; y: number; w: number; h: number },
) {
  const w = box.w;
  const h = (w * 9) / 16;
  slide.addImage({
    data: `image/png;base64,${Buffer.from(png).toString("base64")}`,
    x: box.x,
    y: box.y + Math.max(0, (box.h - h) / 2),
    w,
    h,
  });
}

export async function renderPptx(input: PptxInput): Promise<Uint8Array> {
  const Pptx = pptxgenjs();
  const pptx = new Pptx();
  pptx.layout = "LAYOUT_WIDE";
  pptx.theme = { headFontFace: THEME.font, bodyFontFace: THEME.font };
  pptx.title = input.thesisTitle;
  pptx.company = "Folienwerk";
  const tables = new Map(input.tables.tables.map((t) => [t.n, t]));
  const figures = new Map(input.tables.figures.map((f) => [f.n, f]));
  const cover = input.content.slides.find((s) => s.kind === "title");
  const coverPlan = cover ? coverLayout(cover) : null;
  defineCoverMasters(pptx, coverPlan?.title.box);
  const parts = new Map(input.plan.slides.map((p) => [p.n, p.part ?? null]));
  const nav = [...parts.values()].some((p) => p !== null)
    ? footerLayout(input.footerTitle, input.plan.agenda ?? [])
    : null;
  defineContentMaster(pptx, input.footerTitle, nav);

  for (const s of input.content.slides) {
    if (s.kind === "title" && coverPlan) {
      addCoverSlide(pptx, s, coverPlan);
      continue;
    }
    if (s.kind === "thanks") {
      addClosingSlide(pptx, s);
      continue;
    }
    const slide = pptx.addSlide({ masterName: MASTER });
    if (s.subtitle) addKicker(slide, s.subtitle);
    addTitle(slide, s.title);
    const part = parts.get(s.n) ?? null;
    if (nav && part !== null && part < nav.bar.labels.length) addNavigation(slide, nav, part);
    const table = tables.get(s.n);
    const figure = figures.get(s.n);
    const picture = figure ? input.pictures?.get(figure.image.artifact) : undefined;
    // A table shown as its picture stands alone across the slide; the notes still say the points.
    const layout =
      !table && figure && picture && pictureType(picture)
        ? figure.whole
          ? wholeTableLayout(figure)
          : figureLayout(s.bullets, figure)
        : null;
    const placed = table ? tableLayout(table, s.bullets) : null;
    const image = input.images.get(s.n);
    const bodyBox = layout
      ? layout.bullets
      : placed
        ? placed.bullets
        : image && s.bullets.length > 0
          ? BOX.bodyLeft
          : BOX.body;
    const sideBox = s.bullets.length > 0 ? BOX.side : BOX.body;
    if (bodyBox) addSlideBullets(slide, s, bodyBox);
    if (table && placed) addTable(slide, table, placed);
    else if (layout && figure && picture) addFigure(slide, figure, picture, layout);
    else if (image) addImage(slide, image, sideBox);
    slide.addNotes(s.notes);
  }
  const out = (await pptx.write({ outputType: "uint8array", compression: true })) as Uint8Array;
  return out;
}
