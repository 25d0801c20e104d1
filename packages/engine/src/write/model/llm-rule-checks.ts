/** The single checks the rules for a language model's draft are made of: invented numbers, citations, cuts, … */
import { NumberIndex, numberTokens } from "../../text/numbers.ts";
import { wordCount } from "../../text/words.ts";
import { classifySentence } from "../../understand/sentence-role/classify.ts";
import { UNUSABLE_ROLES } from "../../understand/sentences.ts";
import { citesSource, languageOf } from "../wording/asides.ts";
import { isAnaphoric } from "../wording/bullet-flaw.ts";
import { isFormulaFragment } from "../wording/formula.ts";
import { leansOnPrevious } from "../wording/leaning.ts";
import { speakable } from "../wording/speakable.ts";
import { hasVerb } from "../wording/verbs.ts";
import type { SlideRequest } from "./text-model.ts";

/** What a rule sees besides the text: the request and the numbers the thesis passages contain. */
export interface RuleContext {
  req: SlideRequest;
  numbers: NumberIndex;
}

/** A slide-text rule: why the text may not be used, or null when it obeys the rule. */
export type Rule = (text: string, ctx: RuleContext) => string | null;

/** Most words a title may have (the prompt asks for ten). */
export const MAX_TITLE_WORDS = 12;

/** Notes sentences longer than this are not spoken in one breath. */
export const MAX_SPOKEN_SENTENCE_WORDS = 35;

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

export const HEDGE =
  /\b(?:möglicherweise|eventuell|vermutlich|wahrscheinlich|gewissermaßen|sozusagen|in gewisser weise|tendenziell|perhaps|possibly|presumably|probably|arguably|somewhat|to some extent)\b/iu;

/** Parameters, settings and model diagnostics: numbers that describe the set-up, not what it found. */
const SETTING =
  /\b(?:signifikanzniveau|irrtumswahrscheinlichkeit|alpha-niveau|lernrate|epochen?|batch|seed|hyperparameter|parameter|stichprobengröße|stichprobenumfang|rücklaufquote|cronbachs?|reliabilität|kmo|bartlett|vif|multikollinearität|autokorrelation|durbin|shapiro|levene|normalverteil\p{L}*|konverg\p{L}*|residu\p{L}*|einstellung\p{L}*|definiert|definition|significance level|learning rate|epochs?|sample size|response rate|reliability|multicollinearity|normality|converge\p{L}*|residuals?|settings?|defined|definition)\b/iu;

/** The other language than the talk's. */
export const other = (req: SlideRequest): "de" | "en" => (req.language === "de" ? "en" : "de");

/** Text of at least four words in the other language than the talk's. */
export function inOtherLanguage(text: string, language: "de" | "en"): boolean {
  const found = wordCount(text) >= 4 ? languageOf(text) : null;
  return found !== null && found !== language;
}

/**
 * `hasVerb` in the talk's language: `hasVerb` guesses the language from function words, and a compressed
 * English bullet has few ("Model explained 34 % of variance" read as German has no verb). Two English
 * function words appended tell it the language without adding a verb.
 */
export function hasVerbIn(text: string, language: "de" | "en"): boolean {
  return hasVerb(text) || (language === "en" && hasVerb(`${text} and the`));
}

export const inventedNumbers: Rule = (text, { numbers }) => {
  const unknown = numbers.unknown(text);
  return unknown.length ? `Zahl nicht in der Arbeit: ${[...new Set(unknown)].join(", ")}` : null;
};

export const cites: Rule = (text) => (citesOrPoints(text) ? "Quellenangabe" : null);

export const cutOff: Rule = (text) => (/(?:…|\.\.\.)\s*$/u.test(text) ? "abgebrochen" : null);

/** A sentence about the text (roadmap, figure description, housekeeping) or broken text. */
export const aboutTheText: Rule = (text, { req }) => {
  const role = classifySentence({
    text: /[.!?]$/u.test(text) ? text : `${text}.`,
    chapterRole: "other",
    headingPath: [],
    language: req.language,
  });
  return UNUSABLE_ROLES.has(role) && wordCount(text) >= 4 ? role : null;
};

export const leansBack: Rule = (text) =>
  isAnaphoric(text) || leansOnPrevious(text) || CONNECTOR.test(text)
    ? "stützt sich auf den Satz davor"
    : null;

export const formula: Rule = (text) => (isFormulaFragment(text) ? "Formelzeichen" : null);

export const otherLanguage: Rule = (text, { req }) =>
  inOtherLanguage(text, req.language) ? "andere Sprache als der Vortrag" : null;

/**
 * A results title states one finding: a number the thesis reports in a result, interpretation or conclusion
 * sentence, with a verb, not a parameter, setting, definition or diagnostic.
 */
export const statesFinding: Rule = (text, { req }) => {
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
