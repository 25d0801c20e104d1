/**
 * The method of the thesis: its kind, design, instruments, statistics and sample, with the sentences that
 * say so.
 */
import { wordCount } from "../../text/words.ts";
import type { Method, MethodKind } from "../schema.ts";
import { DESIGNS, EMPIRICAL, INSTRUMENTS, LITERATURE } from "./method-kinds.ts";
import { passage, type Sentence } from "./passage.ts";
import { withoutRejectedMethods } from "./rejected-methods.ts";
import { sampleSize } from "./sample-size.ts";
import { STATISTICS } from "./statistics.ts";

function countMatches(text: string, re: RegExp): number {
  return text.match(new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`))?.length ?? 0;
}

/** `sentences` are the usable ones; `everything` also has formulas and lists, where tools and tests are named. */
export function method(sentences: Sentence[], everything: Sentence[]): Method | null {
  const all = everything.map((s) => s.text).join(" ");
  const methodSentences = sentences.filter(
    (s) =>
      s.chapterRole === "method" ||
      s.path.some((t) => /method|vorgehen|daten|durchführung|material/i.test(t)),
  );
  const methodText = methodSentences.map((s) => s.text).join(" ");
  // What the thesis uses: methods it sets itself apart from or argues against do not count for it.
  const used = everything.map((s) => withoutRejectedMethods(s.text)).join(" ");
  const usedInMethod = methodSentences.map((s) => withoutRejectedMethods(s.text)).join(" ");
  const words = Math.max(1, wordCount(all));
  const empirical = countMatches(all, EMPIRICAL) + 2 * countMatches(methodText, EMPIRICAL);
  const literature = countMatches(all, LITERATURE) + 2 * countMatches(methodText, LITERATURE);
  const empiricalDensity = (empirical / words) * 1000;
  let kind: MethodKind = "literature";
  if (empiricalDensity >= 4) kind = literature >= 3 ? "mixed" : "empirical";
  else if (empiricalDensity >= 2 && literature < 2) kind = "empirical";
  else if (empiricalDensity >= 2) kind = "mixed";

  const designScores = DESIGNS.map(([label, re]) => ({
    label,
    score: countMatches(used, re) + 3 * countMatches(usedInMethod, re),
  }))
    .filter((d) => d.score >= 2)
    .sort((a, b) => b.score - a.score);
  const top = designScores[0]?.label ?? null;
  const design =
    kind === "literature" && top !== "Literaturanalyse" && top !== "Fallstudie" && top !== "Interviews"
      ? "Literaturarbeit (Darstellung und Vergleich)"
      : (top ?? null);

  const sample = sampleSize(sentences);
  const instrumentCounts = new Map<string, number>();
  for (const re of INSTRUMENTS) {
    for (const m of all.matchAll(re)) {
      const name = m[0].trim();
      if (name.length < 1 || /^(The|Die|Der|This)\s/.test(name)) continue;
      instrumentCounts.set(name, (instrumentCounts.get(name) ?? 0) + 1);
    }
  }
  const instruments = [...instrumentCounts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([n]) => n);
  // Most used first (the method chapter counts twice): the first one is what the analysis asks about.
  const statistics = STATISTICS.map(([label, re], i) => ({
    label,
    i,
    score: countMatches(used, re) + 2 * countMatches(usedInMethod, re),
  }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.label);
  if (sentences.length === 0) return null;
  // Sentences that say what was done, in document order; the rest of the method chapter only without them.
  const described = methodSentences.filter((s) => s.role === "method");
  const passages = (described.length ? described : methodSentences).slice(0, 4).map(passage);
  return {
    kind,
    design,
    sampleSize: sample?.n ?? null,
    sampleSizeEvidence: sample ? passage(sample.sentence) : null,
    instruments,
    statistics,
    passages,
  };
}
