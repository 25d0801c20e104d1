/** The language of a thesis from its most common function words. */
import type { Language } from "../../document.ts";

const DE =
  /\b(der|die|das|und|ist|nicht|mit|von|für|auf|wird|werden|eine|einer|dass|sich|auch|bei|wurde|zu|im)\b/g;
const EN = /\b(the|and|is|are|of|to|with|that|this|for|was|were|be|by|which|from|as|on|an)\b/g;

export function detectLanguage(text: string): Language {
  const sample = text.slice(0, 200_000).toLowerCase();
  const de = sample.match(DE)?.length ?? 0;
  const en = sample.match(EN)?.length ?? 0;
  return en > de * 1.2 ? "en" : "de";
}
