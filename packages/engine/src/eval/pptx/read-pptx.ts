/**
 * Reads a PPTX back (unzip + XML): per slide the title, text boxes with geometry and font sizes, bullets,
 * tables, chart values, pictures with their alt text and the speaker notes. Geometry is in points. One
 * slide after another, in the presentation's order; the parts are read by the files beside this one.
 */
import type JSZip from "jszip";
import type { ReadDeck, ReadPicture, ReadSlide } from "./deck-types.ts";
import { readGraphicFrames } from "./graphic-frames.ts";
import {
  EMU_PER_PT,
  jszip,
  num,
  placeholderType,
  type Relationship,
  relTargets,
  xfrmBox,
  xmlOf,
} from "./ooxml.ts";
import { paragraphText } from "./paragraphs.ts";
import { placeholderBoxes, readTextShapes } from "./text-shapes.ts";
import { find, findAll, type XmlNode } from "./xml.ts";

export async function readPptx(data: Uint8Array): Promise<ReadDeck> {
  const zip = await jszip().loadAsync(data);
  const pres = await xmlOf(zip, "ppt/presentation.xml");
  if (!pres) throw new Error("Keine gültige PowerPoint-Datei (ppt/presentation.xml fehlt).");
  const sldSz = find(pres, "p:sldSz");
  const width = num(sldSz?.attrs.cx, 12192000) / EMU_PER_PT;
  const height = num(sldSz?.attrs.cy, 6858000) / EMU_PER_PT;
  const slides: ReadSlide[] = [];
  for (const [i, path] of (await slidePaths(zip, pres)).entries()) {
    const slide = await readSlide(zip, path, i + 1);
    if (slide) slides.push(slide);
  }
  return { width, height, slides };
}

/** The slides' parts in the presentation's order. */
async function slidePaths(zip: JSZip, pres: XmlNode): Promise<string[]> {
  const presRels = relTargets(await xmlOf(zip, "ppt/_rels/presentation.xml.rels"), "ppt");
  const ridToTarget = new Map(presRels.map((r) => [r.id, r.target]));
  return findAll(pres, "p:sldId").map((s) => ridToTarget.get(s.attrs["r:id"] ?? "") ?? "");
}

/** One slide (number `index`): its text shapes, tables, charts, pictures and notes; null when the part is missing. */
async function readSlide(zip: JSZip, path: string, index: number): Promise<ReadSlide | null> {
  const xml = await xmlOf(zip, path);
  if (!xml) return null;
  const dir = path.slice(0, path.lastIndexOf("/"));
  const file = path.slice(path.lastIndexOf("/") + 1);
  const rels = relTargets(await xmlOf(zip, `${dir}/_rels/${file}.rels`), dir);
  const layoutPath = rels.find((r) => r.type === "slideLayout")?.target;
  const layout = layoutPath ? await xmlOf(zip, layoutPath) : null;
  const shapes = readTextShapes(xml, placeholderBoxes(layout));
  const frames = await readGraphicFrames(zip, xml, rels);
  const images = readPictures(xml);
  const notes = await readNotes(zip, rels);
  const bullets = shapes.textShapes.flatMap((s) =>
    s.paragraphs.filter((p) => p.bullet && p.text.trim()).map((p) => p.text),
  );
  return {
    index,
    title: shapes.title,
    textShapes: shapes.textShapes,
    tables: frames.tables,
    images,
    charts: frames.charts,
    text: [...shapes.visible, ...frames.visible].join("\n"),
    bullets,
    navigation: shapes.navigation,
    notes,
  };
}

/** The pictures of a slide with their boxes and alt text. */
function readPictures(xml: XmlNode): ReadPicture[] {
  return findAll(xml, "p:pic").flatMap((pic): ReadPicture[] => {
    const box = xfrmBox(find(pic, "a:xfrm"));
    return box ? [{ ...box, descr: find(pic, "p:cNvPr")?.attrs.descr?.trim() ?? "" }] : [];
  });
}

/** The text of the slide's notes page (its body placeholder), "" when it has none. */
async function readNotes(zip: JSZip, rels: Relationship[]): Promise<string> {
  const notesPath = rels.find((r) => r.type === "notesSlide")?.target;
  const nx = notesPath ? await xmlOf(zip, notesPath) : null;
  if (!nx) return "";
  return findAll(nx, "p:sp")
    .filter((sp) => placeholderType(sp) === "body")
    .map((sp) => findAll(sp, "a:p").map(paragraphText).join("\n"))
    .join("\n")
    .trim();
}
