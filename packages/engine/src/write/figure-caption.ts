/**
 * How a thesis figure or table is named on a slide: its caption without the printed label, and the
 * source line ("Quelle: Abb. 3, S. 12", "Quelle: Tab. 2, S. 9 (Auszug)", "Source: Fig. 3, p. 12").
 * Only the thesis's own words and fixed, fact-free labels.
 */

import { captionBody, refersTo } from "../text/caption-label.ts";
import { splitSentences } from "../text/sentences.ts";
import type { ThesisFigure } from "../understand/schema.ts";
import { labels } from "./labels.ts";

export { captionBody };

/** Whether a sentence refers to table `number` ("wie Tabelle 4 zeigt", "(vgl. Tab. 4)", "see Table 4"). */
export function refersToTable(text: string, number: string): boolean {
  return refersTo(text, "table", number);
}

type Named = Pick<ThesisFigure, "kind" | "number" | "caption" | "page">;

const NAMES = {
  de: { figure: ["Abb.", "Abbildung"], table: ["Tab.", "Tabelle"], excerpt: "Auszug", rounded: "gerundet" },
  en: { figure: ["Fig.", "Figure"], table: ["Table", "Table"], excerpt: "excerpt", rounded: "rounded" },
} as const;

/** A trailing remark in brackets that names where the object comes from: "(eigene Abbildung)", "(Otaris, 2022)". */
const SOURCE_REMARK =
  /\s*\((?:[^()]*\b(?:1[89]|20)\d{2}\b[^()]*|[^()]*\b(?:eigene|eigener|erstellt|quelle|source|nach|aus|from|https?|www|in anlehnung|adapted|own|created|based on|darstellung|abbildung)\b[^()]*|[^()]*$)\)?\s*$/iu;

/** The caption's first sentence or clause ("…; Das Modell wurde …" ends before the semicolon). */
export function captionLead(caption: string): string {
  const body = captionBody(caption);
  const first = splitSentences(body)[0] ?? body;
  return first.split(/\s*;\s*/u)[0]?.trim() || body;
}

/** A web address, with what a line break may have split off it ("…/graph-databases- for-beginners…"). */
const WEB_ADDRESS = /(?:https?:\/\/|www\.)(?:[^\s-]|-\s?)+/giu;

/** Words that only say where an object comes from: "aus", "Quelle:", "eigene Darstellung", "adapted from". */
const ATTRIBUTION =
  /(?<![\p{L}\p{N}_])(?:aus|nach|von|quelle|quellen|entnommen|übernommen|in anlehnung an|eigene?r?|darstellung|abbildung|from|source|sources|taken|adapted|after|own|illustration|figure|retrieved|abgerufen|zugriff|stand|am|on)\b/giu;

/**
 * A caption that names nothing but its source ("Abbildung 2.1: aus https://dzone.com/… (26.08.19)",
 * "Quelle: eigene Darstellung"): no words are left once the address, dates and attribution go.
 */
export function namesOnlyItsSource(caption: string): boolean {
  const rest = captionBody(caption)
    .replace(WEB_ADDRESS, " ")
    .replace(/\([^()]*\)/gu, " ")
    .replace(ATTRIBUTION, " ")
    .replace(/[\d.,:;/()[\]–—-]+/gu, " ");
  return !/\p{L}{2,}/u.test(rest);
}

/**
 * The caption to say aloud: its first clause, without the label and without remarks on its source; ""
 * when it names nothing but its source.
 */
export function spokenCaption(caption: string): string {
  if (namesOnlyItsSource(caption)) return "";
  const lead = captionLead(caption);
  let spoken = lead;
  for (let prev = ""; prev !== spoken; ) {
    prev = spoken;
    spoken = spoken.replace(SOURCE_REMARK, "").trim();
  }
  spoken = spoken.replace(/[\s.:;,]+$/u, "");
  return spoken || lead;
}

/** "Abb. 3" / "Tabelle 3" (short or spoken form), or null when the object has no number. */
export function figureLabel(
  f: Pick<Named, "kind" | "number">,
  language: "de" | "en",
  spoken = false,
): string | null {
  if (!f.number) return null;
  return `${NAMES[language][f.kind][spoken ? 1 : 0]} ${f.number}`;
}

/** The start of an unnumbered object's caption: its first words, at most about 40 characters. */
function captionStart(caption: string): string {
  const words = captionBody(caption).split(" ");
  let out = words[0] ?? "";
  for (const w of words.slice(1)) {
    if (`${out} ${w}`.length > 40) break;
    out = `${out} ${w}`;
  }
  return out.replace(/[\s.:;,–-]+$/u, "");
}

/**
 * The source line under a thesis figure or table on a slide; `place` is where it stands as the student
 * finds it ("S. 12", "Kap. 4.2": `write/place.ts`), "" when unknown.
 */
export function sourceLine(
  f: Pick<Named, "kind" | "number" | "caption">,
  place: string,
  language: "de" | "en",
  excerpt = false,
  rounded = false,
): string {
  const L = labels(language);
  const name = figureLabel(f, language) ?? (captionStart(f.caption) || NAMES[language][f.kind][1]);
  const remarks = [excerpt && NAMES[language].excerpt, rounded && NAMES[language].rounded].filter(Boolean);
  return `${L.source}: ${name}${place ? `, ${place}` : ""}${remarks.length ? ` (${remarks.join(", ")})` : ""}`;
}

/** "Backup: Abb. 8 – GOF Plot minimum geodesic distance distribution": what a backup slide shows. */
export function backupTitle(f: Pick<Named, "kind" | "number" | "caption">, language: "de" | "en"): string {
  const label = figureLabel(f, language);
  const spoken = spokenCaption(f.caption);
  const name = [label, spoken].filter(Boolean).join(" – ");
  return `Backup: ${name || (language === "de" ? "Anhang" : "Appendix")}`;
}
