/**
 * Speaker notes: how long they should be, padding for fixed slides, the hand-over to the next slide, and
 * the page reference that closes them.
 */

import type { PageLabels } from "../document.ts";
import type { PlannedSlide } from "../plan/planner.ts";
import { WORDS_PER_MINUTE } from "../plan/slide-count.ts";
import { placeReference } from "../text/page-label.ts";
import { escapeRegExp } from "../text/regexp.ts";
import { wordCount } from "../text/words.ts";
import { languageOf } from "./wording/asides.ts";

/** Words the notes should have for the slide's speaking time. */
export function notesTarget(slide: Pick<PlannedSlide, "seconds">): number {
  return Math.round((slide.seconds / 60) * WORDS_PER_MINUTE);
}

/**
 * The notes with the printed pages appended ("(S. 4–5)", "(S. iv)"), or the chapter numbers (at most three)
 * where no page is printed (DOCX, DOC).
 */
export function notesWithReference(
  notes: string,
  labels: PageLabels,
  pages: number[],
  sections: string[],
  language: "de" | "en",
): string {
  const ref = placeReference(labels, pages, sections, language);
  return ref ? `${notes.trim()} (${ref})` : notes.trim();
}

/** A trailing reference as `notesWithReference` writes it: "(S. 4–5)", "(pp. 3, 5)", "(Kap. 2)". */
export const TRAILING_REFERENCE = /\s*\((?:S\.|p\.|pp\.|Kap\.|Sect\.)\s[^()]*\)\s*$/u;

/**
 * Padding for fixed slides: thesis sentences (abstract, goal) up to the notes budget, never invented text,
 * and only in the language the notes are in.
 */
export function fillNotes(base: string[], extra: string[], target: number): string {
  const out = [...base];
  let n = wordCount(out.join(" "));
  // A thesis sentence in the other language (an English thesis's German abstract) is not said.
  const talk = languageOf(base.join(" "));
  for (const s of extra) {
    if (talk && languageOf(s) && languageOf(s) !== talk) continue;
    const w = wordCount(s);
    if (n >= target * 0.9) break;
    if (n + w > target * 1.15) continue;
    out.push(s);
    n += w;
  }
  return out.join(" ");
}

/** Hand-over phrasings; `{}` stands for the next slide's quoted title. One is picked by the next slide's number. */
const HAND_OVERS: Record<"de" | "en", { next: string[]; same: string[]; end: string }> = {
  de: {
    next: [
      "Damit komme ich zu {}.",
      "Das führt mich zum nächsten Teil, {}.",
      "Als Nächstes geht es um {}.",
      "Im nächsten Schritt komme ich zu {}.",
      "Damit wechsle ich zu {}.",
      "Von hier aus geht es weiter mit {}.",
    ],
    same: [
      "Auf der nächsten Folie geht es weiter mit {}.",
      "Daran schließt die nächste Folie an: {}.",
      "Die nächste Folie vertieft das: {}.",
      "Weiter geht es auf der nächsten Folie mit {}.",
      "Im Anschluss bleibe ich beim Thema, mit {}.",
    ],
    end: "Damit komme ich zum Schluss.",
  },
  en: {
    next: [
      "This brings me to {}.",
      "That leads me to the next part, {}.",
      "Next, I turn to {}.",
      "The next step is {}.",
      "With that, I move on to {}.",
      "From here we continue with {}.",
    ],
    same: [
      "The next slide continues with {}.",
      "The next slide follows on from this: {}.",
      "The next slide goes deeper: {}.",
      "On the next slide we continue with {}.",
      "I stay with this topic on the next slide, with {}.",
    ],
    end: "This brings me to the end.",
  },
};

/** The start of every hand-over sentence `transitionTo` writes (also the older "Damit komme ich zu …"). */
export const HAND_OVER = new RegExp(
  `^(?:${Object.values(HAND_OVERS)
    .flatMap((h) => [...h.next, ...h.same, h.end])
    .map((form) => escapeRegExp(form.split("{}")[0] ?? form).trim())
    .join("|")}|Damit komme ich (?:zu|zum Schluss)|This brings me to)`,
  "u",
);

/** A slide title as said in a sentence: the part before " & " or ": " ("Daten und Methodik & Hypothesen" → "Daten und Methodik"). */
export function sayableTitle(title: string): string {
  return (
    title
      .split(/\s+&\s+|:\s/u)[0]
      ?.replace(/[\s.:;,–-]+$/u, "")
      .trim() || title
  );
}

function spokenNext(title: string, de: boolean): string {
  const short = sayableTitle(title);
  return de ? `„${short}“` : `“${short}”`;
}

/** Whether the hand-over into `next` (from the slide before it) continues the same kind, starts a new part, or none. */
function handOverPool(prev: PlannedSlide | undefined, next: PlannedSlide): "same" | "next" | null {
  if (!prev || prev.kind === "backup") return null;
  if (next.kind === "sources" || next.kind === "thanks" || next.kind === "backup") return null;
  return next.kind === prev.kind ? "same" : "next";
}

/**
 * The last sentence of a slide's notes: names the next slide (a continuation of the same kind says so),
 * says the end is near before the closing slides, and is empty on a backup slide. Each phrasing is used
 * once per deck in talk order (`slides`: the whole plan); once the continuations' phrasings are used up, a
 * continuation gets no hand-over (the next slide's opener says what it is about), so no hand-over repeats.
 */
export function transitionTo(
  next: PlannedSlide | undefined,
  kind: PlannedSlide["kind"],
  de: boolean,
  slides: readonly PlannedSlide[] = [],
): string {
  const forms = HAND_OVERS[de ? "de" : "en"];
  if (kind === "backup") return "";
  if (!next || next.kind === "sources" || next.kind === "thanks" || next.kind === "backup") return forms.end;
  const which = next.kind === kind ? "same" : "next";
  const pool = forms[which];
  // How many earlier hand-overs of the deck drew on the same phrasings.
  const at = slides.findIndex((s) => s.n === next.n);
  const earlier = slides
    .slice(0, Math.max(0, at))
    .filter((s, i) => handOverPool(slides[i - 1], s) === which).length;
  if (at < 0) return (pool[next.n % pool.length] ?? "{}").replace("{}", spokenNext(next.titleHint, de));
  if (which === "same" && earlier >= pool.length) return "";
  const form = pool[earlier % pool.length] ?? pool[0] ?? "{}";
  return form.replace("{}", spokenNext(next.titleHint, de));
}
