/**
 * Reads a PPTX back (unzip + XML): per slide the title, text boxes with geometry and font sizes, bullets,
 * tables, chart values, pictures with their alt text and the speaker notes. Geometry is in points.
 */
import type JSZip from "jszip";
import { lazyRequire } from "../../lazy-require.ts";
import { NAVIGATION_NAME } from "../../render/navigation.ts";
import { find, findAll, parseXml, runText, type XmlNode } from "./xml.ts";

const jszip = lazyRequire<typeof JSZip>("jszip");
const EMU_PER_PT = 12700;

export interface ReadParagraph {
  text: string;
  /** Font size in points (largest run). */
  size: number;
  bold: boolean;
  /** The paragraph's text runs (no fields) with their weight. */
  runs: Array<{ text: string; bold: boolean }>;
  bullet: boolean;
  /** Left margin + hanging indent (points). */
  indent: number;
  spaceAfter: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A picture on a slide: its box and its alt text (`descr`, empty when none was written). */
export interface ReadPicture extends Box {
  descr: string;
}

export interface ReadTextShape {
  box: Box;
  insets: { l: number; r: number; t: number; b: number };
  paragraphs: ReadParagraph[];
  isTitle: boolean;
  autofit: boolean;
  /** The shape's name (`p:cNvPr`), e.g. "Navigation" for the navigation bar. */
  name: string;
}

export interface ReadTable {
  box: Box;
  colWidths: number[];
  rows: Array<{
    h: number;
    cells: Array<{ text: string; size: number; margin: { l: number; r: number; t: number; b: number } }>;
  }>;
}

export interface ReadSlide {
  index: number;
  title: string | null;
  textShapes: ReadTextShape[];
  tables: ReadTable[];
  images: ReadPicture[];
  charts: Array<{ box: Box; values: string[]; labels: string[] }>;
  /** Visible text of titles, text boxes and tables (no slide-number fields, no navigation bar). */
  text: string;
  /** The navigation bar (the talk's parts, the current one bold); kept out of `textShapes` and `text`, as
   * it says nothing about the slide's content. */
  navigation: ReadTextShape | null;
  bullets: string[];
  notes: string;
}

export interface ReadDeck {
  width: number;
  height: number;
  slides: ReadSlide[];
}

function num(v: string | undefined, fallback: number): number {
  const n = Number(v);
  return Number.isFinite(n) && v !== undefined ? n : fallback;
}

function xfrmBox(node: XmlNode | undefined): Box | null {
  if (!node) return null;
  const off = find(node, "a:off");
  const ext = find(node, "a:ext");
  if (!off || !ext) return null;
  return {
    x: num(off.attrs.x, 0) / EMU_PER_PT,
    y: num(off.attrs.y, 0) / EMU_PER_PT,
    w: num(ext.attrs.cx, 0) / EMU_PER_PT,
    h: num(ext.attrs.cy, 0) / EMU_PER_PT,
  };
}

/** Text of a paragraph without field runs (slide numbers, dates); a line break (`a:br`) becomes "\n". */
function paragraphText(p: XmlNode): string {
  return p.children
    .filter((c) => c.name === "a:r" || c.name === "a:br")
    .map((r) => (r.name === "a:br" ? "\n" : runText(r)))
    .join("");
}

function readParagraphs(txBody: XmlNode, defaultSize: number): ReadParagraph[] {
  return findAll(txBody, "a:p").map((p) => {
    const pPr = p.children.find((c) => c.name === "a:pPr");
    const sizes = findAll(p, "a:rPr")
      .concat(findAll(p, "a:endParaRPr"))
      .map((r) => num(r.attrs.sz, 0) / 100)
      .filter((s) => s > 0);
    const runs = p.children
      .filter((c) => c.name === "a:r")
      .map((r) => ({ text: runText(r), bold: find(r, "a:rPr")?.attrs.b === "1" }));
    const bold = runs.some((r) => r.bold);
    const bullet = Boolean(pPr && (find(pPr, "a:buChar") || find(pPr, "a:buAutoNum")));
    const spc = pPr ? find(pPr, "a:spcAft") : undefined;
    const spcPts = spc ? find(spc, "a:spcPts") : undefined;
    return {
      text: paragraphText(p),
      size: sizes.length ? Math.max(...sizes) : defaultSize,
      bold,
      runs,
      bullet,
      indent: num(pPr?.attrs.marL, 0) / EMU_PER_PT,
      spaceAfter: spcPts ? num(spcPts.attrs.val, 0) / 100 : 0,
    };
  });
}

function placeholderType(sp: XmlNode): string | null {
  const ph = find(sp, "p:ph");
  return ph ? (ph.attrs.type ?? "body") : null;
}

async function xmlOf(zip: JSZip, path: string): Promise<XmlNode | null> {
  const f = zip.file(path);
  return f ? parseXml(await f.async("string")) : null;
}

function relTargets(rels: XmlNode | null, base: string): Array<{ id: string; type: string; target: string }> {
  if (!rels) return [];
  return findAll(rels, "Relationship").map((r) => {
    const t = r.attrs.Target ?? "";
    // Absolute targets ("/ppt/charts/chart1.xml") are relative to the package root.
    const parts = t.startsWith("/") ? t.split("/") : [...base.split("/"), ...t.split("/")];
    const out: string[] = [];
    for (const p of parts) {
      if (p === "..") out.pop();
      else if (p && p !== ".") out.push(p);
    }
    return { id: r.attrs.Id ?? "", type: (r.attrs.Type ?? "").split("/").pop() ?? "", target: out.join("/") };
  });
}

export async function readPptx(data: Uint8Array): Promise<ReadDeck> {
  const zip = await jszip().loadAsync(data);
  const pres = await xmlOf(zip, "ppt/presentation.xml");
  if (!pres) throw new Error("Keine gültige PowerPoint-Datei (ppt/presentation.xml fehlt).");
  const sldSz = find(pres, "p:sldSz");
  const width = num(sldSz?.attrs.cx, 12192000) / EMU_PER_PT;
  const height = num(sldSz?.attrs.cy, 6858000) / EMU_PER_PT;
  const presRels = relTargets(await xmlOf(zip, "ppt/_rels/presentation.xml.rels"), "ppt");
  const ridToTarget = new Map(presRels.map((r) => [r.id, r.target]));
  const slidePaths = findAll(pres, "p:sldId").map((s) => ridToTarget.get(s.attrs["r:id"] ?? "") ?? "");

  const slides: ReadSlide[] = [];
  for (const [i, path] of slidePaths.entries()) {
    const xml = await xmlOf(zip, path);
    if (!xml) continue;
    const dir = path.slice(0, path.lastIndexOf("/"));
    const file = path.slice(path.lastIndexOf("/") + 1);
    const rels = relTargets(await xmlOf(zip, `${dir}/_rels/${file}.rels`), dir);
    const layoutPath = rels.find((r) => r.type === "slideLayout")?.target;
    const layout = layoutPath ? await xmlOf(zip, layoutPath) : null;
    const layoutBoxes = new Map<string, Box>();
    if (layout) {
      for (const sp of findAll(layout, "p:sp")) {
        const type = placeholderType(sp);
        const box = xfrmBox(find(sp, "a:xfrm"));
        if (type && box) layoutBoxes.set(type, box);
      }
    }

    const textShapes: ReadTextShape[] = [];
    let navigation: ReadTextShape | null = null;
    let title: string | null = null;
    const visible: string[] = [];
    for (const sp of findAll(xml, "p:sp")) {
      const txBody = find(sp, "p:txBody");
      if (!txBody) continue;
      const type = placeholderType(sp);
      if (type === "sldNum" || type === "dt" || type === "ftr") continue;
      const box = xfrmBox(find(sp, "a:xfrm")) ?? (type ? (layoutBoxes.get(type) ?? null) : null);
      const bodyPr = find(txBody, "a:bodyPr");
      const paragraphs = readParagraphs(txBody, 18).filter(
        (p, k, all) => p.text.trim() || k < all.length - 1,
      );
      const isTitle = type === "title" || type === "ctrTitle";
      const name = find(sp, "p:cNvPr")?.attrs.name ?? "";
      const text = paragraphs
        .map((p) => p.text)
        .join("\n")
        .trim();
      if (!text) continue;
      if (!box) {
        // A shape without geometry: its text counts, there is no box to check.
        if (isTitle && !title) title = text;
        visible.push(text);
        continue;
      }
      const shape: ReadTextShape = {
        box,
        insets: {
          l: num(bodyPr?.attrs.lIns, 91440) / EMU_PER_PT,
          r: num(bodyPr?.attrs.rIns, 91440) / EMU_PER_PT,
          t: num(bodyPr?.attrs.tIns, 45720) / EMU_PER_PT,
          b: num(bodyPr?.attrs.bIns, 45720) / EMU_PER_PT,
        },
        paragraphs,
        isTitle,
        autofit: Boolean(bodyPr && (find(bodyPr, "a:normAutofit") || find(bodyPr, "a:spAutoFit"))),
        name,
      };
      if (name === NAVIGATION_NAME && !isTitle) {
        navigation = shape;
        continue;
      }
      if (isTitle && !title) title = text;
      visible.push(text);
      textShapes.push(shape);
    }

    const tables: ReadTable[] = [];
    const charts: ReadSlide["charts"] = [];
    for (const gf of findAll(xml, "p:graphicFrame")) {
      const box = xfrmBox(find(gf, "p:xfrm"));
      const tbl = find(gf, "a:tbl");
      if (tbl && box) {
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
        tables.push({ box, colWidths, rows });
        visible.push(rows.map((r) => r.cells.map((c) => c.text).join(" ")).join("\n"));
      }
      const chartRef = find(gf, "c:chart");
      if (chartRef && box) {
        const chartPath = rels.find((r) => r.id === chartRef.attrs["r:id"])?.target;
        const chart = chartPath ? await xmlOf(zip, chartPath) : null;
        if (chart) {
          const values = findAll(chart, "c:val").flatMap((v) => findAll(v, "c:v").map((x) => x.text));
          const labels = findAll(chart, "c:cat").flatMap((v) => findAll(v, "c:v").map((x) => x.text));
          charts.push({ box, values, labels });
        }
      }
    }
    const images = findAll(xml, "p:pic").flatMap((pic): ReadPicture[] => {
      const box = xfrmBox(find(pic, "a:xfrm"));
      return box ? [{ ...box, descr: find(pic, "p:cNvPr")?.attrs.descr?.trim() ?? "" }] : [];
    });

    const notesPath = rels.find((r) => r.type === "notesSlide")?.target;
    let notes = "";
    if (notesPath) {
      const nx = await xmlOf(zip, notesPath);
      if (nx) {
        notes = findAll(nx, "p:sp")
          .filter((sp) => placeholderType(sp) === "body")
          .map((sp) => findAll(sp, "a:p").map(paragraphText).join("\n"))
          .join("\n")
          .trim();
      }
    }
    const bullets = textShapes.flatMap((s) =>
      s.paragraphs.filter((p) => p.bullet && p.text.trim()).map((p) => p.text),
    );
    slides.push({
      index: i + 1,
      title,
      textShapes,
      tables,
      images,
      charts,
      text: visible.join("\n"),
      bullets,
      navigation,
      notes,
    });
  }
  return { width, height, slides };
}

/** Everything a slide shows in text: its text and its navigation bar. */
export function shownText(slide: ReadSlide): string {
  const bar = slide.navigation?.paragraphs.map((p) => p.text).join(" ") ?? "";
  return bar ? `${slide.text}\n${bar}` : slide.text;
}

/** The text of a deck's slides, one slide after another: a reference deck for ROUGE. */
export async function pptxSlideText(data: Uint8Array): Promise<string> {
  return (await readPptx(data)).slides.map(shownText).join("\n");
}

/** The paragraphs of a DOCX's main text (word/document.xml), one per line: to read the notes document. */
export async function docxText(data: Uint8Array): Promise<string> {
  const zip = await jszip().loadAsync(data);
  const xml = await xmlOf(zip, "word/document.xml");
  if (!xml) return "";
  return findAll(xml, "w:p")
    .map((p) =>
      findAll(p, "w:t")
        .map((t) => t.text)
        .join(""),
    )
    .join("\n");
}
