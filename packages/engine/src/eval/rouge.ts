/** ROUGE-1/2/L (F1) between a candidate text and a reference text, on lower-cased word tokens. */

export function rougeTokens(text: string): string[] {
  return text.toLocaleLowerCase("de-DE").match(/[\p{L}\p{N}]+/gu) ?? [];
}

function ngrams(tokens: string[], n: number): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join(" ");
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

function f1(overlap: number, candidate: number, reference: number): number {
  if (overlap === 0 || candidate === 0 || reference === 0) return 0;
  const p = overlap / candidate;
  const r = overlap / reference;
  return (2 * p * r) / (p + r);
}

function rougeN(c: string[], r: string[], n: number): number {
  const cn = ngrams(c, n);
  const rn = ngrams(r, n);
  let overlap = 0;
  for (const [k, v] of cn) overlap += Math.min(v, rn.get(k) ?? 0);
  return f1(overlap, Math.max(0, c.length - n + 1), Math.max(0, r.length - n + 1));
}

function lcs(a: string[], b: string[]): number {
  let prev = new Uint32Array(b.length + 1);
  let cur = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      cur[j] =
        a[i - 1] === b[j - 1]
          ? (prev[j - 1] as number) + 1
          : Math.max(prev[j] as number, cur[j - 1] as number);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length] as number;
}

export interface Rouge {
  rouge1: number;
  rouge2: number;
  rougeL: number;
}

export function rouge(candidate: string, reference: string): Rouge {
  const c = rougeTokens(candidate);
  const r = rougeTokens(reference);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    rouge1: round(rougeN(c, r, 1)),
    rouge2: round(rougeN(c, r, 2)),
    rougeL: round(f1(lcs(c, r), c.length, r.length)),
  };
}
