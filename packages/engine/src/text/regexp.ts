/** A text as a regular expression that matches it literally ("Abb. (3)" → "Abb\. \(3\)"). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
