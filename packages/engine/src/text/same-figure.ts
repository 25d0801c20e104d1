/**
 * Two sentences that say the same figure twice: the bullets of one slide say each fact once.
 */

/** A share or measured value ("50%", "1,9", "0.86"), not a count or label ("Scope 3", "2015"). */
const FIGURE = /\d+(?:[.,]\d+)?\s?%|\d+[.,]\d+/gu;

/**
 * The same fact said twice: both name the same share or measured value and the shorter one's content words
 * are mostly in the longer ("… dass die Scope 3 CO2-Emissionen sogar über 50% der gesamten CO2-Emissionen
 * … liegen" and "Anteilsmäßig machen sie sogar über 50% der gesamten CO2-Emissionen aus").
 */
export function sameFigureTwice(a: string, tokensA: string[], b: string, tokensB: string[]): boolean {
  const figures = new Set(figuresOf(a));
  if (!figuresOf(b).some((f) => figures.has(f))) return false;
  const sa = new Set(tokensA);
  const shared = new Set(tokensB.filter((t) => sa.has(t))).size;
  return shared >= 3 && shared / Math.min(sa.size, new Set(tokensB).size) >= 0.5;
}

/** The shares and measured values a sentence names, as printed without spaces ("0,0059", "50%"). */
export function figuresOf(text: string): string[] {
  return [...new Set((text.match(FIGURE) ?? []).map((f) => f.replace(/\s/gu, "")))];
}

/**
 * A sentence that names two or more of the measured values said before (`said`): the thesis states a
 * result twice ("Die berechnete Inaktivierungskonstante beträgt kd = 0,0059 ± 0,0018 h−1 …" in the text and
 * "… ließ sich eine Inaktivierungskonstante von kd = 0,0059±0,0018 h−1 bestimmen" in its summary).
 */
export function repeatsFigures(text: string, said: ReadonlySet<string>): boolean {
  return figuresOf(text).filter((f) => said.has(f)).length >= 2;
}

/**
 * A named statistic and its value ("AUC of .94", "ω2 = .45", "R² = 0,64"): an abbreviation or Greek letter
 * (with its index) right before "=", "of" or "von" and the number.
 */
const STATISTIC =
  /(?<![\p{L}\d])((?:\p{Lu}{2,5}|[α-ωΑ-Ω]|R|r|d|F1)[2²]?)\s*(?:=|of|von)\s*([-−]?\d*[.,]?\d+)/gu;

/** The statistics a sentence states, by name, with their values as numbers. */
function statisticsOf(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(STATISTIC)) {
    const name = (m[1] ?? "").replace("²", "2");
    const value = Number((m[2] ?? "").replace("−", "-").replace(",", "."));
    if (!Number.isNaN(value) && !out.has(name)) out.set(name, value);
  }
  return out;
}

/**
 * Two sentences that give one statistic two values ("The ROC analysis produced an AUC of .94" and "ROC
 * analysis yielded an AUC of .88", said of two versions the slide does not name): side by side on a slide
 * they look like a contradiction.
 */
export function otherValueOfSame(a: string, b: string): boolean {
  const stats = statisticsOf(a);
  for (const [name, value] of statisticsOf(b)) {
    const other = stats.get(name);
    if (other !== undefined && other !== value) return true;
  }
  return false;
}
