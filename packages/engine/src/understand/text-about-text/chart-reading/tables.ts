/** Reading a table: its rows and columns, marks such as asterisks, type and bracketed values. */
import type { Cue } from "../word-edges.ts";
import { LEAD } from "./words.ts";

export const TABLE_CUES: readonly Cue[] = [
  // Rows, columns and cells of a table (not of a matrix: "Die Zeilen der Adjazenzmatrix entsprechen den Akteuren" defines it), and type set in them ("Die Vergleichswerte sind in der rechten Tabellenhälfte kursiv gesetzt").
  {
    stems: ["zeile", "spalte", "tabelle", "table", "zelle", "row", "column", "cell"],
    re: new RegExp(
      [
        // Rows and columns of a table ("In der linken Spalte stehen …", "In den Zeilen sind …, in den Spalten …").
        String.raw`^In (?:der|den|dem) (?:\p{L}+ )?(?:Zeilen?|Spalten?|Tabellenhälfte|Tabellenzeilen?|Tabellenspalten?)\b(?![^.;]*\bdass\b)`,
        String.raw`^In the (?:\w+ )?(?:rows?|columns?)(?: of the table)?\b(?![^.;]*\bthat\b)`,
        // Not the rows of a matrix ("Die Zeilen der Adjazenzmatrix entsprechen den Akteuren"): that is its definition.
        String.raw`^(?![^.;]*\b(?:Matri[xz]\p{L}*|matri(?:x|ces))\b)${LEAD}(?:Die |The )?(?:\p{L}+ )?(?:Zeilen|Spalten|Rows|Columns)\b(?:\s+\S+){0,3}?\s+(?:entsprechen|enthalten|zeigen|stehen für|geben|nennen|listen|bezeichnen|correspond to|represent|contain|show|list|give|indicate|denote|(?:are|sind|werden)\s+(?:\S+\s+){0,2}?(?:sorted|ordered|arranged|grouped|sortiert|geordnet|gruppiert|angeordnet))\b`,
        String.raw`^(?![^.;]*\b(?:Matri[xz]\p{L}*|matri(?:x|ces))\b)(?:Jede|Each|Every) (?:Zeile|Spalte|Zelle|row|column|cell)\b[^.;]{0,40}\b(?:entspricht|steht für|enthält|zeigt|represents|corresponds to|contains|stands for|shows)\b`,
        // Type in a table ("Die Vergleichswerte sind in der rechten Tabellenhälfte kursiv gesetzt").
        String.raw`^(?=[^;]*\b(?:Tabelle|Tabellen\p{L}*|Spalten?|Zeilen?|table|columns?|rows?)\b)[^;]*\b(?:kursiv|fett|unterstrichen|in italics|italics?|italicised|italicized|in bold|bold)\s*(?:gesetzt|gedruckt|hervorgehoben|markiert|dargestellt|angegeben|printed|set|shown|marked|given)?\b`,
      ].join("|"),
      "iu",
    ),
  },
  // Marks ("Signifikante Koeffizienten sind mit * gekennzeichnet", "marked with an asterisk").
  {
    stems: ["*", "stern", "asterisk", "stars"],
    re: new RegExp(
      [
        // Marks ("Signifikante Koeffizienten sind mit * gekennzeichnet", "marked with an asterisk").
        String.raw`(?:\bmit|\bdurch) (?:einem |einen |zwei |drei |jeweils )?(?:\*+|Sternchen|Sternen|Stern|Asterisk\p{L}*)[^;]{0,60}\b(?:gekennzeichnet|markiert|kenntlich gemacht|hervorgehoben)\b`,
        String.raw`\b(?:marked|indicated|denoted|flagged|highlighted) (?:with|by) (?:an? |one |two |three )?(?:asterisks?|\*+|stars?)\b`,
      ].join("|"),
      "iu",
    ),
  },
  // Values in brackets ("Standardfehler stehen in Klammern", "Die Werte in Klammern beziehen sich auf …").
  {
    stems: ["klammer", "parenthes", "bracket"],
    re: new RegExp(
      [
        // Values in brackets in a table ("Standardfehler stehen in Klammern", "Die Werte in Klammern beziehen sich auf …").
        String.raw`\b(?:Standardfehler|Standardabweichungen|t-Werte|z-Werte|p-Werte|standard errors|standard deviations|t-statistics|t-values)\b[^.;]{0,30}\b(?:in (?:runden |eckigen )?Klammern|in parenthes[ie]s|in brackets)\b|^(?:Die |The )?(?:Werte|Zahlen|Angaben|Prozentangaben|Prozentwerte|values|numbers|figures|percentages)\s+in\s+(?:runden |eckigen )?(?:Klammern|parenthes[ie]s|brackets)\b`,
      ].join("|"),
      "iu",
    ),
  },
];
