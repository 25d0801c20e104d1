/** A table's cells as one flat grid of rows, with exponents the reader split off set back in place. */
import { isValue } from "./table-cells.ts";

/**
 * The table's grid with one header row: leading rows without values are header rows (at most three, and only
 * one in a table without values); their cells are joined per column ("Full sample (N = 213)" over "n (%)" →
 * "Full sample (N = 213) n (%)").
 * A header row below the first that is short lost its first cells to a label spanning the rows above; a
 * short first header row with one cell too few spans its last label over the last two columns; one that
 * cannot be placed is left out of the joined header rather than put over the wrong values. A short body row
 * lost its first cells to a label spanning the rows above and is padded on the left.
 */
export function flatGrid(cells: string[][]): { header: string[]; body: string[][] } {
  const all = withExponents(cells.filter((r) => r.some((c) => c.trim())));
  const width = Math.max(0, ...all.map((r) => r.length));
  // Header rows end where the values begin; a table of words only ("Anfrage | Name") has one header row.
  let h = 0;
  if (all.some((r) => r.slice(1).some(isValue)))
    while (h < Math.min(3, all.length - 1) && !(all[h] ?? []).slice(1).some(isValue)) h++;
  h = Math.max(1, h);
  const pad = (r: string[], left: boolean) => {
    const gap: string[] = Array.from({ length: Math.max(0, width - r.length) }, () => "");
    return left ? [...gap, ...r] : [...r, ...gap];
  };
  const headerRows: string[][] = [];
  for (const [i, r] of all.slice(0, h).entries()) {
    if (r.length === width) headerRows.push(r);
    else if (i > 0) headerRows.push(pad(r, true));
    else if (h === 1) headerRows.push(pad(r, false));
    else if (r.length === width - 1) headerRows.push([...r, r.at(-1) ?? ""]);
  }
  const header = Array.from({ length: width }, (_, c) => {
    const parts: string[] = [];
    for (const r of headerRows) {
      const t = (r[c] ?? "").trim();
      if (t && !parts.includes(t)) parts.push(t);
    }
    return parts.join(" ");
  });
  // A short body row lost its first cells to a label spanning the rows above when its first cell is a value,
  // or when its cells line up with the full row above only from the right ("Ret_PlusOne | interaktion_8 |
  // -20292,61 | …" over "interaktion_7 | -95,12 | …").
  let full: string[] | null = null;
  const body = all.slice(h).map((r) => {
    if (r.length >= width) {
      full = r;
      return r;
    }
    return pad(r, isValue(r[0] ?? "") || (full !== null && fitsFromRight(r, full, pad)));
  });
  // A row of bracketed values under a labelled row is its standard errors or intervals: one cell each.
  const merged: string[][] = [];
  for (const r of body) {
    const prev = merged.at(-1);
    const bracketed = r.slice(1).filter((c) => c.trim());
    if (
      prev &&
      !r[0]?.trim() &&
      bracketed.length > 0 &&
      bracketed.every((c) => /^[([].*[)\]]$/.test(c.trim())) &&
      r.every((c, i) => !c.trim() || (prev[i] ?? "").trim())
    ) {
      merged[merged.length - 1] = prev.map((p, i) => (r[i]?.trim() ? `${p}\n${r[i]?.trim()}` : p));
      continue;
    }
    merged.push(r);
  }
  // A column that holds only the rest of a unit ("]" of "[°C min⁻¹]") joins the header on its left.
  for (let c = 1; c < header.length; c++) {
    if (!/^[\])]$/.test(header[c] ?? "") || merged.some((r) => (r[c] ?? "").trim())) continue;
    const left = header.slice(0, c).findLastIndex((t) => t.trim());
    if (left < 0) continue;
    header[left] = `${header[left]}${header[c]}`;
    header[c] = "";
  }
  // Columns with neither header nor values are dropped.
  const used = header.map((t, c) => Boolean(t) || merged.some((r) => (r[c] ?? "").trim()));
  return {
    header: header.filter((_, c) => used[c]),
    body: merged.map((r) => r.filter((_, c) => used[c])),
  };
}

/** Whether a short row's text and value cells match the full row above better when it is padded on the left. */
function fitsFromRight(r: string[], full: string[], pad: (r: string[], left: boolean) => string[]): boolean {
  const kind = (c: string) => (c.trim() ? (isValue(c) ? "value" : "text") : "");
  const matches = (padded: string[]) =>
    padded.filter((c, i) => kind(c) && kind(c) === kind(full[i] ?? "")).length;
  return matches(pad(r, true)) > matches(pad(r, false));
}

const SUPERSCRIPT: Record<string, string> = {
  "−": "⁻",
  "-": "⁻",
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
};

/**
 * A first row of exponents only ("−1" over "Rate [°C min", "−1" over "k hyd [h ]") is the superscript of
 * the unit in the row below, which the extraction set a line higher: it goes back into that unit
 * ("[°C min⁻¹", "[h⁻¹]"), in the cell below it or the nearest one to its left.
 */
function withExponents(rows: string[][]): string[][] {
  const [top, next, ...rest] = rows;
  const exponent = (c: string) => /^[−-]?\d{1,2}$/.test(c.trim());
  if (!top || !next || !top.some((c) => c.trim()) || !top.every((c) => !c.trim() || exponent(c))) return rows;
  const below = [...next];
  for (const [c, cell] of top.entries()) {
    if (!cell.trim()) continue;
    const at = (below[c] ?? "").trim() ? c : below.slice(0, c).findLastIndex((t) => t.trim());
    const unit = below[at] ?? "";
    if (at < 0 || !/\[[^\]]*$|\[[^\]]*\s\]/.test(unit)) return rows;
    const sup = [...cell.trim()].map((ch) => SUPERSCRIPT[ch] ?? ch).join("");
    below[at] = /\s\]/.test(unit) ? unit.replace(/\s\]/, `${sup}]`) : `${unit}${sup}`;
  }
  return [below, ...rest];
}
