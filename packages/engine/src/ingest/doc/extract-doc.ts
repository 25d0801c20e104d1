/**
 * Legacy Word (.doc, OLE2) → blocks with word-extractor. The format gives plain paragraphs only, so headings
 * are recognised from their shape (short, unpunctuated, numbered or followed by body text).
 */
import WordExtractor from "word-extractor";
import { NO_PAGE_LABELS } from "../../document.ts";
import { ingestErrors } from "../../errors.ts";
import type { Block, ExtractedDocument, RawFootnote } from "../blocks.ts";
import { normalizeText } from "../normalize.ts";

const CHARS_PER_PAGE = 2800;

function looksLikeHeading(line: string, next: string | undefined): boolean {
  if (line.length > 90 || /[.,;:!?]$/.test(line) || !/^[\p{Lu}\d]/u.test(line)) return false;
  if (line.split(/\s+/).length > 12) return false;
  if (/^\d+(\.\d+)*\.?\s+\p{L}/u.test(line)) return true;
  return next !== undefined && next.length > line.length * 2 && next.length > 80;
}

/** Front-matter headings that .doc gives as plain paragraphs ("Inhalt" above the table of contents). */
const FRONT_MATTER_NAME =
  /^(?:inhalt|inhaltsverzeichnis|gliederung|table of contents|contents|abstract|abstrakt|kurzfassung|zusammenfassung|vorwort|danksagung|acknowledg(?:e)?ments|(?:eidesstattliche |ehrenwörtliche )?erklärung|declaration|sperrvermerk|einleitung|introduction)$/i;

/** Index of the first heading, table-of-contents line or front-matter heading; without one, the first 30 blocks. */
function firstHeading(blocks: Block[]): number {
  const i = blocks.findIndex(
    (b) =>
      b.kind === "heading" ||
      (b.kind === "paragraph" && (b.hint === "toc" || FRONT_MATTER_NAME.test(b.text.replace(/:$/, "")))),
  );
  return i < 0 ? Math.min(30, blocks.length) : i;
}

export async function extractDoc(data: Uint8Array): Promise<ExtractedDocument> {
  const extractor = new WordExtractor();
  let body: string;
  let footnoteText: string;
  try {
    const doc = await extractor.extract(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    body = doc.getBody();
    footnoteText = doc.getFootnotes();
  } catch (err) {
    const sectorAligned = (data.length - 512) % 512 === 0;
    throw sectorAligned
      ? ingestErrors.corrupt(`word-extractor: ${String(err)}`, err)
      : ingestErrors.truncated(String(err));
  }
  const raw = body.split(/\r?\n/);
  const lines = raw
    .map((l) => ({ raw: l, text: normalizeText(l.replace(/\t+/g, " ")) }))
    .filter((l) => l.text);
  const blocks: Block[] = [];
  let chars = 0;
  for (let i = 0; i < lines.length; i++) {
    const { raw: rawLine, text } = lines[i] as { raw: string; text: string };
    const page = 1 + Math.floor(chars / CHARS_PER_PAGE);
    chars += text.length;
    if (/\t\s*\d+\s*$/.test(rawLine)) blocks.push({ kind: "paragraph", text, page, hint: "toc" });
    else if (looksLikeHeading(text, lines[i + 1]?.text))
      blocks.push({ kind: "heading", text, level: null, page });
    else blocks.push({ kind: "paragraph", text, page });
  }
  const footnotes: RawFootnote[] = footnoteText
    .split(/\r?\n/)
    .map((t) => normalizeText(t))
    .filter(Boolean)
    .map((text, i) => ({ marker: String(i + 1), text, page: null }));
  return {
    blocks,
    footnotes,
    pageCount: Math.max(1, Math.ceil(chars / CHARS_PER_PAGE)),
    pageCountEstimated: true,
    pageLabels: NO_PAGE_LABELS,
    metadataTitle: null,
    links: [],
    warnings: [],
    // .doc gives plain paragraphs only: no sizes or positions; the lines before the first heading.
    titleLines: blocks
      .slice(0, firstHeading(blocks))
      .filter((b) => b.kind === "paragraph")
      .map((b) => ({ text: b.text, page: b.page ?? 1, size: null, top: null, center: null, bold: null })),
    figures: [],
    skippedImages: 0,
  };
}
