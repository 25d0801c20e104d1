/** The sources slide: the references the talk draws on, as printed in the thesis's bibliography. */
import type { PlannedSlide, SlidePlan } from "../plan/planner.ts";
import { formatReference, readReference } from "../text/reference-entry.ts";
import { escapeRegExp } from "../text/regexp.ts";
import type { Understanding } from "../understand/schema.ts";
import { slideBase, type WriteContext } from "./context.ts";
import { labels } from "./labels.ts";
import { fillNotes, notesTarget } from "./notes.ts";
import type { SlideContent } from "./slide-content.ts";

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
  // (Each test first asks for the label or name as plain text: most sentences have neither, and the
  // regular expression needs it anyway.)
  const cites = (w: (typeof works)[number], sentences: typeof thesis.sentences) => {
    if (w.label) {
      const label = w.label;
      const key = new RegExp(`\\[(?:[^\\]]*[,;]\\s*)?${escapeRegExp(label)}(?:\\s*[,;][^\\]]*)?\\]`, "u");
      return sentences.filter((s) => s.text.includes(label) && key.test(s.text)).length;
    }
    const surname = w.surname;
    const name = new RegExp(`(?<![\\p{L}-])${escapeRegExp(surname)}(?![\\p{L}-])`, "u");
    const named = (text: string) => text.includes(surname) && name.test(text);
    // A thesis that cites in footnotes names its authors in the text without a year ("Novotný sieht …").
    if (footnoteStyle && surname.length >= 4 && /^\p{Lu}\p{Ll}/u.test(surname))
      return sentences.filter((s) => named(s.text)).length;
    // Without a year a name alone ("Microsoft") is no citation.
    if (surname.length < 3 || !w.year) return 0;
    const year = w.year.slice(0, 4);
    return sentences.filter((s) => s.text.includes(year) && named(s.text)).length;
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
