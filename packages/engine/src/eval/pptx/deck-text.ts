/**
 * Text of a whole document read back: what a slide shows, a reference deck's slide text (for ROUGE) and
 * the main text of a DOCX (the notes document).
 */
import type { ReadSlide } from "./deck-types.ts";
import { jszip, xmlOf } from "./ooxml.ts";
import { readPptx } from "./read-pptx.ts";
import { findAll } from "./xml.ts";

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
