/**
 * A finding read off a figure ("Wie in Abbildung 3 zu sehen ist, steigt …") is a finding, not a
 * description of the figure.
 */
import { CHART_NOUN, EVALUATIVE, FIG_NUM } from "./chart-words.ts";
import { FINDING_FROM_FIGURE } from "./figure-patterns.ts";

/** A pointer to a figure that hangs off a main clause of its own (", wie in Abbildung 3 zu sehen ist", ", as shown in Figure 2"). */
const SIDE_POINTER = new RegExp(
  [
    String.raw`,\s*(?:wie|as)\s+(?:\S+\s+){0,3}(?:${FIG_NUM}|(?:der|dem|the)\s+${CHART_NOUN})`,
    // "…, welches auf Abbildung 15 auch nochmal graphisch dargestellt ist." / "…, dargestellt in Tabelle 3.1."
    String.raw`^[^,]{40,},\s*(?:welche[rsmn]?|die|der|das|which|that)\s+(?:\S+\s+){0,3}(?:in|auf|im|on)\s+(?:der\s+|dem\s+|the\s+)?${FIG_NUM}[^.;,]{0,50}\.?$`,
    String.raw`^[^,]{30,},\s*(?:dargestellt|abgebildet|aufgeführt|gezeigt|zusammengefasst|visualisiert|shown|depicted|listed|summari[sz]ed)\s+(?:in|im|auf)\s+(?:der\s+|dem\s+)?${FIG_NUM}\.?$`,
  ].join("|"),
  "u",
);

/** Seeing something in a chart and saying what ("sieht man sehr starke Unterschiede", "we observe a clear peak"). */
const SEES_FINDING = new RegExp(
  String.raw`\b(?:sieht man|erkennt man|sehen wir|erkennen wir|man sieht|man erkennt|one can see|we (?:can )?see|we (?:can )?observe|one observes)\b[^.;]{0,40}${EVALUATIVE.source}`,
  "iu",
);

/** A chart shows a change or a difference, qualified ("Abbildung 3 zeigt einen deutlichen Anstieg", "Figure 7 shows a strong increase"). */
const SHOWS_CHANGE =
  /\b(?:zeigt|zeigen|zeigte|zeigten|verdeutlicht|shows?|showed|reveals?|displays?)\s+(?:auch\s+|ebenfalls\s+|also\s+)?(?:einen|eine|ein|a|an)?\s*(?:\p{L}+\s+)?(?:deutlich|stark|starke|signifikant|klar|erheblich|sprunghaft|stetig|kontinuierlich|leicht|clear|strong|significant|marked|sharp|steep|steady|slight|substantial)\p{L}*\s+(?:\p{L}+\s+)?(?:Anstieg|Rückgang|Zunahme|Abnahme|Unterschied|Zusammenhang|Abfall|Einbruch|Trend|Skew|Schiefe|increase|decrease|rise|drop|decline|difference|correlation|relationship|trend|reduction|growth|skew)\p{L}*/iu;

/** An effect or a difference that can be seen in a figure ("In Abbildung 6c ist ein Einfluss der Säure zu erkennen"). */
const EFFECT_VISIBLE =
  /\b(?:ein|eine|einen|kein|keine|keinen)\s+(?:\p{L}+\s+){0,2}(?:Einfluss|Effekt|Unterschied|Zusammenhang|Anstieg|Rückgang|Trend)\b[^.;]{0,60}\b(?:zu erkennen|erkennbar|zu sehen|sichtbar|ersichtlich)\b|\b(?:an|a|no)\s+(?:\p{L}+\s+){0,2}(?:effect|influence|difference|relationship|increase|decrease|trend)\b[^.;]{0,60}\b(?:visible|can be seen|is seen|is evident)\b/iu;

/** "Wie Tabelle 4.5 zeigt, besteht …": a finding read off a figure (also for the older figure rules). */
export function readsFindingOffFigure(text: string): boolean {
  return (
    FINDING_FROM_FIGURE.test(text) ||
    SIDE_POINTER.test(text) ||
    SEES_FINDING.test(text) ||
    SHOWS_CHANGE.test(text) ||
    EFFECT_VISIBLE.test(text)
  );
}
