/**
 * Slides written from templates rather than the text model: title, agenda, sources and thanks. Their notes
 * are padded only with the thesis's own sentences (goal, research question), never with invented text.
 */
import type { PlannedSlide, SlidePlan } from "../plan/planner.ts";
import { formatReference, readReference } from "../text/reference-entry.ts";
import { escapeRegExp } from "../text/regexp.ts";
import { shortenTitle } from "../text/short-title.ts";
import type { Understanding } from "../understand/schema.ts";
import { slideBase, type WriteContext } from "./context.ts";
import { coverDetails, listNames, welcomeNotes } from "./cover.ts";
import { labels } from "./labels.ts";
import { fillNotes, notesTarget, notesWithReference } from "./notes.ts";
import { questionItems } from "./question-slide.ts";
import type { SlideContent } from "./slide-content.ts";
import { isProse } from "./wording/prose.ts";

type Sentence = Understanding["sentences"][number];

/** The written fixed slide for title, agenda, sources and thanks slides; null for any other kind. */
export function fixedSlideContent(
  slide: PlannedSlide,
  ctx: WriteContext,
  goals: Sentence[],
): SlideContent | null {
  switch (slide.kind) {
    case "title":
      return titleSlide(slide, ctx, goals);
    case "agenda":
      return agendaSlide(slide, ctx);
    case "sources":
      return sourcesSlide(slide, ctx);
    case "thanks":
      return thanksSlide(slide, ctx);
    default:
      return null;
  }
}

/** Up to four short goal or research-question sentences of the thesis (the best scored), in document order. */
export function goalSentences(thesis: Understanding): Sentence[] {
  return thesis.sentences
    .filter(
      (s) => (s.flags.includes("goal") || s.flags.includes("question")) && s.words <= 40 && isProse(s.text),
    )
    .sort((a, b) => b.score - a.score)
    .slice(0, 4)
    .sort((a, b) => a.id - b.id);
}

/**
 * The cover: the full title (never cut) and subtitle, kind of work, authors, institution and date from the
 * title page. Notes greet, name the work and its topic and state the goal.
 */
export function titleSlide(slide: PlannedSlide, ctx: WriteContext, goals: Sentence[]): SlideContent {
  const { thesis, plan, work } = ctx;
  const cover = coverDetails(thesis.titlePage, plan.language, work);
  const said = new Set(
    plan.slides.some((s) => s.kind === "question") ? questionItems(thesis).map((i) => i.text) : [],
  );
  const notes = welcomeNotes({
    title: thesis.title,
    kind: cover.kind ?? work,
    authors: thesis.titlePage.authors,
    // The goal sentences first, then every sentence flagged as a goal (the best ones may be the question slide's).
    sentences: [...goals, ...thesis.sentences.filter((s) => s.flags.includes("goal"))],
    language: plan.language,
    said,
    target: notesTarget(slide),
  });
  const pages: number[] = [];
  return {
    ...slideBase(slide),
    title: thesis.title,
    subtitle: coverSubtitle(thesis),
    bullets: [],
    notes: notesWithReference(notes, thesis.pageLabels, pages.slice(0, 2), [], plan.language),
    pages: [...new Set(pages.slice(0, 2))],
    cover,
  };
}

/** The title page's subtitle, unless the title already carries it (a title read from document properties). */
function coverSubtitle(thesis: Understanding): string | null {
  const sub = thesis.titlePage.subtitle?.replace(/\s+/g, " ").trim();
  if (!sub) return null;
  const flat = (x: string) =>
    x
      .toLocaleLowerCase("de-DE")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return flat(thesis.title).includes(flat(sub)) ? null : sub;
}

/**
 * The parts of the talk as the plan's storyline names them (at most six); for a plan stored without them,
 * the titles of the chapters the content slides start from, once each, in talk order.
 */
export function agendaItems(plan: SlidePlan, thesis: Understanding): string[] {
  if (plan.agenda) return plan.agenda.slice(0, 6);
  const parts = plan.slides.filter(
    (s) => !["title", "agenda", "sources", "thanks", "backup"].includes(s.kind),
  );
  return [...new Set(parts.map((s) => s.chapters[0]).filter((c): c is number => c !== undefined))]
    .map((c) => shortenTitle(thesis.chapters[c]?.title ?? "", 60))
    .filter(Boolean)
    .slice(0, 6);
}

/** Small counts are spoken as words ("sechs Teile"); the agenda has at most six items. */
const COUNT_WORDS = {
  de: ["null", "ein", "zwei", "drei", "vier", "fünf", "sechs"],
  en: ["zero", "one", "two", "three", "four", "five", "six"],
};

/** The spoken agenda: exactly the agenda slide's items, in their order. */
export function spokenAgenda(items: string[], de: boolean): string {
  const parts = (de ? COUNT_WORDS.de : COUNT_WORDS.en)[items.length] ?? String(items.length);
  const list = items.map((t) => (de ? `„${t}“` : `“${t}”`));
  if (list.length <= 1)
    return de
      ? `Mein Vortrag behandelt ${list[0] ?? "meine Arbeit"}.`
      : `My talk covers ${list[0] ?? "my thesis"}.`;
  return de
    ? `Mein Vortrag gliedert sich in ${parts} Teile: zuerst ${list.slice(0, -1).join(", dann ")} und zum Schluss ${list.at(-1)}.`
    : `My talk has ${parts} parts: first ${list.slice(0, -1).join(", then ")}, and finally ${list.at(-1)}.`;
}

/** The agenda items as bullets; the notes name the same items in the same order. */
export function agendaSlide(slide: PlannedSlide, ctx: WriteContext): SlideContent {
  const { thesis, plan } = ctx;
  const de = plan.language === "de";
  const items = agendaItems(plan, thesis);
  const notes = fillNotes(
    [spokenAgenda(items, de)],
    [
      de
        ? "Dabei lege ich den Schwerpunkt auf das Vorgehen und die zentralen Ergebnisse."
        : "I will focus on the approach and the central results.",
      de ? "Im Anschluss freue ich mich auf Ihre Fragen." : "Afterwards I look forward to your questions.",
    ],
    notesTarget(slide),
  );
  return {
    ...slideBase(slide),
    title: labels(plan.language).agenda,
    subtitle: null,
    bullets: items,
    notes,
    pages: [],
  };
}

/** A selection of the bibliography as bullets. */
export function sourcesSlide(slide: PlannedSlide, ctx: WriteContext): SlideContent {
  const { thesis, plan } = ctx;
  const L = labels(plan.language);
  return {
    ...slideBase(slide),
    title: L.sources,
    subtitle: null,
    bullets: pickReferences(thesis, plan),
    notes: fillNotes(
      [
        plan.language === "de"
          ? "Hier sehen Sie eine Auswahl der Quellen, auf die sich meine Arbeit vor allem stützt."
          : "Here you see a selection of the sources my thesis mainly builds on.",
        L.moreInThesis,
      ],
      [],
      notesTarget(slide),
    ),
    pages: [],
  };
}

/** Thanks, a calm invitation to questions, and the authors' names. */
export function thanksSlide(slide: PlannedSlide, ctx: WriteContext): SlideContent {
  const { plan, thesis } = ctx;
  const L = labels(plan.language);
  return {
    ...slideBase(slide),
    title: L.thanks,
    subtitle: L.discussion,
    bullets: [],
    notes: `${L.thanks}. ${L.questionsWelcome}`,
    pages: [],
    cover: {
      kind: null,
      authors: listNames(thesis.titlePage.authors, plan.language),
      affiliation: null,
      supervision: null,
      date: null,
    },
  };
}

/**
 * The literature slide: the works cited on the content slides, else the works the thesis cites most (in
 * its text, or as often repeated source footnotes), else the most recent; at most five, each as
 * "author(s) (year): short title", never cut inside a word.
 */
export function pickReferences(thesis: Understanding, plan?: SlidePlan, max = 5): string[] {
  const language = thesis.language === "en" ? "en" : "de";
  const seen = new Map<
    string,
    { text: string; surname: string; year: string | null; label: string | null; i: number; repeats: number }
  >();
  thesis.references.forEach((raw, i) => {
    const entry = readReference(raw);
    if (!entry || (!entry.title && entry.authors.length === 0)) return;
    // A heading that ran into the list ("Abbildungsverzeichnis IV") names neither a year nor a title.
    if (!entry.year && !/https?:\/\/|\bo\.\s?J\.|\bn\.d\./iu.test(raw) && !entry.title) return;
    // No author, no year, no address: a heading that ran into the list ("Abbildungsverzeichnis IV").
    if (entry.authors.length === 0 && !entry.year && !/https?:\/\/|\bo\.\s?J\.|\bn\.d\./iu.test(raw)) return;
    const text = formatReference(entry, language);
    if (!text) return;
    const known = seen.get(text);
    // A numbered or alpha label ("[6]", "[Red12]") is how the text cites the entry.
    const label = /^\s*\[([^\]]{1,24})\]/u.exec(raw)?.[1] ?? null;
    if (known) known.repeats++;
    else seen.set(text, { text, surname: entry.authors[0] ?? "", year: entry.year, label, i, repeats: 1 });
  });
  const works = [...seen.values()];
  if (works.length === 0) return [];
  const onSlides = new Set<number>();
  for (const s of plan?.slides ?? []) {
    if (!s.range) continue;
    for (let id = s.range.from; id <= s.range.to; id++) onSlides.add(id);
  }
  // Author–year citations in the text ("(Müller, 2019)", "Müller (2019)"); few of them: footnote style.
  const footnoteStyle =
    thesis.sentences.filter((s) => /\p{Lu}[\p{L}-]+,?\s\(?(?:19|20)\d{2}[a-z]?[),;]/u.test(s.text)).length <
    5;
  const cites = (w: (typeof works)[number], sentences: typeof thesis.sentences) => {
    if (w.label) {
      const key = new RegExp(`\\[(?:[^\\]]*[,;]\\s*)?${escapeRegExp(w.label)}(?:\\s*[,;][^\\]]*)?\\]`, "u");
      return sentences.filter((s) => key.test(s.text)).length;
    }
    const name = new RegExp(`(?<![\\p{L}-])${escapeRegExp(w.surname)}(?![\\p{L}-])`, "u");
    // A thesis that cites in footnotes names its authors in the text without a year ("Novotný sieht …").
    if (footnoteStyle && w.surname.length >= 4 && /^\p{Lu}\p{Ll}/u.test(w.surname))
      return sentences.filter((s) => name.test(s.text)).length;
    // Without a year a name alone ("Microsoft") is no citation.
    if (w.surname.length < 3 || !w.year) return 0;
    const year = w.year.slice(0, 4);
    return sentences.filter((s) => name.test(s.text) && s.text.includes(year)).length;
  };
  const slideSentences = thesis.sentences.filter((s) => onSlides.has(s.id));
  const ranked = works.map((w) => ({
    ...w,
    slide: cites(w, slideSentences),
    all: cites(w, thesis.sentences) + (w.repeats - 1),
    year: Number(w.year?.slice(0, 4) ?? 0),
  }));
  const complete = (w: (typeof ranked)[number]) => Number(w.year > 0) + Number(w.surname.length > 0);
  const onSlide = ranked.filter((w) => w.slide > 0);
  const cited = ranked.filter((w) => w.all > 0);
  // Cited on the slides first, then the most cited in the thesis, then the most recent.
  const order = [
    ...onSlide.sort((a, b) => b.slide - a.slide || b.all - a.all || a.i - b.i),
    ...cited.filter((w) => w.slide === 0).sort((a, b) => b.all - a.all || a.i - b.i),
    // Then complete entries (author, year, title) in bibliography order.
    ...ranked.filter((w) => w.all === 0).sort((a, b) => complete(b) - complete(a) || a.i - b.i),
  ];
  // At most two works of one author (five data sets of one agency say less than five authors), unless
  // there is nothing else to show.
  const perAuthor = new Map<string, number>();
  const varied = order.filter((w) => {
    const n = perAuthor.get(w.surname) ?? 0;
    perAuthor.set(w.surname, n + 1);
    return n < 2;
  });
  // The slides' own sources, topped up with the thesis's most cited works when they are fewer than three.
  const own = varied.filter((w) => w.slide > 0);
  const pool = own.length >= 3 ? own : varied;
  const chosen = [...pool, ...order.filter((w) => !pool.includes(w))].slice(0, max);
  return chosen.sort((a, b) => a.i - b.i).map((w) => w.text);
}
