/**
 * The extractive text model: selects the thesis's most central sentences for a slide, condenses them to
 * short bullets and strings them into speakable notes. It never writes a claim of its own; the only added
 * words are fixed transitions ("Nun zum methodischen Vorgehen.") that carry no facts.
 */
import type { SlideKind } from "../plan/planner.ts";
import { contentTokens, jaccard, wordCount } from "../text/words.ts";
import { bulletFlaw, condense, isAnaphoric, isMeta, isProse, speakable } from "../write/text.ts";
import type { Passage, SlideDraft, SlideRequest, TextModel } from "./text-model.ts";

const OPENERS: Record<"de" | "en", Partial<Record<SlideKind, string>>> = {
  de: {
    motivation: "Ich beginne mit der Ausgangslage meiner Arbeit.",
    question: "Daraus ergibt sich die zentrale Fragestellung meiner Arbeit.",
    theory: "Zunächst zu den theoretischen Grundlagen.",
    method: "Nun zum methodischen Vorgehen.",
    results: "Kommen wir zu den Ergebnissen.",
    discussion: "Was bedeuten diese Ergebnisse?",
    limitations: "Meine Arbeit hat auch Grenzen, die ich offen ansprechen möchte.",
    conclusion: "Ich fasse die wichtigsten Punkte zusammen.",
  },
  en: {
    motivation: "Let me start with the background of my thesis.",
    question: "This leads to the central question of my thesis.",
    theory: "First, the theoretical background.",
    method: "Now to the methodological approach.",
    results: "Let us turn to the results.",
    discussion: "What do these results mean?",
    limitations: "My thesis also has limitations that I want to address openly.",
    conclusion: "Let me summarise the main points.",
  },
};

function opener(req: SlideRequest, titled: string): string {
  const fixed = OPENERS[req.language][req.kind];
  if (fixed && req.kind !== "chapter") return fixed;
  return req.language === "de"
    ? `Im nächsten Teil geht es um „${titled}“.`
    : `The next part is about “${titled}”.`;
}

const KIND_FLAGS: Partial<Record<SlideKind, string[]>> = {
  method: ["method"],
  results: ["result"],
  discussion: ["discussion", "result"],
  conclusion: ["conclusion", "outlook"],
  question: ["question", "goal", "hypothesis"],
  limitations: ["limitation"],
  motivation: ["goal"],
};

/** Relevance of a passage for this slide: salience, boosted for the slide's focus and kind. */
export function relevance(p: Passage, req: SlideRequest): number {
  let s = p.score;
  if (req.focus.some((f) => p.flags.includes(f))) s = s * 1.8 + 0.6;
  const kindFlags = KIND_FLAGS[req.kind] ?? [];
  if (kindFlags.some((f) => p.flags.includes(f as Passage["flags"][number]))) s = s * 1.3 + 0.2;
  if (req.kind === "results" && /\d/.test(p.text)) s += 0.15;
  if (p.text.trim().endsWith("?") && req.kind !== "question") s *= 0.5;
  return s;
}

interface Candidate {
  passage: Passage;
  bullet: string;
  r: number;
  flaw: ReturnType<typeof bulletFlaw>;
}

function candidates(req: SlideRequest): Candidate[] {
  const avoid = new Set(req.avoid);
  return req.passages
    .filter((p) => !avoid.has(p.id) && p.text.length >= 25 && isProse(p.text))
    .map((passage) => {
      const bullet = condense(passage.text, req.maxWordsPerBullet);
      const n = wordCount(bullet);
      let r = relevance(passage, req);
      // A sentence that fits whole reads best; one that leans on an earlier sentence reads worst.
      if (wordCount(speakable(passage.text)) <= req.maxWordsPerBullet) r *= 1.2;
      if (isAnaphoric(bullet)) r *= 0.5;
      if (n < 5) r *= 0.6;
      // A sentence that introduces a list (":") is not a statement of its own.
      const intro = /:\s*$/.test(passage.text);
      return { passage, bullet, r, flaw: n < 4 || intro ? "fragment" : bulletFlaw(bullet) };
    })
    .sort((a, b) => b.r - a.r);
}

/**
 * Bullets: the most relevant sentences that condense to a clean, self-contained phrase. Fragments,
 * structural announcements and figure pointers never become bullets; a sentence cut with "…" only
 * when fewer than three clean ones exist.
 */
export function pickBullets(req: SlideRequest): Array<{ passage: Passage; bullet: string }> {
  const ranked = candidates(req);
  const picked: Array<{ passage: Passage; bullet: string; tokens: string[]; tail: string }> = [];
  const take = (ok: (c: Candidate) => boolean, limit: number) => {
    for (const c of ranked) {
      if (picked.length >= limit) break;
      if (!ok(c) || picked.some((x) => x.passage.id === c.passage.id)) continue;
      const tokens = contentTokens(c.bullet);
      // Parallel sentences ("X was expected to be positive", "Y was expected to be positive") once only.
      const tail = c.bullet.toLocaleLowerCase("de-DE").split(/\s+/).slice(-4).join(" ");
      if (picked.some((x) => jaccard(x.tokens, tokens) > 0.45 || (wordCount(tail) === 4 && x.tail === tail)))
        continue;
      picked.push({ passage: c.passage, bullet: c.bullet, tokens, tail });
    }
  };
  take((c) => c.flaw === null, req.maxBullets);
  take((c) => c.flaw === "cut" && c.bullet.endsWith("…"), Math.min(3, req.maxBullets));
  return picked
    .sort((a, b) => a.passage.id - b.passage.id)
    .map(({ passage, bullet }) => ({ passage, bullet }));
}

/** Notes: an opener, then the slide's sentences (bullet sources first) in document order, to the word budget. */
export function extractiveNotes(
  req: SlideRequest,
  bulletIds: number[],
  title: string,
): { text: string; ids: number[] } {
  const target = req.notesWords;
  const open = opener(req, title);
  let words = wordCount(open);
  const chosen = new Set<number>();
  // Spoken sentences: prose of speakable length, no structural announcements, no list intros ("…:").
  const usable = req.passages.filter((p) => {
    const t = p.text.trim();
    return (
      isProse(t) &&
      wordCount(t) <= 60 &&
      !isMeta(t) &&
      !t.endsWith(":") &&
      (!t.endsWith("?") || req.kind === "question")
    );
  });
  const byId = new Map(usable.map((p) => [p.id, p]));
  const add = (p: Passage | undefined) => {
    if (!p || chosen.has(p.id)) return;
    const n = wordCount(speakable(p.text));
    if (n < 4 || words + n > target * 1.08) return;
    chosen.add(p.id);
    words += n;
  };
  for (const id of bulletIds) add(byId.get(id));
  const rest = usable
    .map((p) => ({ p, r: relevance(p, req) * (wordCount(p.text) > 40 ? 0.6 : 1) }))
    .sort((a, b) => b.r - a.r);
  for (const { p } of rest) {
    if (words >= target * 0.95) break;
    add(p);
  }
  // Still short (small pool): accept slightly longer sentences up to the hard ceiling.
  if (words < target * 0.85) {
    for (const { p } of rest) {
      if (chosen.has(p.id)) continue;
      const n = wordCount(speakable(p.text));
      if (words + n <= target * 1.2) {
        chosen.add(p.id);
        words += n;
      }
    }
  }
  const ids = [...chosen].sort((a, b) => a - b);
  const body = ids.map((id) => speakable(byId.get(id)?.text ?? "")).filter(Boolean);
  return { text: [open, ...body].join(" "), ids };
}

/** Slide kinds whose title may be a statement from the thesis instead of the chapter label. */
const STATEMENT_KINDS = new Set<SlideKind>([
  "motivation",
  "theory",
  "method",
  "results",
  "chapter",
  "discussion",
  "conclusion",
]);

/**
 * A statement as the title ("Der Testplan ist ein Skript im JMX-Format", "Sentiment sinkt um 5 %"): one
 * of the slide's own clean, short bullets that names the slide's topic (results: a numeric finding).
 */
function statementTitle(
  req: SlideRequest,
  picks: Array<{ passage: Passage; bullet: string }>,
): string | null {
  if (!STATEMENT_KINDS.has(req.kind)) return null;
  // Stems, so that "Lasttests" in the chapter title matches "Lasttest" in the sentence.
  const stem = (w: string) => w.slice(0, 6);
  const topic = new Set(contentTokens(req.titleHint).map(stem));
  const fits = (t: string) =>
    wordCount(t) >= 4 &&
    wordCount(t) <= 10 &&
    t.length <= 68 &&
    bulletFlaw(t) === null &&
    !isAnaphoric(t) &&
    !/[()]/.test(t) &&
    !/^(es|er|sie|hier|nun|jetzt)\b|\bman\b/iu.test(t);
  const numeric = picks.filter(
    ({ passage, bullet }) => passage.flags.includes("result") && /\d/.test(bullet) && fits(bullet),
  );
  if (req.kind === "results" && numeric[0]) return numeric[0].bullet;
  const onTopic = picks
    .filter(({ bullet }) => fits(bullet) && contentTokens(bullet).some((w) => topic.has(stem(w))))
    .sort((a, b) => relevance(b.passage, req) - relevance(a.passage, req));
  return onTopic[0]?.bullet ?? null;
}

export function draftExtractive(req: SlideRequest): SlideDraft {
  const picks = pickBullets(req);
  const title = statementTitle(req, picks) ?? req.titleHint;
  const notes = extractiveNotes(
    req,
    picks.map((p) => p.passage.id),
    req.titleHint,
  );
  return {
    title,
    bullets: picks.map((p) => p.bullet),
    notes: notes.text,
    usedIds: [...new Set([...picks.map((p) => p.passage.id), ...notes.ids])],
    model: "extractive",
  };
}

export function createExtractiveModel(): TextModel {
  return {
    name: "extractive",
    async draftSlide(request) {
      return draftExtractive(request);
    },
  };
}
