/**
 * The one number reader. `extractNumbers` reads the numbers a finding states, with their label or unit
 * ("84,3 %", "p < 0,05", "n = 120"), leaving out cross-references and citations; `numberTokens` reads every
 * bare number token (page references left out) for the faithfulness check.
 */

/**
 * Numbers as printed, with a statistic label or unit when there is one:
 * "84,3 %", "p < 0,05", "n = 120", "r = .42", "0.90", "1.234 Teilnehmende".
 */
const NUMBER =
  /(?:(?<![\p{L}\p{N}])(?:[pnNrRtFdzβ]|SD|M|OR|CI|KI|AUC|R²|R2|χ²|chi²|α|Cronbachs? α|Cronbach's α)\s*(?:\(\d+\))?\s*[=<>≤≥]\s*)?[-−–]?(?:\d{1,3}(?:\.\d{3})+|\d+)?(?:[.,]\d+)?(?:\s?(?:%|Prozent|percent|ms|s|Sekunden|kWh|Wh|g|kg|mg|cm|mm|km|°C|€|EUR|Euro|GB|MB)(?![\p{L}\d]))?/gu;

/** Cross-references and citations carry numbers that are not results ("Abbildung 10", "Seite 46", "[34]"). */
const NOT_A_RESULT =
  /\b(?:Abbildung|Abbildungen|Abb\.|Tabelle|Tabellen|Tab\.|Seite|Seiten|S\.|Kapitel|Kap\.|Abschnitt|Figure|Fig\.|Table|Section|Chapter|Appendix|Anhang|Gleichung|Formel|Equation|Eq\.|Szenario|Modell|Model|Klasse|Class|Version|Tag|Tage|Day|Schritt|Step|Punkt|Nr\.|No\.)\s*(?:\d+(?:\.\d+)*)(?:\s*(?:und|bis|–|-|and|to)\s*\d+(?:\.\d+)*)?|\[\d+(?:\s*[,–-]\s*\d+)*\]|\(\s*\d+(?:\.\d+)+\s*\)|\bin \d+(?:\.\d+)+\b|\b\d+\s*(?:n\.|v\.)\s*Chr\.|\b(?:AD|A\.D\.)\s*\d+\b|\b\d+\s*(?:BC|BCE|CE|AD)\b|\b(?:Vv?\.|Verse?|vv?\.)\s*\d+(?:[,.]\s*\d+)*(?:\s*[–-]\s*\d+)?f{0,2}\.?/giu;
/** A scripture or code reference: book or law, chapter, verse ("Mk 13, 2", "1 Kor 15, 3–5"); case matters here. */
const PASSAGE_REFERENCE =
  /(?<![\p{L}\p{N}])[1-5]?\s?\p{Lu}\p{Ll}{0,3}\s\d{1,3},\s?\d{1,3}(?:\s*[–-]\s*\d{1,3})?f{0,2}\b/gu;

export function extractNumbers(sentence: string): string[] {
  const out: string[] = [];
  for (const m of sentence.replace(NOT_A_RESULT, " ").replace(PASSAGE_REFERENCE, " ").matchAll(NUMBER)) {
    const t = m[0].trim();
    if (!/\d/.test(t)) continue;
    // Bare years, list markers and section numbers are not results.
    if (/^(19|20)\d{2}$/.test(t) || /^\d$/.test(t)) continue;
    if (!out.includes(t)) out.push(t);
  }
  return out;
}

const NUMBER_TOKEN = /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)*/gu;
const PAGE_REF =
  /\b(?:S\.|Seiten?|pp?\.|pages?)\s*\d+(?:\s*[–—-]\s*\d+)?(?:\s*(?:,|und|and)\s*\d+(?:\s*[–—-]\s*\d+)?)*(?:\s*f{1,2}\.)?/gu;

/** Every bare number token as printed ("84,3", "1.200", "0.05"), after removing page references. */
export function numberTokens(text: string): string[] {
  return text.replace(PAGE_REF, " ").match(NUMBER_TOKEN) ?? [];
}

/** Every number token, page references included (to index the thesis's own text). */
export function allNumberTokens(text: string): string[] {
  return text.match(NUMBER_TOKEN) ?? [];
}

/**
 * Number faithfulness: which numbers in generated text occur in the thesis. German decimal commas,
 * thousands separators and "%" are normalised, so "84,3 %" matches "84.3%" and "1.200" matches "1200".
 * Page references ("S. 23–25", "p. 4") are not claims and are skipped.
 */
/** All spellings a printed number may have elsewhere. */
export function numberVariants(token: string): string[] {
  const out = new Set<string>([token, token.replace(/,/g, ".")]);
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(token)) out.add(token.replace(/\./g, "").replace(",", "."));
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(token)) out.add(token.replace(/,/g, ""));
  for (const v of [...out]) {
    // 84.30 ≡ 84.3; 0.50 ≡ 0.5 (trailing zeros of decimals).
    if (/^\d+\.\d+$/.test(v)) out.add(v.replace(/\.?0+$/, ""));
    // A bare leading-zero decimal printed without the zero (".05" in APA style).
    if (/^0\.\d+$/.test(v)) out.add(v.slice(1));
  }
  return [...out];
}

/**
 * A decimal rounded to four digits after its mark, half up, on the printed digits (no binary floating
 * point: "0.00045" → "0.0005").
 */
function roundedToFour(whole: string, frac: string, mark: string): string {
  const width = whole.length + 4;
  const up = (frac[4] ?? "0") >= "5" ? 1n : 0n;
  const digits = (BigInt(`${whole}${frac.slice(0, 4).padEnd(4, "0")}`) + up).toString().padStart(width, "0");
  return `${digits.slice(0, -4)}${mark}${digits.slice(-4)}`;
}

/** A decimal with five or more digits after its point ("0.10463976396978"): nobody in the room reads them. */
const LONG_DECIMAL = /(?<![\d.,])(\d+)([.,])(\d{5,})(?![\d.,]*\d)/gu;

/**
 * Decimals of five or more digits rounded to four, in the text's own decimal mark ("0.1046", "12,3457"), as
 * a slide table shows them. A small value keeps its digits: "0.000012" rounded would read as zero.
 */
export function roundLongDecimals(text: string): string {
  return text.replace(LONG_DECIMAL, (all: string, whole: string, mark: string, frac: string) =>
    /^0+$/u.test(whole) && frac.startsWith("00") ? all : roundedToFour(whole, frac, mark),
  );
}

export class NumberIndex {
  private readonly known = new Set<string>();

  constructor(texts: Iterable<string>) {
    for (const text of texts) this.add(text);
  }

  add(text: string): void {
    for (const n of allNumberTokens(text)) {
      for (const v of numberVariants(n)) this.known.add(v);
      // A table shows a long decimal rounded to four digits ("0.10463976" → "0.1046"): still the thesis's.
      const shown = roundLongDecimals(n);
      if (shown !== n) for (const v of numberVariants(shown)) this.known.add(v);
    }
  }

  has(token: string): boolean {
    return numberVariants(token).some(
      (v) => this.known.has(v) || (v.startsWith(".") && this.known.has(`0${v}`)),
    );
  }

  /** Numbers in `text` that do not occur in the indexed texts. */
  unknown(text: string): string[] {
    return numberTokens(text).filter((n) => !this.has(n));
  }
}
