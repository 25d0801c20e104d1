/**
 * Word's simple fields (`<w:fldSimple>`, caption numbers) that mammoth drops, read back from
 * word/document.xml, and the whitespace-free key that matches mammoth's paragraph text to the XML's.
 */
import { normalizeText } from "../normalize.ts";

/** Comparison key for paragraph text: mammoth's text and the XML's text differ in whitespace only. */
export const textKey = (s: string) => s.replace(/\s+/g, "").toLowerCase();

const decodeXml = (s: string) =>
  s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (m, e: string) => {
    if (e === "lt") return "<";
    if (e === "gt") return ">";
    if (e === "amp") return "&";
    if (e === "quot") return '"';
    if (e === "apos") return "'";
    const code = e[1] === "x" ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : m;
  });

/**
 * mammoth drops simple fields (`<w:fldSimple>`) with their shown result, so a Word caption
 * "Abbildung <SEQ>1</SEQ>: CRISP DM" reaches us as "Abbildung : CRISP DM". This maps the text of every
 * paragraph holding such a field, as mammoth gives it, to the texts Word shows, in document order (two
 * captions can read the same without their numbers).
 */
export function simpleFieldTexts(documentXml: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!documentXml.includes("<w:fldSimple")) return out;
  for (const chunk of documentXml.split("</w:p>")) {
    if (!chunk.includes("<w:fldSimple")) continue;
    const start = Math.max(chunk.lastIndexOf("<w:p>"), chunk.lastIndexOf("<w:p "));
    const para = start >= 0 ? chunk.slice(start) : chunk;
    let shown = "";
    let seen = "";
    let depth = 0;
    for (const m of para.matchAll(
      /<w:fldSimple\b[^>]*?(\/)?>|<\/w:fldSimple>|<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g,
    )) {
      if (m[0].startsWith("<w:fldSimple")) {
        if (!m[1]) depth++;
      } else if (m[0] === "</w:fldSimple>") depth = Math.max(0, depth - 1);
      else {
        const t = decodeXml(m[2] ?? "");
        shown += t;
        if (depth === 0) seen += t;
      }
    }
    if (shown === seen) continue;
    const key = textKey(normalizeText(seen));
    out.set(key, [...(out.get(key) ?? []), normalizeText(shown)]);
  }
  return out;
}
