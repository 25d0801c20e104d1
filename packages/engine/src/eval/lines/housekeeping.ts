/**
 * House-keeping about the thesis on a slide: the appendix, thanks, a note on spelling or gendered forms.
 */
import { rx } from "./word-boundary.ts";

/**
 * House-keeping about the thesis as a document, not its subject: gender-neutral language, thanks, the
 * appendix, own figures, the declaration, formatting and citation conventions, where the code lies.
 */
const HOUSEKEEPING = rx(
  [
    String.raw`\b(?:generische[nm]?\s+maskulinum|gendergerecht\p{L}*|geschlechts(?:neutral|spezifisch)\p{L}*|(?:beide|alle)\s+geschlechter|gleichermaßen\s+für\s+alle|lesbarkeit\s+halber|besseren\s+lesbarkeit|gender-?neutral|for\s+(?:the\s+sake\s+of\s+)?readability)\b`,
    String.raw`\b(?:ich\s+(?:möchte\s+mich\s+)?(?:bedanke|danke)|mein\s+dank\s+gilt|danken\s+möchte|i\s+(?:would\s+like\s+to\s+)?thank|my\s+thanks\s+go|acknowledg(?:e)?ments?)\b`,
    String.raw`\b(?:im|in\s+den|siehe|see|in\s+the)\s+(?:anhang|anhängen|appendix|appendices)\b`,
    String.raw`\b(?:eigene\s+darstellung|own\s+(?:illustration|representation|figure))\b`,
    String.raw`\b(?:eidesstattlich\p{L}*|selbstständig\s+(?:verfasst|angefertigt)|keine\s+anderen\s+als\s+die\s+angegebenen|declaration\s+of\s+(?:authorship|originality))\b`,
    String.raw`\b(?:zitierweise|zitierstil|citation\s+style|harvard-?(?:zitier\p{L}*|style)|fußnoten(?:stil|system))\b`,
    String.raw`\b(?:quellcode|source\s+code|programmcode|code)\s+(?:befindet\s+sich|liegt|ist\s+(?:im|unter|auf)|is\s+(?:available|provided|included))\b`,
    String.raw`\b(?:wörtliche\s+zitate|direkte\s+zitate|kursiv\s+gesetzt|fett\s+gedruckt|in\s+italics)\b`,
  ].join("|"),
);

export function isHousekeeping(line: string): boolean {
  return HOUSEKEEPING.test(line);
}
