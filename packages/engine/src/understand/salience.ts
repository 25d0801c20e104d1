/**
 * A salience score per sentence: tf-idf centrality within its chapter, position, length, and penalties for
 * anaphora, pointers, code and formulas.
 */
import { contentTokens, wordCount } from "../text/words.ts";
import { type LocatedSentence, UNUSABLE_ROLES } from "./sentences.ts";

/** How much a sentence looks like something other than a statement (0 = clean prose). */
export function penalty(text: string): number {
  let p = 0;
  if (/^(dies|diese|dieser|dieses|er|sie|es|hier|dabei|daher|this|these|it|they|here)\b/iu.test(text))
    p += 0.25;
  if (/(abbildung|abb\.|tabelle|tab\.|figure|fig\.|table|listing)\s*\d/iu.test(text)) p += 0.35;
  if (/https?:\/\/|www\./.test(text)) p += 0.6;
  if (/[{}=<>;\\$_^|]{2,}|[{}\\]/.test(text)) p += 0.8;
  // Code, queries and identifiers: pipes, underscores, brackets, camelCase and dotted names.
  const code = (text.match(/[|_=(){}[\]<>;$\\]/g) ?? []).length;
  if (code >= 3) p += 0.7;
  const tokens = text.split(/\s+/);
  const odd = tokens.filter((t) => /[a-z][A-Z]|_|\w\.\w+\(|^\d+$/.test(t)).length;
  if (tokens.length > 0 && odd / tokens.length > 0.2) p += 0.5;
  if (/^[\d\s,;–-]*\]/.test(text)) p += 0.3;
  // URLs without scheme, JDBC strings, package names, masked values.
  if (/:\/\/|\b[a-z]+\.[a-z]+\.[a-zA-Z]+\b|\*{3,}/.test(text)) p += 0.6;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters < text.length * 0.6) p += 0.6;
  if (/…|\.\.\.$/.test(text)) p += 0.2;
  return p;
}

function lengthFactor(n: number): number {
  if (n < 5) return 0.2;
  if (n < 8) return 0.7;
  if (n <= 32) return 1;
  if (n <= 45) return 0.75;
  return 0.4;
}

/**
 * Salience per sentence: centrality of its words within its chapter (tf · idf over paragraphs), a bonus for
 * opening a section, and the penalties above; sentences of an unusable role are pushed to the bottom.
 */
export function scoreSentences(sentences: LocatedSentence[], chapterCount: number): number[] {
  const df = new Map<string, number>();
  const chapterTf = Array.from({ length: chapterCount }, () => new Map<string, number>());
  const tokensOf = sentences.map((s) => contentTokens(s.text));
  sentences.forEach((s, i) => {
    const toks = tokensOf[i] ?? [];
    for (const t of new Set(toks)) df.set(t, (df.get(t) ?? 0) + 1);
    const tf = chapterTf[s.chapter];
    if (tf) for (const t of toks) tf.set(t, (tf.get(t) ?? 0) + 1);
  });
  const n = sentences.length;
  const idf = (w: string) => Math.log((n + 1) / ((df.get(w) ?? 0) + 0.5));
  const maxTf = chapterTf.map((tf) => Math.max(1, ...tf.values()));
  return sentences.map((s, i) => {
    const toks = tokensOf[i] ?? [];
    const tf = chapterTf[s.chapter] ?? new Map<string, number>();
    const mt = maxTf[s.chapter] ?? 1;
    const centrality = toks.length
      ? toks.reduce((acc, t) => acc + ((tf.get(t) ?? 0) / mt) * idf(t), 0) / Math.sqrt(toks.length)
      : 0;
    const base = centrality * lengthFactor(wordCount(s.text)) + (s.first ? 0.3 : 0);
    const unusable = UNUSABLE_ROLES.has(s.role) ? 0.05 : 1;
    return Math.round(base * Math.max(0.05, 1 - penalty(s.text)) * unusable * 1000) / 1000;
  });
}
