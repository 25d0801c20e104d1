/** The first letter of a shortened or reordered sentence set in upper case. */

/** The first letter in upper case. */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
