/**
 * Blocks made ready for sorting: short paragraphs that are really section titles become headings, and a
 * caption label set on its own line ("Table 3") is joined with its title in the next paragraph.
 */
import { LABEL_NUMBER, LABEL_WORD } from "../../text/caption-label.ts";
import type { Block } from "../blocks.ts";
import { specialRegion } from "./regions.ts";

export function prepareBlocks(blocks: Block[]): Block[] {
  return mergeSplitCaptions(promoteSectionTitles(blocks));
}

/** Short paragraphs that are really section titles ("Inhaltsverzeichnis" set in bold body text). */
function promoteSectionTitles(blocks: Block[]): Block[] {
  return blocks.map((b) => {
    if (b.kind !== "paragraph" || b.hint === "toc" || b.text.length > 80) return b;
    const backMatter = /^(literatur|quellen|anhang|appendix|references|bibliogra)\w*\s*(<|$)/i.test(b.text);
    if (!backMatter && (/[.,;!?]\s/.test(b.text) || b.text.split(/\s+/).length > 5)) return b;
    const region = specialRegion(b.text.replace(/[:.]$/, ""));
    return region ? { kind: "heading", text: b.text.replace(/[:.]$/, ""), level: 1, page: b.page } : b;
  });
}

/** A paragraph that is only a label and its number ("Table 3", "Abbildung A.1"). */
const LABEL_ONLY = new RegExp(String.raw`^${LABEL_WORD}\s*${LABEL_NUMBER}$`, "iu");

/** APA puts "Table 3" on its own line and the title in the next paragraph. */
function mergeSplitCaptions(blocks: Block[]): Block[] {
  const out: Block[] = [];
  for (const b of blocks) {
    const prev = out.at(-1);
    if (
      b.kind === "paragraph" &&
      prev?.kind === "paragraph" &&
      LABEL_ONLY.test(prev.text) &&
      b.text.length < 200
    ) {
      prev.text = `${prev.text}: ${b.text}`;
      prev.hint = "caption";
      continue;
    }
    out.push(b);
  }
  return out;
}
