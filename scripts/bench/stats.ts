/** Small statistics and table helpers for the benchmark. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export async function timeRuns<T>(runs: number, fn: () => Promise<T>): Promise<{ seconds: number; last: T }> {
  const times: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await fn();
    times.push((performance.now() - started) / 1000);
  }
  return { seconds: median(times), last: last as T };
}

export type Row = Record<string, string | number | null>;

export function printTable(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  if (rows.length === 0) {
    console.log("  (no rows)");
    return;
  }
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const fmt = (v: string | number | null | undefined) =>
    v === null || v === undefined
      ? "–"
      : typeof v === "number"
        ? Number.isInteger(v)
          ? String(v)
          : v.toFixed(v < 10 ? 3 : 1)
        : v;
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => fmt(r[c]).length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ")}`;
  console.log(line(cols));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => fmt(r[c]))));
}

/** Progress on stderr so the table on stdout stays clean. */
export const progress = (message: string) => process.stderr.write(`· ${message}\n`);
