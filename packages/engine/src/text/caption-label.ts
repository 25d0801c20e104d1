/**
 * The one reader of caption labels and references to figures and tables: "Abbildung 3:", "Abb. 2.1 –",
 * "Grafik 4", "Diagramm 2", "Figure C3.", "Tab. A.1", "Table 3a", and in running text "(vgl. Tab. 2)",
 * "Abbildungen 3", "see Figure 4". Every part of the engine that reads a label uses these words and this
 * number form, so "Grafik 2" or an appendix table "A.1" means the same everywhere.
 */

export type LabelKind = "figure" | "table";

/** Label words of a figure (German and English, full and abbreviated; "Grafik" and "Diagramm" included). */
export const FIGURE_WORD = String.raw`(?:Abbildung(?:en)?|Abb\.|Figures?|Fig\.|Grafik(?:en)?|Diagramm(?:e)?)`;
/** Label words of a table. */
export const TABLE_WORD = String.raw`(?:Tabelle(?:n)?|Tab\.|Tables?)`;
/** Any label word (`labelKind` tells figure from table). */
export const LABEL_WORD = `(?:${FIGURE_WORD}|${TABLE_WORD})`;
/**
 * A label number as printed: "3", "2.1", "4-2", "3–1", appendix "A.1", "A1", "C3", part "3a". An appendix
 * letter stands only right before its digits or its dot ("A.1", "B2"), so "Abbildung A" is no number.
 */
export const LABEL_NUMBER = String.raw`(?:[A-Z]\.?(?=\d))?\d+(?:[.\-–]\d+)*[a-z]?(?![\p{L}\d])`;

const START = new RegExp(String.raw`^\s*(${LABEL_WORD})\s*(${LABEL_NUMBER})?\s*([:.–—|-])?\s*(.*)$`, "isu");
const REFERENCE = new RegExp(String.raw`(?<![\p{L}])(${LABEL_WORD})\s*(${LABEL_NUMBER})`, "giu");

/**
 * The number as compared: "–" read as "-", and a capital right after the digits is a panel of the figure
 * ("Abbildung 4.3A)" refers to figure 4.3), not part of its number ("3a" is).
 */
function labelNumber(printed: string): string {
  return printed.replace(/–/g, "-").replace(/(?<=\d)[A-Z]$/u, "");
}

const PLURAL = /^(?:Abbildungen|Figures|Grafiken|Diagramme|Tabellen|Tables)$/iu;

export interface CaptionLabel {
  kind: LabelKind;
  /** The label word as printed ("Abb.", "Tabelle"). */
  word: string;
  /** The number as printed with "–" read as "-" ("2.1", "A.1"), null for an unnumbered label ("Grafik: …"). */
  number: string | null;
  /** Whether a separator (":", ".", "–", "—", "-", "|") follows the label. */
  separator: boolean;
  /** The caption text after the label. */
  rest: string;
}

/** "Tab." / "Tabelle" / "Tables" → "table"; every other label word → "figure". */
export function labelKind(word: string): LabelKind {
  return /^tab/iu.test(word.trim()) ? "table" : "figure";
}

/**
 * The label at the start of a caption, or null when the text does not start with one. An unnumbered label
 * counts only with a separator ("Grafik: Ablauf"), so "Diagramme zeigen …" is no caption label. Whether a
 * numbered label without separator starts a caption or running text ("Abbildung 3 zeigt …") is the
 * caller's judgement (`separator`, `rest`).
 */
export function readCaptionLabel(text: string): CaptionLabel | null {
  const m = START.exec(text);
  if (!m) return null;
  const word = m[1] ?? "";
  const number = m[2] ? labelNumber(m[2]) : null;
  const separator = m[3] !== undefined;
  if (!number && !separator) return null;
  // A plural word ("Abbildungen 3 und 4") refers to several objects: running text, not a caption.
  if (PLURAL.test(word) && !separator) return null;
  return { kind: labelKind(word), word, number, separator, rest: (m[4] ?? "").trim() };
}

/** Whether a text starts with a table label ("Tabelle 2: …", "Tab. A.1 …", "Table 3"). */
export function isTableCaption(text: string): boolean {
  return readCaptionLabel(text)?.kind === "table";
}

/** A numbered citation in square brackets at a caption's start or end: "[5, p.13] Experimental …", "… [8]". */
const BRACKET_CITATION =
  /^\[\d+(?:\s*[,;–-]\s*(?:(?:p|pp|S|s)\.\s*)?\d+)*\]\s*|\s*\[\d+(?:\s*[,;–-]\s*(?:(?:p|pp|S|s)\.\s*)?\d+)*\]$/gu;

/**
 * "Abbildung 3: Ablauf der Messung" → "Ablauf der Messung"; a caption without a label as printed, and
 * without a numbered citation at its start or end ("Figure 1.1: [5, p.13] Streamlines" → "Streamlines").
 */
export function captionBody(caption: string): string {
  const text = caption.replace(/\s+/g, " ").trim();
  const label = readCaptionLabel(text);
  const body = (label ? label.rest.replace(/^[:.–—|-]\s*/u, "").trim() : text)
    .replace(BRACKET_CITATION, "")
    .trim();
  return body || text;
}

/**
 * The figures and tables a text refers to, in order: "wie Abbildung 3 und Tab. A.1 zeigen" → both. A letter
 * after the digits names a panel ("Abbildung 6c", "Abbildung 4.3B)") and refers to the figure itself.
 */
export function labelReferences(text: string): Array<{ kind: LabelKind; number: string }> {
  return [...text.matchAll(REFERENCE)].map((m) => ({
    kind: labelKind(m[1] ?? ""),
    number: labelNumber(m[2] ?? "").replace(/(?<=\d)[a-z]$/u, ""),
  }));
}

/** Whether a text refers to the figure or table of that kind and number. */
export function refersTo(text: string, kind: LabelKind, number: string): boolean {
  return labelReferences(text).some((r) => r.kind === kind && r.number === number);
}
