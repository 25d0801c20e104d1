/** Thesis text as it can be spoken: citations, source and figure pointers and footnote marks taken out. */
import { memoized } from "../../text/memo.ts";
import { isEnglish } from "./language.ts";

/** Parenthesised pointers that are not spoken: sources, figure/table/appendix references ("(siehe Abbildung 15)"). */
const POINTER =
  /(?:vgl\.|cf\.|abb\.|tab\.|fig\.|(?:siehe|see|ebd|quelle|source|abbildung|tabelle|figure|table|anhang|appendix|listing|zeilen?|lines?)\b)/iu;

const POINTER_PARENS = new RegExp(`\\(\\s*${POINTER.source}[^()]{0,100}\\)`, "giu");

const POINTER_UNCLOSED = new RegExp(`\\(\\s*${POINTER.source}[^()]*$`, "iu");

const PLOT_ELEMENT_PARENS =
  /\s*\((?:(?:\p{L}+(?:e|en|er|es)|dashed|dotted|solid|red|blue|green|black|grey|gray|orange)\s+)?(?:Linien?|Kurven?|(?:Daten)?[Pp]unkte|Balken|Symbole|lines?|curves?|dots|points|bars|markers)\)/gu;

/** Capitalised words that never follow a noun inside a German or English sentence: they open a new one. */
const OPENS_SENTENCE =
  "Wenn|Wie|Ein|Eine|Der|Die|Das|Falls|Es|Man|Selbst|Dies|Diese|Dieser|Hier|Um|Bei|Durch|Auf|Im|Mit|Für|Nach|Unter|The|An|This|If|When";

/** A run-in label glued to its sentence ("• Passwörter Ein großer Punkt …") becomes "Passwörter: Ein großer …". */
const RUN_IN = new RegExp(`(^|[•▪●◦]\\s*)(\\p{Lu}[\\p{L}-]{3,}) (?=(?:${OPENS_SENTENCE})\\s)`, "gu");

/**
 * A Greek symbol that labels the noun before it ("the heat transfer coefficient α increases", "der
 * Wärmeübergangskoeffizient α steigt"): the noun says it. Not a symbol after a function word or a
 * conjunction ("with α for …", "wobei α …", a legend; "Wenn ψ …") and not a statistic ("α = .86").
 */
const SYMBOL_LABEL =
  /(?<=(?<![\p{L}’'])(?!(?:with|where|when|while|whereas|that|then|for|from|and|over|into|mit|wobei|wenn|falls|dass|sodass|weil|für|von|und|über|sowie|oder|aber|sondern)\s)\p{L}{4,})\s[\u03b1-\u03c9\u0391-\u03a9](?:[a-z\d]{1,3})?(?=[\s,.;)])(?!\s*[=<>≤≥])/giu;

/** Removes what is not spoken: bracketed citations, (Author, 2019), source and figure pointers, footnote markers, URLs. */
function speakableOnce(text: string): string {
  return (
    text
      .replace(RUN_IN, "$1$2: ")
      .replace(/\s*[•▪●◦]\s*/gu, " ")
      .replace(/\[[\d,;\s–-]+\]/g, "")
      .replace(/\[\d+[^\]]{0,40}\]/g, "")
      // A numbered citation the line break cut open at the end ("… der Elektrizität. [5, p").
      .replace(/\s*\[\d+[^\]]{0,20}$/u, "")
      .replace(
        /\((?:vgl\.\s*|siehe\s*|see\s*|cf\.\s*)?[\p{Lu}][^()]{0,80}?\d{4}[a-z]?(?:,\s*(?:S\.|p\.|pp\.)\s*[\d–-]+)?\)/gu,
        "",
      )
      // A narrative citation keeps the name and loses the year: "von Frank and Strauss (1986) eingeführt",
      // "Birkner u. a. (2020) beschreiben".
      .replace(
        /(?<=\p{L}|\b(?:u\.\s?a|et al)\.)\s*\((?:19|20)\d{2}[a-z]?(?:[,:]\s*(?:S\.|p\.|pp\.)?\s*[\d–-]+(?:\s*f{1,2}\.)?)?\)/gu,
        "",
      )
      // "vgl. Müller 2019, S. 3" run into the sentence.
      .replace(
        /\s*\b(?:vgl\.|cf\.)\s+[\p{Lu}][\p{L}-]+(?:\s+(?:et al\.|u\.\s?a\.))?\s+(?:19|20)\d{2}[a-z]?(?:,\s*(?:S\.|p\.)\s*[\d–-]+)?/giu,
        "",
      )
      .replace(POINTER_PARENS, "")
      // A bare number in brackets points at an equation or counts off an item ("Das Ergebnis der
      // Berechnung (3) sind …", "(1) a clinical trial"); neither is spoken.
      .replace(/\s\(\d{1,2}\)(?=[\s,.;:])/gu, "")
      .replace(POINTER_UNCLOSED, "")
      // A pointer at a plot element ("(blaue Linie)", "(schwarze Punkte)", "(dashed line)").
      .replace(PLOT_ELEMENT_PARENS, "")
      .replace(/https?:\/\/\S+/g, "")
      .replace(SYMBOL_LABEL, "")
      // Footnote markers glued to a word ("Cloud12 ", "Latinismen6,7 "), but not symbols and units ("R2",
      // "CO2", "km2", "H1").
      .replace(/(?<=\p{Ll}{3})\d{1,2}(?:,\d{1,2})*(?=[\s.,;:]|$)/gu, "")
      // … or set off by a space before a colon after a German verb ("in fünf Kategorien unterteilt 2: …");
      // an English "step 2:" names its step.
      .replace(/(?<=\s\p{Ll}{3,}(?:t|en))\s\d{1,2}(?=:\s)/gu, (m, _at: number, all: string) =>
        isEnglish(all) ? m : "",
      )
      // … and to a short abbreviation, with two or three digits ("Mk45", "Joh12"; a verse is "Mk 4,5").
      .replace(/(?<=(?<![\p{L}\p{N}])\p{Lu}\p{Ll}{1,2})\d{2,3}(?=[\s.,;:]|$)/gu, "")
      // … and after a closing quote or a sentence's end ("… Jesu“15 darzustellen", "… Markus.12 Die").
      .replace(/(?<=[“”"’]|\p{Ll}{2}[.;:])\d{1,3}(?=\s|$)/gu, "")
      // … and after a closing bracket that holds words ("… ein unendliches Reich (Dan 7, 14)46"), not after
      // a formula's group ("Ca(OH)2").
      .replace(/(?<=\([^()]*\s[^()]*\))\d{1,3}(?=[\s.,;:]|$)/gu, "")
      // Space before punctuation, but not before a decimal (".34" in "r = .34").
      .replace(/\s+([,;:!?]|\.(?!\d))/g, "$1")
      .replace(/\(\s*\)/g, "")
      .replace(/\s{2,}/g, " ")
      .trim()
  );
}

export const speakable = memoized(speakableOnce);
