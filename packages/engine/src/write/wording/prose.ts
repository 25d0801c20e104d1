/** Running text or not: table rows, code, command lines and lists pasted into a paragraph are not prose. */
import { memoized } from "../../text/memo.ts";

/**
 * True for running text; false for table rows, code, command lines and lists pasted into a paragraph
 * ("Bezeichnung Erklärung elapsed Benötigte Zeit …", "-n Non-GUI-Mode -t Pfad").
 */
function isProseOnce(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return false;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters < text.replace(/\s/g, "").length * 0.7) return false;
  // A word or two in brackets ("Handlungen (Tun) führen zu … (Ergehen)") is prose, not code.
  const symbols = text.replace(/\((?:[\p{L}-]+\s?){1,3}\)/gu, "");
  if ((symbols.match(/[|_=(){}[\]<>;$\\]/g) ?? []).length >= 3) return false;
  if (tokens.filter((t) => /^-{1,2}\w/.test(t)).length >= 2) return false;
  // Code comments and identifiers pasted into a paragraph ("1 # Config file", "sentBytes … grpThreads").
  if ((text.match(/(?:^|\s)#\s/g) ?? []).length >= 1) return false;
  if (tokens.filter((t) => /^\p{Ll}+\p{Lu}\p{Ll}/u.test(t)).length >= 2) return false;
  const caps = tokens.filter((t) => /^\p{Lu}/u.test(t)).length;
  return !(tokens.length > 8 && caps / tokens.length > 0.55);
}

export const isProse = memoized(isProseOnce);
