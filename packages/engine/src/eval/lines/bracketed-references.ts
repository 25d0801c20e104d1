/**
 * References in brackets ("(vgl. Kap. 3)", "(siehe Abb. 2)"), left out before a line is judged.
 */
import { rx } from "./word-boundary.ts";

/** A cross-reference in brackets, "(vgl. Kapitel 3)", "(siehe Abb. 2)", "(see Table 4)": not the subject. */
const BRACKETED_REFERENCE = rx(
  String.raw`\((?:[^()]*?\b(?:vgl\.|siehe|s\.|see|cf\.)\s*)?(?:kapitel|kap\.|abschnitt|abb\.|abbildung|tab\.|tabelle|chapter|section|fig\.|figure|table)\s*[\dA-Z][^()]*\)`,
  "giu",
);

export function withoutBracketedReferences(text: string): string {
  return text.replace(BRACKETED_REFERENCE, " ");
}
