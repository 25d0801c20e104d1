/** The reference list: from the references region, or else from the sources cited in the footnotes. */
import type { DocumentModel } from "../../document.ts";
import { looksLikeReference } from "../../text/text-shape.ts";
import type { ExtractedDocument, ParagraphBlock } from "../blocks.ts";
import { splitReferences, toReferences } from "../references.ts";

export function referenceList(
  referenceBlocks: ParagraphBlock[],
  extracted: ExtractedDocument,
): DocumentModel["references"] {
  const references = toReferences(splitReferences(referenceBlocks), extracted.links);
  if (references.length > 0) return references;
  // Sources cited only in footnotes (common in seminar papers) are the reference list.
  // Humanities footnotes often cite in short form ("Müller, Geschichte, S. 12") without a year.
  return toReferences(
    extracted.footnotes
      .map((f) => f.text)
      .filter(
        (t) =>
          /https?:|www\.|10\.\d{4,}\/|\b(19|20)\d{2}\b/.test(t) ||
          looksLikeReference(t) ||
          /^(?:vgl\.\s*)?\p{Lu}[\p{L}'’-]+,\s[^,]{3,80},\s(?:S\.|p\.|Sp\.)\s?\d/iu.test(t),
      ),
    extracted.links,
  );
}
