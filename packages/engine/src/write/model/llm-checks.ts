/**
 * The language model's draft is checked, not trusted. Every bullet, the title and the speaker notes must obey
 * the rules the extractive model obeys (write/wording/) and the slide rules of issue 29: slide text is a
 * compressed statement with a verb that stands alone, cites nothing and invents no number; a results title
 * states a finding with its number, not a setting; notes are first-person speech in the talk's language,
 * without citations, within ±25 % of the slide's word budget.
 *
 * The rules are in `llm-rules.ts`. `vetLlmDraft` applies them: a bullet that breaks one is dropped, a title
 * or notes that break one are replaced by the extractive ones, and the whole slide is the extractive draft
 * when fewer than MIN_BULLETS bullets are left.
 */
import { NumberIndex } from "../../text/numbers.ts";
import { splitSentences } from "../../text/sentences.ts";
import type { Rule, RuleContext } from "./llm-rule-checks.ts";
import { BULLET_RULES, NOTES_RULES, NOTES_SENTENCE_RULES, TITLE_RULES } from "./llm-rules.ts";
import type { SlideDraft, SlideRequest } from "./text-model.ts";

/** What the model answered (zod-checked before it gets here). */
export interface LlmAnswer {
  title: string;
  bullets: string[];
  notes: string;
}

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

/** The conclusion's answer bullet without its label, so the rules see the statement itself. */
function withoutAnswerLabel(text: string, label: string): string {
  return text.startsWith(label) ? text.slice(label.length).trim() : text;
}

// ---------------------------------------------------------------------------------------------------------
// The rules

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
