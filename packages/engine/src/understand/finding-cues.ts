/**
 * Cues of findings: comparisons, effects, outcomes, descriptive statistics; and of what weakens one or is
 * no finding of the thesis's own: figures described, expectations, hedges, citations.
 */
import { OPENS_WITH_CONJECTURE_LABEL } from "./conjectures.ts";

/** A comparison: more, less, better, faster than something else, a factor, a rank. */
export const COMPARISON =
  /\b(?:höher\w*|niedriger\w*|größer\w*|kleiner\w*|geringer\w*|besser\w*|schlechter\w*|schneller\w*|langsamer\w*|stärker\w*|schwächer\w*|mehr als|weniger als|im vergleich|verglichen mit|gegenüber|übertrifft|übertreffen|am (?:besten|schlechtesten|höchsten|niedrigsten|größten|geringsten|schnellsten|stärksten)|doppelt so|halb so|um das \d|\d+(?:[.,]\d+)?[- ]?(?:mal|fach)\b|hälfte|drittel|viertel|higher|lower|greater|smaller|larger|better|worse|faster|slower|stronger|weaker|more than|less than|compared (?:to|with)|in comparison|outperform\w*|exceed\w*|than\b|twice as|half as|times (?:as|faster|slower|higher|lower)|the (?:best|worst|highest|lowest|largest|fastest))\b/iu;

/** An effect or association, significant or not, with its direction. */
export const EFFECT =
  /\b(?:signifikant\w*|significant\w*|effekt\w*|effect\w*|einfluss\w*|influence\w*|beeinfluss\w*|affect\w*|wirkt\w*|wirkung\w*|korrel\w*|correlat\w*|zusammenhang\w*|zusammenhäng\w*|associat\w*|relationship|erklär\w* [^.;]{0,30}varianz|explain\w* [^.;]{0,30}variance|führt zu|führen zu|leads? to|led to|reduz\w*|reduc\w*|erhöh\w*|senk\w*|steiger\w*|gestiegen|gesunken|stieg|stiegen|sank|sanken|zugenommen|abgenommen|nahm (?:[^.;]{0,40} )?(?:zu|ab)|increas\w*|decreas\w*|improv\w*|verbesser\w*|verschlechter\w*|hemm\w*|fördert\w*|inhibit\w*|promot\w*|abhängig\w*|depend\w*|prädikt\w*|predict\w*|chance|odds)\b|\b(?:p|β|b|r|OR|R²|R2|d|ω2|η2)\s*[=<>≤≥]\s*[-−]?\.?\d/iu;

/**
 * A purpose put first ("Zur Verbesserung der Cofaktornutzung wird NADH … oxidiert", "To reduce noise, …"):
 * what a step is for, not an effect that was found.
 */
export const OPENING_PURPOSE =
  /^(?:(?:Zur|Zum)\s+(?:\p{Ll}+\s+)?\p{Lu}[\p{L}-]*(?:\s+(?:der|des|von|eines|einer)\s+(?:\p{Ll}+\s+)?[\p{L}-]+)?|(?:In order to|To)\s+[^,]{1,80},)\s*/u;

/** An outcome: what was reached, measured, found. */
export const OUTCOME =
  /\b(?:zeigt\w*|zeigen|ergab\w*|ergibt|ergeben|erreicht\w*|erzielt\w*|belegt|bestätigt\w*|schneidet|schneiden|abgeschnitten|gelingt|gelang|genauigkeit|treffsicherheit|trefferquote|fehlerrate|accuracy|precision|recall|f1|auc|rmse|mae|showed|shows|found|reached|achieved|obtained|yielded|resulted|performs?|performed)\b/iu;

/** Descriptive statistics: means, medians, shares and counts of the data, not outcomes. */
export const DESCRIPTIVE =
  /\b(?:mittelwert\w*|median\w*|durchschnitt\w*|im mittel|arithmetische\w* mittel|standardabweichung\w*|spannweite|minimum|maximum|verteilung|mean|median|average|standard deviation|range|distribution|im datensatz|in the (?:data ?set|sample)|insgesamt (?:\w+ ){0,2}(?:personen|teilnehm\w*|beobachtungen|fälle|datensätze)|n\s*=)\b/iu;

/** A mean set beside the median of the same data describes its distribution, whatever the comparison word. */
export const MEAN_AND_MEDIAN =
  /\b(?:mittelwert\w*|durchschnitt\w*|mean|average)\b[^.;]*\bmedian\w*|\bmedian\w*\b[^.;]*\b(?:mittelwert\w*|durchschnitt\w*|mean|average)\b/iu;

/** What a figure or table shows, described: the slide shows the object itself. */
export const FIGURE_SUBJECT =
  /\b(?:die|diese|folgende|obige|the|this) (?:abbildung|grafik|tabelle|figure|table|graph)\b|^(?:abbildung|abb\.|tabelle|tab\.|figure|fig\.|table)\s*\d|\b(?:abgebildet|dargestellt|depicted|illustrated)\b|^(?:panel|teilabbildung|subfigure)\s+[A-Z]\b/iu;

/** An expectation or prediction (a hypothesis before the test), not an outcome. */
export const EXPECTATION =
  /\b(?:erwartet|vermutet|angenommen wird|expected)\b|\b(?:wird|werden)\b[^;]*\b(?:sein|werden)[.!]?$|\bwill be\b/iu;

/** Doubt and speculation weaken a finding. */
export const HEDGE = new RegExp(
  String.raw`\b(?:vielleicht|möglicherweise|vermutlich|eventuell|womöglich|würden?|wären|könnten?|perhaps|possibly|maybe|might|would|could)\b|${OPENS_WITH_CONJECTURE_LABEL.source}`,
  "iu",
);

/** A sentence that cites others reports their findings, not the thesis's. */
export const CITES = /\((?:[^()]*\b(?:19|20)\d{2}[a-z]?)[^()]*\)|\bet al\.|\[\d+(?:[,–-]\s*\d+)*\]/u;
