/**
 * The core questions: one per topic the thesis has material for, asked in a fixed order (the research
 * question, the method, the results, the limits, the context), each with the pool that may answer it.
 */
import { contentTokens } from "../../text/words.ts";
import { claimsValueOnly } from "../wording/value-claim.ts";
import type { AnswerSentence } from "./answer.ts";
import { keyFinding, limitationPool, researchAnswer } from "./answer-leads.ts";
import { methodContrast } from "./method-contrast.ts";
import {
  beforeResults,
  hasRole,
  inChapters,
  inResults,
  isLiterature,
  OWN_WORK,
  pool,
  withLead,
} from "./pools.ts";
import { type Candidate, type QuestionContext, say, sentenceOf } from "./question-context.ts";
import { asksOrAims, statesFinding } from "./quoting.ts";
import { leansBack } from "./spoken-answer.ts";
import { CUES, RECOMMENDATION, TOPICS, type TopicId, WORK_RECAP } from "./topics.ts";

/** A core question (tier 0) of the topic's group, in the thesis's language. */
function core(
  ctx: QuestionContext,
  topic: TopicId,
  de: string,
  en: string,
  p: AnswerSentence[],
  extra: Partial<Candidate> = {},
): Candidate {
  return {
    topic,
    group: TOPICS[topic].group ?? "Theorie/Einordnung",
    question: say(ctx, de, en),
    pool: p,
    tier: 0,
    ...extra,
  };
}

/** Why this approach, where the data (or the literature) comes from, how it was analysed. */
function methodCore(ctx: QuestionContext): Candidate[] {
  const sample = ctx.thesis.parts.method?.sampleSizeEvidence;
  const sampleSentence = sample ? sentenceOf(ctx.thesis, sample) : undefined;
  return [
    core(
      ctx,
      "design",
      "Warum haben Sie sich für dieses methodische Vorgehen entschieden?",
      "Why did you choose this methodological approach?",
      // In a literature or tool study most "method" sentences describe the tools; the choice is said of this work.
      pool(ctx, "design", (a) => !isLiterature(ctx) || OWN_WORK.test(a.spoken)),
      { cue: CUES.justification, requireCue: true, must: true },
    ),
    isLiterature(ctx)
      ? core(
          ctx,
          "data",
          "Wie haben Sie die Literatur für Ihre Arbeit ausgewählt?",
          "How did you select the literature for your thesis?",
          pool(ctx, "data"),
          { cue: CUES.literatureSearch, requireCue: true },
        )
      : core(
          ctx,
          "data",
          "Woher stammen Ihre Daten, und woraus besteht Ihre Datengrundlage?",
          "Where does your data come from, and what does it consist of?",
          pool(ctx, "data"),
          {
            cue: CUES.data,
            requireCue: true,
            lead: sampleSentence ? ctx.byId.get(sampleSentence.id) : undefined,
          },
        ),
    core(
      ctx,
      "analysis",
      "Wie haben Sie Ihre Daten ausgewertet?",
      "How did you analyse your data?",
      pool(ctx, "analysis", (a) => !isLiterature(ctx) && a.sentence.chapter !== 0),
      { cue: CUES.analysis, requireCue: true },
    ),
  ];
}

/** The main result, the answer to the research question, their interpretation, the surprise. */
function resultCore(ctx: QuestionContext): Candidate[] {
  const results = inResults(ctx);
  const mainFinding = keyFinding(ctx);
  const answer = researchAnswer(ctx);
  return [
    core(
      ctx,
      "main-result",
      "Was ist das wichtigste Ergebnis Ihrer Arbeit?",
      "What is the most important result of your thesis?",
      // The key finding with its number opens the answer (understand's findings), never a diagnostic.
      withLead(
        pool(
          ctx,
          "main-result",
          (a) => results(a) && a.sentence.role === "result" && statesFinding(a.spoken),
        ),
        mainFinding,
      ),
      // Asked of every thesis with a finding, even when the finding alone is the answer.
      { lead: mainFinding, must: mainFinding !== undefined },
    ),
    core(
      ctx,
      "answer",
      "Wie beantworten Sie Ihre Forschungsfrage?",
      "How do you answer your research question?",
      // The thesis's own answer to its question (the conclusion's verdict), not the method.
      withLead(
        // The thesis's answer sentences wherever they stand, and its conclusions; a claim of the work's
        // value ("bieten wertvolle Einblicke") or a limit of it answers nothing.
        pool(
          ctx,
          "answer",
          (a) =>
            (a.sentence.role === "conclusion" || a.sentence.flags.includes("answer")) &&
            !a.sentence.flags.includes("limitation") &&
            !asksOrAims(a.spoken) &&
            !claimsValueOnly(a.sentence.text),
        ),
        answer,
      ),
      // Asked whenever the thesis answers its question, even in one sentence.
      { lead: answer, must: answer !== undefined },
    ),
    core(
      ctx,
      "discussion",
      "Wie interpretieren Sie Ihre Ergebnisse?",
      "How do you interpret your results?",
      pool(ctx, "discussion", results),
    ),
    core(
      ctx,
      "result",
      "Welches Ergebnis hat Sie am meisten überrascht?",
      "Which result surprised you most?",
      pool(ctx, "result", results),
      { cue: CUES.surprise, requireCue: true },
    ),
  ];
}

/** The main limitations, how far the results generalise, what the student would do differently. */
function limitsCore(ctx: QuestionContext): Candidate[] {
  const limitations = limitationPool(ctx);
  return [
    core(
      ctx,
      "limitation",
      "Wo sehen Sie die wichtigsten Grenzen Ihrer Arbeit?",
      "What are the main limitations of your thesis?",
      limitations,
      // A recognised limitation long enough to say what it is opens the answer (the pool has no sentence that
      // only announces limitations: "My study also has several limitations.").
      {
        lead: limitations.find((a) => ctx.recognised.has(a.sentence.id) && a.words >= 10),
        must: true,
      },
    ),
    core(
      ctx,
      "limitation",
      "Wie weit lassen sich Ihre Ergebnisse verallgemeinern?",
      "How far can your results be generalised?",
      pool(ctx, "limitation"),
      { cue: CUES.generalise, requireCue: true },
    ),
    core(
      ctx,
      "hindsight",
      "Was würden Sie rückblickend anders machen?",
      "What would you do differently in hindsight?",
      pool(ctx, "hindsight"),
      { cue: CUES.hindsight, requireCue: true },
    ),
  ];
}

/** The theory, the place in the research, the relevance, the practice and the outlook. */
function contextCore(ctx: QuestionContext): Candidate[] {
  const theoryChapters = hasRole(ctx, ["theory"])
    ? inChapters(ctx, ["theory"])
    : (a: AnswerSentence) => a.sentence.role === "definition" && beforeResults(ctx, a);
  return [
    core(
      ctx,
      "theory",
      "Auf welchen theoretischen Grundlagen baut Ihre Arbeit auf?",
      "Which theoretical foundations does your thesis build on?",
      pool(ctx, "theory", theoryChapters),
      { cue: CUES.theory },
    ),
    core(
      ctx,
      "literature",
      "Wie ordnen Sie Ihre Ergebnisse in den Forschungsstand ein?",
      "How do your results relate to previous research?",
      pool(ctx, "literature", (a) => CUES.literatureRelation.test(a.sentence.text)),
    ),
    core(
      ctx,
      "relevance",
      "Warum ist Ihr Thema relevant?",
      "Why is your topic relevant?",
      pool(
        ctx,
        "relevance",
        (a) => a.sentence.chapter >= 0 && ctx.chapterRole(a.sentence) === "introduction",
      ),
      { cue: CUES.relevance, requireCue: true },
    ),
    practiceCore(ctx),
    core(
      ctx,
      "outlook",
      "Welche weiterführende Forschung schlagen Sie vor?",
      "What further research do you suggest?",
      pool(ctx, "outlook"),
    ),
  ];
}

/** An opening phrase that points at what came before ("Unter diesem Aspekt …", "In this case …"). */
const POINTS_BACK = /^\p{L}+\s+(?:diese[mnrs]?|jene[mnrs]?|this|these|that)\s/iu;

/**
 * What follows for practice: opened by the thesis's own recommendation where it makes one ("… ist von der
 * Verwendung serverloser Azure Functions abzuraten"), the best-placed that stands alone; never by a recap of
 * what the thesis did.
 */
function practiceCore(ctx: QuestionContext): Candidate {
  const p = pool(ctx, "practice", (a) => !WORK_RECAP.test(a.sentence.text));
  // "Unter diesem Aspekt sollte …" stands alone less well than "Basierend auf den Ergebnissen … ist … abzuraten".
  const pointsBack = (a: AnswerSentence) => (POINTS_BACK.test(a.spoken) ? 1 : 0);
  const recommendation = p
    .filter((a) => RECOMMENDATION.test(a.sentence.text) && !leansBack(a.spoken))
    .sort((x, y) => pointsBack(x) - pointsBack(y) || y.sentence.score - x.sentence.score)[0];
  return core(
    ctx,
    "practice",
    "Welche praktischen Konsequenzen ergeben sich aus Ihren Ergebnissen?",
    "What are the practical implications of your results?",
    p,
    { cue: CUES.practice, requireCue: true, lead: recommendation },
  );
}

/** Which hypotheses, and whether they held: only for a thesis with hypotheses. */
function hypothesisCore(ctx: QuestionContext): Candidate[] {
  if (ctx.thesis.parts.hypotheses.length === 0 && pool(ctx, "hypotheses").length === 0) return [];
  return [
    core(
      ctx,
      "hypotheses",
      "Welche Hypothesen haben Sie aufgestellt?",
      "Which hypotheses did you formulate?",
      pool(ctx, "hypotheses"),
      { enough: 20 },
    ),
    core(
      ctx,
      "hypothesis-test",
      "Haben sich Ihre Hypothesen bestätigt?",
      "Were your hypotheses confirmed?",
      pool(ctx, "hypothesis-test", inResults(ctx)),
      {
        cue: CUES.hypothesis,
        requireCue: true,
        terms: ctx.thesis.parts.hypotheses.flatMap((h) => contentTokens(h.text)),
      },
    ),
  ];
}

/** A summary of the method, opened by the student's own methodology text (when they wrote one). */
function methodologyCore(ctx: QuestionContext): Candidate[] {
  const methodology = ctx.usable.filter((a) => a.sentence.id < 0);
  if (methodology.length === 0) return [];
  return [
    core(
      ctx,
      "design",
      "Können Sie Ihr methodisches Vorgehen kurz zusammenfassen?",
      "Could you briefly summarise your methodological approach?",
      pool(ctx, "design"),
      { lead: methodology[0] },
    ),
  ];
}

/** Core questions: one per topic the thesis has material for; the method contrast, when there is one, second. */
export function coreQuestions(ctx: QuestionContext): Candidate[] {
  const list: Candidate[] = [
    core(
      ctx,
      "research-question",
      "Können Sie Ihre Forschungsfrage und das Ziel Ihrer Arbeit noch einmal genau benennen?",
      "Could you state your research question and the aim of your thesis precisely?",
      pool(ctx, "research-question"),
      { enough: 12 },
    ),
    ...methodCore(ctx),
    ...resultCore(ctx),
    ...limitsCore(ctx),
    ...contextCore(ctx),
    ...hypothesisCore(ctx),
    ...methodologyCore(ctx),
  ];
  const contrast = methodContrast(ctx);
  if (contrast) list.splice(1, 0, contrast);
  return list;
}
