/**
 * What the title slide says about the work, taken from the thesis's own title page: kind of work, authors,
 * institution (with one sub-unit), supervision and date. A field the title page lacks is left out; nothing is
 * guessed. The kind of work falls back to the questionnaire's answer.
 */
import type { TitlePage } from "../document.ts";
import { wordCount } from "../text/words.ts";
import { workTypeLabel } from "./labels.ts";
import type { CoverDetails } from "./slide-content.ts";
import { citesSource, quotesSomeoneElse, withoutAsides } from "./wording/asides.ts";
import { bulletFlaw } from "./wording/bullet-flaw.ts";
import { firstPerson } from "./wording/first-person.ts";
import { isFormulaFragment } from "./wording/formula.ts";
import { speakable } from "./wording/speakable.ts";

type Language = "de" | "en";

/** Small words that stay lower case when an all-caps line is set in normal case. */
const LOWER = new Set(
  "für und der die das des dem den von vom zu zur zum im in am an auf bei mit of and the for in at on".split(
    " ",
  ),
);

/**
 * "LUDWIG-MAXIMILIANS-UNIVERSITÄT MÜNCHEN" → "Ludwig-Maximilians-Universität München": a line set in capitals
 * only for layout reads as shouting on a slide. Short words in capitals stay (they are acronyms: "TU", "LMU").
 */
export function calmCaps(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, "");
  if (letters.length < 8 || letters !== letters.toUpperCase()) return text;
  return text
    .split(" ")
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (i > 0 && LOWER.has(lower)) return lower;
      if (word.replace(/[^\p{L}]/gu, "").length <= 4 && !LOWER.has(lower)) return word;
      return lower.replace(/(^|[-/(])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
    })
    .join(" ");
}

/** "A", "A und B", "A, B und C". */
export function listNames(names: string[], language: Language): string | null {
  if (names.length === 0) return null;
  const and = language === "de" ? " und " : " and ";
  return names.length === 1 ? (names[0] ?? null) : `${names.slice(0, -1).join(", ")}${and}${names.at(-1)}`;
}

/** The kind of work for the cover: as the title page states it (in the deck's language where known). */
export function coverKind(titlePage: TitlePage, language: Language, questionnaireWork: string): string {
  return titlePage.kindOfWork ? workTypeLabel(titlePage.kindOfWork, language) : questionnaireWork;
}

/** Institution and the most specific unit below it (institute, else faculty), without repeating one in the other. */
export function affiliation(titlePage: TitlePage): string | null {
  const institution = titlePage.institution ? calmCaps(titlePage.institution) : null;
  const unitRaw = titlePage.institute ?? titlePage.faculty;
  const unit = unitRaw ? calmCaps(unitRaw) : null;
  if (institution && unit) {
    const a = institution.toLowerCase();
    const b = unit.toLowerCase();
    if (a.includes(b)) return institution;
    if (b.includes(a)) return unit;
    return `${institution} · ${unit}`;
  }
  return institution ?? unit;
}

/** "München, 19.08.2024"; a place without a date says nothing on a cover. */
export function dateLine(titlePage: TitlePage): string | null {
  if (!titlePage.date) return null;
  return titlePage.place && !titlePage.date.includes(titlePage.place)
    ? `${titlePage.place}, ${titlePage.date}`
    : titlePage.date;
}

export function coverDetails(
  titlePage: TitlePage,
  language: Language,
  questionnaireWork: string,
): CoverDetails {
  const supervisors = listNames(titlePage.supervisors, language);
  return {
    kind: coverKind(titlePage, language, questionnaireWork),
    authors: listNames(titlePage.authors, language),
    affiliation: affiliation(titlePage),
    supervision: supervisors ? `${language === "de" ? "Betreuung" : "Supervision"}: ${supervisors}` : null,
    date: dateLine(titlePage),
  };
}

/**
 * The kind of work as said in a sentence after "meine"/"my": "(Diplom-)Hausarbeit" → "meine Diplom-Hausarbeit",
 * "Wissenschaftliche Hausarbeit" → "meine wissenschaftliche Hausarbeit", "Projektbericht" → "meinen Projektbericht".
 */
export function myWork(kind: string, language: Language): string {
  const spoken = kind.replace(/\((\p{L}+-)\)/gu, "$1").trim();
  if (language === "en") return `my ${spoken}`;
  const words = spoken.split(" ");
  if (words.length > 1 && /^\p{Lu}\p{Ll}+(?:e|er|es|en)$/u.test(words[0] ?? ""))
    words[0] = (words[0] ?? "").toLowerCase();
  const noun = words.at(-1) ?? "";
  const article = /bericht$/i.test(noun)
    ? "meinen"
    : /(?:paper|projekt|project)$/i.test(noun)
      ? "mein"
      : "meine";
  return `${article} ${words.join(" ")}`;
}

/** A sentence that states what the work is for: its aim, purpose or what it examines. */
const STATES_AIM =
  /(?<!\p{L})(?:Ziel|zielt|Zielsetzung|untersuch\p{L}*|beschäftigt sich|befasst sich|geht .*nach|soll .*(?:zeigen|klären|beantworten|prüfen|ermitteln|herausfinden)|aims?|goal|purpose|objective|investigat\p{L}*|examines?|explores?|addresses)(?!\p{L})/iu;
/** …and says it of the work itself, not of a method step ("Ziel des Algorithmus ist …"). */
const ABOUT_THE_WORK =
  /(?:arbeit|Arbeit|Studie|Untersuchung|Forschungsfrage|thesis|study|paper|project|research|dissertation)(?!\p{L})/u;

/**
 * A goal sentence the welcome can say: short, clean, about the work itself, stated early (front matter or
 * the first two chapters, where a thesis states its aim; a "goal" later in the body is a method step).
 */
function aimSentence(
  sentences: Array<{ text: string; chapter: number; score: number }>,
  language: Language,
  said: ReadonlySet<string>,
): string | null {
  const fits = sentences
    .filter(
      (s) =>
        !s.text.trim().endsWith("?") &&
        s.chapter <= 1 &&
        STATES_AIM.test(s.text) &&
        ABOUT_THE_WORK.test(s.text) &&
        !said.has(speakable(s.text)) &&
        !quotesSomeoneElse(s.text, language),
    )
    .map((s) => ({ s, bare: withoutAsides(speakable(s.text), language) }))
    .filter(
      ({ bare }) =>
        wordCount(bare) >= 6 &&
        wordCount(bare) <= 32 &&
        /[.!]$/u.test(bare) &&
        !citesSource(bare) &&
        !isFormulaFragment(bare) &&
        bulletFlaw(bare) !== "context",
    )
    .sort((a, b) => b.s.score - a.s.score);
  const best = fits[0];
  return best ? firstPerson(best.bare, language) : null;
}

/**
 * The title slide's notes: a greeting, who speaks (one author), what is presented (the kind of work and its
 * title) and why (the work's aim in its own words, when the thesis states one early and cleanly). Never a
 * sentence from the body of the work; `said` holds sentences another slide speaks (the question slide's).
 */
export function welcomeNotes(input: {
  title: string;
  kind: string;
  authors: string[];
  sentences: Array<{ text: string; chapter: number; score: number }>;
  language: Language;
  said?: ReadonlySet<string>;
  /** Words the slide's time allows; below three quarters of it the talk's plan is said as well. */
  target?: number;
}): string {
  const { title, kind, authors, language } = input;
  const de = language === "de";
  const who = authors.length === 1 ? (authors[0] ?? "").trim() : "";
  const aim = aimSentence(input.sentences, language, input.said ?? new Set());
  const work = myWork(kind, language);
  const parts = [
    de ? "Guten Tag und herzlich willkommen." : "Good day and welcome.",
    who ? (de ? `Mein Name ist ${who}.` : `My name is ${who}.`) : "",
    de ? `Ich stelle Ihnen heute ${work} vor: „${title}“.` : `Today I present ${work}: “${title}”.`,
    aim ?? "",
  ].filter(Boolean);
  if (input.target !== undefined && wordCount(parts.join(" ")) < input.target * 0.75)
    parts.push(
      de
        ? "Ich zeige Ihnen, worum es in meiner Arbeit geht, wie ich vorgegangen bin und zu welchen Ergebnissen ich gekommen bin."
        : "I will show you what my thesis is about, how I went about it and what I found.",
    );
  return parts.join(" ");
}
