/**
 * A slide title cut short ("…", a hyphen or a function word at its end, an open bracket) or set in capitals.
 */
import { rx } from "./word-boundary.ts";

/**
 * Words a title cannot end on: articles, conjunctions, prepositions; not those German also uses as the
 * separated part of a verb ("… machen sie 50 % der Emissionen aus", "… nimmt zu").
 */
const TITLE_CUT_END = rx(
  String.raw`\s(?:und|oder|sowie|der|die|das|den|dem|des|ein|eine|einer|eines|von|vom|zum|zur|für|im|and|or|of|the|a|an|for|with|from)$`,
);

/** A title cut short: an ellipsis, a hyphen, a comma or colon at the end, a function word last, an open bracket or quote. */
export function isCutTitle(title: string): boolean {
  const text = title.trim();
  if (!text) return false;
  if (/(?:…|\.{3})$/u.test(text) || /[\p{L}]-$/u.test(text) || /[,:;–-]$/u.test(text)) return true;
  if (TITLE_CUT_END.test(text)) return true;
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  return count(/\(/gu) > count(/\)/gu) || count(/„/gu) > count(/[“”]/gu);
}

/**
 * A title written in capitals: two or more words of three letters or more and most of them in capitals.
 * Abbreviations ("ERGM", "LES") stand among normal words, so a title with one or two of them is fine.
 */
export function isAllCapsTitle(title: string): boolean {
  const words = title.match(/\p{L}{3,}/gu) ?? [];
  if (words.length < 2) return false;
  const caps = words.filter((w) => w === w.toLocaleUpperCase("de-DE") && w !== w.toLocaleLowerCase("de-DE"));
  return caps.length >= 2 && caps.length / words.length >= 0.6;
}
