/**
 * Sentences that look like a roadmap but are not: terms fixed for the rest of the text, a method announced
 * for use, units of another text, findings stated in the same sentence.
 */
import { NUMBER, TEXT_ACT, TEXT_ACT_NARROW, UNIT_DE } from "./roadmap-words.ts";
import { B, E } from "./word-edges.ts";

/** Not about the text: terms fixed for the rest of the text ("im Folgenden als X bezeichnet"), assumptions. */
const STRUCTURE_NOT =
  /\bwie (?:schon |bereits |zuvor |oben )?(?:in|im) (?:\S+ )?(?:Kapitel|Abschnitt|Unterkapitel|Teil)\s*(?:\d+(?:\.\d+)*)?\s+(?:beschrieben|erläutert|dargestellt|erwähnt|gezeigt|definiert|eingeführt|vorgestellt)\s+(?!,)\p{Ll}|\b(?:wurde|wurden)\s+(?:\S+\s+){0,4}(?:im Folgenden|im weiteren Verlauf)\b|,\s*(?:which|who|um (?:die|den|das|welche)|auf (?:die|den|das)|der|die|das|welche[rsm]?)\s[^,.;]{0,80}\b(?:im Folgenden|nachfolgend|in the (?:next|following))|\bals\b[^.;]{1,80}\b(?:bezeichnet|betrachtet|verstanden|definiert|beschrieben|genannt|abgekürzt|verwendet)\b|\b(?:ausgegangen|angenommen|gerechnet|abgekürzt|vereinfachend|referred to as|denoted|assumed)\b/iu;

/** "… soll im weiteren Verlauf ein ERGM genutzt werden": the announced act is using a method, not writing about it. */
export const ANNOUNCES_USE = new RegExp(
  String.raw`\b(?:wird|werden|soll|sollen)\b[^,.;]{0,100}${B}(?:genutzt|verwendet|eingesetzt|angewendet|angewandt|benutzt|herangezogen)${E}`,
  "u",
);
export const NAMES_TEXT_ACT = new RegExp(String.raw`${B}${TEXT_ACT_NARROW}${E}`, "u");

/** The unit belongs to another text ("Im zweiten Abschnitt des Satzes", "Kapitel 2 des Evangeliums"). */
const OTHER_TEXT_UNIT =
  /\b(?:Kapitel|Abschnitt|Teil|chapter|section|part)\s*(?:\d+\s+)?(?:des|der|eines|einer|of (?:the|his|her|their|a)) (?!(?:vorliegenden |dieser |der |unserer |meiner )?(?:\w*[Aa]rbeit|Untersuchung|Studie|thesis|paper|work|study|report))/u;

/** Findings carried by an announcing sentence are not roadmap ("…, zeigt sich, dass …"). */
/** "… wurde bereits im Kapitel 1.3 erläutert, dass …": where something was said, not the finding itself. */
export const RECAP_THAT = new RegExp(
  String.raw`\b(?:${UNIT_DE}|chapters?|sections?)\s*(?:${NUMBER})?[^.;]{0,40}${B}(?:${TEXT_ACT}|shown|described|discussed|explained)${E},?\s+(?:dass|that|welche|wie|warum|ob)\b`,
  "iu",
);
export const CARRIES_FINDING = /\b(?:zeigt sich|zeigte sich|zeigen sich|ergab sich|ergibt sich|dass|that)\b/;

/** A cue that the sentence is about something else than this text's structure (used for the older rules too). */
export function notAboutStructure(text: string): boolean {
  return STRUCTURE_NOT.test(text) || OTHER_TEXT_UNIT.test(text);
}
