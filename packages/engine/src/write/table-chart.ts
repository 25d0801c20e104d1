/** A numeric table with a few comparable series as a native (editable) bar chart. */

const NUMERIC = /^[-−+]?\d+(?:[.,]\d+)?\s*%?$/;

function parseNumber(text: string): number {
  return Number(text.replace("−", "-").replace(/\s*%$/, "").replace(",", "."));
}

export function chartFor(header: string[], rows: string[][]) {
  if (rows.length < 3 || rows.length > 12 || header.length < 2) return null;
  const numericCols = header
    .map((_, c) => c)
    .slice(1)
    .filter((c) => rows.every((r) => NUMERIC.test((r[c] ?? "").trim())));
  if (numericCols.length === 0 || numericCols.length > 3 || numericCols.length < header.length - 1)
    return null;
  const series = numericCols.map((c) => ({
    name: header[c] || `${c}`,
    values: rows.map((r) => parseNumber((r[c] ?? "").trim())),
  }));
  if (series.some((s) => s.values.some((v) => !Number.isFinite(v)))) return null;
  const maxima = series.map((s) => Math.max(...s.values.map(Math.abs)));
  const lo = Math.min(...maxima);
  const hi = Math.max(...maxima);
  if (lo === 0 || hi / lo > 10) return null;
  return {
    labels: rows.map((r) => r[0] ?? ""),
    series,
    printed: numericCols.map((c) => rows.map((r) => (r[c] ?? "").trim())),
  };
}
