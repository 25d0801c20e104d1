/**
 * The reader asked to look at a chart ("Betrachten wir Tabelle 4"), unless a main clause of its own then
 * says what is seen.
 */
import { CHART_NOUN, FIG_NUM } from "./chart-words.ts";

/** The reader is asked to look at a chart ("Wir schauen uns das Histogramm an", "Betrachten wir Tabelle 4", "Let us look at Figure 3"). */
export const LOOK_AT_CHART = new RegExp(
  [
    // The chart is what is looked at, at most three words before it ("Schauen wir uns zunächst die Verteilung in Abbildung 3 an").
    String.raw`^(?:(?:Nun|Zunächst|Zuerst|Dazu|Hierzu|Dafür|Hierfür|Als Nächstes|Anschließend|Jetzt|Hier|Dann)\s+)?(?:schauen|betrachten|sehen|werfen|untersuchen)\s+(?:wir|Sie)\s+(?:uns\s+)?(?:(?:nun|zunächst|jetzt|noch|einmal|kurz|dazu|hierzu|erst)\s+)*(?:einen\s+(?:\p{L}+\s+)?Blick\s+(?:auf|in)\s+)?(?:die\s+|das\s+|den\s+|der\s+|dem\s+)?(?:\p{L}+\s+){0,3}?(?:${FIG_NUM}|${CHART_NOUN})`,
    String.raw`\b(?:wir|ich)\s+(?:schauen|sehen)\s+uns\s+(?:(?:nun|zunächst|jetzt|noch|einmal|kurz|dazu|hierzu|erst)\s+)*(?:die\s+|das\s+|den\s+)?(?:\p{L}+\s+){0,3}?(?:${FIG_NUM}|${CHART_NOUN})[^.;]{0,60}\ban\b`,
    String.raw`\b(?:wir|ich)\s+betrachten\s+(?:(?:nun|zunächst|jetzt|noch|einmal|kurz|dazu|hierzu|erst)\s+)*(?:die\s+|das\s+|den\s+)?(?:${FIG_NUM}|${CHART_NOUN})`,
    String.raw`^Man betrachte\s+(?:\S+\s+){0,3}?(?:${FIG_NUM}|${CHART_NOUN})`,
    String.raw`^(?:(?:Now|First|Next|Finally|Here),?\s+)?(?:let us|let's|we(?: now| first| next)?)\s+(?:turn to|look at|consider|examine|inspect|take a (?:\w+ )?look at)\s+(?:the\s+)?(?:\S+\s+){0,2}?(?:${FIG_NUM}|${CHART_NOUN})`,
    String.raw`^(?:Consider|See)\s+(?:the\s+(?:\S+\s+)?${CHART_NOUN}|${FIG_NUM})`,
  ].join("|"),
  "iu",
);

/** After looking, a main clause of its own says what is seen ("Betrachten wir Abbildung 5, so sehen wir …"). */
export const LOOK_THEN_CLAIM =
  /,\s*(?:so\s+|dann\s+)?(?:sieht|sehen|erkennt|erkennen|zeigt|zeigen|fällt|fallen|wird|werden|ist|sind|lässt|it|we|one|the)\b/iu;
