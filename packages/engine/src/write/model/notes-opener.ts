/** The opening of a slide's notes: a sentence that says what this slide shows, varied from slide to slide. */
import type { SlideKind } from "../../plan/planner.ts";
import { wordCount } from "../../text/words.ts";
import { OPENS_WITH_CONJECTURE_LABEL } from "../../understand/conjectures.ts";
import { isFindingKind, statementKind } from "../../understand/findings.ts";
import { sayableTitle } from "../notes.ts";
import { capitalise } from "../wording/capitalise.ts";
import type { SlideRequest } from "./text-model.ts";

/** How each kind of slide is named when the opener has no better handle than the kind: "die Ergebnisse". */
const KIND_TOPIC: Record<"de" | "en", Partial<Record<SlideKind, string>>> = {
  de: {
    motivation: "die Ausgangslage",
    question: "die Fragestellung",
    theory: "die Grundlagen",
    method: "mein Vorgehen",
    results: "die Ergebnisse",
    discussion: "die Einordnung der Ergebnisse",
    limitations: "die Grenzen meiner Arbeit",
    conclusion: "das Fazit",
  },
  en: {
    motivation: "the background",
    question: "the research question",
    theory: "the theoretical background",
    method: "my approach",
    results: "the results",
    discussion: "what the results mean",
    limitations: "the limitations of my thesis",
    conclusion: "the conclusion",
  },
};

/** Openers that name the slide's topic (a quoted title or the kind's topic); `{}` stands for it. */
const TOPIC_OPENERS: Record<"de" | "en", string[]> = {
  de: [
    "Auf dieser Folie geht es um {}.",
    "Im Mittelpunkt dieser Folie steht {}.",
    "Diese Folie behandelt {}.",
    "Weiter geht es mit {}.",
    "Ich komme nun zu {}.",
    "Hier stelle ich {} vor.",
  ],
  en: [
    "This slide is about {}.",
    "The focus of this slide is {}.",
    "This slide covers {}.",
    "Let me move on to {}.",
    "Now I turn to {}.",
    "Here I present {}.",
  ],
};

/** The start of every title-naming opener above (merge-empty drops it when two slides become one). */
export const TOPIC_OPENER = new RegExp(
  `^(?:${Object.values(TOPIC_OPENERS)
    .flat()
    .map((form) => (form.split("{}")[0] ?? form).trim())
    .filter(Boolean)
    .join("|")})`,
  "u",
);

/**
 * Lead-ins for the slide's central sentence (its finding, else the source of its first bullet), which
 * follows the colon: the opener says what this slide is about in the thesis's own words.
 */
const LEADS: Record<"de" | "en", Partial<Record<SlideKind | "any", string[]>>> = {
  de: {
    any: [
      "Der Kern dieser Folie:",
      "Das Wichtigste hier vorweg:",
      "Im Mittelpunkt dieser Folie steht Folgendes:",
      "Zuerst der zentrale Punkt:",
    ],
    motivation: ["Zur Ausgangslage:", "Den Ausgangspunkt bildet Folgendes:"],
    question: ["Zur Fragestellung:"],
    theory: ["Zu den Grundlagen:", "Theoretisch ist hier vor allem wichtig:"],
    method: ["Zum Vorgehen:", "Methodisch ist hier entscheidend:"],
    results: [
      "Das zentrale Ergebnis hier:",
      "Vorweg der wichtigste Befund:",
      "Die Kernaussage dieser Folie:",
    ],
    discussion: ["Zur Einordnung:", "Zur Bewertung:"],
    limitations: ["Eine Grenze meiner Arbeit:", "Offen ansprechen möchte ich Folgendes:"],
    conclusion: ["Als Fazit halte ich fest:", "Zusammengefasst:"],
  },
  en: {
    any: [
      "The core of this slide:",
      "The main point first:",
      "This slide centres on the following:",
      "First, the key point:",
    ],
    motivation: ["The starting point:", "Here is where my thesis begins:"],
    question: ["On the research question:"],
    theory: ["On the background:", "In theory, what matters most here:"],
    method: ["On my approach:", "Methodologically, the key point is this:"],
    results: ["The central result here:", "The key finding first:", "The main message of this slide:"],
    discussion: ["To put this in context:", "What this means:"],
    limitations: ["One limitation of my thesis:", "I want to address this openly:"],
    conclusion: ["In conclusion:", "To sum up:"],
  },
};

/** A slide title short enough to be said in a sentence: the part before " & " or ":", at most eight words. */
export function spokenTitle(title: string): string | null {
  const t = sayableTitle(title);
  return t && wordCount(t) <= 8 && !/^backup\b/iu.test(t) ? t : null;
}

export function quoted(text: string, language: "de" | "en"): string {
  return language === "de" ? `„${text}“` : `“${text}”`;
}

/** The list starting at `seed` (mod its length). */
function rotated<T>(list: T[], seed: number): T[] {
  const k = list.length ? seed % list.length : 0;
  return [...list.slice(k), ...list.slice(0, k)];
}

/**
 * The first sentence of the notes: what this slide shows. Its central sentence (the finding, else the
 * source of its first bullet) after a lead-in, the lead-in varied by the slide's sentences so that slides
 * of one kind do not all open alike; without one, a phrasing that names the slide's title (or the topic
 * of its kind when the title is too long to be said). A backup slide says what it is for.
 */
export function opener(req: SlideRequest, title: string, seed: number, central: string | null): string {
  const lang = req.language;
  if (req.kind === "backup")
    return lang === "de"
      ? `Diese Reservefolie zu ${quoted(spokenTitle(title.replace(/^Backup:\s*/iu, "")) ?? "einem Detail", lang)} zeige ich nur bei Rückfragen.`
      : `I show this backup slide on ${quoted(spokenTitle(title.replace(/^Backup:\s*/iu, "")) ?? "a detail", lang)} only when asked.`;
  // A sentence with its own label ("Mögliche Erklärung: …") is said without a second one before it.
  if (central && OPENS_WITH_CONJECTURE_LABEL.test(central)) return central;
  if (central) {
    // "Vorweg der wichtigste Befund:" only before a finding; a definition or a diagnostic on a results
    // slide gets a neutral lead-in.
    const kind = statementKind(central);
    const notAFinding = req.kind === "results" && !isFindingKind(kind);
    // A step of the procedure on a results slide is introduced as one ("Zum Vorgehen: …").
    const step = notAFinding && kind === "setting";
    const own = notAFinding && !step ? [] : rotated(LEADS[lang][step ? "method" : req.kind] ?? [], seed);
    const leads = [...own, ...rotated(LEADS[lang].any ?? [], seed)];
    const said = req.said?.join(" ") ?? "";
    // Nor a lead-in whose word opens a sentence the notes may say next ("Zusammengefasst: …" before
    // "Zusammengefasst untersucht die Arbeit …").
    const opening = (l: string) => /^\p{L}{5,}/u.exec(l)?.[0];
    const echoed = (l: string) => {
      const word = opening(l);
      return word !== undefined && req.passages.some((p) => p.text.startsWith(`${word} `));
    };
    return `${leads.find((l) => !said.includes(l) && !echoed(l)) ?? leads.find((l) => !said.includes(l)) ?? leads[0]} ${central}`;
  }
  const named = spokenTitle(title);
  // The previous slide's hand-over just named this slide: naming it again would say the same twice.
  if (named && req.said?.at(-1)?.includes(quoted(sayableTitle(req.titleHint), lang))) return "";
  const topic = named ? quoted(named, lang) : (KIND_TOPIC[lang][req.kind] ?? quoted(title, lang));
  const said = req.said?.join(" ") ?? "";
  // A phrasing whose frame ("Ich komme nun zu …") the deck has not said yet, so no opener repeats.
  const forms = rotated(TOPIC_OPENERS[lang], seed);
  const unsaid = forms.find((f) => !said.includes((f.split("{}")[0] ?? f).trim() || f));
  const form = unsaid ?? forms[0];
  return form ? capitalise(form.replace("{}", topic)) : topic;
}
