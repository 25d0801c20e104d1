/**
 * praesentation.pptx with pptxgenjs: 16:9, one academic theme, real text boxes sized so text fits,
 * speaker notes in the notes pane, native tables and bar charts, diagram images beside the bullets.
 */
import PptxGenJS from "pptxgenjs";
import type { SlidePlan } from "../plan/planner.ts";
import type { ContentStage } from "../write/content.ts";
import type { SlideTable, TableStage } from "../write/tables.ts";
import { addClosingSlide, addCoverSlide, coverLayout, defineCoverMasters } from "./cover-slides.ts";
import { fitSize } from "./fit.ts";
import { wrap } from "./measure.ts";
import { BOX, BULLET_INDENT_PT, INSET_PT, PARA_SPACE_PT, SLIDE_W, THEME } from "./theme.ts";

export interface PptxInput {
  plan: SlidePlan;
  content: ContentStage;
  tables: TableStage;
  /** PNG (with text) per slide number. */
  images: Map<number, Uint8Array>;
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

const MASTER = "FOLIENWERK_INHALT";

function defineContentMaster(pptx: PptxGenJS, footerTitle: string) {
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
          text: footerTitle,
          options: {
            ...BOX.footer,
            fontFace: THEME.font,
            fontSize: 10,
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
    slideNumber: { ...BOX.number, fontFace: THEME.font, fontSize: 10, color: THEME.grey, align: "right" },
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

function addTable(
  slide: PptxGenJS.Slide,
  t: SlideTable,
  box: { x: number; y: number; w: number; h: number },
) {
  // Caption: at most two lines at 12 pt, shortened with "…" beyond that.
  const captionLines = t.caption ? wrap(t.caption, box.w * 72 - 2 * INSET_PT.lr, 12) : [];
  const caption =
    captionLines.length > 2
      ? `${captionLines
          .slice(0, 2)
          .join(" ")
          .replace(/\s+\S*$/, "")} …`
      : t.caption;
  const captionH = t.caption ? (Math.min(2, captionLines.length) * 12 * 1.2 + 2 * INSET_PT.tb + 2) / 72 : 0;
  const sourceH = 0.3;
  if (t.caption) {
    slide.addText(caption, {
      x: box.x,
      y: box.y,
      w: box.w,
      h: captionH,
      fontFace: THEME.font,
      fontSize: 12,
      italic: true,
      color: THEME.grey,
      margin,
      valign: "top",
      fit: "none",
    });
  }
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
        dataLabelFontSize: 11,
        dataLabelFontFace: THEME.font,
        catAxisLabelFontSize: 12,
        catAxisLabelFontFace: THEME.font,
        valAxisLabelFontSize: 11,
        valAxisLabelFontFace: THEME.font,
        showLegend: t.chart.series.length > 1,
        legendPos: "b",
        legendFontFace: THEME.font,
        legendFontSize: 11,
        valGridLine: { color: "E5E7EB", size: 0.5 },
        // First table row on top (bar charts list categories bottom-up by default).
        catAxisOrientation: "maxMin" as "minMax",
      },
    );
  } else {
    const cols = t.header.length;
    const rowsCount = t.rows.length + 1;
    // Font size so that the rows fit the area (row height ≈ 2 × font size incl. cell margins).
    const size = Math.max(10, Math.min(14, Math.floor((area.h * 72) / (rowsCount * 2.3))));
    const firstColShare = cols > 2 ? 0.34 : 0.5;
    const colW = [
      area.w * firstColShare,
      ...Array.from({ length: cols - 1 }, () => (area.w * (1 - firstColShare)) / (cols - 1)),
    ];
    const rows = [
      t.header.map((text) => ({
        text,
        options: { bold: true, color: THEME.white, fill: { color: THEME.navy } },
      })),
      ...t.rows.map((r, i) =>
        r.map((text) => ({
          text,
          options: { color: THEME.text, fill: { color: i % 2 === 0 ? THEME.white : THEME.light } },
        })),
      ),
    ];
    slide.addTable(rows, {
      x: area.x,
      y: area.y,
      w: area.w,
      colW,
      fontFace: THEME.font,
      fontSize: size,
      border: { type: "solid", color: THEME.mid, pt: 0.5 },
      margin: 0.05,
      valign: "middle",
      autoPage: false,
    });
  }
  slide.addText(t.source, {
    x: box.x,
    y: box.y + box.h - sourceH,
    w: box.w,
    h: sourceH,
    fontFace: THEME.font,
    fontSize: 10,
    color: THEME.grey,
    margin,
    valign: "bottom",
    fit: "none",
  });
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
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_WIDE";
  pptx.theme = { headFontFace: THEME.font, bodyFontFace: THEME.font };
  pptx.title = input.thesisTitle;
  pptx.company = "Folienwerk";
  const tables = new Map(input.tables.tables.map((t) => [t.n, t]));
  const cover = input.content.slides.find((s) => s.kind === "title");
  const coverPlan = cover ? coverLayout(cover) : null;
  defineCoverMasters(pptx, coverPlan?.title.box);
  defineContentMaster(pptx, input.footerTitle);

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
    const table = tables.get(s.n);
    const image = input.images.get(s.n);
    const side = table || image;
    const bodyBox = side && s.bullets.length > 0 ? BOX.bodyLeft : BOX.body;
    const sideBox = s.bullets.length > 0 ? BOX.side : BOX.body;
    if (s.kind === "sources")
      addBullets(slide, s.bullets, bodyBox, { plain: true, sizes: [16, 14, 13, 12, 11] });
    else if (s.kind === "agenda")
      addBullets(slide, s.bullets, bodyBox, { numbered: true, sizes: [26, 24, 22, 20, 18] });
    else addBullets(slide, s.bullets, bodyBox);
    if (table) addTable(slide, table, sideBox);
    else if (image) addImage(slide, image, sideBox);
    slide.addNotes(s.notes);
  }
  const out = (await pptx.write({ outputType: "uint8array", compression: true })) as Uint8Array;
  return out;
}
