/**
 * The thesis's findings and its answer to the research question. A finding states an outcome, a comparison
 * or an effect, with its number or direction ("Modell A erreicht 90 % Genauigkeit", "Salz hemmt das
 * Wachstum signifikant"); it is taken from the results, discussion and conclusion chapters and the
 * abstract. Settings ("Das Signifikanzniveau wurde auf 5 % festgelegt"), definitions, method parameters
 * and diagnostics (convergence, normality of residuals) are never findings; descriptive statistics
 * (means, medians, counts) are, but rank last. The answer is the conclusion's (else the discussion's or
 * the abstract's) sentence that answers the question stated in the introduction: it shares its content
 * words and carries an answer cue ("Die Ergebnisse zeigen", "Die Hypothese wurde bestätigt", "In summary").
 * Extractive: every finding and the answer are sentences of the thesis.
 */
import type { ChapterRole } from "../document.ts";
import { memoized } from "../text/memo.ts";
import { extractNumbers } from "../text/numbers.ts";
import { contentTokens, wordCount } from "../text/words.ts";
import type { Finding, FindingKind, Passage, ResearchAnswer } from "./schema.ts";
import { type LocatedSentence, UNUSABLE_ROLES } from "./sentences.ts";

/** What a sentence of a results part states; the last four are not findings. */
export type StatementKind = FindingKind | "setting" | "definition" | "diagnostic" | "none";

// ---------------------------------------------------------------------------------------------------------
// Not findings

/** A value chosen, set or fixed for the analysis: a setting or method parameter, not an outcome. */
const SETTING =
  /\b(?:wurde|wird|werden|wurden|ist|sind)\b[^.;]{0,80}\b(?:gewählt|festgelegt|gesetzt|eingestellt|definiert|vorgegeben|verwendet|genutzt|eingesetzt|angenommen|initialisiert|konfiguriert)\b|\b(?:is|was|are|were)\s+(?:chosen|set|fixed|selected|defined|initiali[sz]ed|configured|used)\b(?:\s+(?:to|at|as|for))?|\b(?:is|was|are|were)\s+(?:obtained|utili[sz]ed|extracted|generated|positioned|inserted|applied)\s+(?:by|from|with|for|at|in|using)\b|\b(?:signifikanzniveau|irrtumswahrscheinlichkeit|significance level|alpha level|konfidenzniveau|confidence level|lernrate|learning rate|hyperparameter\w*|batch[- ]size|epochen|epochs|seed|startwert\w*|schrittweite|time ?step|zeitschritt\w*|gitterweite|mesh size|anzahl der (?:iterationen|durchläufe|bäume|folds)|number of (?:iterations|trees|folds|epochs))\b|\bin der version \d|\bin version \d|\bversion \d+(?:\.\d+)+\b|\b(?:gewählt|festgelegt|gesetzt|eingestellt|verwendet|genutzt|eingesetzt)\s+(?:wird|wurde|werden|wurden)\b|\bziel(?:t|en) darauf ab\b|\bdien(?:t|en) dazu\b|\baims? to\b|\bis used to\b/iu;
/** A sentence that says what a term or measure is. */
const DEFINITION =
  /^(?:(?:der|die|das|ein|eine)\s+)?[\p{L}„"'‚-]+(?:\s+[\p{L}„"'‚“-]+){0,3}\s+(?:ist|sind|bezeichnet|beschreibt|gibt an|misst|bedeutet|versteht man)\b(?!\s+(?:signifikant|deutlich|höher|niedriger|größer|kleiner|besser|schlechter|am\b|mit\b))|\b(?:versteht man|wird definiert|ist definiert als|bezeichnet man|refers to|is defined as|are defined as|is a (?:measure|method|technique|metric)|is an (?:approach|algorithm|indicator)|gibt an, wie|indicates how|describes how|beschreibt, wie)\b|\bist eine (?:brute-force-)?methode\b|\bis a brute[- ]force\b|\b(?:ist|sind) als [^.;]{1,40} bekannt\b|\bis known as\b/iu;
/** Checks of the model or data, not outcomes about the subject. */
const DIAGNOSTIC =
  /\b(?:konverg\w*|converg\w*|normalverteil\w*|normally distributed|normalit\w*|residu\w*|autokorrelation\w*|auto-?correlation\w*|shapiro|kolmogorov|levene|durbin|breusch|multikollinear\w*|multicollinear\w*|\bvif\b|heterosked\w*|heterosced\w*|homosked\w*|homosced\w*|burn-?in|trace ?plots?|degenera\w*|goodness[- ]of[- ]fit|modellgüte|model fit|gleichgewicht der mcmc|mcmc|stationarität|stationarity|\b(?:ist|sind|war|waren|nicht)\s[^.;]{0,40}\bstationär(?!\s+\p{L})|stationäre?[nr]?\s+(?:zeitreihe\w*|reihe\w*|prozess\w*)|(?:is|are|be|not)\s+stationary|stationary\s+(?:time\s+series|series|process\w*)|ausreißer\w*|outliers?|fehlende werte|missing values|overfit\w*|underfit\w*|lernkurve|learning curve)\b/iu;

// ---------------------------------------------------------------------------------------------------------
// Findings

const HYPOTHESIS_DECIDED =
  /\b(?:hypothese\w*|hypothes[ie]s|H\s?\d{1,2}[a-z]?|annahme\w*|vermutung\w*)\b[^.;]{0,200}\b(?:bestätigt|verworfen|widerlegt|abgelehnt|angenommen|gestützt|beibehalten|nicht bestätigt|confirmed|rejected|supported|refuted|not supported|retained|accepted)\b|\b(?:bestätigt|widerlegt|stützt|stützen|confirms?|supports?|refutes?|rejects?)\b[^.;]{0,40}\b(?:hypothese\w*|hypothes[ie]s|annahme\w*)\b|\b(?:konnten|können|konnte|kann)\s(?:wir\s|ich\s)?(?:\p{L}+\s){0,3}(?:hypothese\w*|H\s?\d{1,2}[a-z]?)\s(?:\p{L}+\s)?(?:bestätigen|verwerfen|widerlegen|ablehnen|annehmen|stützen)\b/iu;
/** The sentence says it answers the research question or states what the results show. */
/** The sentence says the aim was reached ("Für die Zielreaktion … konnte das Ziel erreicht werden"). */
const AIM_MET =
  /\b(?:das|dieses|unser|mein) ziel (?:[^.;]{0,60}\s)?(?:erreicht|erfüllt) (?:werden|worden|wurde)\b|\b(?:konnte|wurde|ist) das ziel (?:[^.;]{0,60}\s)?(?:erreicht|erfüllt)\b|\b(?:the|this|our) (?:aim|goal|objective) (?:was|has been|could be) (?:achieved|met|reached|fulfilled)\b/iu;

const ANSWER_CUE =
  /\b(?:die|diese|unsere|meine) (?:ergebnisse|befunde|resultate|analysen?|untersuchung|auswertung\w*|modelle|daten|messungen|messwerte|simulationen|experimente|versuche) (?:zeig\w*|belegen|belegt|deuten|legen nahe|bestätig\w*|machen deutlich|verdeutlich\w*)|\b(?:zeig\w*|belegen|belegt|bestätig\w*|verdeutlich\w*) (?:die|diese|unsere|meine) (?:ergebnisse|befunde|resultate|analysen?|untersuchung|auswertung\w*|modelle|daten|messungen|messwerte|simulationen|experimente|versuche)\b|\bes (?:konnte|kann) (?:gezeigt|festgestellt|nachgewiesen|belegt) werden|\b(?:konnte|können|kann) (?:gezeigt|festgestellt|nachgewiesen|belegt) werden|\b(?:konnte|konnten|kann|können)\s(?:[^.;,]{1,80}\s)?(?:(?:nicht|nur teilweise|teilweise|weitgehend|vollständig)\s)?(?:bestätigt|validiert|widerlegt|verifiziert)\s(?:werden|worden)\b|\bzusammenfassend (?:lässt sich|kann|ist|zeigt)|\b(?:abschließend|insgesamt|letztlich) (?:lässt sich|kann|zeigt sich|bleibt festzuhalten)|\blässt sich (?:festhalten|feststellen|sagen|schlussfolgern|zusammenfassen)|\b(?:forschungsfrage|ausgangsfrage|leitfrage|fragestellung|frage)\b[^.;]{0,160}\b(?:beantwort\w*|bejah\w*|vernein\w*|bestätigt|positiv|negativ)|\bsomit (?:lässt sich|kann|ist|zeigt)|\bdamit (?:ist|kann|lässt sich|wurde gezeigt)|\b(?:the|our|these) (?:results|findings|analyses|analysis) (?:show|showed|suggest|suggested|indicate|indicated|demonstrate|demonstrated|confirm|confirmed|reveal|revealed)|\b(?:it|this) (?:was|could be|has been|is) (?:shown|demonstrated|found)\b|\bin (?:summary|conclusion|sum)\b|\bto (?:summari[sz]e|conclude)\b|\boverall,|\b(?:research question|question)\b[^.;]{0,100}\b(?:answered|affirmed)\b|\bwe (?:found|conclude|showed)\b|\bfest steht\b|\bsteht (?:somit |damit |also )?fest, dass|\b(?:es ist|ist damit|wurde) deutlich geworden|\bit (?:is|has become) clear that/iu;
/** A comparison: more, less, better, faster than something else, a factor, a rank. */
const COMPARISON =
  /\b(?:höher\w*|niedriger\w*|größer\w*|kleiner\w*|geringer\w*|besser\w*|schlechter\w*|schneller\w*|langsamer\w*|stärker\w*|schwächer\w*|mehr als|weniger als|im vergleich|verglichen mit|gegenüber|übertrifft|übertreffen|am (?:besten|schlechtesten|höchsten|niedrigsten|größten|geringsten|schnellsten|stärksten)|doppelt so|halb so|um das \d|\d+(?:[.,]\d+)?[- ]?(?:mal|fach)\b|hälfte|drittel|viertel|higher|lower|greater|smaller|larger|better|worse|faster|slower|stronger|weaker|more than|less than|compared (?:to|with)|in comparison|outperform\w*|exceed\w*|than\b|twice as|half as|times (?:as|faster|slower|higher|lower)|the (?:best|worst|highest|lowest|largest|fastest))\b/iu;
/** An effect or association, significant or not, with its direction. */
const EFFECT =
  /\b(?:signifikant\w*|significant\w*|effekt\w*|effect\w*|einfluss\w*|influence\w*|beeinfluss\w*|affect\w*|wirkt\w*|wirkung\w*|korrel\w*|correlat\w*|zusammenhang\w*|zusammenhäng\w*|associat\w*|relationship|erklär\w* [^.;]{0,30}varianz|explain\w* [^.;]{0,30}variance|führt zu|führen zu|leads? to|led to|reduz\w*|reduc\w*|erhöh\w*|senk\w*|steiger\w*|gestiegen|gesunken|stieg|stiegen|sank|sanken|zugenommen|abgenommen|nahm (?:[^.;]{0,40} )?(?:zu|ab)|increas\w*|decreas\w*|improv\w*|verbesser\w*|verschlechter\w*|hemm\w*|fördert\w*|inhibit\w*|promot\w*|abhängig\w*|depend\w*|prädikt\w*|predict\w*|chance|odds)\b|\b(?:p|β|b|r|OR|R²|R2|d|ω2|η2)\s*[=<>≤≥]\s*[-−]?\.?\d/iu;
/** An outcome: what was reached, measured, found. */
const OUTCOME =
  /\b(?:zeigt\w*|zeigen|ergab\w*|ergibt|ergeben|erreicht\w*|erzielt\w*|belegt|bestätigt\w*|schneidet|schneiden|abgeschnitten|gelingt|gelang|genauigkeit|treffsicherheit|trefferquote|fehlerrate|accuracy|precision|recall|f1|auc|rmse|mae|showed|shows|found|reached|achieved|obtained|yielded|resulted|performs?|performed)\b/iu;
/** Descriptive statistics: means, medians, shares and counts of the data, not outcomes. */
const DESCRIPTIVE =
  /\b(?:mittelwert\w*|median\w*|durchschnitt\w*|im mittel|arithmetische\w* mittel|standardabweichung\w*|spannweite|minimum|maximum|verteilung|mean|median|average|standard deviation|range|distribution|im datensatz|in the (?:data ?set|sample)|insgesamt (?:\w+ ){0,2}(?:personen|teilnehm\w*|beobachtungen|fälle|datensätze)|n\s*=)\b/iu;

/** A mean set beside the median of the same data describes its distribution, whatever the comparison word. */
const MEAN_AND_MEDIAN =
  /\b(?:mittelwert\w*|durchschnitt\w*|mean|average)\b[^.;]*\bmedian\w*|\bmedian\w*\b[^.;]*\b(?:mittelwert\w*|durchschnitt\w*|mean|average)\b/iu;

/** What a figure or table shows, described: the slide shows the object itself. */
const FIGURE_SUBJECT =
  /\b(?:die|diese|folgende|obige|the|this) (?:abbildung|grafik|tabelle|figure|table|graph)\b|^(?:abbildung|abb\.|tabelle|tab\.|figure|fig\.|table)\s*\d|\b(?:abgebildet|dargestellt|depicted|illustrated)\b|^(?:panel|teilabbildung|subfigure)\s+[A-Z]\b/iu;
/** An expectation or prediction (a hypothesis before the test), not an outcome. */
const EXPECTATION =
  /\b(?:erwartet|vermutet|angenommen wird|expected)\b|\b(?:wird|werden)\b[^;]*\b(?:sein|werden)[.!]?$|\bwill be\b/iu;

/** Doubt and speculation weaken a finding. */
const HEDGE =
  /\b(?:vielleicht|möglicherweise|vermutlich|eventuell|womöglich|würden?|wären|könnten?|perhaps|possibly|maybe|might|would|could)\b/iu;

/** Whether a sentence hedges or speaks of what would be: no finding to put in a title. */
export function isHedged(text: string): boolean {
  return HEDGE.test(text);
}
/** A sentence that cites others reports their findings, not the thesis's. */
const CITES = /\((?:[^()]*\b(?:19|20)\d{2}[a-z]?)[^()]*\)|\bet al\.|\[\d+(?:[,–-]\s*\d+)*\]/u;

/** What a sentence of a results part states: a kind of finding, or a setting, definition or diagnostic. */
function statementKindOnce(text: string): StatementKind {
  const t = text.trim();
  // A question, a list's lead-in, a fragment that starts mid-sentence, a figure's description, a forecast.
  if (/[?:]$/.test(t) || !/^["„“]?\p{Lu}/u.test(t) || FIGURE_SUBJECT.test(t) || EXPECTATION.test(t))
    return "none";
  const hypothesis = HYPOTHESIS_DECIDED.test(t);
  const answer = ANSWER_CUE.test(t) || AIM_MET.test(t);
  const comparison = COMPARISON.test(t);
  const effect = EFFECT.test(t);
  if (hypothesis) return "hypothesis";
  // "Der Mittelwert liegt bei 7,95 %, während der Median mit 5,96 % niedriger ausfällt": the shape of the data.
  if (MEAN_AND_MEDIAN.test(t) && !answer) return "descriptive";
  if (DIAGNOSTIC.test(t)) return "diagnostic";
  if (SETTING.test(t) && !answer && !comparison) return "setting";
  if (DEFINITION.test(t) && !answer && !comparison && !/\d/.test(t)) return "definition";
  if (answer) return "answer";
  if (comparison) return "comparison";
  if (effect) return "effect";
  if (DESCRIPTIVE.test(t)) return "descriptive";
  if (OUTCOME.test(t)) return "outcome";
  return "none";
}
export const statementKind = memoized(statementKindOnce);

const KIND_WEIGHT: Record<FindingKind, number> = {
  answer: 5,
  hypothesis: 5,
  comparison: 4,
  effect: 4,
  outcome: 3,
  descriptive: 1,
};

/** Whether a statement kind is a finding at all. */
export function isFindingKind(kind: StatementKind): kind is FindingKind {
  return kind in KIND_WEIGHT;
}

const SOURCE_WEIGHT: Partial<Record<ChapterRole | "front", number>> = {
  results: 2,
  discussion: 1.2,
  conclusion: 1.5,
  front: 1,
};
const RESULTS_HEADING = /ergebnis|resultat|befund|auswertung|evaluation|evaluierung|results?|findings/iu;

/** The chapter role a sentence's findings count under: its chapter's, or "results" under a results heading. */
function sourceRole(s: LocatedSentence): ChapterRole | "front" | null {
  if (s.chapterRole in SOURCE_WEIGHT) return s.chapterRole;
  return s.path.slice(1).some((t) => RESULTS_HEADING.test(t)) ? "results" : null;
}

/** A located sentence with its id among the body sentences (null for the abstract). */
export interface FindingSource extends LocatedSentence {
  id: number | null;
}

/** How strongly a sentence states a finding (0: none); its kind and numbers as printed. */
export function findingScore(s: Pick<LocatedSentence, "text" | "role">, role: ChapterRole | "front"): number {
  const kind = statementKind(s.text);
  if (!isFindingKind(kind)) return 0;
  const words = wordCount(s.text);
  if (words < 5 || words > 60) return 0;
  const numbers = extractNumbers(s.text);
  // A table row read as text, or a formula, is not a statement.
  if (numbers.length > 6 || numbers.length / words > 0.25) return 0;
  let score = KIND_WEIGHT[kind] + (SOURCE_WEIGHT[role] ?? 0);
  if (numbers.length) score += 1 + Math.min(numbers.length, 3) * 0.25;
  if (s.role === "result" || s.role === "conclusion") score += 0.5;
  if (s.role === "background" || s.role === "method" || s.role === "definition") score -= 1.5;
  if (HEDGE.test(s.text)) score -= 1.5;
  if (CITES.test(s.text) && role !== "results") score -= 2;
  if (/^(?:dies|diese[rsmn]?|das|es|er|sie|hier|dabei|this|these|it|here)\b/iu.test(s.text)) score -= 1;
  return Math.max(0, Math.round(score * 100) / 100);
}

/** At most this many findings are kept, best first. */
const MAX_FINDINGS = 16;

/**
 * The thesis's findings, best first: statements of outcome, comparison or effect from the results,
 * discussion and conclusion and the abstract; answers, decided hypotheses, comparisons and effects above
 * plain outcomes, descriptive statistics last; never a setting, definition or diagnostic.
 */
export function findThesisFindings(sentences: FindingSource[]): Finding[] {
  const out: Finding[] = [];
  const sentenceRole = new Map<Finding, ChapterRole | "front">();
  const seen = new Set<string>();
  for (const s of sentences) {
    if (UNUSABLE_ROLES.has(s.role) || seen.has(s.text)) continue;
    const role = sourceRole(s);
    if (!role) continue;
    const score = findingScore(s, role);
    if (score < 4) continue;
    seen.add(s.text);
    const finding: Finding = {
      text: s.text,
      page: s.page,
      sectionId: s.headingId,
      sentenceId: s.id,
      kind: statementKind(s.text) as FindingKind,
      numbers: extractNumbers(s.text),
      score,
    };
    sentenceRole.set(finding, role);
    out.push(finding);
  }
  const best = out.sort((a, b) => b.score - a.score).slice(0, MAX_FINDINGS);
  // The verdicts a closing chapter states ("… konnte das Modell als valide bestätigt werden") stay findings
  // even where the results chapter's many numbers outrank them: a conclusion sums up with them.
  const verdicts = out.filter(
    (f) =>
      !best.includes(f) &&
      (f.kind === "answer" || f.kind === "hypothesis") &&
      CLOSING_ROLES.has(sentenceRole.get(f) ?? ""),
  );
  return [...best, ...verdicts.slice(0, MAX_CLOSING_VERDICTS)];
}

/** Chapters that weigh and close: their verdicts are kept beyond the cap on findings. */
const CLOSING_ROLES = new Set<string>(["discussion", "conclusion"]);
/** At most this many such verdicts beyond the cap. */
const MAX_CLOSING_VERDICTS = 4;

// ---------------------------------------------------------------------------------------------------------
// The answer to the research question

/** Words of a question that say nothing about its subject. */
const QUESTION_WORDS = new Set(
  "frage fragen forschungsfrage fragestellung arbeit untersuchung studie inwiefern inwieweit welche welchen welcher wie ob warum thesis study question research whether which what how extent investigate untersucht untersuchen beschäftigt befasst".split(
    " ",
  ),
);

/** The subject words of the research question(s), hypotheses and goal (their stems, see `stem`). */
function questionWords(question: Passage[]): Set<string> {
  return new Set(question.flatMap((q) => stems(q.text, QUESTION_WORDS)));
}

/** A crude stem, so "Wachstum"/"Wachstums" meet: the first six letters. */
function stem(w: string): string {
  return w.slice(0, Math.min(w.length, 6));
}

/** The stems of a text's content words, compounds split at their hyphens ("ICT-Investitionen"). */
function stems(text: string, without: ReadonlySet<string> = new Set()): string[] {
  return contentTokens(text)
    .flatMap((w) => w.split("-"))
    .filter((w) => w.length >= 3 && !without.has(w))
    .map(stem);
}

/** A sentence that states what was asked or examined, not what came out. */
const RESTATED_QUESTION =
  /(?<!\p{L})(?:untersucht|geprüft|analysiert|betrachtet|überprüfen|prüfen|untersuchen|klären|examined|investigated|analy[sz]ed|tested|examine|investigate|test),? (?:ob|wie|inwiefern|inwieweit|welche\w*|whether|how|if)\b|\?$/iu;

/** A sentence that states what the thesis set out to do or will do ("soll … gefittet werden", "Ziel ist"). */
const AIM =
  /\bsoll(?:en|te|ten)?\s(?:[^.;]{0,160}\s)?werden\b|\bziel\s+(?:dieser|der|des|unserer|meiner)\s|\b(?:zum|als)\s+ziel\s+(?:gesetzt|gemacht|hat|hatte)|\bsich\s+zum\s+ziel\b|\b(?:aims?|aimed|sets?\s+out|purpose\s+of\s+this)\b/iu;

/** Where an answer may stand, best place first. */
const ANSWER_PLACES: Array<ChapterRole | "front"> = ["conclusion", "discussion", "results", "front"];

/**
 * The sentence(s) that answer the research question: in the conclusion, else the discussion, else the
 * results, else the abstract, the sentence with an answer cue (or a decided hypothesis) that shares the most
 * subject words with the question (without one, the title); the sentence after it joins when it continues
 * the answer. What the thesis set out to do is no answer. Null when no sentence both shares its words and
 * reads as an answer.
 */
export function findResearchAnswer(
  sentences: FindingSource[],
  question: Passage[],
  title: string | null = null,
): ResearchAnswer | null {
  // Without a question, hypothesis or aim the thesis's title says what it is about.
  const words = questionWords(
    question.length || !title ? question : [{ text: title, page: null, sectionId: null }],
  );
  if (words.size === 0) return null;
  const asked = new Set(question.map((q) => q.text));
  // The answer's place: the conclusion, else the discussion, the results, the abstract; a thesis without
  // any of them (a case study ending in "Relevante Effekte") answers in its last chapter.
  const last = Math.max(-1, ...sentences.map((s) => s.chapter));
  // There a statement of effect that shares three of the question's words answers without a cue.
  const places: Array<{ at: (s: FindingSource) => boolean; min: number }> = [
    ...ANSWER_PLACES.map((place) => ({ at: (s: FindingSource) => s.chapterRole === place, min: 5 })),
    { at: (s: FindingSource) => s.chapter === last && last >= 0, min: 4 },
  ];
  for (const { at: place, min } of places) {
    // The question restated ("Es wurde untersucht, ob …") is no answer.
    const here = sentences.filter(
      (s) =>
        place(s) &&
        !UNUSABLE_ROLES.has(s.role) &&
        s.role !== "question" &&
        !asked.has(s.text) &&
        !RESTATED_QUESTION.test(s.text) &&
        !AIM.test(s.text),
    );
    let best: { s: FindingSource; score: number } | null = null;
    for (const s of here) {
      const kind = statementKind(s.text);
      if (!isFindingKind(kind) && kind !== "none") continue;
      if (s.role === "outlook" || s.role === "limitation" || HEDGE.test(s.text) || ADVICE.test(s.text))
        continue;
      const shared = new Set(stems(s.text).filter((w) => words.has(w))).size;
      // A decided hypothesis answers what was asked by its nature: one shared word is enough.
      const cue = kind === "answer" || kind === "hypothesis";
      if (shared < (kind === "hypothesis" ? 1 : 2) || (!cue && kind === "none")) continue;
      const score =
        shared +
        (cue ? 3 : 0) +
        (kind === "hypothesis" || kind === "comparison" || kind === "effect" ? 1 : 0);
      if (!best || score > best.score) best = { s, score };
    }
    if (best && best.score >= min) return answerOf(best.s, here);
  }
  return null;
}

/** What would be worth doing is a recommendation, not what came out. */
const ADVICE =
  /(?<!\p{L})(?:sinnvoll|wünschenswert|empfehlenswert|ratsam|sollte[n]?|should|advisable|worthwhile|recommended)(?!\p{L})/iu;

/** At most this many decided hypotheses answer together. */
const MAX_HYPOTHESES = 3;

/** The answer sentence, with the next one when it continues it ("Dabei …", "Insbesondere …"). */
function answerOf(s: FindingSource, here: FindingSource[]): ResearchAnswer {
  // A thesis that tested hypotheses answers with each verdict ("H1 … nicht gestützt", "H3 … bestätigt").
  if (statementKind(s.text) === "hypothesis") {
    const others = here.filter(
      (x) => x !== s && statementKind(x.text) === "hypothesis" && !HEDGE.test(x.text),
    );
    return answerFrom(
      [s, ...others].slice(0, MAX_HYPOTHESES).sort((a, b) => here.indexOf(a) - here.indexOf(b)),
    );
  }
  const at = here.indexOf(s);
  const next = here[at + 1];
  // "The aim was reached" says what came out only with the sentence that says how.
  if (next && AIM_MET.test(s.text) && isFindingKind(statementKind(next.text))) return answerFrom([s, next]);
  const continues =
    next &&
    wordCount(s.text) <= 20 &&
    wordCount(next.text) <= 25 &&
    /^(?:dabei|insbesondere|vor allem|zudem|außerdem|darüber hinaus|in particular|especially|moreover|furthermore)\b/iu.test(
      next.text,
    );
  return answerFrom(continues ? [s, next] : [s]);
}

function answerFrom(parts: FindingSource[]): ResearchAnswer {
  const first = parts[0] as FindingSource;
  return {
    text: parts.map((p) => p.text).join(" "),
    sentenceIds: parts.map((p) => p.id).filter((id): id is number => id !== null),
    page: first.page,
    sectionId: first.headingId,
    fromAbstract: first.chapterRole === "front",
  };
}
