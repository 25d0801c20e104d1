/**
 * The line rules of eval/lines/ are the evaluator's own tests for a line of slide text, German and English,
 * kept apart from the engine's classifiers (understand/sentence-role.ts) on purpose: the generator is not
 * graded by its own rule. Their regular expressions are case-insensitive and Unicode, and their `\b` knows
 * umlauts: JavaScript's own `\b` sees only ASCII word characters, even with the u flag.
 */

/** `\b` that knows umlauts: JavaScript's own `\b` sees only ASCII word characters, even with the u flag. */
const BOUNDARY = String.raw`(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))`;

export function rx(source: string, flags = "iu"): RegExp {
  return new RegExp(source.replaceAll(String.raw`\b`, BOUNDARY), flags);
}
