/**
 * Which gates a sentence opens: one pass over the lower-cased text with a hashed three-character index
 * (the stems are in gate-stems.ts).
 */
import { GATE_STEMS } from "./gate-stems.ts";

type Gate = keyof typeof GATE_STEMS;
const GATE_NAMES = Object.keys(GATE_STEMS) as Gate[];
export const BIT = Object.fromEntries(GATE_NAMES.map((name, i) => [name, 1 << i])) as Record<Gate, number>;

interface StemEntry {
  stem: string;
  bits: number;
}

/** Stems bucketed by a hash of their first three characters; a typed array keeps the per-character lookup cheap. */
const HASH_BITS = 14;
const HASH_MASK = (1 << HASH_BITS) - 1;
const trigramHash = (c0: number, c1: number, c2: number) =>
  Math.imul((c0 * 31 + c1) * 31 + c2, 0x9e3779b1) >>> (32 - HASH_BITS);
const BUCKET_OF = new Int32Array(HASH_MASK + 1).fill(-1);
const BUCKETS: StemEntry[][] = [];

/** Two-character stems (".r") cannot be hashed on three characters. */
const SHORT_STEMS: StemEntry[] = [];
for (const name of GATE_NAMES) {
  for (const stem of GATE_STEMS[name]) {
    if (stem.length < 3) {
      SHORT_STEMS.push({ stem, bits: BIT[name] });
      continue;
    }
    const h = trigramHash(stem.charCodeAt(0), stem.charCodeAt(1), stem.charCodeAt(2));
    let index = BUCKET_OF[h] ?? -1;
    if (index < 0) {
      index = BUCKETS.length;
      BUCKET_OF[h] = index;
      BUCKETS.push([]);
    }
    const bucket = BUCKETS[index] as StemEntry[];
    const entry = bucket.find((e) => e.stem === stem);
    if (entry) entry.bits |= BIT[name];
    else bucket.push({ stem, bits: BIT[name] });
  }
}
const STARTS_WITH_H_NUMBER = /^\s*h\d/;

/**
 * Which gates a sentence opens: one pass over the lower-cased text with a hashed three-character index, instead
 * of one regex scan per gate. A gate only decides whether the (slower) cue regex runs; it never decides a role.
 */
export function gateBits(lower: string): number {
  let bits = 0;
  if (lower.charCodeAt(0) === 91) bits |= BIT.housekeeping; // "[Foto …]"
  if (STARTS_WITH_H_NUMBER.test(lower)) bits |= BIT.hypothesis; // "H1: …"
  for (const e of SHORT_STEMS) if (lower.includes(e.stem)) bits |= e.bits;
  let c0 = lower.charCodeAt(0);
  let c1 = lower.charCodeAt(1);
  for (let i = 0; i + 2 < lower.length; i++) {
    const c2 = lower.charCodeAt(i + 2);
    const index = BUCKET_OF[trigramHash(c0, c1, c2)] ?? -1;
    if (index >= 0) {
      for (const e of BUCKETS[index] as StemEntry[])
        if ((bits & e.bits) !== e.bits && lower.startsWith(e.stem, i)) bits |= e.bits;
    }
    c0 = c1;
    c1 = c2;
  }
  return bits;
}
