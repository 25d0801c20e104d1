/**
 * The speaker notes talk the slide's thesis figure or table through: "Hier sehen Sie Abbildung 3, Ablauf
 * der Messung." right after the opening sentence, then what the thesis itself says the figure shows (its
 * sentences that refer to it, spoken form), and the notes stay within the slide's speaking time: for the
 * figure's words, the last sentences of the body go.
 */

import type { PlannedSlide } from "../plan/planner.ts";
import { splitSentences } from "../text/sentences.ts";
import { contentStems, contentTokens, jaccard, wordCount } from "../text/words.ts";
import type { ThesisFigure, Understanding } from "../understand/schema.ts";
import { UNUSABLE_ROLES } from "../understand/sentences.ts";
import { figureLabel, spokenCaption } from "./figure-caption.ts";
import { notesTarget } from "./notes.ts";
import { citesSource, quotesSomeoneElse, withoutAsides } from "./wording/asides.ts";
import { firstPerson } from "./wording/first-person.ts";
import { isFormulaFragment } from "./wording/formula.ts";
import { speakable } from "./wording/speakable.ts";
import { spokenSentences } from "./wording/spoken-sentences.ts";
import { hasVerb } from "./wording/verbs.ts";

/** "Hier sehen Sie Abbildung 3, Ablauf der Messung." / "Here you see Table 2, Sample by age." */
export function figureSentence(figure: ThesisFigure, language: "de" | "en"): string {
  const caption = withoutAsides(spokenCaption(figure.caption), language).replace(/[.:;,]+$/u, "");
  const label = figureLabel(figure, language, true);
  const de = language === "de";
  const here = de ? "Hier sehen Sie" : "Here you see";
  const what =
    label ??
    (figure.kind === "table" ? (de ? "die Tabelle" : "the table") : de ? "die Abbildung" : "the figure");
  // A caption that names only its source gives the listener nothing to hear: the label alone.
  if (!caption) return `${here} ${what}.`;
  if (label) return `${here} ${label}, ${caption}.`;
  return de ? `${here} ${what} „${caption}“.` : `${here} ${what} “${caption}”.`;
}

/**
 * Where a figure stands on the page, which a listener does not see: "in der untenstehenden Tabelle 6" is
 * said "in Tabelle 6", "the figure below" "the figure".
 */
const PAGE_PLACE =
  /\b(der|dem|die|den|the)\s+(?:untenstehenden?|obenstehenden?|obigen?|nachfolgenden?|nachstehenden?|folgenden?|above|following)\s+(Tabelle|Abbildung|Grafik|Diagramm|table|figure|graph|chart)(\s+[A-Z]?\d[\d.]*)?/giu;
const PAGE_PLACE_AFTER = /\b(the\s+(?:table|figure|graph|chart))\s+(?:below|above)\b/giu;

export function withoutPagePlace(text: string): string {
  return text
    .replace(PAGE_PLACE, (_all, article: string, noun: string, number?: string) =>
      number ? `${noun}${number}` : `${article} ${noun}`,
    )
    .replace(PAGE_PLACE_AFTER, "$1");
}

/**
 * Words that only point at a figure or say that it shows something ("Eine Übersicht der ROP ist in
 * Abbildung 1.2 dargestellt"), cut to six letters like `contentStems`.
 */
const POINTER_STEMS = new Set(
  (
    "abbild abb tabell tab grafik diagra figure fig table chart graph darste darges gezeig zeigt zeigen sieht sehen " +
    "abgebi verans präsen aufgef zusamm illust visual bietet findet übersi überbl schema " +
    "shows show displa presen listed summar depict visibl seen overvi"
  ).split(" "),
);

/**
 * A sentence that only says where the figure is ("Diese Einteilung wird in Abbildung 1.1 dargestellt"):
 * beside the caption the notes have just read out, it names at most one thing of its own.
 */
function onlyPointsAt(sentence: string, caption: string): boolean {
  const named = contentStems(caption);
  const own = [...contentStems(sentence)].filter(
    (w) => !named.has(w) && !POINTER_STEMS.has(w) && !/^\d/u.test(w),
  );
  return own.length < 2;
}

/**
 * What the thesis says its figure shows, as spoken: at most two of the sentences that refer to it
 * ("Abbildung 3 zeigt, dass …"), without asides and citations, that neither these notes nor the earlier
 * slides' notes (`said`) already say.
 */
export function figureTalk(
  figure: ThesisFigure,
  thesis: Pick<Understanding, "sentences" | "language">,
  notes: string,
  said: readonly string[] = [],
): string[] {
  const before = said.join(" ");
  const language = thesis.language;
  const out: string[] = [];
  for (const id of figure.refs) {
    // Text about the text (where the scripts put the figures, what the next chapter shows) is not said; a
    // description of this figure is what the notes want here.
    const role = thesis.sentences[id]?.role ?? "broken";
    if (UNUSABLE_ROLES.has(role) && role !== "figure-description") continue;
    const raw = thesis.sentences[id]?.text ?? "";
    if (!raw || notes.includes(raw.slice(0, 40)) || quotesSomeoneElse(raw, language)) continue;
    const bare = withoutAsides(speakable(raw), language);
    const n = wordCount(bare);
    if (n < 6 || n > 35 || citesSource(bare) || isFormulaFragment(bare) || !hasVerb(bare)) continue;
    if (/:$/u.test(bare) || notes.includes(bare.slice(0, 40))) continue;
    if (onlyPointsAt(bare, figure.caption)) continue;
    const spoken = spokenSentences(firstPerson(withoutPagePlace(bare), language), 18).join(" ");
    if (notes.includes(spoken) || before.includes(spoken)) continue;
    // Two sentences that say the same of the figure ("… ist in Tabelle 6 dargestellt", "In Tabelle 6 ist …
    // zu sehen"): the second says nothing new.
    const tokens = contentTokens(spoken);
    if (out.some((o) => jaccard(contentTokens(o), tokens) > 0.4)) continue;
    out.push(spoken);
    if (out.length === 2) break;
  }
  return out;
}

/**
 * The notes with the figure sentence and the thesis's own words about the figure after their opening
 * sentence; unchanged for a slide without a figure. With the slide's time known, the body's last sentences
 * make room for the figure's words (the opener and at least two body sentences stay).
 */
export function notesWithFigure(
  notes: string,
  slide: { figureId: string | null } & Partial<Pick<PlannedSlide, "seconds">>,
  thesis: Pick<Understanding, "figures" | "language"> & Partial<Pick<Understanding, "sentences">>,
  said: readonly string[] = [],
): string {
  const figure = slide.figureId ? thesis.figures.find((f) => f.id === slide.figureId) : undefined;
  if (!figure) return notes;
  const talk = [
    figureSentence(figure, thesis.language),
    ...(thesis.sentences ? figureTalk(figure, { ...thesis, sentences: thesis.sentences }, notes, said) : []),
  ];
  const [opener, ...body] = splitSentences(notes);
  if (!opener) return talk.join(" ");
  if (slide.seconds !== undefined) {
    // The hand-over (about eight words) follows; the notes before it keep to the slide's time.
    const budget = notesTarget({ seconds: slide.seconds }) - 8;
    let words = wordCount([opener, ...talk, ...body].join(" "));
    while (body.length > 2 && words > budget * 1.1) words -= wordCount(body.pop() ?? "");
  }
  return [opener, ...talk, ...body].join(" ");
}
