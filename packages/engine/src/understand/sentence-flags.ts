/**
 * What a thesis sentence is flagged as (question, goal, hypothesis, method, result, answer, limitation,
 * outlook, …): from its role, from cue phrases and from the parts recognised in it.
 */
import type { Passage, RecognizedParts, SentenceFlag } from "./schema.ts";
import type { SentenceRole } from "./sentence-role/roles.ts";
import { type LocatedSentence, UNUSABLE_ROLES } from "./sentences.ts";

const ROLE_FLAG: Partial<Record<SentenceRole, SentenceFlag>> = {
  question: "question",
  hypothesis: "hypothesis",
  method: "method",
  result: "result",
  interpretation: "discussion",
  limitation: "limitation",
  conclusion: "conclusion",
  outlook: "outlook",
};

/**
 * What the work itself could not do in full ("Die Fehlerbetrachtung ist nicht vollständig", "Grundanfrage
 * 2.2 konnte nicht vollständig analysiert werden", "The error analysis is incomplete"), not a result that
 * something is incomplete ("Das Substrat wurde nicht vollständig umgesetzt") nor data described in a
 * relative clause ("die Einträge, die unvollständig sind").
 */
const INCOMPLETE_WORK =
  /\b(?:ist|sind|war|waren|bleibt|blieb)\s+(?:\p{Ll}+\s+)?(?:nicht vollständig|unvollständig|lückenhaft)\b|(?<!\b(?:die|der|das|welche[rs]?)\s)\b(?:nicht vollständig|unvollständig|lückenhaft)\s+(?:ist|sind|war|waren|blieb|bleibt)\b|\bnicht vollständig (?:analysiert|untersucht|betrachtet|erfasst|berücksichtigt|abgebildet|bestimmt|geklärt|beantwortet|ausgewertet)\b|\b(?:entsprach|entsprechen|entspricht|entsprachen) nicht vollständig\b|\b(?:is|are|was|were|remains|remained) (?:not complete|incomplete)\b|\bcould not be (?:fully|completely) (?:analy[sz]ed|examined|investigated|evaluated|assessed|answered)\b/iu;

/**
 * Cue words that widen a sentence's kinds beyond its one role (a method sentence that states a number). The
 * deck stages select by these kinds; the list is the one the deck was tuned with.
 */
const CUES: Array<[SentenceFlag, RegExp]> = [
  ["question", /forschungsfrage|fragestellung|research question|\?["“”»«']?$/iu],
  [
    "goal",
    // Not the first part of a compound ("Ziel-Personen", "aim-oriented").
    /\b(ziel|zielsetzung|aim|objective|purpose)\b(?!-)|soll(en)? (untersucht|gezeigt|geklärt)|(this|the) (thesis|paper|study) (aims|investigates|examines)/iu,
  ],
  ["hypothesis", /\bhypothese|\bhypothesis|\bH\d\b/iu],
  [
    "method",
    /methode|methodik|stichprobe|befragung|interview|experiment|messung|erhebung|datensatz|fragebogen|sample|survey|participants|procedure|questionnaire|dataset|measured|design/iu,
  ],
  [
    "result",
    /ergebnis|zeigt sich|zeigen sich|signifikant|ergab|ergaben|result|found|significant|showed|correlat|korrel|mittelwert|durchschnitt|prozent|%/iu,
  ],
  [
    "limitation",
    // "Grenzen der Arbeit / des Modells" or "stößt an seine Grenzen", not the verb of "begrenzen", a compound's
    // "Systemgrenzen" or borders in a quotation ("an ihren materiellen Grenzen").
    // "kritisch" of the work's own results ("kritisch zu sehen", "kritisch anzumerken"), not of an attitude
    // ("Seine Haltung blieb kritisch").
    /limitation|einschränk|(?<!\p{L})grenzen (?:der|dieser|des|dieses|meiner|unserer|solcher)\b|an (?:ihre|seine) grenzen\b|schwäche|kritisch (?:zu (?:sehen|betrachten|bewerten|beurteilen|hinterfragen)|anzumerken|einzuordnen|zu reflektieren)|nicht berücksichtigt|limited|weakness|caveat/iu,
  ],
  ["limitation", INCOMPLETE_WORK],
  [
    "discussion",
    /diskussion|interpret|im vergleich|deutet darauf|spricht dafür|discussion|suggests|indicates/iu,
  ],
  ["conclusion", /zusammenfassend|fazit|abschließend|insgesamt|in summary|to conclude|conclusion|overall/iu],
  [
    "outlook",
    // "künftig" as the adverb ("könnte künftig untersucht werden") or before the work to come ("künftige
    // Studien"), not the future of what is measured ("zukünftige Wertpapierrenditen vorherzusagen").
    /ausblick|künftig(?!e)|künftige[nmrs]?\s+(?:\p{L}+\s+)?(?:arbeit|studie|forschung|untersuchung|projekt|analyse|version|erweiterung|vorhaben)|weitere forschung|weiterführend|future (research|work|stud)|further research|outlook/iu,
  ],
];

/** The kinds a sentence can serve for: its role, cue words, and the parts it was recognised as. */
export function sentenceFlags(s: LocatedSentence, recognised: Set<SentenceFlag> | undefined): SentenceFlag[] {
  const flags = new Set<SentenceFlag>(recognised ?? []);
  const own = ROLE_FLAG[s.role];
  if (own) flags.add(own);
  // Sentences about the text itself or not prose serve for nothing.
  if (UNUSABLE_ROLES.has(s.role)) return [];
  for (const [flag, re] of CUES) if (re.test(s.text)) flags.add(flag);
  return [...flags];
}

/** Which parts each sentence was recognised as, keyed by its exact text. */
export function recognisedFlags(parts: RecognizedParts): Map<string, Set<SentenceFlag>> {
  const out = new Map<string, Set<SentenceFlag>>();
  const recognised: Array<[SentenceFlag, Passage[]]> = [
    ["question", parts.researchQuestions],
    ["goal", parts.goal ? [parts.goal] : []],
    ["hypothesis", parts.hypotheses],
    ["method", parts.method?.passages ?? []],
    ["result", parts.keyResults],
    ["limitation", parts.limitations],
    ["discussion", parts.discussion],
    ["conclusion", parts.conclusion],
    ["outlook", parts.outlook],
  ];
  for (const [flag, passages] of recognised) {
    for (const { text } of passages) {
      const set = out.get(text) ?? new Set<SentenceFlag>();
      set.add(flag);
      out.set(text, set);
    }
  }
  return out;
}
