/**
 * Cue phrases of research questions, hypotheses and definitions.
 */

const WORK =
  "(?:(?:vorliegenden |die vorliegende |diese |dieser |der |unserer |meiner )(?:Bachelor|Master|Seminar|Haus|Abschluss|Projekt|Studien)?(?:arbeit|thesis)|(?:diese |dieser |der vorliegenden |die vorliegende |dieser vorliegenden )(?:Untersuchung|Studie|Fallstudie|Analyse|Arbeit)|this (?:thesis|study|work|paper|project|research)|the (?:present |current )?(?:thesis|study|work|paper))";
export const QUESTION = new RegExp(
  [
    String.raw`\b(?:Das |Die )?(?:primäre |zentrale |übergeordnete |wesentliche )?Ziel (?:${WORK}|der Untersuchung|ist es,?)\b`,
    String.raw`\b${WORK}\s+(?:hat (?:es sich )?zum Ziel|(?:untersucht|widmet sich|befasst sich|beschäftigt sich|verfolgt das Ziel|soll|möchte|will))\b`,
    String.raw`\b(?:Forschungsfrage|Fragestellung|Leitfrage|Teilfragen|Forschungsfragen)\b.{0,40}\b(?:lautet|lauten|ist daher|ist:|sind:|resultieren|ergeben sich)`,
    String.raw`\b(?:resultieren|ergeben sich) (?:daraus )?die folgenden (?:Teil)?fragen`,
    String.raw`\bDas (?:Interesse|Anliegen) ${WORK}`,
    String.raw`\bwirft die Frage auf\b`,
    String.raw`\b(?:the )?(?:aim|goal|purpose|objective)s? of ${WORK}\b`,
    String.raw`\b${WORK} (?:aim(?:s|ed)? to|seeks? to|investigates|examines|addresses|explores)\b`,
    String.raw`\bresearch questions? (?:is|was|are|were|reads)\b`,
    String.raw`\bZiel (?:ist|war) es\b`,
  ].join("|"),
  "i",
);
export const HYPOTHESIS = new RegExp(
  [
    String.raw`^\s*(?:H|Hypothese\s*|Hypothesis\s*)\d+[a-z]?\s*[:.)]`,
    String.raw`\b(?:stelle|stellen|wird|werden) (?![^.]{0,30}\bkeine\b).{0,30}Hypothesen? (?:auf|formuliert|aufgestellt)`,
    String.raw`\bHypothesen? (?:lautet|lauten|ist|sind)\b`,
    String.raw`\bhypothes[ie]s (?:were|was|are|is) (?:postulated|formulated|tested|derived)\b`,
    String.raw`\b(?:we|I) (?:hypothesi[sz]ed?|expect(?:ed)?|predict(?:ed)?) that\b`,
    String.raw`\b(?:was|were|is|are) (?:expected|hypothesi[sz]ed|predicted) to\b`,
    String.raw`\bEs wird (?:erwartet|angenommen|vermutet), dass\b`,
    String.raw`\b(?:Es ist|ist) (?:zu erwarten|anzunehmen), dass\b.{0,200}\b(?:wird|werden|haben wird|sein wird)\b`,
    String.raw`\bDies würde .{0,60}\bbestätigen\b`,
  ].join("|"),
  "i",
);
export const DEFINITION = new RegExp(
  [
    String.raw`\b(?:ist|sind|wird|werden) (?:hier |dabei |im Folgenden )?(?:definiert|festgelegt) als\b`,
    String.raw`\b(?:wird|werden) (?:auch |im Folgenden |hier )?(?:als .{1,60} )(?:definiert|bezeichnet)\b`,
    String.raw`\bwird .{0,40}\bals .{1,60} bezeichnet\b`,
    String.raw`\bUnter .{1,60} versteht man\b|\bversteht man\b|\bbezeichnet man\b|\bnennt man\b|\b(?:man|wir) (?:bezeichnet|versteht)\b`,
    String.raw`\b(?:definieren|definiert) (?:Sie|sie|er|die Autoren)\b`,
    String.raw`\bEs ist ein Maß (?:dafür|für)\b`,
    String.raw`\b(?:tritt auf|liegt vor), wenn\b`,
    String.raw`\b(?:refers? to|is (?:defined|understood) as|are defined as|is called|are called|denotes)\b`,
    String.raw`\b(?:was|were) defined by \S+(?: \S+){0,3} as\b`,
    String.raw`\bdefined as the number of\b`,
    String.raw`\bim Englischen wird dies als\b`,
    String.raw`\bEs wird definiert als\b`,
    String.raw`^[^,]{3,60} (?:ist|sind|heißt|heißen) [^,]{1,40}, wenn\b`,
    ", auch (?:als )?[^,]{1,30} (?:genannt|bezeichnet),",
  ].join("|"),
  "i",
);

/** "Homophilie ist die Tendenz …", "Der KNN ist ein instanzbasiertes Lernverfahren, das …". */
export const COPULA_DEFINITION =
  /^(?:(?:Der|Die|Das|Ein|Eine) )?(?:Methode (?:des|der) )?(?:[\p{Lu}][\p{L}\p{N}-]*|["„“][\p{L}\p{N} -]{2,40}["“”])(?: (?:mit|des|der|von) [\p{L}\p{N}() -]{1,40})?(?: \([\p{L}\p{N} -]+\))? (?:ist|sind|bezeichnet) (?:also |somit |demnach )?(?:die|der|das|ein|eine) (?:[\p{Ll}-]+ ){0,2}[\p{Lu}][\p{L}-]+(?<tail>,| (?:zur|zum|für|der|des|eines|einer|von|die|das|bei|aus|mit|of|for|that|which)\b)/u;

/**
 * In a results chapter a definition names what the noun is for or opens a clause on it ("Eine
 * Konfusionsmatrix ist eine spezielle Tabelle, die …", "Lernkurven sind ein nützliches Tool zur …"); a noun
 * followed by its genitive is a finding put first ("Auffällig ist der Rückgang der Arbeitslosenquote").
 */
const RESULTS_DEFINITION_TAIL = /^(?:,| (?:zur|zum|für)$)/u;

/** A copula definition ("X ist ein Y, das …"); in a results chapter only the strict form counts. */
export function definesByCopula(text: string, inResults: boolean): boolean {
  const tail = COPULA_DEFINITION.exec(text)?.groups?.tail;
  return tail !== undefined && (!inResults || RESULTS_DEFINITION_TAIL.test(tail));
}
