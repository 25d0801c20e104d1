/**
 * Do the exam answers answer their questions (issue 30.1)? Three checks on the questions as delivered
 * (question, answer): the answer's first sentence speaks of the question's topic (a word of the question
 * type's topic list, or of the thesis sentence or title the question quotes); no answer sentence lacks a
 * verb (a garbled sentence read out to an examiner); and a thesis that names limitations gets a question
 * on them. The topic lists are one per question type, German and English, for every field.
 */

import { splitSentences } from "../../text/sentences.ts";
import { lacksVerb } from "../../text/verb-rules.ts";
import { contentTokens } from "../../text/words.ts";

export interface QuestionType {
  id: string;
  /** How the question is worded (German and English). */
  asks: RegExp;
  /** Word stems one of which the answer's first sentence must contain (matched inside compounds). */
  topic: readonly string[];
  /** A construction that counts as well (a justification's "um … zu", "da …"). */
  also?: RegExp;
}

const FINDING_WORDS = [
  "ergebnis",
  "befund",
  "zeigt",
  "zeigte",
  "zeigen",
  "ergab",
  "ergeb",
  "erreicht",
  "beträgt",
  "betrug",
  "höher",
  "niedrig",
  "größer",
  "kleiner",
  "stärker",
  "schwächer",
  "besser",
  "schlechter",
  "signifikan",
  "unterschied",
  "steig",
  "sink",
  "zunahme",
  "abnahme",
  "anstieg",
  "result",
  "finding",
  "found",
  "show",
  "higher",
  "lower",
  "greater",
  "smaller",
  "stronger",
  "weaker",
  "better",
  "worse",
  "significan",
  "differ",
  "increas",
  "decreas",
  "reach",
  "outperform",
  "yield",
  "ergib",
  "stieg",
  "sank",
  "gesunken",
  "abgenommen",
  "zugenommen",
  "erwies",
  "erweist",
  "am besten",
  "die beste",
  "der beste",
  "das beste",
  "höchst",
  "niedrigst",
  "geringst",
  "geeignetst",
  "the best",
  "highest",
  "lowest",
  "most suitable",
  "proved",
  "turned out",
  "fest steht",
  "steht fest",
  "feststell",
  "nachgewiesen",
  "bestätig",
  "confirm",
  "demonstrat",
  "reveal",
] as const;

/** The question types the catalogue asks, each with what its answer must be about. */
export const QUESTION_TYPES: readonly QuestionType[] = [
  {
    id: "main-result",
    asks: /wichtigste Ergebnis|most important result/u,
    topic: FINDING_WORDS,
  },
  {
    id: "answer",
    asks: /beantworten Sie Ihre Forschungsfrage|answer your research question/u,
    topic: [
      ...FINDING_WORDS,
      "forschungsfrage",
      "frage",
      "beantwort",
      "antwort",
      "insgesamt",
      "fazit",
      "schluss",
      "festhalten",
      "konnte",
      "question",
      "answer",
      "conclu",
      "overall",
      "summar",
    ],
  },
  {
    id: "method-choice",
    asks: /methodische Vorgehen entschieden|choose this methodological approach|besser geeignet als|better suited to/u,
    topic: [
      "geeignet",
      "eignet",
      "ermöglich",
      "erlaub",
      "vorteil",
      "gewählt",
      "entschied",
      "weil",
      "daher",
      "deshalb",
      "darum",
      "aufgrund",
      "gegensatz",
      "damit",
      "suitable",
      "suited",
      "allow",
      "enabl",
      "advantage",
      "chose",
      "because",
      "since",
      "therefore",
      "appropriate",
      "order to",
      "contrast",
      "rather than",
    ],
    also: /\bum\b[^,.;]{3,80}\bzu\b|(?:^|,\s*)da\b/iu,
  },
  {
    id: "method",
    asks: /methodisches Vorgehen|methodological approach|vorgegangen|What did you do in/u,
    topic: [
      "method",
      "vorgeh",
      "ansatz",
      "verfahren",
      "design",
      "modell",
      "analys",
      "untersuch",
      "experiment",
      "befrag",
      "studie",
      "daten",
      "messung",
      "gemessen",
      "durchgeführt",
      "erhoben",
      "berechn",
      "simul",
      "approach",
      "model",
      "study",
      "data",
      "measur",
      "conducted",
      "collected",
      "comput",
      "calculat",
    ],
  },
  {
    id: "data",
    asks: /Woher stammen Ihre Daten|Where does your data come from|Literatur für Ihre Arbeit ausgewählt|select the literature/u,
    topic: [
      "daten",
      "stichprobe",
      "teilnehm",
      "proband",
      "befrag",
      "erhob",
      "erheb",
      "gesammelt",
      "gemessen",
      "messung",
      "quelle",
      "umfass",
      "fragebogen",
      "interview",
      "beobacht",
      "korpus",
      "archiv",
      "versuch",
      "literatur",
      "studie",
      "recherch",
      "datenbank",
      "stammen",
      "sample",
      "particip",
      "respond",
      "data",
      "collect",
      "recruit",
      "measur",
      "survey",
      "questionnaire",
      "observ",
      "corpus",
      "source",
      "search",
      "database",
      "studies",
      "literature",
      "experiment",
    ],
  },
  {
    id: "analysis",
    asks: /Daten ausgewertet|analyse your data|in Ihrer Auswertung|in your analysis|eingesetzt\?|did you use/u,
    topic: [
      "auswert",
      "analys",
      "modell",
      "schätz",
      "test",
      "berechn",
      "statist",
      "regress",
      "vergleich",
      "software",
      "verfahren",
      "eingesetzt",
      "verwendet",
      "genutzt",
      "model",
      "estimat",
      "comput",
      "calculat",
      "compar",
      "used",
      "applied",
      "method",
    ],
  },
  {
    id: "research-question",
    asks: /Forschungsfrage und das Ziel|research question and the aim|Ziel Ihrer Arbeit|aim of your thesis/u,
    topic: [
      "ziel",
      "frage",
      "untersuch",
      "arbeit",
      "prüf",
      "klär",
      "aim",
      "goal",
      "question",
      "purpose",
      "investigat",
      "examin",
      "thesis",
      "study",
    ],
  },
  {
    id: "hypotheses",
    asks: /Hypothese|hypothes/u,
    topic: [
      "hypothes",
      "annahme",
      "erwart",
      "bestätig",
      "verworfen",
      "widerleg",
      "expect",
      "assum",
      "confirm",
      "reject",
      "predict",
    ],
  },
  {
    id: "limitation",
    asks: /Grenzen|Einschränkung|verallgemeinern|limitation|generalised/u,
    topic: [
      "grenz",
      "einschränk",
      "limit",
      "beschränk",
      "nicht",
      "kein",
      "lediglich",
      "nur",
      "repräsentativ",
      "verallgemein",
      "übertrag",
      "stichprobe",
      "schwäche",
      "verzerr",
      "unsicher",
      "fehl",
      "rahmen",
      "umfang",
      "übersteig",
      "weakness",
      "only",
      "not",
      "scope",
      "beyond",
      "generalis",
      "generaliz",
      "representative",
      "sample",
      "bias",
      "uncertain",
      "cannot",
      // What may have swayed the results: "…, wodurch Unterschiede … die Ergebnisse beeinflussen könnten".
      "beeinfluss",
      "könnt",
      "influenc",
      "affect",
      "could",
      "might",
    ],
  },
  {
    id: "hindsight",
    asks: /rückblickend|hindsight/u,
    topic: [
      "hätte",
      "wäre",
      "könnte",
      "sollte",
      "würde",
      "künftig",
      "zukünftig",
      "besser",
      "sinnvoll",
      "would",
      "could",
      "should",
      "might",
      "future",
      "better",
    ],
  },
  {
    id: "theory",
    asks: /theoretischen Grundlagen|theoretical foundations|Begriffe sind für Ihre Arbeit zentral|terms are central|Wie definieren Sie|How do you define/u,
    topic: [
      "theori",
      "modell",
      "konzept",
      "ansatz",
      "begriff",
      "definier",
      "grundlage",
      "versteht",
      "bezeichn",
      "framework",
      "theory",
      "theories",
      "model",
      "concept",
      "approach",
      "defin",
      "term",
    ],
  },
  {
    id: "discussion",
    asks: /interpretieren Sie|interpret|erklären Sie den Befund|explain the finding|bedeutet das Ergebnis|result mean|Ergebnisse im|results in|überrascht|surprised/u,
    topic: [
      ...FINDING_WORDS,
      "deut",
      "interpret",
      "erklär",
      "hinweis",
      "überrasch",
      "erwart",
      "suggest",
      "indicat",
      "explain",
      "impl",
      "surpris",
      "expect",
    ],
  },
  {
    id: "literature",
    asks: /Forschungsstand|previous research/u,
    topic: [
      "studie",
      "forschung",
      "literatur",
      "einklang",
      "übereinstimm",
      "bestätig",
      "gegensatz",
      "vergleich",
      "autor",
      "study",
      "studies",
      "research",
      "literature",
      "consistent",
      "line with",
      "contrary",
      "confirm",
      "author",
      "previous",
    ],
  },
  {
    id: "relevance",
    asks: /Thema relevant|topic relevant/u,
    topic: [
      "relevan",
      "bedeut",
      "wichtig",
      "zunehm",
      "herausforder",
      "problem",
      "aktuell",
      "notwendig",
      "important",
      "increas",
      "challeng",
      "grow",
      "need",
      "relevan",
    ],
  },
  {
    id: "practice",
    asks: /praktischen Konsequenzen|practical implications|für die Praxis|practical use/u,
    topic: [
      "praxis",
      "prakt",
      "anwend",
      "unternehm",
      "empfehl",
      "einsatz",
      "implikation",
      "nutzen",
      "kosten",
      "practice",
      "practical",
      "appli",
      "recommend",
      "implication",
      "benefit",
      "cost",
    ],
  },
  {
    id: "outlook",
    asks: /weiterführende Forschung|further research/u,
    topic: [
      "forschung",
      "künftig",
      "zukünft",
      "weiter",
      "untersuch",
      "sollte",
      "könnte",
      "future",
      "research",
      "further",
      "should",
      "could",
    ],
  },
];

/** The question's type, or null for a question none of the types words (a section, a statement). */
export function questionType(question: string): QuestionType | null {
  return QUESTION_TYPES.find((t) => t.asks.test(question)) ?? null;
}

/** What the question quotes: a thesis sentence, a section title or a term („…“, “…”, "…"). */
export function quotedIn(question: string): string[] {
  return [...question.matchAll(/[„“"]([^„“”"]+)[“”"]/gu)].map((m) => m[1] ?? "");
}

/** The answer's sentences without the printed place at its end ("(S. 12, 14)", "(Kap. 4.2)"). */
export function answerSentences(answer: string): string[] {
  const body = answer.replace(/\s*\((?:S\.|pp?\.|Kap\.|Sect\.|Abschn\.)[^()]*\)\s*$/u, "");
  return splitSentences(body);
}

const stem = (w: string) => w.slice(0, 5);

/** True when the sentence speaks of the topic: a stem of the list, or a content word of a quote. */
export function onTopic(
  sentence: string,
  topic: readonly string[],
  quotes: string[],
  also?: RegExp,
): boolean {
  if (also?.test(sentence)) return true;
  const lower = sentence.toLocaleLowerCase("de-DE");
  const words = lower.match(/[\p{L}][\p{L}-]*/gu) ?? [];
  const hasStem = topic.some((t) =>
    t.includes(" ")
      ? lower.includes(t)
      : t.length >= 5
        ? words.some((w) => w.includes(t))
        : words.some((w) => w.startsWith(t)),
  );
  if (hasStem) return true;
  const quoted = new Set(quotes.flatMap((q) => contentTokens(q).map(stem)));
  return contentTokens(sentence).some((w) => quoted.has(stem(w)));
}

export interface QuestionFinding {
  question: string;
  text: string;
}

export interface QuestionChecks {
  /** Answers whose first sentence is not about the question (checked: a question with a type or a quote). */
  offTopic: QuestionFinding[];
  /** Answer sentences without a verb. */
  verbless: QuestionFinding[];
  /** Questions on limitations asked. */
  limitationQuestions: number;
  /** True when the thesis names limitations and no question asks about them. */
  limitationMissing: boolean;
}

/** The three checks over the delivered questions; `limitations` is how many the understanding found. */
export function checkQuestions(
  questions: ReadonlyArray<{ question: string; answer: string; group?: string }>,
  language: "de" | "en",
  limitations: number,
): QuestionChecks {
  const offTopic: QuestionFinding[] = [];
  const verbless: QuestionFinding[] = [];
  for (const q of questions) {
    const sentences = answerSentences(q.answer);
    const type = questionType(q.question);
    const quotes = quotedIn(q.question);
    const first = sentences[0] ?? "";
    if ((type || quotes.length) && !onTopic(first, type?.topic ?? [], quotes, type?.also))
      offTopic.push({ question: q.question, text: first });
    for (const s of sentences) if (lacksVerb(s, language)) verbless.push({ question: q.question, text: s });
  }
  const limitationQuestions = questions.filter(
    (q) => q.group === "Grenzen" || questionType(q.question)?.id === "limitation",
  ).length;
  return {
    offTopic,
    verbless,
    limitationQuestions,
    limitationMissing: limitations > 0 && limitationQuestions === 0,
  };
}
