/**
 * The language model's draft is checked, not trusted. Every bullet, the title and the speaker notes must obey
 * the rules the extractive model obeys (write/wording/) and the slide rules of issue 29: slide text is a
 * compressed statement with a verb that stands alone, cites nothing and invents no number; a results title
 * states a finding with its number, not a setting; notes are first-person speech in the talk's language,
 * without citations, within ±25 % of the slide's word budget.
 *
 * One place for new rules: BULLET_RULES, TITLE_RULES and NOTES_RULES below. `vetLlmDraft` applies them: a
 * bullet that breaks one is dropped, a title or notes that break one are replaced by the extractive ones, and
 * the whole slide is the extractive draft when fewer than MIN_BULLETS bullets are left.
 */
import { NumberIndex, numberTokens } from "../../text/numbers.ts";
import { splitSentences } from "../../text/sentences.ts";
import { wordCount } from "../../text/words.ts";
import { classifySentence } from "../../understand/sentence-role.ts";
import { UNUSABLE_ROLES } from "../../understand/sentences.ts";
import { citesSource, languageOf, quotations, quotesSomeoneElse } from "../wording/asides.ts";
import { bulletFlaw, isAnaphoric, startsWithVerb } from "../wording/bullet-flaw.ts";
import { isFormulaFragment } from "../wording/formula.ts";
import { leansOnPrevious } from "../wording/leaning.ts";
import { speakable } from "../wording/speakable.ts";
import { hasVerb } from "../wording/verbs.ts";
import type { SlideDraft, SlideRequest } from "./text-model.ts";

/** What the model answered (zod-checked before it gets here). */
export interface LlmAnswer {
  title: string;
  bullets: string[];
  notes: string;
}

/** What a rule sees besides the text: the request and the numbers the thesis passages contain. */
export interface RuleContext {
  req: SlideRequest;
  numbers: NumberIndex;
}

/** A slide-text rule: why the text may not be used, or null when it obeys the rule. */
export type Rule = (text: string, ctx: RuleContext) => string | null;

/**
 * The label of a conclusion slide's first bullet: the answer to the research question, or (a thesis that
 * states no question) its key conclusion.
 */
export function answerLabel(req: Pick<SlideRequest, "language" | "context">): string {
  const asked = Boolean(req.context.researchQuestion?.trim());
  if (req.language === "de") return asked ? "Antwort auf die Forschungsfrage:" : "Kernaussage:";
  return asked ? "Answer to the research question:" : "Key conclusion:";
}

/** Fewer bullets than this left after the checks: the slide is written extractively. */
const MIN_BULLETS = 2;
/** Most words a title may have (the prompt asks for ten). */
const MAX_TITLE_WORDS = 12;
/** Notes sentences longer than this are not spoken in one breath. */
const MAX_SPOKEN_SENTENCE_WORDS = 35;
/** Slide kinds whose title states one finding with its number. */
const FINDING_TITLE_KINDS = new Set<SlideRequest["kind"]>(["results"]);

// ---------------------------------------------------------------------------------------------------------
// Detectors the extractive text helpers do not have (candidates for write/wording/)

/**
 * A source citation, page reference or footnote mark: what the writer's one detector finds
 * (`citesSource`), or what `speakable` would remove ("(Müller, 2019)", "Cloud12").
 */
function citesOrPoints(text: string): boolean {
  const bare = (s: string) => s.replace(/[\s:•▪●◦]/gu, "");
  return citesSource(text) || bare(speakable(text)) !== bare(text);
}

/** Openers that hedge or join on to a sentence the slide does not show ("Außerdem …", "Moreover …"). */
const CONNECTOR =
  /^(?:außerdem|zudem|darüber hinaus|ferner|weiterhin|ebenfalls|ebenso|auch|zusätzlich|und|aber|oder|zusammenfassend|erstens|zweitens|drittens|schließlich|abschließend|furthermore|moreover|additionally|also|besides|in addition|and|but|in summary|finally|lastly)\b|^(?:first|second|third),/iu;
const HEDGE =
  /\b(?:möglicherweise|eventuell|vermutlich|wahrscheinlich|gewissermaßen|sozusagen|in gewisser weise|tendenziell|perhaps|possibly|presumably|probably|arguably|somewhat|to some extent)\b/iu;

/** Parameters, settings and model diagnostics: numbers that describe the set-up, not what it found. */
const SETTING =
  /\b(?:signifikanzniveau|irrtumswahrscheinlichkeit|alpha-niveau|lernrate|epochen?|batch|seed|hyperparameter|parameter|stichprobengröße|stichprobenumfang|rücklaufquote|cronbachs?|reliabilität|kmo|bartlett|vif|multikollinearität|autokorrelation|durbin|shapiro|levene|normalverteil\p{L}*|konverg\p{L}*|residu\p{L}*|einstellung\p{L}*|definiert|definition|significance level|learning rate|epochs?|sample size|response rate|reliability|multicollinearity|normality|converge\p{L}*|residuals?|settings?|defined|definition)\b/iu;

/** The other language than the talk's. */
const other = (req: SlideRequest): "de" | "en" => (req.language === "de" ? "en" : "de");

/** Text of at least four words in the other language than the talk's. */
function inOtherLanguage(text: string, language: "de" | "en"): boolean {
  const found = wordCount(text) >= 4 ? languageOf(text) : null;
  return found !== null && found !== language;
}

/**
 * `hasVerb` in the talk's language: `hasVerb` guesses the language from function words, and a compressed
 * English bullet has few ("Model explained 34 % of variance" read as German has no verb). Two English
 * function words appended tell it the language without adding a verb.
 */
function hasVerbIn(text: string, language: "de" | "en"): boolean {
  return hasVerb(text) || (language === "en" && hasVerb(`${text} and the`));
}

/** The conclusion's answer bullet without its label, so the rules see the statement itself. */
function withoutAnswerLabel(text: string, label: string): string {
  return text.startsWith(label) ? text.slice(label.length).trim() : text;
}

// ---------------------------------------------------------------------------------------------------------
// The rules

const inventedNumbers: Rule = (text, { numbers }) => {
  const unknown = numbers.unknown(text);
  return unknown.length ? `Zahl nicht in der Arbeit: ${[...new Set(unknown)].join(", ")}` : null;
};
const cites: Rule = (text) => (citesOrPoints(text) ? "Quellenangabe" : null);
const cutOff: Rule = (text) => (/(?:…|\.\.\.)\s*$/u.test(text) ? "abgebrochen" : null);
/** A sentence about the text (roadmap, figure description, housekeeping) or broken text. */
const aboutTheText: Rule = (text, { req }) => {
  const role = classifySentence({
    text: /[.!?]$/u.test(text) ? text : `${text}.`,
    chapterRole: "other",
    headingPath: [],
    language: req.language,
  });
  return UNUSABLE_ROLES.has(role) && wordCount(text) >= 4 ? role : null;
};
const leansBack: Rule = (text) =>
  isAnaphoric(text) || leansOnPrevious(text) || CONNECTOR.test(text)
    ? "stützt sich auf den Satz davor"
    : null;
const formula: Rule = (text) => (isFormulaFragment(text) ? "Formelzeichen" : null);
const otherLanguage: Rule = (text, { req }) =>
  inOtherLanguage(text, req.language) ? "andere Sprache als der Vortrag" : null;

/** Rules every bullet obeys (a conclusion's answer bullet without its label). */
export const BULLET_RULES: Rule[] = [
  cites,
  inventedNumbers,
  cutOff,
  (text) => (/[()[\]]/u.test(text) ? "Klammerzusatz" : null),
  (text, { req }) =>
    wordCount(text) > req.maxWordsPerBullet + 1 ? `zu lang (${wordCount(text)} Wörter)` : null,
  (text) => bulletFlaw(text),
  (text, { req }) => (hasVerbIn(text, req.language) ? null : "ohne Verb"),
  (text) => (startsWithVerb(text) ? "beginnt mit dem Verb" : null),
  leansBack,
  (text) => (HEDGE.test(text) ? "Abschwächung" : null),
  aboutTheText,
  formula,
  otherLanguage,
];

/**
 * A results title states one finding: a number the thesis reports in a result, interpretation or conclusion
 * sentence, with a verb, not a parameter, setting, definition or diagnostic.
 */
const statesFinding: Rule = (text, { req }) => {
  if (!FINDING_TITLE_KINDS.has(req.kind)) return null;
  const numbers = numberTokens(text);
  if (numbers.length === 0) return "Ergebnistitel ohne Zahl";
  if (!hasVerbIn(text, req.language)) return "Ergebnistitel ohne Verb";
  if (SETTING.test(text)) return "Ergebnistitel nennt eine Einstellung oder Prüfgröße";
  const findings = new NumberIndex(
    req.passages
      .filter(
        (p) =>
          ["result", "interpretation", "conclusion"].includes(p.role) ||
          p.flags.some((f) => f === "result" || f === "conclusion"),
      )
      .map((p) => p.text),
  );
  return numbers.some((n) => !findings.has(n)) ? "Zahl im Ergebnistitel aus keinem Ergebnissatz" : null;
};

/** Rules the title obeys. */
export const TITLE_RULES: Rule[] = [
  cites,
  inventedNumbers,
  cutOff,
  (text) => (/[()[\]]/u.test(text) ? "Klammerzusatz" : null),
  (text) => (wordCount(text) > MAX_TITLE_WORDS ? "Titel zu lang" : null),
  (text) => {
    const flaw = bulletFlaw(text);
    return flaw === "meta" || flaw === "figure" || flaw === "context" ? flaw : null;
  },
  leansBack,
  statesFinding,
  otherLanguage,
];

/** Rules the notes as a whole obey. */
export const NOTES_RULES: Rule[] = [
  cites,
  inventedNumbers,
  (text, { req }) =>
    (req.language === "de" ? /\b(?:ich|mein\p{L}*|mir|mich)\b/iu : /\b(?:I|my|me)\b/u).test(text)
      ? null
      : "nicht in der Ich-Form",
  // The student speaks in their own words: no quotation in another language, no long direct quotation.
  (text, { req }) => {
    const quoted = splitSentences(text).find((s) => quotesSomeoneElse(s, req.language));
    if (!quoted) return null;
    const foreign = quotations(quoted).some(
      (q) => inOtherLanguage(q, req.language) || languageOf(q) === other(req),
    );
    return `${foreign ? "Zitat in anderer Sprache" : "wörtliches Zitat"}: „${quoted}“`;
  },
  (text, { req }) => {
    const n = wordCount(text);
    // Nothing may be added, so notes cannot be longer than the passages carry; the floor follows them.
    const carried = req.passages.reduce((a, p) => a + wordCount(p.text), 0);
    const floor = Math.min(req.notesWords, carried) * 0.75;
    return n < floor || n > req.notesWords * 1.25 ? `${n} statt etwa ${req.notesWords} Wörter` : null;
  },
];

/** Rules every sentence of the notes obeys. */
export const NOTES_SENTENCE_RULES: Rule[] = [
  (text) => (wordCount(text) > MAX_SPOKEN_SENTENCE_WORDS ? `Satz zu lang zum Sprechen: „${text}“` : null),
  (text, ctx) => {
    const role = aboutTheText(text, ctx);
    return role === "roadmap" || role === "figure-description"
      ? `über Aufbau oder Abbildung: „${text}“`
      : null;
  },
  (text, ctx) => (otherLanguage(text, ctx) ? `Satz in anderer Sprache: „${text}“` : null),
  // Nothing the deck has already said (openers, hand-overs, sentences).
  (text, { req }) =>
    wordCount(text) >= 4 && (req.said ?? []).some((earlier) => earlier.includes(text.trim()))
      ? `schon gesagt: „${text}“`
      : null,
  (text, ctx) => (formula(text, ctx) ? `Formelzeichen: „${text}“` : null),
];

/** The first rule the text breaks, or null. */
function firstBreach(text: string, rules: Rule[], ctx: RuleContext): string | null {
  for (const rule of rules) {
    const breach = rule(text, ctx);
    if (breach) return breach;
  }
  return null;
}

function notesBreach(notes: string, ctx: RuleContext): string | null {
  return (
    firstBreach(notes, NOTES_RULES, ctx) ??
    splitSentences(notes)
      .map((s) => firstBreach(s, NOTES_SENTENCE_RULES, ctx))
      .find((b) => b !== null) ??
    null
  );
}

/**
 * The model's answer as a slide draft after the checks: bullets that break a rule dropped (at most
 * `maxBullets` kept, the conclusion's answer bullet first), the extractive title or notes where the model's
 * break a rule, and the extractive draft as a whole when fewer than MIN_BULLETS bullets are left.
 * `fallbackReason` lists what was dropped or replaced; `model` is "extractive" only when nothing of the
 * model's answer is left.
 */
export function vetLlmDraft(
  answer: LlmAnswer,
  req: SlideRequest,
  extractive: SlideDraft,
  modelName: string,
): SlideDraft {
  const ctx: RuleContext = {
    req,
    numbers: new NumberIndex([...req.passages.map((p) => p.text), req.context.methodology, req.titleHint]),
  };
  const reasons: string[] = [];
  const label = answerLabel(req);
  const kept: string[] = [];
  for (const raw of answer.bullets) {
    // List marks and end marks are layout, not content.
    const bullet = raw
      .trim()
      .replace(/^(?:[-–•▪*]|\d{1,2}[.)])\s+/u, "")
      .replace(/[.;]+$/u, "");
    const breach = firstBreach(withoutAnswerLabel(bullet, label), BULLET_RULES, ctx);
    if (breach) reasons.push(`Stichpunkt verworfen (${breach}): „${bullet}“`);
    else if (kept.length >= req.maxBullets) reasons.push(`Stichpunkt zu viel: „${bullet}“`);
    else kept.push(bullet);
  }
  if (req.kind === "conclusion") {
    const answerAt = kept.findIndex((b) => b.startsWith(label));
    if (answerAt > 0) kept.unshift(...kept.splice(answerAt, 1));
    if (answerAt < 0) {
      reasons.push("ohne Antwort auf die Forschungsfrage");
      const fromThesis = extractive.bullets.find((b) => b.startsWith(label));
      if (fromThesis) kept.unshift(fromThesis);
    }
  }
  if (kept.length < MIN_BULLETS)
    return { ...extractive, fallbackReason: [...reasons, "zu wenige Stichpunkte übrig"].join("; ") };

  const title = answer.title.trim().replace(/\.$/u, "");
  const titleBreach = firstBreach(title, TITLE_RULES, ctx);
  if (titleBreach) reasons.push(`Titel ersetzt (${titleBreach}): „${title}“`);
  const notes = answer.notes.trim();
  const breach = notesBreach(notes, ctx);
  if (breach) reasons.push(`Sprechernotizen extraktiv (${breach})`);
  return {
    title: titleBreach ? extractive.title : title,
    bullets: kept.slice(0, req.maxBullets),
    notes: breach ? extractive.notes : notes,
    usedIds: extractive.usedIds,
    model: modelName,
    ...(reasons.length ? { fallbackReason: reasons.join("; ") } : {}),
  };
}
