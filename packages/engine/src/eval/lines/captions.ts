/**
 * Captions ("Abb. 3: …") and source lines ("Quelle: Abb. 3, S. 12") under an object on a slide.
 */
import { FIGURE_NUMBERED } from "./figure-description.ts";
import { rx } from "./word-boundary.ts";

const CAPTION = rx(
  String.raw`^(?:abbildung|abb\.|tabelle|tab\.|grafik|diagramm|figure|fig\.|table)\s*(?:[A-Z]\.?)?\d+(?:\.\d+)*\s*[:.–-]\s`,
);

/** A caption beside its object ("Tabelle 2: …", "Abb. 3. …", "Figure 1: …"). */
export function isCaption(line: string): boolean {
  return CAPTION.test(line.trim());
}

const SOURCE_OBJECT = rx(
  String.raw`${FIGURE_NUMBERED}|\b(?:S\.|p\.|pp\.)\s*(?:\d+|[ivxlcdm]+\b|[IVXLCDM]+\b)|\b(?:Kap\.|Sect\.)\s*\d`,
);

/** What a source line ("Quelle: …", "Source: …") cites, or null for any other line. */
export function sourceCited(line: string): string | null {
  return /^(?:Quelle|Source):\s+(\S.*)$/su.exec(line.trim())?.[1] ?? null;
}

/**
 * A source line under a thesis figure or table: "Quelle: Abb. 3, S. 12", "Quelle: Tab. 2, S. 9 (Auszug)",
 * "Source: Fig. 3, p. 12", "Quelle: eigene Darstellung nach Tabelle 8, S. 16": it names the object or its
 * page. An unnumbered object without a page is named by its caption's start, which only the thesis knows
 * (see content/thesis-visuals.ts); a bare literature citation ("Quelle: Müller 2019") names neither.
 */
export function isSourceLine(line: string): boolean {
  const cited = sourceCited(line);
  return cited !== null && SOURCE_OBJECT.test(cited);
}
