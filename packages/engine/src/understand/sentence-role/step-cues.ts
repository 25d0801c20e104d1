/**
 * The smaller cues the decision steps use: observations, assumptions, answered questions, findings and
 * recaps of the method.
 */

export const WHITESPACE = /\s+/g;
export const UNUSUAL_SPACE = /\s\s|[\t\n\r\f\v\u00a0\u2000-\u200b\u202f]/;
export const HAS_DIGIT = /\d/;
export const THAT_CLAUSE =
  /\b(?:zeigt|zeigen|zeigte|zu (?:sehen|erkennen)|sieht man|erkennt man|shows?|showed|revealed),? (?:dass|that)\b/i;
export const PAST_OR_PERFECT = /\b(?:wurde|wurden|hat|haben|was|were|has been)\b/i;
export const QUESTION_NOT = /\b(?:Szenari\w*|Auswertung|Simulation|Experiments?|Versuchs|Analyse)\b/;

/** Things are seen in the data ("ist zu erkennen", "sieht man", "zeigt sich"). */
export const OBSERVED =
  /\b(?:zu erkennen|zu sehen|sieht man|erkennt man|zeigt sich|zeigen sich|fällt auf|auffällig|it can be seen|can be observed|was observed|were observed)\b/i;

/** Working assumptions of the method ("Es wird davon ausgegangen, dass …", "assuming that"). */
export const ASSUMPTION =
  /\b(?:wird|werden)\b.{0,60}\b(?:ausgegangen|angenommen)\b|\b(?:Es besteht die Annahme|Die Annahme ist|Hier besteht die Annahme|Hierbei wird die Annahme getroffen)\b|\bassum(?:e|ed|ing) that\b/i;

/** The research question is answered ("Die Ausgangsfrage … wird … bestätigt"). */
export const QUESTION_ANSWERED =
  /\b(?:Ausgangsfrage|Forschungsfrage|Fragestellung|research question|hypothes[ie]s)\b.{0,160}\b(?:bestätigt|beantwortet|widerlegt|answered|confirmed|supported|rejected)\b/i;

/** Explanations that are clearly about this work's data, not general statements. */
export const INTERPRETATION_STRONG =
  /\b(?:deutet|deuten|hindeute|hinweist|Dies bedeutet|Das bedeutet|zurückzuführen|Grund dafür|Erklärung|dementsprechend|folglich|suggests?|indicates?|implies|This means)\b/i;
export const BULLET = /^[•·\-–]\s/;
/**
 * What a sentence under a hypotheses heading expects: "erwartet", an assumption, an English prediction ("will
 * be faster") or a numbered item ("1: …"); the German future tense is PREDICTION below.
 */
export const EXPECTED =
  /\b(?:expected|erwartet|postulated|Annahme|assumption)\b|\bwill (?:be|have|\p{Ll}+)\b|^\s*\d{1,2}\s*[:)]\s+\p{Lu}/iu;
/**
 * A prediction in the German future tense about how the measured thing will behave ("Alle Anfragen werden eine
 * sehr geringe Bearbeitungszeit besitzen", "… wird die zweitschnellste Anfrage darstellen"): "werden" with an
 * infinitive of being, having or showing at the end of the clause, not the passive ("haben" is left out: it
 * ends the perfect too).
 */
export const PREDICTION =
  /\b(?:wird|werden)\b[^.;:]{0,160}\b(?:sein|besitzen|aufweisen|auftreten|darstellen|ausfallen|liegen|steigen|sinken|zunehmen|abnehmen|benötigen|erreichen|zusammenhängen)(?=\s*(?:[.,;]|$))/iu;
export const OUTLOOK_NOT = /^Die Ergebnisse (?:tragen|zeigen)/;
export const PAST_DEFINED_AS = /\b(?:was|were) defined as\b/i;
export const STRENGTH_NOT_LIMIT = /\b(?:followed|employed|including both|assessed several|strengths?)\b/i;
export const AGREES_WITH = /\b(?:stimmig|consistent|in line|aligns)\b/i;
export const RECAP_OF_METHOD =
  /\b(?:wurde|wurden) .{0,80}\b(?:benutzt|durchgeführt|erfasst|umgerechnet|erstellt)\b/i;
export const FINDING_VERB = /\b(?:zeigte|zeigten|zeigen|showed|demonstrated|revealed|found)\b/i;
export const TURNS_OUT = /\b(?:It turns out|Es zeigt sich)\b/i;
export const ANALYSIS_DONE =
  /\b(?:were|was) (?:\w+ )?(?:conducted|used|assessed|fitted|defined|tested|carried out)\b|\bwird .{0,60}verwendet\b/i;
export const ANALYSIS_OUTCOME = /\b(?:revealed|showed|yielded|led to|confirmed)\b|\bindicated (?!by)/i;
export const EXPLORATION_FINDING =
  /\b(?:Histogramm|Korrelationsmatrix|Verteilung|Analyse|Untersuchung)\b.{0,40}\b(?:zeigt|zeigte|ergab)\b/;
export const DATA_QUALITY = /\b(?:Duplikate|Nullwerte|fehlende Werte|missing values|duplicates)\b/i;
export const DESCRIPTIVE_FINDING =
  /\b(?:Interessanterweise|Auffällig ist|arithmetische Mittel|Durchschnitt liegt|Median liegt)\b/;
export const PAST_AUX = /\b(?:was|were)\b/;
export const VGL = /\bvgl\./;
/** Others' studies as the subject ("Frühere Studien zeigen, dass …", "Previous studies have shown …"): what is known. */
export const OTHERS_FOUND =
  /^(?:(?:frühere|bisherige|neue|neuere|aktuelle|andere|zahlreiche|mehrere|einige|viele|verschiedene|empirische)\s+)?(?:Studien|Untersuchungen|Forschungsarbeiten|Arbeiten)\s+(?:haben\s+)?(?:zeigen|zeigten|gezeigt|belegen|belegten|belegt|ergaben|ergeben|kommen|kamen|bestätigen|bestätigten|legen nahe|deuten)\b|^(?:(?:previous|prior|earlier|recent|other|several|many|numerous|some)\s+)?(?:studies|research)\s+(?:has\s+|have\s+)?(?:show|showed|shown|found|suggest|suggested|indicate|indicated|demonstrate|demonstrated)\b/iu;
export const ANSWERING = /\b(?:Um diese Frage zu beantworten|To answer (?:this|the|these))\b/;
export const THIS_WORK_DOES =
  /\b(?:[Ii]n dieser Arbeit|Diese Arbeit|dieser (?:Haus|Bachelor|Master|Seminar)arbeit)\b.{0,80}\b(?:wird|werden|soll)\b/;
export const PASSIVE_AUX = /\b(?:wird|werden|wurde|wurden)\b/;
export const IMPERSONAL_MAN = /\bman\b/;
