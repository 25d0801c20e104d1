/**
 * The text shapes of a slide, with the boxes their layout's placeholders give them; the navigation bar
 * is kept apart, as it says nothing about the slide's content.
 */

import { NAVIGATION_NAME } from "../../render/navigation.ts";
import type { Box, ReadTextShape } from "./deck-types.ts";
import { EMU_PER_PT, num, placeholderType, xfrmBox } from "./ooxml.ts";
import { readParagraphs } from "./paragraphs.ts";
import { find, findAll, type XmlNode } from "./xml.ts";

/** The placeholder boxes a slide layout gives, by placeholder type (a shape without geometry takes its). */
export function placeholderBoxes(layout: XmlNode | null): Map<string, Box> {
  const boxes = new Map<string, Box>();
  for (const sp of layout ? findAll(layout, "p:sp") : []) {
    const type = placeholderType(sp);
    const box = xfrmBox(find(sp, "a:xfrm"));
    if (type && box) boxes.set(type, box);
  }
  return boxes;
}

/** The text shapes of a slide: the navigation bar apart, the first title's text, and the visible texts in order. */
export function readTextShapes(
  xml: XmlNode,
  layoutBoxes: Map<string, Box>,
): {
  textShapes: ReadTextShape[];
  navigation: ReadTextShape | null;
  title: string | null;
  visible: string[];
} {
  const out = {
    textShapes: [] as ReadTextShape[],
    navigation: null as ReadTextShape | null,
    title: null as string | null,
    visible: [] as string[],
  };
  for (const sp of findAll(xml, "p:sp")) {
    const read = readTextShape(sp, layoutBoxes);
    if (!read) continue;
    const { shape, text, isTitle } = read;
    if (shape && shape.name === NAVIGATION_NAME && !isTitle) {
      out.navigation = shape;
      continue;
    }
    if (isTitle && !out.title) out.title = text;
    out.visible.push(text);
    // A shape without geometry: its text counts, there is no box to check.
    if (shape) out.textShapes.push(shape);
  }
  return out;
}

/** A shape with text (not a slide number, date or footer): the shape when it has a box, and its text. */
function readTextShape(
  sp: XmlNode,
  layoutBoxes: Map<string, Box>,
): { shape: ReadTextShape | null; text: string; isTitle: boolean } | null {
  const txBody = find(sp, "p:txBody");
  if (!txBody) return null;
  const type = placeholderType(sp);
  if (type === "sldNum" || type === "dt" || type === "ftr") return null;
  const box = xfrmBox(find(sp, "a:xfrm")) ?? (type ? (layoutBoxes.get(type) ?? null) : null);
  const bodyPr = find(txBody, "a:bodyPr");
  const paragraphs = readParagraphs(txBody, 18).filter((p, k, all) => p.text.trim() || k < all.length - 1);
  const isTitle = type === "title" || type === "ctrTitle";
  const text = paragraphs
    .map((p) => p.text)
    .join("\n")
    .trim();
  if (!text) return null;
  if (!box) return { shape: null, text, isTitle };
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
    name: find(sp, "p:cNvPr")?.attrs.name ?? "",
  };
  return { shape, text, isTitle };
}
