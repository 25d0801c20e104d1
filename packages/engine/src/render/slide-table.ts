/**
 * A thesis table on a slide: a native table, or a bar chart with as many decimals as the thesis
 * prints, with caption and source line.
 */
import type PptxGenJS from "pptxgenjs";
import type { SlideTable } from "../write/tables.ts";
import { addCaption, addSourceLine } from "./caption-lines.ts";
import { captionFit, SOURCE_H } from "./figure-layout.ts";
import type { Box } from "./picture.ts";
import { CELL_MARGIN, type TableLayout } from "./table-layout.ts";
import { THEME } from "./theme.ts";

/** An Office number format with the most decimals any printed value has ("0.00" for "0,73"). */
export function numberFormat(printed: string[][]): string {
  const decimals = Math.max(
    0,
    ...printed.flat().map((v) => /[.,](\d+)\s*%?\s*$/.exec(v.trim())?.[1]?.length ?? 0),
  );
  return decimals > 0 ? `#,##0.${"0".repeat(Math.min(decimals, 4))}` : "#,##0";
}

export function addTable(slide: PptxGenJS.Slide, t: SlideTable, layout: TableLayout) {
  const box = layout.table;
  const caption = captionFit(t.caption, box.w);
  const captionH = caption?.box.h ?? 0;
  const sourceH = SOURCE_H;
  if (caption) addCaption(slide, { ...caption, box: { ...caption.box, x: box.x, y: box.y } }, "left");
  const area = { x: box.x, y: box.y + captionH, w: box.w, h: box.h - captionH - sourceH };
  if (t.chart) addBarChart(slide, t.chart, area);
  else addNativeTable(slide, t, layout, area);
  const source = layout.rows < t.rows.length ? t.excerptSource : t.source;
  addSourceLine(slide, source, { x: box.x, y: box.y + box.h - sourceH, w: box.w, h: sourceH }, "table");
}

/** The table as a bar chart, first row on top, labelled with as many decimals as the thesis prints. */
function addBarChart(slide: PptxGenJS.Slide, chart: NonNullable<SlideTable["chart"]>, area: Box) {
  slide.addChart(
    "bar",
    chart.series.map((s) => ({ name: s.name, labels: chart.labels, values: s.values })),
    {
      ...area,
      barDir: "bar",
      chartColors: [THEME.navy, THEME.teal, THEME.accent],
      showValue: true,
      // Labels with as many decimals as the thesis prints ("0.73", not "1").
      dataLabelFormatCode: numberFormat(chart.printed),
      valAxisLabelFormatCode: numberFormat(chart.printed),
      dataLabelFontSize: 14,
      dataLabelFontFace: THEME.font,
      catAxisLabelFontSize: 14,
      catAxisLabelFontFace: THEME.font,
      valAxisLabelFontSize: 14,
      valAxisLabelFontFace: THEME.font,
      showLegend: chart.series.length > 1,
      legendPos: "b",
      legendFontFace: THEME.font,
      legendFontSize: 14,
      valGridLine: { color: "E5E7EB", size: 0.5 },
      // First table row on top (bar charts list categories bottom-up by default).
      catAxisOrientation: "maxMin" as "minMax",
    },
  );
}

/** The table itself: a navy header row, banded rows, values centred under their header. */
function addNativeTable(slide: PptxGenJS.Slide, t: SlideTable, layout: TableLayout, area: Box) {
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
