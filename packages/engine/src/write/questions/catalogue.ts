/**
 * The questions an examiner could ask about this thesis, each with its topic and the sentences that may
 * answer it. Core questions (one per topic) come first, then specific ones on the thesis's own findings,
 * limitations, instruments, procedures, terms and hypotheses, then questions on single sections. A
 * question is only listed when its topic has material; whether it is asked is decided in `ask.ts`.
 */

import type { ChapterRole } from "../../document.ts";
import type { SlidePlan } from "../../plan/schema.ts";
import { escapeRegExp } from "../../text/regexp.ts";
import { splitSentences } from "../../text/sentences.ts";
import { contentTokens, wordCount } from "../../text/words.ts";
import { isFindingKind, statementKind } from "../../understand/findings.ts";
import { STATISTICS } from "../../understand/parts/statistics.ts";
import type { Passage, ThesisSentence, Understanding } from "../../understand/schema.ts";
import { uniqueBy } from "../../unique.ts";
import { bulletFlaw, condense, isTruncated, leansOnPrevious } from "../text.ts";
import { type AnswerSentence, leansBack, quotable, spokenSentence } from "./answer.ts";
import { CUES, fitsTopic, type QuestionGroup, TOPICS, type TopicId } from "./topics.ts";

export interface Candidate {
  topic: TopicId;
  group: QuestionGroup;
  question: string;
  /** Sentences of the topic that may answer it. */
  pool: AnswerSentence[];
  /** Words that make a sentence a better answer to this question. */
  cue?: RegExp;
  /** Asked only when some sentence of the pool has the cue (a "surprise" question needs a surprise). */
  requireCue?: boolean;
  /** The question's own terms (a method's name, a finding's words): sentences with them rank higher. */
  terms?: string[];
  /** The sentence the question is about; it opens the answer. */
  lead?: AnswerSentence;
  /** Words an answer needs to be asked before the others; the research question is often one sentence. */
  enough?: number;
  /** 0 core, 1 specific, 2 one section, 3 the whole text (a last resort). */
  tier: 0 | 1 | 2 | 3;
  /** Asked whenever it has an answer, even short or beyond the count (main result, answer, limitations, method). */
  must?: boolean;
}

/** What every question builder works from: the usable sentences and where they stand. */
export interface QuestionContext {
  language: "de" | "en";
  thesis: Understanding;
  plan: SlidePlan;
  /** Sentences that can be read out whole, in document order (the student's methodology text first). */
  usable: AnswerSentence[];
  byId: Map<number, AnswerSentence>;
  /** Sentences recognised as one of the thesis's parts (research question, key result, limitation, …). */
  recognised: Set<number>;
  chapterRole: (s: ThesisSentence) => ChapterRole | "methodology";
}

const say = (ctx: QuestionContext, de: string, en: string) => (ctx.language === "de" ? de : en);
const quoteMarks = (ctx: QuestionContext, t: string) => (ctx.language === "de" ? `„${t}“` : `“${t}”`);

/** The student's own methodology text (questionnaire step 5) as answer sentences, before the thesis's. */
function methodologySentences(plan: SlidePlan, language: "de" | "en"): AnswerSentence[] {
  return splitSentences(plan.methodology).flatMap((text, i) => {
    const sentence: ThesisSentence = {
      id: -1 - i,
      text,
      page: null,
      chapter: -1,
      sectionId: null,
      score: 2,
      words: wordCount(text),
      role: "method",
      flags: ["method"],
    };
    const spoken = spokenSentence(sentence, language);
    return spoken ? [{ sentence, spoken, words: wordCount(spoken) }] : [];
  });
}

function partPassages(thesis: Understanding): Passage[] {
  const p = thesis.parts;
  return [
    ...p.researchQuestions,
    ...(p.goal ? [p.goal] : []),
    ...p.hypotheses,
    ...(p.method?.passages ?? []),
    ...(p.method?.sampleSizeEvidence ? [p.method.sampleSizeEvidence] : []),
    ...p.keyResults,
    ...p.discussion,
    ...p.limitations,
    ...p.conclusion,
    ...p.outlook,
  ];
}

export function questionContext(thesis: Understanding, plan: SlidePlan): QuestionContext {
  const language = plan.language;
  const usable: AnswerSentence[] = [...methodologySentences(plan, language)];
  for (const sentence of thesis.sentences) {
    const spoken = spokenSentence(sentence, language);
    if (spoken) usable.push({ sentence, spoken, words: wordCount(spoken) });
  }
  const byId = new Map(usable.map((u) => [u.sentence.id, u]));
  const recognised = new Set<number>();
  for (const p of partPassages(thesis)) {
    const s = sentenceOf(thesis, p);
    if (s) recognised.add(s.id);
  }
  return {
    language,
    thesis,
    plan,
    usable,
    byId,
    recognised,
    chapterRole: (s) => (s.chapter < 0 ? "methodology" : (thesis.chapters[s.chapter]?.role ?? "other")),
  };
}

/** The body sentence a recognised passage was taken from (parts drop a leading list marker). */
export function sentenceOf(thesis: Understanding, p: Passage): ThesisSentence | undefined {
  return thesis.sentences.find((s) => s.text === p.text || (s.text.endsWith(p.text) && s.page === p.page));
}

/** The role of the chapter a sentence stands in; the student's methodology text counts as a method chapter. */
export function chapterOf(ctx: QuestionContext, s: ThesisSentence): ChapterRole {
  return s.chapter < 0 ? "method" : (ctx.thesis.chapters[s.chapter]?.role ?? "other");
}

/** Method topics speak of this work's method: the literature reviewed in a theory chapter describes others'. */
const OWN_METHOD = new Set<TopicId>(["design", "data", "instrument", "analysis", "method-contrast"]);

/** Usable sentences of the topic (optionally narrowed further). */
function pool(ctx: QuestionContext, topic: TopicId, where: (a: AnswerSentence) => boolean = () => true) {
  return ctx.usable.filter((a) => {
    const chapter = chapterOf(ctx, a.sentence);
    if (OWN_METHOD.has(topic) && chapter === "theory") return false;
    return fitsTopic(topic, a.sentence.role, chapter) && where(a);
  });
}

const hasRole = (ctx: QuestionContext, roles: ChapterRole[]) =>
  ctx.thesis.chapters.some((c) => roles.includes(c.role));

/** Results stand in the results, discussion and conclusion chapters; in a thesis without them, anywhere. */
function inResults(ctx: QuestionContext): (a: AnswerSentence) => boolean {
  const roles: ChapterRole[] = ["results", "discussion", "conclusion"];
  if (!hasRole(ctx, ["results"])) return (a) => a.sentence.chapter >= 0;
  return (a) => roles.includes(ctx.chapterRole(a.sentence) as ChapterRole);
}

function inChapters(ctx: QuestionContext, roles: ChapterRole[]): (a: AnswerSentence) => boolean {
  return (a) => roles.includes(ctx.chapterRole(a.sentence) as ChapterRole);
}

/** "Ich habe mich für 4 Cluster entschieden" is a decision of the method, not a finding. */
const OWN_WORK_DECISION = /\b(?:ich|wir|I|we)\b/u;

/** A sentence that speaks of the student's own work ("In meiner Arbeit …", "Ich habe …", "We …"). */
const OWN_WORK = /\b(?:ich|wir|meine[rnms]?|unsere[rnms]?|I|we|my|our)\b/u;

/** Terms are defined before the results; a "definition" in a discussion is a misread finding. */
const beforeResults = (ctx: QuestionContext, a: AnswerSentence) =>
  !["results", "discussion", "conclusion", "outlook"].includes(chapterOf(ctx, a.sentence));

/**
 * A literature study by the student's own answer in the questionnaire; the understanding's guess counts only
 * when the student chose mixed methods. It read the aeronautics simulation as a literature work, so its
 * method was never defended: its method sentences are passive, without the "I"/"we" a literature study's
 * choices need.
 */
const isLiterature = (ctx: QuestionContext) =>
  ctx.plan.researchType === "literature" ||
  (ctx.plan.researchType === "mixed_methods" && ctx.thesis.parts.method?.kind === "literature");

/** Core questions: one per topic the thesis has material for. */
export function coreQuestions(ctx: QuestionContext): Candidate[] {
  const c = (
    topic: TopicId,
    de: string,
    en: string,
    p: AnswerSentence[],
    extra: Partial<Candidate> = {},
  ): Candidate => ({
    topic,
    group: TOPICS[topic].group ?? "Theorie/Einordnung",
    question: say(ctx, de, en),
    pool: p,
    tier: 0,
    ...extra,
  });
  const results = inResults(ctx);
  const sample = ctx.thesis.parts.method?.sampleSizeEvidence;
  const sampleSentence = sample ? sentenceOf(ctx.thesis, sample) : undefined;
  const methodology = ctx.usable.filter((a) => a.sentence.id < 0);
  const mainFinding = keyFinding(ctx);
  const answer = researchAnswer(ctx);
  const limitations = limitationPool(ctx);
  const theoryChapters = hasRole(ctx, ["theory"])
    ? inChapters(ctx, ["theory"])
    : (a: AnswerSentence) => a.sentence.role === "definition" && beforeResults(ctx, a);
  const list: Candidate[] = [
    c(
      "research-question",
      "Können Sie Ihre Forschungsfrage und das Ziel Ihrer Arbeit noch einmal genau benennen?",
      "Could you state your research question and the aim of your thesis precisely?",
      pool(ctx, "research-question"),
      { enough: 12 },
    ),
    c(
      "design",
      "Warum haben Sie sich für dieses methodische Vorgehen entschieden?",
      "Why did you choose this methodological approach?",
      // In a literature or tool study most "method" sentences describe the tools; the choice is said of this work.
      pool(ctx, "design", (a) => !isLiterature(ctx) || OWN_WORK.test(a.spoken)),
      { cue: CUES.justification, requireCue: true, must: true },
    ),
    isLiterature(ctx)
      ? c(
          "data",
          "Wie haben Sie die Literatur für Ihre Arbeit ausgewählt?",
          "How did you select the literature for your thesis?",
          pool(ctx, "data"),
          { cue: CUES.literatureSearch, requireCue: true },
        )
      : c(
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
    c(
      "analysis",
      "Wie haben Sie Ihre Daten ausgewertet?",
      "How did you analyse your data?",
      pool(ctx, "analysis", (a) => !isLiterature(ctx) && a.sentence.chapter !== 0),
      { cue: CUES.analysis, requireCue: true },
    ),
    c(
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
    c(
      "answer",
      "Wie beantworten Sie Ihre Forschungsfrage?",
      "How do you answer your research question?",
      // The thesis's own answer to its question (the conclusion's verdict), not the method.
      withLead(
        pool(ctx, "answer", (a) => a.sentence.role === "conclusion" && !asksOrAims(a.spoken)),
        answer,
      ),
      // Asked whenever the thesis answers its question, even in one sentence.
      { lead: answer, must: answer !== undefined },
    ),
    c(
      "discussion",
      "Wie interpretieren Sie Ihre Ergebnisse?",
      "How do you interpret your results?",
      pool(ctx, "discussion", results),
    ),
    c(
      "result",
      "Welches Ergebnis hat Sie am meisten überrascht?",
      "Which result surprised you most?",
      pool(ctx, "result", results),
      { cue: CUES.surprise, requireCue: true },
    ),
    c(
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
    c(
      "limitation",
      "Wie weit lassen sich Ihre Ergebnisse verallgemeinern?",
      "How far can your results be generalised?",
      pool(ctx, "limitation"),
      { cue: CUES.generalise, requireCue: true },
    ),
    c(
      "hindsight",
      "Was würden Sie rückblickend anders machen?",
      "What would you do differently in hindsight?",
      pool(ctx, "hindsight"),
      { cue: CUES.hindsight, requireCue: true },
    ),
    c(
      "theory",
      "Auf welchen theoretischen Grundlagen baut Ihre Arbeit auf?",
      "Which theoretical foundations does your thesis build on?",
      pool(ctx, "theory", theoryChapters),
      { cue: CUES.theory },
    ),
    c(
      "literature",
      "Wie ordnen Sie Ihre Ergebnisse in den Forschungsstand ein?",
      "How do your results relate to previous research?",
      pool(ctx, "literature", (a) => CUES.literatureRelation.test(a.sentence.text)),
    ),
    c(
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
    c(
      "practice",
      "Welche praktischen Konsequenzen ergeben sich aus Ihren Ergebnissen?",
      "What are the practical implications of your results?",
      pool(ctx, "practice"),
      { cue: CUES.practice, requireCue: true },
    ),
    c(
      "outlook",
      "Welche weiterführende Forschung schlagen Sie vor?",
      "What further research do you suggest?",
      pool(ctx, "outlook"),
    ),
  ];
  if (ctx.thesis.parts.hypotheses.length > 0 || pool(ctx, "hypotheses").length > 0) {
    list.push(
      c(
        "hypotheses",
        "Welche Hypothesen haben Sie aufgestellt?",
        "Which hypotheses did you formulate?",
        pool(ctx, "hypotheses"),
        { enough: 20 },
      ),
      c(
        "hypothesis-test",
        "Haben sich Ihre Hypothesen bestätigt?",
        "Were your hypotheses confirmed?",
        pool(ctx, "hypothesis-test", results),
        {
          cue: CUES.hypothesis,
          requireCue: true,
          terms: ctx.thesis.parts.hypotheses.flatMap((h) => contentTokens(h.text)),
        },
      ),
    );
  }
  if (methodology.length > 0) {
    list.push(
      c(
        "design",
        "Können Sie Ihr methodisches Vorgehen kurz zusammenfassen?",
        "Could you briefly summarise your methodological approach?",
        pool(ctx, "design"),
        { lead: methodology[0] },
      ),
    );
  }
  const contrast = methodContrast(ctx);
  if (contrast) list.splice(1, 0, contrast);
  return list;
}

/** The pool with the lead in it (a recognised sentence may have another role than the topic's). */
function withLead(p: AnswerSentence[], lead: AnswerSentence | undefined): AnswerSentence[] {
  return lead && !p.some((a) => a.sentence.id === lead.sentence.id) ? [lead, ...p] : p;
}

/** The thesis's most important finding that can be read out: one with a number first, a description last. */
function keyFinding(ctx: QuestionContext): AnswerSentence | undefined {
  const usable = ctx.thesis.parts.findings.flatMap((f) => {
    const a = f.sentenceId === null ? undefined : ctx.byId.get(f.sentenceId);
    return a && fitsTopic("main-result", a.sentence.role, chapterOf(ctx, a.sentence)) ? [{ f, a }] : [];
  });
  // The thesis's own summing-up ("Zusammenfassend … die höchste Genauigkeit") outranks a single number; a
  // finding that leans on the sentence before ("Wenn sie … gemein haben, steigen …") cannot open the answer,
  // one that only leans a little ("Ein weiteres Indiz …", "Fest steht aber, …") opens it when nothing better does.
  const rank = ({ f, a }: (typeof usable)[number]) =>
    (f.kind === "descriptive" ? 0 : 2) +
    (f.numbers.length > 0 ? 1 : 0) +
    (f.kind === "answer" ? 1.5 : 0) +
    (leansBack(a.spoken) ? -3 : leansOnPrevious(a.spoken) ? -1 : 0);
  return usable.sort((x, y) => rank(y) - rank(x) || y.f.score - x.f.score)[0]?.a;
}

/** The first sentence of the thesis's answer to its research question that can be read out. */
function researchAnswer(ctx: QuestionContext): AnswerSentence | undefined {
  return (ctx.thesis.parts.answer?.sentenceIds ?? [])
    .map((id) => ctx.byId.get(id))
    .find((a) => a && fitsTopic("answer", a.sentence.role, chapterOf(ctx, a.sentence)));
}

/** Limitation sentences: those of the limitation role and those understand recognised as limitations. */
function limitationPool(ctx: QuestionContext): AnswerSentence[] {
  const p = pool(ctx, "limitation");
  const recognised = ctx.thesis.parts.limitations
    .map((l) => sentenceOf(ctx.thesis, l))
    .flatMap((s) => (s ? [ctx.byId.get(s.id)].filter((a): a is AnswerSentence => !!a) : []));
  const out = [...p];
  for (const a of recognised) if (!out.some((x) => x.sentence.id === a.sentence.id)) out.push(a);
  return out.filter(namesALimitation).sort((a, b) => a.sentence.id - b.sentence.id);
}

/** "X sind besser geeignet als Y" in the thesis → "Warum sind X besser geeignet als Y?" in its own words. */
const CONTRAST_DE =
  /(?:^|\s)(?:(?<x1>\p{Lu}[\p{L}\p{N}-]*(?:\s\p{L}[\p{L}\p{N}-]*){0,2})\s+(?<v1>ist|sind)|(?<v2>ist|sind)\s+(?<x2>\p{Lu}[\p{L}\p{N}-]*(?:\s\p{L}[\p{L}\p{N}-]*){0,2}?))\s+(?:deutlich\s+|daher\s+|somit\s+)?besser geeignet\s+als\s+(?<y>\p{L}[\p{L}\p{N}-]*(?:\s\p{L}[\p{L}\p{N}-]*){0,3}?)(?=\s+(?:um|für|zur|zum|zu|wenn|da|weil|bei|in)\b|[,.;])/u;
const CONTRAST_EN =
  /(?:^|\s)(?<x1>\p{Lu}[\p{L}\p{N}-]*(?:\s\p{L}[\p{L}\p{N}-]*){0,2}?)\s+(?<v1>is|are)\s+(?:therefore\s+|thus\s+)?(?:better suited|more suitable|more appropriate)\s+than\s+(?<y>\p{L}[\p{L}\p{N}-]*(?:\s\p{L}[\p{L}\p{N}-]*){0,3}?)(?=\s+(?:for|to|in|because|when|as)\b|[,.;])/u;
const NOT_A_NAME =
  /^(?:\p{L}+(?:weise|entsprechend|dings|halb|mals|wegen)|zusätzlich|insgesamt|folglich|somit|daher|deshalb|außerdem|zudem|hierbei|damit|dadurch|dennoch|jedoch|allerdings|besonders|insbesondere|grundsätzlich|generell|häufig|oft|meist|schließlich|zunächst|letztlich|ebenfalls|auch|nun|heute|so|also|hier|dabei|es|dies|diese[rsmn]?|das|der|die|sie|er|it|this|these|they|there|that)$/iu;

/** The method the thesis prefers over another, when it says so: a question in the thesis's own words. */
function methodContrast(ctx: QuestionContext): Candidate | null {
  const re = ctx.language === "de" ? CONTRAST_DE : CONTRAST_EN;
  for (const a of ctx.usable) {
    const g = re.exec(a.sentence.text)?.groups;
    const x = g?.x1 ?? g?.x2;
    const verb = g?.v1 ?? g?.v2;
    const y = g?.y;
    if (!x || !verb || !y || NOT_A_NAME.test(x.split(" ")[0] ?? "")) continue;
    const terms = contentTokens(`${x} ${y}`);
    const p = pool(ctx, "method-contrast", (s) => {
      const role = ctx.chapterRole(s.sentence);
      const named = contentTokens(s.sentence.text).some((t) => terms.includes(t));
      return s.sentence.id === a.sentence.id || (named && (role === "method" || role === "conclusion"));
    });
    if (!p.some((s) => s.sentence.id === a.sentence.id)) continue;
    return {
      topic: "method-contrast",
      group: "Methodik",
      question: say(
        ctx,
        `Warum ${verb} ${x} für Ihre Fragestellung besser geeignet als ${y}?`,
        `Why ${verb} ${x} better suited to your question than ${y}?`,
      ),
      pool: p,
      cue: CUES.justification,
      terms,
      lead: a,
      // The thesis's own comparison answers it, even alone.
      enough: 12,
      tier: 0,
    };
  }
  return null;
}

/** A sentence short enough to quote in a question, or its first self-contained clause; null otherwise. */
function quote(a: AnswerSentence, maxWords = 16): string | null {
  // A run-in label glued to the sentence ("Modell 1 – Random Forest: Man erkennt …") does not quote well.
  if (!quotable(a.spoken) || /^(?:\S+\s){0,10}\S*:\s/u.test(a.spoken)) return null;
  const t = a.spoken.replace(/[.!]$/, "");
  if (wordCount(t) <= maxWords) return t;
  const clause = condense(t, maxWords);
  if (isTruncated(clause) || bulletFlaw(clause) !== null) return null;
  // The kept clause must be the main clause: "Begann der Trend bei 0,15, findet er sich …" is not.
  const next = t.slice(clause.length).match(/^[,;]?\s*(\p{Ll}+)/u)?.[1];
  return next && !FOLLOWS_MAIN_CLAUSE.test(next) ? null : clause;
}

/** Words that open a clause hanging on the one before it (a conjunction, a relative, a preposition). */
const FOLLOWS_MAIN_CLAUSE =
  /^(?:dass|die|der|das|den|dem|deren|dessen|welche[rsmn]?|wobei|was|wo|weil|da|wenn|als|und|oder|aber|sondern|sodass|so|bis|mit|ohne|auch|jedoch|während|nachdem|obwohl|um|indem|wie|ob|vor|nach|bei|für|in|im|which|that|who|whose|while|whereas|although|because|and|but|or|as|with|since|when|where|if|for|in|of)$/iu;

/** A sentence that raises a question or states the aim ("… muss die Frage erlaubt sein, ob …"). */
const ASKS_OR_AIMS =
  /\bfrage\w*\b[^.]{0,60}?,\s*(?:ob|wie|welche\w*|inwiefern|inwieweit|warum)\b|\bquestion (?:of |is )?(?:whether|how|why)\b|\bzum ziel gesetzt|\bzum ziel gemacht|\bziel (?:meiner|dieser|der) (?:\p{L}*arbeit|untersuchung|studie)\b|\bziel (?:ist|war) es\b|\b(?:the )?(?:aim|goal|purpose) of (?:my|this|the) (?:thesis|study|work|paper)\b/iu;

/** Raises the question or states the aim without answering it: no answer to the research question. */
function asksOrAims(text: string): boolean {
  return ASKS_OR_AIMS.test(text) && statementKind(text) !== "answer";
}

/** A sentence that states a finding of a kind worth asking about (not a setting, a diagnostic or a mean). */
function statesFinding(text: string): boolean {
  const kind = statementKind(text);
  return isFindingKind(kind) && kind !== "descriptive" && !REFERS_TO_DEFINITION.test(text);
}

/** "Yij zeigt, wie in 2.3 definiert, …": notation explained, not a finding. */
const REFERS_TO_DEFINITION =
  /\b(?:wie in|siehe|as defined in|see)\s+(?:Kapitel\s+|Abschnitt\s+|Section\s+)?\d+(?:\.\d+)*\s*(?:definiert|defined)?/iu;

/** Findings asked about one by one: the ranked findings first, then the recognised key results, then the rest. */
const FINDINGS = 6;

/** One question per finding: the finding in the thesis's words, answered with it and its interpretation. */
function resultQuestions(ctx: QuestionContext): Candidate[] {
  const results = inResults(ctx);
  // A finding is explained by what it means, not by a mean or a setting beside it.
  const p = pool(ctx, "result", results).filter(
    (a) => !["descriptive", "setting", "diagnostic"].includes(statementKind(a.spoken)),
  );
  const phrasings: Array<[string, string]> = [
    ["Wie erklären Sie den Befund", "How do you explain the finding"],
    ["Was bedeutet das Ergebnis", "What does the result mean"],
    ["Wie interpretieren Sie den Befund", "How do you interpret the finding"],
  ];
  // The understanding's ranked findings first, then the recognised key results, then other result sentences;
  // only what states a finding: "The Nußelt number was then calculated …" is a step, a mean beside its median
  // a description of the data.
  const inPool = (ids: Array<number | null | undefined>) =>
    ids.flatMap((id) => p.filter((x) => x.sentence.id === id));
  const ranked = inPool(
    [...ctx.thesis.parts.findings]
      .filter((f) => f.kind !== "descriptive")
      .sort((a, b) => b.score - a.score)
      .map((f) => f.sentenceId),
  );
  const key = inPool(ctx.thesis.parts.keyResults.map((kr) => sentenceOf(ctx.thesis, kr)?.id));
  const others = p
    .filter((x) => x.sentence.role === "result" && CUES.finding.test(x.spoken))
    .sort((a, b) => b.sentence.score - a.sentence.score);
  const findings = uniqueBy([...ranked, ...key, ...others], (a) => a.sentence.id)
    .filter((x) => !OWN_WORK_DECISION.test(x.spoken) && statesFinding(x.spoken))
    .flatMap((lead) => {
      const q = quote(lead, 18);
      return q ? [{ lead, q }] : [];
    });
  return findings.slice(0, FINDINGS).map(({ lead, q }, i) => {
    const [de, en] = phrasings[i % phrasings.length] as [string, string];
    return {
      topic: "result" as const,
      group: "Ergebnisse" as const,
      question: say(ctx, `${de} ${quoteMarks(ctx, q)}?`, `${en} ${quoteMarks(ctx, q)}?`),
      pool: p,
      terms: contentTokens(lead.spoken),
      lead,
      tier: 1 as const,
    };
  });
}

/**
 * "My study also has several limitations." announces the limitations without naming one: it neither opens
 * the answer on limitations nor is quoted as one.
 */
const ANNOUNCES_LIMITATIONS =
  /\b(?:einige|mehrere|verschiedene|folgende|gewisse|zwei|drei|vier|some|several|a number of|the following|certain|two|three|four)\s+(?:\p{L}+\s+)?(?:Limitationen|Einschränkungen|Grenzen|Schwächen|limitations|weaknesses|shortcomings)\b/iu;
const namesALimitation = (a: AnswerSentence) => !ANNOUNCES_LIMITATIONS.test(a.spoken);

/** One question per stated limitation, asking the student to explain it. */
function limitationQuestions(ctx: QuestionContext): Candidate[] {
  const p = pool(ctx, "limitation").filter(namesALimitation);
  return p.flatMap((lead) => {
    const q = quote(lead, 18);
    if (!q) return [];
    return [
      {
        topic: "limitation" as const,
        group: "Grenzen" as const,
        question: say(
          ctx,
          `Können Sie die Einschränkung ${quoteMarks(ctx, q)} genauer erläutern?`,
          `Could you explain the limitation ${quoteMarks(ctx, q)} in more detail?`,
        ),
        pool: p.filter((x) => x.sentence.chapter === lead.sentence.chapter),
        terms: contentTokens(lead.spoken),
        lead,
        tier: 1 as const,
      },
    ];
  });
}

const nameRe = (name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "iu");

/** One question per instrument or tool the method names (scales, questionnaires, software). */
function instrumentQuestions(ctx: QuestionContext): Candidate[] {
  const names = ctx.thesis.parts.method?.instruments ?? [];
  const asked: string[] = [];
  const out: Candidate[] = [];
  for (const name of names) {
    if (name.length < 3 || asked.some((a) => a.includes(name) || name.includes(a))) continue;
    const re = nameRe(name);
    const p = pool(ctx, "instrument", (a) => re.test(a.sentence.text));
    if (p.length === 0) continue;
    asked.push(name);
    const the =
      ctx.language === "en" && /(?:scale|questionnaire|inventory|index|test)\b/i.test(name) ? "the " : "";
    out.push({
      topic: "instrument",
      group: "Methodik",
      question: say(
        ctx,
        `Wie haben Sie ${name} in Ihrer Untersuchung eingesetzt?`,
        `How did you use ${the}${name} in your study?`,
      ),
      pool: p,
      cue: CUES.justification,
      terms: contentTokens(name),
      tier: 1,
    });
  }
  return out;
}

/** One question per statistical procedure, named as the thesis names it ("ERGM", "Cronbach's alpha"). */
function procedureQuestions(ctx: QuestionContext): Candidate[] {
  const labels = new Set(ctx.thesis.parts.method?.statistics ?? []);
  const out: Candidate[] = [];
  for (const [label, re] of STATISTICS) {
    if (!labels.has(label)) continue;
    const once = new RegExp(re.source, re.flags.replace("g", ""));
    const p = pool(ctx, "analysis", (a) => once.test(a.sentence.text));
    if (p.length === 0) continue;
    // German names change with the case ("logistischer Regression"): the label is the name; English ones do not.
    const term =
      ctx.language === "de"
        ? `das Verfahren „${label}“`
        : mostFrequent(p.map((a) => once.exec(a.sentence.text)?.[0] ?? "").filter(Boolean));
    if (!term) continue;
    const why = p.some((a) => CUES.justification.test(a.sentence.text));
    out.push({
      topic: "analysis",
      group: "Methodik",
      question: why
        ? say(ctx, `Warum haben Sie ${term} eingesetzt?`, `Why did you use ${term}?`)
        : say(
            ctx,
            `Wie haben Sie ${term} in Ihrer Auswertung eingesetzt?`,
            `How did you use ${term} in your analysis?`,
          ),
      pool: p,
      cue: CUES.justification,
      terms: contentTokens(`${label} ${term}`),
      tier: 1,
    });
  }
  return out;
}

function mostFrequent(items: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const i of items) counts.set(i, (counts.get(i) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The term a definition defines ("Unter X versteht man …", "X bezeichnet …", "X is defined as …"). */
const DEFINES: RegExp[] = [
  /^Unter (?:dem Begriff |einer |einem |einen |der |dem |den )?„?(?<t>[\p{L}][\p{L}\p{N}-]*(?: [\p{L}\p{N}-]+){0,2}?)“? (?:versteht man|wird|werden)\b/u,
  /^(?:Der Begriff |Die Bezeichnung |Ein |Eine |Der |Die |Das )?„?(?<t>\p{Lu}[\p{L}\p{N}-]*(?: [\p{L}\p{N}-]+){0,2}?)“? (?:ist definiert als|wird definiert als|bezeichnet|beschreibt|bedeutet|meint|sind|ist) (?:als |die |der |das |ein |eine |einen |im )/u,
  /^(?:The term |An? |The )?“?(?<t>\p{Lu}[\p{L}\p{N}-]*(?: [\p{L}\p{N}-]+){0,2}?)”? (?:is|are) (?:defined as|referred to as|understood as|described as)\b/u,
  /^“?(?<t>\p{Lu}[\p{L}\p{N}-]*(?: [\p{L}\p{N}-]+){0,2}?)”? refers to\b/u,
];

/** One question per defined term: "Wie definieren Sie „Homophilie“?" answered from its definition. */
function definitionQuestions(ctx: QuestionContext): Candidate[] {
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const a of pool(ctx, "definition", (x) => x.sentence.role === "definition" && beforeResults(ctx, x))) {
    const term = DEFINES.map((re) => re.exec(a.spoken)?.groups?.t).find(Boolean);
    if (!term || NOT_A_NAME.test(term.split(" ")[0] ?? "") || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    const re = nameRe(term);
    // A term of the thesis comes back; a word that only opens this one sentence does not.
    if (ctx.thesis.sentences.filter((x) => re.test(x.text)).length < 3) continue;
    out.push({
      topic: "definition",
      group: "Theorie/Einordnung",
      question: say(
        ctx,
        `Wie definieren Sie ${quoteMarks(ctx, term)} in Ihrer Arbeit?`,
        `How do you define ${quoteMarks(ctx, term)} in your thesis?`,
      ),
      pool: pool(ctx, "definition", (x) => re.test(x.sentence.text)),
      terms: contentTokens(term),
      lead: a,
      tier: 1,
    });
  }
  return out;
}

/** One question per hypothesis the results speak to by its label ("H1"). */
function hypothesisQuestions(ctx: QuestionContext): Candidate[] {
  const results = inResults(ctx);
  return ctx.thesis.parts.hypotheses.flatMap((h) => {
    const label = /^\s*(H\s?\d+[a-z]?|Hypothes[ei]s?\s*\d+)/iu.exec(h.text)?.[1];
    if (!label) return [];
    const re = nameRe(label);
    const p = pool(ctx, "hypothesis-test", (a) => results(a) && re.test(a.sentence.text));
    return p.length
      ? [
          {
            topic: "hypothesis-test" as const,
            group: "Ergebnisse" as const,
            question: say(
              ctx,
              `Hat sich Ihre Hypothese ${label} bestätigt?`,
              `Was hypothesis ${label} confirmed?`,
            ),
            pool: p,
            cue: CUES.hypothesis,
            tier: 1 as const,
          },
        ]
      : [];
  });
}

/** Specific questions, interleaved so that no single kind crowds out the others. */
export function specificQuestions(ctx: QuestionContext): Candidate[] {
  const lists = [
    resultQuestions(ctx),
    limitationQuestions(ctx),
    procedureQuestions(ctx),
    instrumentQuestions(ctx),
    definitionQuestions(ctx),
    hypothesisQuestions(ctx),
  ];
  const out: Candidate[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++)
    for (const l of lists) {
      const c = l[i];
      if (c) out.push(c);
    }
  return out;
}

const SECTION_GROUP: Record<ChapterRole, QuestionGroup> = {
  introduction: "Theorie/Einordnung",
  theory: "Theorie/Einordnung",
  method: "Methodik",
  results: "Ergebnisse",
  discussion: "Ergebnisse",
  conclusion: "Ergebnisse",
  outlook: "Transfer/Ausblick",
  other: "Theorie/Einordnung",
};

/** Titles that name only the part of the thesis ("Ergebnisse"): a question on them says nothing. */
const GENERIC_TITLE =
  /^(?:einleitung|einführung|theorie|theoretische grundlagen|grundlagen|methode|methoden|methodik|material und methoden?|ergebnisse|diskussion|fazit|zusammenfassung|ausblick|resümee|schluss(?:betrachtung)?|introduction|theory|background|methods?|materials and methods|results|discussion|conclusions?|summary|outlook)$/iu;

/** Ways to ask about one section ("im Abschnitt" / "der Abschnitt"), taken in turn. */
const SECTION_PHRASINGS: Array<
  (place: { dat: string; nom: string; title: string }) => { de: string; en: string }
> = [
  ({ dat, title }) => ({
    de: `Was ist das Wichtigste ${dat} ${title}?`,
    en: `What is the key point ${dat} ${title}?`,
  }),
  ({ nom, title }) => ({
    de: `Welche Kernaussage hat ${nom} ${title}?`,
    en: `What is the central message of ${nom} ${title}?`,
  }),
  ({ dat, title }) => ({
    de: `Was wollten Sie ${dat} ${title} vor allem zeigen?`,
    en: `What did you mainly want to show ${dat} ${title}?`,
  }),
];

/** Questions on single sections (then whole chapters), largest first, answered from that section alone. */
export function sectionQuestions(ctx: QuestionContext): Candidate[] {
  const places = ctx.thesis.chapters.flatMap((ch, i) => [
    ...ch.sections.map((s) => ({
      chapter: i,
      role: ch.role,
      title: s.title,
      words: s.words,
      id: s.headingId,
    })),
    { chapter: i, role: ch.role, title: ch.title, words: ch.words, id: null as string | null },
  ]);
  return places
    .filter((place) => !GENERIC_TITLE.test(place.title.trim()))
    .sort((a, b) => b.words - a.words)
    .map((place, i): Candidate => {
      const here = (a: AnswerSentence) =>
        a.sentence.chapter === place.chapter && (place.id === null || a.sentence.sectionId === place.id);
      const title = quoteMarks(ctx, place.title);
      const kind = place.id
        ? say(ctx, "im Abschnitt", "in the section")
        : say(ctx, "im Kapitel", "in the chapter");
      const base = { group: SECTION_GROUP[place.role], tier: 2 as const };
      if (place.role === "method")
        return {
          ...base,
          topic: "design",
          question: say(
            ctx,
            `Wie sind Sie ${kind} ${title} vorgegangen?`,
            `What did you do ${kind} ${title}?`,
          ),
          pool: pool(ctx, "design", here),
        };
      if (place.role === "results")
        return {
          ...base,
          topic: "result",
          question: say(
            ctx,
            `Was zeigen Ihre Ergebnisse ${kind} ${title}?`,
            `What do your results ${kind} ${title} show?`,
          ),
          pool: pool(ctx, "result", here),
        };
      const phrase = SECTION_PHRASINGS[i % SECTION_PHRASINGS.length] as (typeof SECTION_PHRASINGS)[number];
      const nom = place.id
        ? say(ctx, "der Abschnitt", "the section")
        : say(ctx, "das Kapitel", "the chapter");
      const { de, en } = phrase({ dat: kind, nom, title });
      return {
        ...base,
        topic: "section",
        question: say(ctx, de, en),
        pool: pool(ctx, "section", here),
      };
    });
}

/** Last resort for very short texts: questions any text answers, on the whole text (sentences may repeat). */
export function overviewQuestions(ctx: QuestionContext): Candidate[] {
  const all = pool(ctx, "overview");
  const general: Array<[QuestionGroup, string, string, RegExp, boolean]> = [
    [
      "Theorie/Einordnung",
      "Worum geht es in Ihrer Arbeit?",
      "What is your thesis about?",
      /ziel|arbeit|untersuch|aim|thesis|study/iu,
      false,
    ],
    [
      "Theorie/Einordnung",
      "Was ist das Ziel Ihrer Arbeit?",
      "What is the aim of your thesis?",
      // The aim of this work, not any aim ("Anlaß, Ziel und Wirkung des Textes").
      /\bziel (?:meiner|dieser|der|unserer|des|von) |\bzum ziel\b|\bziel (?:ist|war) es\b|\bzielsetzung|\b(?:aim|goal|purpose|objective) of (?:my|this|the|our) |\baim(?:s|ed)? (?:to|at)\b/iu,
      true,
    ],
    [
      "Theorie/Einordnung",
      "Welches Problem behandelt Ihre Arbeit?",
      "Which problem does your thesis address?",
      /problem|herausforder|schwierig|fehler|challenge|difficult/iu,
      true,
    ],
    [
      "Theorie/Einordnung",
      "Von welcher Ausgangslage gehen Sie aus?",
      "What is the starting point of your thesis?",
      /momentan|derzeit|bisher|bislang|aktuell|bereits|currently|so far|already/iu,
      true,
    ],
    [
      "Theorie/Einordnung",
      "Welche Begriffe sind für Ihre Arbeit zentral?",
      "Which terms are central to your thesis?",
      /begriff|definiert|bezeichnet|steht für|genannt|term|defined|called|stands for/iu,
      true,
    ],
    [
      "Methodik",
      "Wie sind Sie bei der Bearbeitung des Themas vorgegangen?",
      "How did you approach the topic?",
      /vorgehen|zunächst|anschließend|schritt|überprüft|approach|first|then|step/iu,
      true,
    ],
    [
      "Theorie/Einordnung",
      "Welche Zahlen stützen Ihre Argumentation?",
      "Which figures support your argument?",
      // A number of its own, not a symbol's index ("im R2 Raum").
      /(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?(?![\p{L}\p{N}])/u,
      true,
    ],
    [
      "Transfer/Ausblick",
      "Welchen Nutzen hat Ihre Arbeit für die Praxis?",
      "What is the practical use of your thesis?",
      /praxis|unternehmen|kosten|aufwand|nutzen|practice|company|cost|benefit/iu,
      true,
    ],
    [
      "Theorie/Einordnung",
      "Was ist die zentrale Aussage Ihrer Arbeit?",
      "What is the central message of your thesis?",
      /zeigt|ergebnis|zentral|ziel|shows|result|aim/iu,
      false,
    ],
  ];
  return general.map(([group, de, en, cue, requireCue]) => ({
    topic: "overview" as const,
    group,
    question: say(ctx, de, en),
    pool: all,
    cue,
    requireCue,
    tier: 3 as const,
  }));
}

/** The examiner picks a statement and asks for more: "Können Sie Ihre Aussage „…“ näher erläutern?" */
export function statementQuestions(ctx: QuestionContext): Candidate[] {
  const all = pool(ctx, "section", (a) => a.sentence.chapter >= 0);
  return [...all]
    .sort((a, b) => b.sentence.score - a.sentence.score)
    .slice(0, 40)
    .flatMap((lead) => {
      const q = quote(lead, 16);
      if (!q) return [];
      return [
        {
          topic: "section" as const,
          group: SECTION_GROUP[chapterOf(ctx, lead.sentence)],
          question: say(
            ctx,
            `Können Sie Ihre Aussage ${quoteMarks(ctx, q)} näher erläutern?`,
            `Could you elaborate on your statement ${quoteMarks(ctx, q)}?`,
          ),
          pool: all.filter((a) => a.sentence.chapter === lead.sentence.chapter),
          lead,
          tier: 3 as const,
        },
      ];
    });
}
