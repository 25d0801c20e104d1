/** Sentence splitting that knows German and English abbreviations, and number extraction. */

const ABBREVIATIONS =
  /(?:\b(?:z|d|u|o|s|v|i|e|vgl|bzw|ca|etc|evtl|ggf|inkl|insb|max|min|mind|Nr|Abb|Tab|Kap|Hrsg|Aufl|Jh|sog|usw|et al|al|bspw|zit|resp|Dr|Prof|Mio|Mrd|ebd|vs|e\.g|i\.e|cf|Fig|Eq|No|Vol|pp|ff|St|Mr|Mrs|Ms)\.|\b[A-Z]\.|\d\.)$/;

export function splitSentences(text: string): string[] {
  const parts = text.split(/(?<=[.!?]["”“)]?)\s+(?=["„“(]?[\p{Lu}\d])/u);
  const out: string[] = [];
  for (const part of parts) {
    const prev = out.at(-1);
    if (prev !== undefined && ABBREVIATIONS.test(prev)) out[out.length - 1] = `${prev} ${part}`;
    else out.push(part);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

/**
 * Numbers as printed, with a statistic label or unit when there is one:
 * "84,3 %", "p < 0,05", "n = 120", "r = .42", "0.90", "1.234 Teilnehmende".
 */
const NUMBER =
  /(?:\b(?:[pnNrRtFdzβ]|SD|M|OR|CI|KI|AUC|R²|R2|χ²|chi²|α|Cronbachs? α|Cronbach's α)\s*(?:\(\d+\))?\s*[=<>≤≥]\s*)?[-−–]?(?:\d{1,3}(?:\.\d{3})+|\d+)?(?:[.,]\d+)?(?:\s?(?:%|Prozent|percent|ms|s|Sekunden|kWh|Wh|g|kg|mg|cm|mm|km|°C|€|EUR|Euro|GB|MB)(?![\p{L}\d]))?/gu;

/** Cross-references and citations carry numbers that are not results ("Abbildung 10", "Seite 46", "[34]"). */
const NOT_A_RESULT =
  /\b(?:Abbildung|Abbildungen|Abb\.|Tabelle|Tabellen|Tab\.|Seite|Seiten|S\.|Kapitel|Kap\.|Abschnitt|Figure|Fig\.|Table|Section|Chapter|Appendix|Anhang|Gleichung|Formel|Equation|Eq\.|Szenario|Modell|Model|Klasse|Class|Version|Tag|Tage|Day|Schritt|Step|Punkt|Nr\.|No\.)\s*(?:\d+(?:\.\d+)*)(?:\s*(?:und|bis|–|-|and|to)\s*\d+(?:\.\d+)*)?|\[\d+(?:\s*[,–-]\s*\d+)*\]|\(\s*\d+(?:\.\d+)+\s*\)|\bin \d+(?:\.\d+)+\b/gi;

export function extractNumbers(sentence: string): string[] {
  const out: string[] = [];
  for (const m of sentence.replace(NOT_A_RESULT, " ").matchAll(NUMBER)) {
    const t = m[0].trim();
    if (!/\d/.test(t)) continue;
    // Bare years, list markers and section numbers are not results.
    if (/^(19|20)\d{2}$/.test(t) || /^\d$/.test(t)) continue;
    if (!out.includes(t)) out.push(t);
  }
  return out;
}
