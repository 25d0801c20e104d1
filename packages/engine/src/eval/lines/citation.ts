/**
 * A line that cites literature or carries a footnote mark or page reference: "(Müller 2019)", "Smith et
 * al. (2019) show", "[12]", "vgl. S. 4", a mark glued to a word.
 */
import { rx } from "./word-boundary.ts";

export const YEAR = String.raw`(?:1[5-9]\d\d|20\d\d)[a-z]?`;

/** A surname as cited: "Müller", "van der Aalst", "O'Neil", "Müller-Lüdenscheidt". */
export const NAME = String.raw`(?:(?:von|van|de|der|den|du|le|la)\s+)*\p{Lu}[\p{L}'’-]+`;

/** Words that stand before a year in brackets without being an author: "(Stand 2019)", "(Mai 2020)". */
const NOT_AUTHOR = rx(
  `^(?:stand|version|ausgabe|jahr|jahre|seit|ab|bis|ca|circa|um|im|in|vor|nach|zeitraum|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|january|february|march|june|july|october|december|since|until|year|summer|winter|sommer|ws|ss|sose|wise|q[1-4]|stichtag|edition|auflage|update)$`,
);

/** "(Müller 2019)", "(Müller, 2019, S. 12)", "(vgl. Müller & Schmidt 2019a; Meier 2020)", "(Smith et al., 2019)". */
const BRACKETED_AUTHOR_YEAR = rx(
  String.raw`\((?:(?:[Vv]gl\.|[Ss]iehe|[Ss]ee|[Cc]f\.|e\.\s?g\.|z\.\s?B\.)\s*)?(${NAME})(?:\s+et\s+al\.?|\s*(?:&|und|and|/|,)\s*${NAME})*,?\s+${YEAR}\b[^()]*\)`,
  "gu",
);

/** "Müller et al. (2019)", "Müller und Schmidt (2019)", "Smith (2019, p. 4)": the narrative form. */
const NARRATIVE_CITATION = rx(
  String.raw`\b${NAME}(?:\s+et\s+al\.?|\s+u\.\s?a\.|\s+(?:&|und|and)\s+${NAME})\s*\(${YEAR}\b[^()]*\)|\bet\s+al\.?`,
  "u",
);

/** "[12]", "[3, 4]", "[12–14]", "[Mül19]": numeric or alphanumeric citation keys. */
const BRACKET_KEY = /\[(?:\d{1,3}(?:\s*[,–-]\s*\d{1,3})*|\p{Lu}\p{L}{1,3}\+?\d{2}[a-z]?)\]/u;

/** "vgl.", "ebd.", "a. a. O.", "ibid.", "op. cit.", "zit. n.", "Hrsg.": the citation vocabulary. */
const CITATION_WORDS = rx(
  String.raw`\b(?:vgl\.|ebd\.|ebenda\b|a\.\s?a\.\s?O\.|ibid\.?|ibidem\b|op\.\s?cit\.|zit\.\s?(?:n\.|nach)|hrsg\.|cf\.\s)`,
);

/** "S. 12", "S. 12 f.", "p. 4", "pp. 3–5": a page reference. */
const PAGE_REFERENCE = rx(String.raw`(?:^|[\s(;,])(?:S\.|pp?\.)\s?\d+(?:\s*[–-]\s*\d+)?(?:\s?ff?\.)?`, "u");

/** A footnote mark glued to a word or after punctuation: "Verfahren12 ", "wurde.12", "„Zitat“3". */
const GLUED_MARK_PUNCT = /\p{Ll}{3,}[.,;:!?“”"»«)]+\d{1,3}(?=\s|$)/u;

/**
 * Lower-case word with digits glued on ("Zusammenhang61"), or a short abbreviation with two or three ("Mk45");
 * product names mix case or keep one digit ("Neo4j", "CO2", "Python3").
 */
const GLUED_MARK_WORD =
  /(?<![\p{L}\p{N}])(?:\p{L}\p{Ll}{4,}\d{1,3}|\p{Lu}\p{Ll}{1,2}\d{2,3})(?=[\s.,;:!?]|$)/u;

/** A footnote's own mark at the start: "61 Die Stadt …", "3 Vgl. …" (a number followed by an article is no count). */
const LEADING_MARK = rx(
  String.raw`^\d{1,3}\s+(?:die|der|das|den|dem|des|ein|eine|einer|eines|es|er|sie|dies\p{L}*|vgl\.|siehe|ebd\.|im|in|zur|zum|bei|so|auch|hier|the|a|an|this|see|cf\.|it|for)\b`,
);

/** A line that carries a literature citation, a page reference or a footnote mark. */
export function hasCitation(line: string): boolean {
  const text = line.trim();
  for (const m of text.matchAll(BRACKETED_AUTHOR_YEAR)) {
    const first = (m[1] ?? "").split(/\s+/u).at(-1) ?? "";
    if (!NOT_AUTHOR.test(first)) return true;
  }
  return (
    NARRATIVE_CITATION.test(text) ||
    BRACKET_KEY.test(text) ||
    CITATION_WORDS.test(text) ||
    PAGE_REFERENCE.test(text) ||
    GLUED_MARK_PUNCT.test(text) ||
    GLUED_MARK_WORD.test(text) ||
    LEADING_MARK.test(text)
  );
}
