/**
 * Token counts of a sentence in one pass over its characters: words, bare numbers, code identifiers and
 * which code-like symbols occur.
 */

function isLetter(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 0xc0 && c <= 0x2af && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x370 && c <= 0x52f)
  );
}

interface TokenCounts {
  /** Space-separated tokens. */
  tokens: number;
  /** Share of letters among the non-space characters. */
  letterShare: number;
  /** Tokens with at least two letters in a row. */
  words: number;
  /** Bare numbers ("12,5", "0.86", "42%", "-3"). */
  numbers: number;
  /** Identifiers from code or log files ("sentBytes", "grpThreads"). */
  camel: number;
  /** Which code-like characters occur (SYM_* bits). */
  symbols: number;
}
export const SYM_DOUBLE = 1;
// "==" or "::"
export const SYM_BRACE = 2;
// "{", "}" or ";"
export const SYM_PIPE = 4;
export const SYM_PAREN = 8;
export const SYM_UNDERSCORE = 16;
export const SYM_EQUALS = 32;
export const SYM_COMMA = 64;

/** One pass over the characters (no allocation per token); tokens are separated by single spaces. */
export function countTokens(text: string): TokenCounts {
  let tokens = 0;
  let letters = 0;
  let nonSpace = 0;
  let words = 0;
  let numbers = 0;
  let camel = 0;
  let symbols = 0;
  let run = 0;
  let hasWordRun = false;
  let digits = 0;
  let other = 0;
  let startsLower = false;
  let isCamel = false;
  let prev = 32;
  let prevPrev = 32;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c === 32) {
      if (prev !== 32) tokens++;
      if (hasWordRun) words++;
      if (digits > 0 && other === 0) numbers++;
      if (isCamel) camel++;
      run = 0;
      hasWordRun = false;
      digits = 0;
      other = 0;
      isCamel = false;
      prev = prevPrev = 32;
      continue;
    }
    if (prev === 32) startsLower = c >= 97 && c <= 122;
    nonSpace++;
    if (c < 128 && !(c >= 97 && c <= 122) && !(c >= 65 && c <= 90) && !(c >= 48 && c <= 57)) {
      if (c === 61) symbols |= prev === 61 ? SYM_EQUALS | SYM_DOUBLE : SYM_EQUALS;
      else if (c === 58 && prev === 58) symbols |= SYM_DOUBLE;
      else if (c === 123 || c === 125 || c === 59) symbols |= SYM_BRACE;
      else if (c === 124) symbols |= SYM_PIPE;
      else if (c === 40) symbols |= SYM_PAREN;
      else if (c === 95) symbols |= SYM_UNDERSCORE;
      else if (c === 44) symbols |= SYM_COMMA;
    }
    if (isLetter(c)) {
      letters++;
      run++;
      if (run >= 2) hasWordRun = true;
      other++;
    } else {
      run = 0;
      if (c >= 48 && c <= 57) digits++;
      else if (c !== 44 && c !== 46 && c !== 37 && c !== 45 && c !== 43 && c !== 0x2212 && c !== 0x20ac)
        other++;
    }
    // lower-Upper-lower inside a token that starts lower-case: "sentBytes".
    if (startsLower && prev >= 65 && prev <= 90 && prevPrev >= 97 && prevPrev <= 122 && c >= 97 && c <= 122)
      isCamel = true;
    prevPrev = prev;
    prev = c;
  }
  return { tokens, letterShare: nonSpace ? letters / nonSpace : 0, words, numbers, camel, symbols };
}
