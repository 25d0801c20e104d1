/**
 * Stage "slide-content-creator": title, bullets and speaker notes per planned slide (via the text model),
 * fixed slides (title, agenda, sources, thanks) from templates, page references, and the exam questions.
 */
import { z } from "zod";
import type { Passage, TextModel } from "../model/text-model.ts";
import type { Digest } from "../plan/digest.ts";
import { type PlannedSlide, SLIDE_KINDS, type SlidePlan } from "../plan/planner.ts";
import { WORDS_PER_MINUTE } from "../plan/slide-count.ts";
import { labels, workTypeLabel } from "./labels.ts";
import { ExamQuestionSchema, writeQuestions } from "./questions.ts";
import { condense, contentTokens, isProse, jaccard, pageRef, speakable, wordCount } from "./text.ts";

export const SlideContentSchema = z.object({
  n: z.number().int().positive(),
  kind: z.enum(SLIDE_KINDS),
  title: z.string(),
  subtitle: z.string().nullable(),
  bullets: z.array(z.string()).max(6),
  notes: z.string(),
  pages: z.array(z.number().int()),
  seconds: z.number().int(),
  model: z.string(),
  fallbackReason: z.string().nullable(),
});
export type SlideContent = z.infer<typeof SlideContentSchema>;

export const ContentStageSchema = z.object({
  slides: z.array(SlideContentSchema),
  questions: z.array(ExamQuestionSchema),
});
export type ContentStage = z.infer<typeof ContentStageSchema>;

export interface ContentOptions {
  textModel: TextModel;
  signal?: AbortSignal;
  onSlide?: (done: number, total: number) => void;
}

const MAX_TITLE_CHARS = 80;

function shortTitle(title: string, max = MAX_TITLE_CHARS): string {
  const t = title.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,:;–-]+$/, "")} …`;
}

function notesTarget(slide: PlannedSlide): number {
  return Math.round((slide.seconds / 60) * WORDS_PER_MINUTE);
}

function withReference(notes: string, pages: number[], sections: string[], language: "de" | "en"): string {
  const ref = pageRef(pages, language);
  if (ref) return `${notes.trim()} (${ref})`;
  if (sections.length)
    return `${notes.trim()} (${language === "de" ? "Kap." : "Sect."} ${sections.slice(0, 3).join(", ")})`;
  return notes.trim();
}

/** Padding for fixed slides: thesis sentences (abstract, goal) up to the notes budget, never invented text. */
function fill(base: string[], extra: string[], target: number): string {
  const out = [...base];
  let n = wordCount(out.join(" "));
  for (const s of extra) {
    const w = wordCount(s);
    if (n >= target * 0.9) break;
    if (n + w > target * 1.15) continue;
    out.push(s);
    n += w;
  }
  return out.join(" ");
}

export async function createContent(
  digest: Digest,
  plan: SlidePlan,
  opts: ContentOptions,
): Promise<ContentStage> {
  const de = plan.language === "de";
  const L = labels(plan.language);
  const work = workTypeLabel(plan.workType, plan.language);
  const used = new Set<number>();
  const shown: string[][] = [];
  const slides: SlideContent[] = [];
  const byId = (id: number) => digest.sentences[id];
  const chapterSections = (chapters: number[]) =>
    chapters.map((c) => digest.chapters[c]?.number).filter((x): x is string => Boolean(x));
  const goalSentences = digest.sentences
    .filter(
      (s) => (s.flags.includes("goal") || s.flags.includes("question")) && s.words <= 40 && isProse(s.text),
    )
    .sort((a, b) => b.score - a.score)
    .slice(0, 4)
    .sort((a, b) => a.id - b.id);

  for (const slide of plan.slides) {
    opts.signal?.throwIfAborted();
    const target = notesTarget(slide);
    const base = {
      n: slide.n,
      kind: slide.kind,
      seconds: slide.seconds,
      model: "template",
      fallbackReason: null,
    };
    if (slide.kind === "title") {
      const notes = fill(
        [
          de
            ? `Guten Tag und herzlich willkommen zu meinem Vortrag über meine ${work}.`
            : `Good day and welcome to my presentation of my ${work}.`,
          de ? `Das Thema lautet: „${digest.title}“.` : `The topic is: “${digest.title}”.`,
        ],
        goalSentences.map((s) => speakable(s.text)),
        target,
      );
      const pages = goalSentences.map((s) => s.page).filter((p): p is number => p !== null);
      slides.push({
        ...base,
        title: shortTitle(digest.title, 200),
        subtitle: `${work} · ${L.defence}`,
        bullets: [],
        notes: withReference(notes, pages.slice(0, 2), [], plan.language),
        pages: [...new Set(pages.slice(0, 2))],
      });
      continue;
    }
    if (slide.kind === "agenda") {
      const parts = plan.slides.filter((s) => !["title", "agenda", "sources", "thanks"].includes(s.kind));
      const items = [...new Set(parts.map((s) => s.chapters[0]).filter((c): c is number => c !== undefined))]
        .map((c) => digest.chapters[c]?.title ?? "")
        .filter(Boolean);
      const bullets = items.slice(0, 6).map((t) => condense(t, 8));
      const list = items.map((t) => `„${t}“`);
      const said = de
        ? `Mein Vortrag gliedert sich in ${list.length > 1 ? `folgende Teile: zuerst ${list.slice(0, -1).join(", dann ")} und zum Schluss ${list.at(-1)}` : `den Teil ${list[0] ?? ""}`}.`
        : `My talk is structured as follows: first ${list.slice(0, -1).join(", then ")}${list.length > 1 ? `, and finally ${list.at(-1)}` : (list[0] ?? "")}.`;
      const notes = fill(
        [said],
        [
          de
            ? "Dabei lege ich den Schwerpunkt auf das Vorgehen und die zentralen Ergebnisse."
            : "I will focus on the approach and the central results.",
          de
            ? "Im Anschluss freue ich mich auf Ihre Fragen."
            : "Afterwards I look forward to your questions.",
        ],
        target,
      );
      slides.push({ ...base, title: L.agenda, subtitle: null, bullets, notes, pages: [] });
      continue;
    }
    if (slide.kind === "sources") {
      const refs = pickReferences(digest);
      slides.push({
        ...base,
        title: L.sources,
        subtitle: null,
        bullets: refs,
        notes: fill(
          [
            de
              ? "Hier sehen Sie eine Auswahl der Quellen, auf die sich meine Arbeit vor allem stützt."
              : "Here you see a selection of the sources my thesis mainly builds on.",
            L.moreInThesis,
          ],
          [],
          target,
        ),
        pages: [],
      });
      continue;
    }
    if (slide.kind === "thanks") {
      slides.push({
        ...base,
        title: L.thanks,
        subtitle: null,
        bullets: [],
        notes: `${L.thanks}. ${L.questionsWelcome}`,
        pages: [],
      });
      continue;
    }

    const passages: Passage[] = (
      slide.range ? digest.sentences.slice(slide.range.from, slide.range.to + 1) : []
    )
      .filter(
        (s) => slide.focus.length === 0 || slide.focus.some((f) => s.flags.includes(f)) || s.score > 0.8,
      )
      .map((s) => ({ id: s.id, text: s.text, page: s.page, score: s.score, flags: s.flags }));
    // A slide whose part of the thesis is too thin for its speaking time may also draw on the rest of
    // its chapters (sentences no earlier slide used), ranked below its own part.
    const carried = passages.filter((p) => isProse(p.text)).reduce((a, p) => a + wordCount(p.text), 0);
    if (carried < target * 1.3 && slide.range) {
      const own = new Set(passages.map((p) => p.id));
      for (const x of digest.sentences) {
        if (own.has(x.id) || used.has(x.id) || !slide.chapters.includes(x.chapter)) continue;
        passages.push({ id: x.id, text: x.text, page: x.page, score: x.score * 0.5, flags: x.flags });
      }
      passages.sort((a, b) => a.id - b.id);
    }
    const hasSide = slide.tableIndex !== null || slide.visual !== null;
    const next = plan.slides[slide.n];
    const transition =
      !next || next.kind === "sources" || next.kind === "thanks"
        ? de
          ? "Damit komme ich zum Schluss."
          : "This brings me to the end."
        : next.kind === slide.kind
          ? ""
          : de
            ? `Damit komme ich zu „${next.titleHint}“.`
            : `This brings me to “${next.titleHint}”.`;
    const draft = await opts.textModel.draftSlide(
      {
        language: plan.language,
        kind: slide.kind,
        titleHint: slide.titleHint,
        passages,
        focus: slide.focus,
        maxBullets: hasSide ? 4 : 5,
        maxWordsPerBullet: 12,
        notesWords: Math.max(20, target - wordCount(transition)),
        avoid: [...used],
        context: { thesisTitle: digest.title, workType: work, methodology: plan.methodology },
      },
      opts.signal,
    );
    const titleTokens = contentTokens(draft.title).join(" ");
    // No bullet twice: not the title again, and nothing an earlier slide already said.
    const bullets = draft.bullets
      .filter((b) => {
        const tokens = contentTokens(b);
        return tokens.join(" ") !== titleTokens && !shown.some((s) => jaccard(s, tokens) > 0.6);
      })
      .slice(0, 6);
    shown.push(...bullets.map(contentTokens));
    for (const id of draft.usedIds) used.add(id);
    const pages = [
      ...new Set(draft.usedIds.map((id) => byId(id)?.page).filter((p): p is number => typeof p === "number")),
    ].sort((a, b) => a - b);
    slides.push({
      ...base,
      title: shortTitle(draft.title),
      // A statement title keeps the chapter label as a kicker above it.
      subtitle: draft.title === slide.titleHint ? null : shortTitle(slide.titleHint, 90),
      bullets,
      notes: withReference(
        `${draft.notes} ${transition}`.trim(),
        pages,
        chapterSections(slide.chapters),
        plan.language,
      ),
      pages,
      model: draft.model,
      fallbackReason: draft.fallbackReason ?? null,
    });
    opts.onSlide?.(slides.length, plan.slides.length);
  }
  const questions = writeQuestions(digest, plan);
  return { slides, questions };
}

/** The most cited-looking references: recent ones with a URL or DOI first, at most five, shortened. */
function pickReferences(digest: Digest): string[] {
  return digest.references
    .slice(0, 60)
    .map((raw, i) => ({ raw, i, year: Number(raw.match(/\b(19|20)\d{2}\b/)?.[0] ?? 0) }))
    .sort((a, b) => b.year - a.year || a.i - b.i)
    .slice(0, 5)
    .sort((a, b) => a.i - b.i)
    .map(({ raw }) => (raw.length > 110 ? `${raw.slice(0, raw.lastIndexOf(" ", 108))} …` : raw));
}
