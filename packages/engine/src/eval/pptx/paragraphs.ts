/**
 * DrawingML paragraphs: text without field runs, font size, weight, bullet, indent and space after.
 */

import type { ReadParagraph } from "./deck-types.ts";
import { EMU_PER_PT, num } from "./ooxml.ts";
import { find, findAll, runText, type XmlNode } from "./xml.ts";

/** Text of a paragraph without field runs (slide numbers, dates); a line break (`a:br`) becomes "\n". */
export function paragraphText(p: XmlNode): string {
  return p.children
    .filter((c) => c.name === "a:r" || c.name === "a:br")
    .map((r) => (r.name === "a:br" ? "\n" : runText(r)))
    .join("");
}

export function readParagraphs(txBody: XmlNode, defaultSize: number): ReadParagraph[] {
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
