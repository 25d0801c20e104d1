/** A text without its bracketed remarks, one level deep ("Die Lösung (0,1 mol/l) wirkt" → "Die Lösung wirkt"). */
export const withoutBrackets = (text: string) => text.replace(/\s*\([^()]*\)/gu, "");
