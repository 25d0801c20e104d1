/**
 * The page references a text makes ("S. 12", "S. 4–5", "pp. iv", "(S. 12, 14)"): their printed labels,
 * and the physical pages those labels stand for in the thesis.
 */
import type { PageLabels } from "../../document.ts";
import { pagesLabelled, romanNumeral, romanValue } from "../../text/page-label.ts";

/** A page label in a reference: arabic or Roman. */
const LABEL = String.raw`(?:\d{1,4}|[ivxlcdm]{1,7}|[IVXLCDM]{1,7})`;

/** "S. 12", "S. 3–5, 9", "S. iv", "p. 12", "pp. 3–5": the labels listed after it. */
const REFERENCE = new RegExp(
  String.raw`\b(?:S\.|pp?\.)\s*(${LABEL}(?:\s*[–-]\s*${LABEL})?(?:\s*,\s*${LABEL}(?:\s*[–-]\s*${LABEL})?)*)(?![\p{L}\d])`,
  "gu",
);

/** The printed page labels a text cites ("S. 3–5, iv" → 3, 4, 5, iv); ranges expand by their own count. */
export function citedLabels(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(REFERENCE)) {
    for (const part of (m[1] ?? "").split(",")) {
      const [a = "", b] = part.split(/[–-]/u).map((x) => x.trim());
      if (b === undefined) {
        out.push(a);
        continue;
      }
      const roman = romanValue(a) !== null && romanValue(b) !== null;
      const from = roman ? (romanValue(a) as number) : Number(a);
      const to = roman ? (romanValue(b) as number) : Number(b);
      if (!Number.isFinite(from) || !Number.isFinite(to) || to < from || to - from > 200) continue;
      for (let v = from; v <= to; v++) {
        const label = roman ? romanNumeral(v) : String(v);
        out.push(roman && a === a.toUpperCase() ? label.toUpperCase() : label);
      }
    }
  }
  return out;
}

/** The physical pages a text cites: the pages whose printed label it names. */
export function citedPages(labels: PageLabels, text: string): number[] {
  return [...new Set(citedLabels(text).flatMap((l) => pagesLabelled(labels, l)))].sort((a, b) => a - b);
}
