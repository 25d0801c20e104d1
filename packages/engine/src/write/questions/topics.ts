/**
 * What an examiner asks about, and which sentences may answer it. Every question has one topic; its
 * answer is built only from sentences whose role belongs to that topic (method questions from method
 * sentences, result questions from results and their interpretation, limitation questions from
 * limitations, …). The cue words rank sentences within a topic; they never widen it.
 */

// The groups are part of the exam-question contract the web app shows (packages/contracts).
import { QUESTION_GROUPS, type QuestionGroup } from "@folienwerk/contracts";
import type { ChapterRole } from "../../document.ts";
import { SENTENCE_ROLES, type SentenceRole } from "../../understand/sentence-role/roles.ts";
import { UNUSABLE_ROLES } from "../../understand/sentences.ts";

export { QUESTION_GROUPS, type QuestionGroup };

/** Group headings as printed (English theses get English headings). */
export const GROUP_LABELS: Record<"de" | "en", Record<QuestionGroup, string>> = {
  de: {
    Methodik: "Methodik",
    Ergebnisse: "Ergebnisse",
    Grenzen: "Grenzen",
    "Theorie/Einordnung": "Theorie/Einordnung",
    "Transfer/Ausblick": "Transfer/Ausblick",
  },
  en: {
    Methodik: "Method",
    Ergebnisse: "Results",
    Grenzen: "Limitations",
    "Theorie/Einordnung": "Theory and context",
    "Transfer/Ausblick": "Transfer and outlook",
  },
};

/** Roles that say something about the thesis's subject: every role but the unusable ones. */
const CONTENT_ROLES: SentenceRole[] = SENTENCE_ROLES.filter((r) => !UNUSABLE_ROLES.has(r));

/** Roles a method chapter adds to the method topics: what it says about the data and tools counts too. */
const IN_METHOD_CHAPTER = { method: ["background", "definition"] } as const;

/**
 * The topics, each with its group, the sentence roles its answers may draw on, and the roles that
 * count too when they stand in a chapter of a given role (a method chapter's background sentences
 * describe the data and the tools).
 */
export const TOPICS = {
  "research-question": { group: "Theorie/Einordnung", roles: ["question"] },
  hypotheses: { group: "Theorie/Einordnung", roles: ["hypothesis"] },
  relevance: { group: "Theorie/Einordnung", roles: ["background"] },
  theory: { group: "Theorie/Einordnung", roles: ["definition", "background"] },
  definition: { group: "Theorie/Einordnung", roles: ["definition", "background"] },
  literature: { group: "Theorie/Einordnung", roles: ["interpretation", "conclusion"] },
  design: { group: "Methodik", roles: ["method"], alsoIn: IN_METHOD_CHAPTER },
  "method-contrast": { group: "Methodik", roles: ["method", "conclusion"], alsoIn: IN_METHOD_CHAPTER },
  data: { group: "Methodik", roles: ["method"], alsoIn: IN_METHOD_CHAPTER },
  instrument: { group: "Methodik", roles: ["method"], alsoIn: IN_METHOD_CHAPTER },
  analysis: { group: "Methodik", roles: ["method"], alsoIn: IN_METHOD_CHAPTER },
  // The key finding and the answer to the research question may stand in the interpretation or conclusion.
  "main-result": { group: "Ergebnisse", roles: ["result", "interpretation", "conclusion"] },
  result: { group: "Ergebnisse", roles: ["result", "interpretation"] },
  "hypothesis-test": { group: "Ergebnisse", roles: ["result", "interpretation", "conclusion"] },
  answer: { group: "Ergebnisse", roles: ["conclusion", "result", "interpretation"] },
  discussion: { group: "Ergebnisse", roles: ["interpretation"] },
  limitation: { group: "Grenzen", roles: ["limitation"] },
  hindsight: { group: "Grenzen", roles: ["limitation"] },
  practice: { group: "Transfer/Ausblick", roles: ["conclusion", "interpretation", "outlook"] },
  outlook: { group: "Transfer/Ausblick", roles: ["outlook"] },
  /** A question on one section or chapter: anything said there (the group follows the chapter). */
  section: { group: null, roles: CONTENT_ROLES },
  /** Last resort for very short texts: the whole text. */
  overview: { group: null, roles: CONTENT_ROLES },
} as const satisfies Record<
  string,
  {
    group: QuestionGroup | null;
    roles: readonly SentenceRole[];
    alsoIn?: Partial<Record<ChapterRole, readonly SentenceRole[]>>;
  }
>;
export type TopicId = keyof typeof TOPICS;

/** Whether a sentence of this role, standing in a chapter of that role, may answer a question of this topic. */
export function fitsTopic(topic: TopicId, role: SentenceRole, chapterRole: ChapterRole | null): boolean {
  const t: {
    roles: readonly SentenceRole[];
    alsoIn?: Partial<Record<ChapterRole, readonly SentenceRole[]>>;
  } = TOPICS[topic];
  if (t.roles.includes(role)) return true;
  return chapterRole !== null && (t.alsoIn?.[chapterRole]?.includes(role) ?? false);
}

/** Where a topic is treated in a thesis of the usual build: sentences there answer it best. */
const HOME: Partial<Record<TopicId, readonly ChapterRole[]>> = {
  "research-question": ["introduction"],
  relevance: ["introduction"],
  theory: ["theory"],
  definition: ["theory", "introduction"],
  design: ["method"],
  data: ["method"],
  instrument: ["method"],
  analysis: ["method", "results"],
  "main-result": ["results"],
  result: ["results"],
  discussion: ["discussion"],
  literature: ["discussion"],
  limitation: ["discussion", "conclusion"],
  hindsight: ["discussion", "conclusion"],
  answer: ["conclusion"],
  practice: ["conclusion", "discussion"],
  outlook: ["outlook", "conclusion"],
};

/** Whether a sentence in a chapter of this role stands where the topic is usually treated. */
export function atHome(topic: TopicId, chapterRole: ChapterRole): boolean {
  return HOME[topic]?.includes(chapterRole) ?? false;
}

/**
 * A recommendation for practice: what should (not) be done ("… sollten deprovisioniert werden", "ist von der
 * Verwendung … abzuraten", "should be avoided"), not one for further research ("… sollte untersucht werden",
 * "Future studies should …").
 */
export const RECOMMENDATION =
  /^(?!.*\b(?:untersucht|erforscht|geprüft|analysiert|validiert|evaluiert|investigated|studied|examined|explored|validated|evaluated)\b)(?!.*\b(?:future|further|weitere|zukünftige|künftige|nachfolgende)\s+(?:studies|research|work|Arbeiten|Forschung|Studien|Untersuchungen)\b).*(?:\b(?:sollte|sollten)\b[^.;]{0,160}\b(?:werden|sein)\b|\b(?:werden|sein)\s+(?:sollte|sollten)\b|\b(?:abzuraten|abgeraten|empfiehlt es sich|ist zu empfehlen|empfehlenswert|ratsam|should(?: not)? be|is (?:therefore )?(?:recommended|advisable))\b)/iu;

/**
 * What the thesis did, said of the thesis ("Zusammengefasst untersucht die Bachelorarbeit …", "This thesis
 * examines …"): a recap of its scope, not a consequence of its results.
 */
export const WORK_RECAP =
  /\b(?:die|diese|vorliegende|meine)\s+(?:\p{L}*arbeit|Untersuchung|Studie)\s+(?:\p{L}+\s+){0,2}?(?:untersucht|betrachtet|analysiert|beschreibt|behandelt|vergleicht|beschäftigt sich|befasst sich)\b|\b(?:untersucht|betrachtet|analysiert|beschreibt|behandelt|vergleicht)\s+(?:die|diese|vorliegende|meine)\s+(?:\p{L}*arbeit|Untersuchung|Studie)\b|\b(?:umgesetzt|durchgeführt|realisiert)\s+(?:wird|wurde)\s+die\s+(?:Untersuchung|Studie|Analyse)\b|\b(?:this|the present|my)\s+(?:thesis|study|paper|work)\s+(?:examines|investigates|analy[sz]es|describes|explores|compares)\b/iu;

/** Cue words that make a sentence a better answer to a particular question (German and English). */
export const CUES = {
  justification:
    /geeignet|eignet sich|ermöglich|erlaub|vorteil|gewählt|entschieden|\b(?:deshalb|daher|darum|aufgrund|weil)\b|nicht in der lage|\bum\b[^,.;]{3,80}\bzu\b|\b(?:suitable|suited|allows?|enabl\w*|advantages?|chose|chosen|because|therefore|appropriate|in order to)\b|rather than/iu,
  data: /daten|datensatz|datenbank|stichprobe|teilnehm|proband|befragt|befragung|erhoben|erhebung|gesammelt|gemessen|messung|quelle|zeitraum|umfasst|sample|participant|respondent|\bdata|dataset|collected|recruited|measured|survey/iu,
  literatureSearch:
    /literatur|quellen|recherche|datenbank|studien|auswahl|suchbegriff|literature|sources|search|database|studies|selected/iu,
  analysis:
    /auswert|analys|modell|schätz|test|berechn|statist|regression|signifikan|vergleich|evaluier|software|analy[sz]|model|estimat|comput|calculat|significan|compar/iu,
  relevance:
    /relevan|bedeut|wichtig|zunehmend|immer mehr|herausforder|problem|aktuell|notwendig|important|increas|challeng|growing|need/iu,
  literatureRelation:
    /im einklang|übereinstimm|deckt sich|decken sich|bestätig\w* (?:die|den|das|frühere|bisherige)|(?:im gegensatz zu|entgegen|vergleichbar mit)\w* (?:de[nmr] |den )?(?:früher|bisherig|ander|vorherig)\w* (?:studie|arbeit|untersuchung|befund|ergebnis|autor|forschung|literatur)|frühere\w* (?:studien|arbeiten|untersuchungen)|bisherige\w* (?:studien|forschung|befunde)|forschungsstand|consistent with|in line with|contrary to|previous (?:studies|research|findings)|prior (?:studies|research)|literature|aligns? with|\(\s*\p{Lu}[^()]*\b(?:19|20)\d{2}/iu,
  practice: new RegExp(
    `praxis|praktisch|anwend|unternehmen|empfehl|einsatz|implikation|practice|practical|appli|recommend|implication|setting|screening|${RECOMMENDATION.source}`,
    "iu",
  ),
  hindsight: /hätte|hätten|wäre|wären|könnte|sollte|sinnvoll|would|could|should|might/iu,
  generalise: /übertrag|verallgemein|generalis|generaliz|repräsentativ|representative|stichprobe|sample/iu,
  hypothesis: /hypothes|bestätigt|erwart|widerleg|verworfen|\bH\d|confirm|expected|predicted|direction/iu,
  /** A sentence that states a finding: a number, a comparison, a difference, a test. */
  finding:
    /\d|signifikan|höher|niedriger|größer|kleiner|stärker|schwächer|unterschied|\b(?:zeigt|zeigte|zeigen|ergab|ergaben|beträgt|betrug|erreicht\w*|liegt|liegen|lag|lagen)\b|significan|higher|lower|greater|smaller|stronger|weaker|differ|\b(?:showed|shows|found|reached)\b/iu,
  /** A sentence that gives a cause or reading of a finding ("… da dort die meisten Pfade betrachtet werden"). */
  explanation:
    /\b(?:da|weil|dadurch|deshalb|daher|aufgrund|wegen|zurückzuführen|liegt (?:daran|an)|erklär\w*|ursache\w*|grund|vermutlich|deutet|hindeut\w*|spricht|because|since|due to|caused|attribut\w*|explain\w*|suggest\w*|indicat\w*|reflect\w*|likely)\b/iu,
  theory: /theorie|modell|konzept|ansatz|definiert|begriff|theory|model|concept|approach|defined|framework/iu,
  surprise:
    /überrasch|unerwart|entgegen der erwartung|wider erwarten|surpris|unexpected|contrary to (?:our |the )?expect/iu,
} as const;
