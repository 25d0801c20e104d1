/**
 * Cues of results: statistics as printed, numbers with a unit, numbers that are not findings, comparisons.
 */

/**
 * Cues of results, interpretations and methods: statistics, measures, comparisons, method verbs and nouns,
 * citations and the first person.
 */

/** Statistics as printed in results ("p < .001", "F(4,74.42) = 44.61", "ω2 = .45", "BAC = .82"). */
export const STATISTIC =
  /\b(?:p|n|N|r|R2|R²|t|F|b|β|d|z|M|SD|JT|BAC|AUC|ΔR2|ΔR²|ω2|ω²|OR|CI|KI|α)\s*(?:\([\d.,\s]+\))?\s*[=<>≤≥]\s*[-−]?\d*[.,]?\d|\bps?\s*[<>]\s*\.\d|[Ww]elch’?'?s F/u;

/** Numbers with a unit or a percent sign, or decimals ("84,3 %", "20 Millisekunden", "0.87", "304,31 €"). */
export const MEASURE =
  /\d+(?:[.,]\d+)?\s?(?:%|Prozent|percent|ms\b|Millisekunden|Sekunden|s\b|kWh|Wh|W\b|€|EUR|Euro|GB|MB|Anfragen|Nachrichten|Teilnehm\w*|participants|patients|Stunden|Tage)|(?<![\d.,])\d+[.,]\d+(?![.,]?\d)|\d{1,3}(?:\.\d{3})+/u;

/** Numbers that are not findings: citations, pages, sections, figure numbers, years, versions. */
export const NOT_RESULT_NUMBER =
  /\[\d+(?:,\s*(?:p\.\s*)?\d+)*\]|\b(?:S\.|p\.|pp\.|Seite|Kapitel|Abschnitt|Abbildung|Abb\.|Tabelle|Tab\.|Figure|Table|Appendix|Anhang|Version|Item|Objective|Objectives|Szenario|Szenarien|Group|Gruppe|Modell|Model)\s*[A-Z]?\d+(?:[.,]\d+)*(?:\s*(?:und|and|bis|to|–|-)\s*\d+)?|\b(?:19|20)\d{2}\b|\bR \d+\.\d+\.\d+\b/gu;
export const COMPARISON =
  /\b(?:höher|niedriger|besser|schlechter|schneller|langsamer|größer|kleiner|stärker|schwächer|geringer|mehr|weniger|am besten|am schlechtesten|beste[nr]?|deutlich|signifikant\w*|Unterschied\w*|unterscheiden|übertrifft|gegenüber|variieren|steigen|sinkt|sinken|gesunken|gestiegen|abnimmt|zunimmt|erreichen|erreicht|überschreitet|liegt bei|liegen bei|beträgt|ergab|higher|lower|better|worse|faster|slower|larger|smaller|stronger|weaker|significant(?:ly)?|differ\w*|deviat\w*|abweich\w*|outperform\w*|exceed\w*|revealed|yielded|showed|demonstrated|distinguished|achieved|found|confirmed)\b/i;
