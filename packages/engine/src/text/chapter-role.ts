/** The one chapter-role classifier: roles from chapter titles, German and English. */
import type { ChapterRole } from "../document.ts";

const ROLE_PATTERNS: [ChapterRole, RegExp][] = [
  ["outlook", /^(ausblick|outlook|future work|zukünftige (arbeiten|forschung))\b/i],
  [
    "conclusion",
    /\b(fazit|schluss(folgerung|betrachtung|wort)?|resümee|resumee|conclusions?|concluding|zusammenfassung und ausblick|summary|abschließende)/i,
  ],
  [
    "discussion",
    /\b(diskussion|discussion|interpretation|kritische (würdigung|reflexion)|limitation|einordnung der ergebnisse|bewertung)/i,
  ],
  [
    "results",
    /\b(ergebnis(?:se)?|resultate?|befunde|results?|findings|auswertung|messergebnisse|messung(?:en)?|evaluation|evaluierung)\b/i,
  ],
  [
    "method",
    /\b(method\w*|vorgehen\w*|material(ien)? und method\w*|forschungsdesign|untersuchungsdesign|studiendesign|study design|datenerhebung|data collection|datengrundlage|daten(basis|satz)?|data|stichprobe|sample|participants|procedure|durchführung|versuchsaufbau|experiment\w*|umsetzung|implementierung|implementation|realisierung)\b/i,
  ],
  [
    "theory",
    /\b(grundlagen|theor\w*|stand der (forschung|technik)|forschungsstand|aktueller stand|literature review|background|related work|hintergrund|begriffsbestimmung|definition(?:en)?|konzept\w*)\b/i,
  ],
  [
    "introduction",
    /\b(einleitung|einführung|motivation|problemstellung|problem und fragestellung|introduction|forschungsfrage|zielsetzung|ausgangslage|ziele? (?:dieser|der) (?:\w+)?arbeit|(?:aims?|objectives?) of (?:this|the) (?:thesis|study|work))\b/i,
  ],
];

export function chapterRole(title: string, isLastChapters = false): ChapterRole {
  const t = title.trim();
  if (/^zusammenfassung$/i.test(t)) return isLastChapters ? "conclusion" : "other";
  if (/fazit und ausblick|conclusion and outlook|zusammenfassung und ausblick/i.test(t)) return "conclusion";
  for (const [role, re] of ROLE_PATTERNS) if (re.test(t)) return role;
  return "other";
}
