/**
 * German roadmap sentences that only have a sequencer to go by ("Zunächst wird …", "Anschließend werden …").
 */
import { PRESENT_AUX_DE, SEQUENCER_DE, TEXT_ACT, TEXT_ACT_NARROW, TEXT_ACT_NOUN } from "./roadmap-words.ts";
import { B, E } from "./word-edges.ts";

/** "Zunächst wird …", "Anschließend werden …" with a verb about the text. */
export const SEQUENCED_DE = new RegExp(
  [
    String.raw`^${SEQUENCER_DE}\s+${PRESENT_AUX_DE}\b[^.;,]{0,220}${B}${TEXT_ACT_NARROW}${E}`,
    // "Anschließend soll nun untersucht werden, …", "Zunächst ist jedoch der Haupteffekt … zu betrachten".
    String.raw`^${SEQUENCER_DE}\s*(?:[–-][^–]{0,160}[–-]\s*)?(?:soll|sollen)\b[^.;]{0,200}\bwerden\b`,
    String.raw`^${SEQUENCER_DE}\s+(?:ist|sind)\b[^.;]{0,120}\bzu (?:betrachten|erläutern|beschreiben|diskutieren|klären|untersuchen|analysieren|besprechen|erörtern|beleuchten|skizzieren|nennen)\b`,
    // "Aufbauend auf den Zeiten werden die Hypothesen überprüft": the results take up the hypotheses next.
    String.raw`^${SEQUENCER_DE}\s+${PRESENT_AUX_DE}\b[^.;,]{0,60}\b(?:Hypothesen?|Forschungsfragen?)\b[^.;,]{0,80}${B}(?:überprüft|geprüft|getestet|beantwortet)${E}`,
    // "Danach wird versucht, diese Dreiteilung aufzutrennen": what the text tries next.
    String.raw`^${SEQUENCER_DE}\s+(?:wird|soll)\s+(?:nun\s+)?versucht\b`,
    // "Abschließend erfolgt ein Ausblick auf …", "Zunächst erfolgt eine Einordnung …" (not "Die Auswertung erfolgt mit R").
    String.raw`^${SEQUENCER_DE}\s+(?:erfolgt|erfolgen)\s+(?:ein|eine|einer|die|der|das)\s+(?:\w+\s+){0,2}${TEXT_ACT_NOUN}${E}`,
    // "Zunächst wurden die Ergebnisse der Proteinsynthese untersucht": the order of the results, not one.
    String.raw`^${SEQUENCER_DE}\s+(?:wurde|wurden)\s+die\s+Ergebnisse\b[^.;]{0,160}${B}(?:untersucht|betrachtet|ausgewertet|analysiert|dargestellt|vorgestellt)${E}`,
    // "Um … zu können, werden die Funktionen … näher erläutert."
    String.raw`^Um\b[^,]{0,160},\s*(?:wird|werden|soll|sollen|muss|müssen)\b[^.;]{0,160}${B}(?:erläutert|beschrieben|vorgestellt|dargelegt|skizziert|diskutiert|eingeführt|erklärt|geklärt)${E}`,
  ].join("|"),
  "u",
);

/** The same sequencer in an introduction, where a wider set of verbs announces later chapters. */
export const SEQUENCED_INTRO_DE = new RegExp(
  String.raw`^${SEQUENCER_DE}\s+${PRESENT_AUX_DE}\b[^.;]{0,220}${B}${TEXT_ACT}${E}|\b(?:Kapitel|Abschnitt)\s*\d+\b[^.;]{0,160}\b(?:wird|werden|folgt|folgen|soll|sollen)\b|\b(?:wird|werden|folgt|folgen|soll|sollen)\b[^.;]{0,160}\b(?:Kapitel|Abschnitt)\s*\d+\b`,
  "u",
);
