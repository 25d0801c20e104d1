/**
 * The tables and charts of a slide (graphic frames): table geometry and cells, chart values and labels.
 */
import type JSZip from "jszip";
import type { Box, ReadSlide, ReadTable } from "./deck-types.ts";
import { EMU_PER_PT, num, type Relationship, xfrmBox, xmlOf } from "./ooxml.ts";
import { readParagraphs } from "./paragraphs.ts";
import { find, findAll, type XmlNode } from "./xml.ts";

/** The tables and charts of a slide (graphic frames with a box), and the tables' text in order. */
export async function readGraphicFrames(
  zip: JSZip,
  xml: XmlNode,
  rels: Relationship[],
): Promise<{ tables: ReadTable[]; charts: ReadSlide["charts"]; visible: string[] }> {
  const out = { tables: [] as ReadTable[], charts: [] as ReadSlide["charts"], visible: [] as string[] };
  for (const gf of findAll(xml, "p:graphicFrame")) {
    const box = xfrmBox(find(gf, "p:xfrm"));
    if (!box) continue;
    const tbl = find(gf, "a:tbl");
    if (tbl) {
      const table = readTable(tbl, box);
      out.tables.push(table);
      out.visible.push(table.rows.map((r) => r.cells.map((c) => c.text).join(" ")).join("\n"));
    }
    const chartRef = find(gf, "c:chart");
    const chartPath = chartRef ? rels.find((r) => r.id === chartRef.attrs["r:id"])?.target : undefined;
    const chart = chartPath ? await xmlOf(zip, chartPath) : null;
    if (chart) {
      const values = findAll(chart, "c:val").flatMap((v) => findAll(v, "c:v").map((x) => x.text));
      const labels = findAll(chart, "c:cat").flatMap((v) => findAll(v, "c:v").map((x) => x.text));
      out.charts.push({ box, values, labels });
    }
  }
  return out;
}

/** A table: column widths, and per row its height and cells with text, font size and margins (points). */
function readTable(tbl: XmlNode, box: Box): ReadTable {
  const colWidths = findAll(tbl, "a:gridCol").map((c) => num(c.attrs.w, 0) / EMU_PER_PT);
  const rows = findAll(tbl, "a:tr").map((tr) => ({
    h: num(tr.attrs.h, 0) / EMU_PER_PT,
    cells: findAll(tr, "a:tc").map((tc) => {
      const tcPr = find(tc, "a:tcPr");
      const paras = readParagraphs(find(tc, "a:txBody") ?? tc, 18);
      return {
        text: paras.map((p) => p.text).join("\n"),
        size: Math.max(...paras.map((p) => p.size), 1),
        margin: {
          l: num(tcPr?.attrs.marL, 91440) / EMU_PER_PT,
          r: num(tcPr?.attrs.marR, 91440) / EMU_PER_PT,
          t: num(tcPr?.attrs.marT, 45720) / EMU_PER_PT,
          b: num(tcPr?.attrs.marB, 45720) / EMU_PER_PT,
        },
      };
    }),
  }));
  return { box, colWidths, rows };
}
