/** The sentences that open the core answers: the key finding, the answer to the research question, the limits. */
import { leansOnPrevious } from "../wording/leaning.ts";
import type { AnswerSentence } from "./answer.ts";
import { pool } from "./pools.ts";
import { chapterOf, outsideSentence, type QuestionContext, sentenceOf } from "./question-context.ts";
import { leansBack, namesAnother } from "./spoken-answer.ts";
import { fitsTopic } from "./topics.ts";

/**
 * A finding set against another ("Der Zieldurchsatz wird jedoch … erreicht", "Trotz einer Äquivalenz … ist
 * eine höhere Bearbeitungszeit zu beobachten", "However, …"): an exception or a qualification, rarely the
 * thesis's main result.
 */
const QUALIFIES =
  /^(?:Trotz|Dennoch|Allerdings|Jedoch|Dagegen|Hingegen|However|Nevertheless|Nonetheless|Despite|In contrast)\b|^(?:[^,;]|,\d){0,80}?\s(?:jedoch|allerdings|hingegen|dagegen|however)\b/u;

/** The thesis's most important finding that can be read out: one with a number first, a description last. */
export function keyFinding(ctx: QuestionContext): AnswerSentence | undefined {
  const usable = ctx.thesis.parts.findings.flatMap((f) => {
    const a = f.sentenceId === null ? undefined : ctx.byId.get(f.sentenceId);
    return a && fitsTopic("main-result", a.sentence.role, chapterOf(ctx, a.sentence)) ? [{ f, a }] : [];
  });
  // The thesis's own summing-up ("Zusammenfassend … die höchste Genauigkeit") outranks a single number; a
  // finding that leans on the sentence before ("Wenn sie … gemein haben, steigen …", "Ein weiteres Indiz …")
  // cannot open the answer, one that only leans a little ("Fest steht aber, …") opens it when nothing better does.
  const rank = ({ f, a }: (typeof usable)[number]) =>
    (f.kind === "descriptive" ? 0 : 2) +
    (f.numbers.length > 0 ? 1 : 0) +
    (f.kind === "answer" ? 1.5 : 0) +
    (leansBack(a.spoken) || namesAnother(a.spoken) ? -3 : leansOnPrevious(a.spoken) ? -1 : 0) -
    (QUALIFIES.test(a.sentence.text) ? 1 : 0);
  return usable.sort((x, y) => rank(y) - rank(x) || y.f.score - x.f.score)[0]?.a;
}

/** Id of the answer that stands only in the abstract, spoken as a lead (no body sentence has it). */
const ABSTRACT_ANSWER_ID = -1000;

/**
 * The first sentence of the thesis's answer to its research question that can be read out; where the thesis
 * gives its answer only in the abstract, that answer, as the conclusion slide says it (write/slide-findings.ts).
 */
export function researchAnswer(ctx: QuestionContext): AnswerSentence | undefined {
  const answer = ctx.thesis.parts.answer;
  if (answer && answer.sentenceIds.length === 0) {
    const lead = { id: ABSTRACT_ANSWER_ID, text: answer.text, page: answer.page, score: 1 };
    return outsideSentence({ ...lead, role: "conclusion", flags: ["answer"] }, ctx.language) ?? undefined;
  }
  return (answer?.sentenceIds ?? [])
    .map((id) => ctx.byId.get(id))
    .find((a) => a && fitsTopic("answer", a.sentence.role, chapterOf(ctx, a.sentence)));
}

/** Limitation sentences: those of the limitation role and those understand recognised as limitations. */
export function limitationPool(ctx: QuestionContext): AnswerSentence[] {
  const p = pool(ctx, "limitation");
  const recognised = ctx.thesis.parts.limitations
    .map((l) => sentenceOf(ctx.thesis, l))
    .flatMap((s) => (s ? [ctx.byId.get(s.id)].filter((a): a is AnswerSentence => !!a) : []));
  const out = [...p];
  for (const a of recognised) if (!out.some((x) => x.sentence.id === a.sentence.id)) out.push(a);
  return out.filter(namesALimitation).sort((a, b) => a.sentence.id - b.sentence.id);
}

/**
 * "My study also has several limitations." announces the limitations without naming one: it neither opens
 * the answer on limitations nor is quoted as one.
 */
export const ANNOUNCES_LIMITATIONS =
  /\b(?:einige|mehrere|verschiedene|folgende|gewisse|zwei|drei|vier|some|several|a number of|the following|certain|two|three|four)\s+(?:\p{L}+\s+)?(?:Limitationen|Einschränkungen|Grenzen|Schwächen|limitations|weaknesses|shortcomings)\b/iu;
export const namesALimitation = (a: AnswerSentence) => !ANNOUNCES_LIMITATIONS.test(a.spoken);
