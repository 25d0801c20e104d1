/** The PDF outline (bookmarks) and the lines of the text it points to, which become headings. */
import { looseKey, normalizeText } from "../normalize.ts";
import type { Line, PageLines, PdfDoc } from "./page-lines.ts";

export interface OutlineEntry {
  title: string;
  level: number;
  page: number | null;
}

export async function readOutline(doc: PdfDoc): Promise<OutlineEntry[]> {
  const outline = await doc.getOutline().catch(() => null);
  if (!outline?.length) return [];
  const out: OutlineEntry[] = [];
  const walk = async (items: typeof outline, level: number) => {
    for (const item of items) {
      let page: number | null = null;
      try {
        const dest = typeof item.dest === "string" ? await doc.getDestination(item.dest) : item.dest;
        const ref = Array.isArray(dest) ? dest[0] : null;
        if (ref && typeof ref === "object") page = (await doc.getPageIndex(ref)) + 1;
        else if (typeof ref === "number") page = ref + 1;
      } catch {
        page = null;
      }
      out.push({ title: normalizeText(item.title), level, page });
      if (item.items?.length) await walk(item.items, level + 1);
    }
  };
  await walk(outline, 1);
  return out;
}

export function matchOutline(pages: PageLines[], outline: OutlineEntry[], bodySize: number) {
  const headingAt = new Map<Line, { level: number | null; cont?: boolean }>();
  const unmatched: OutlineEntry[] = [];
  for (const entry of outline) {
    const target = looseKey(entry.title);
    if (!target) continue;
    const candidates = pages.filter((p) => entry.page === null || Math.abs(p.page - entry.page) <= 1);
    candidates.sort((a, b) => Math.abs(a.page - (entry.page ?? 0)) - Math.abs(b.page - (entry.page ?? 0)));
    let found = false;
    for (const p of candidates) {
      for (let i = 0; i < p.lines.length && !found; i++) {
        const l = p.lines[i] as Line;
        if (headingAt.has(l) || l.size < bodySize * 0.98 || l.y > p.height * 0.93) continue;
        const k = looseKey(l.text);
        if (k === target) {
          headingAt.set(l, { level: entry.level });
          found = true;
        } else if (k && target.startsWith(k) && k.length >= 4) {
          // Title wrapped over two lines.
          const next = p.lines[i + 1];
          if (next && looseKey(`${l.text} ${next.text}`).startsWith(target.slice(0, k.length + 4))) {
            headingAt.set(l, { level: entry.level });
            headingAt.set(next, { level: entry.level, cont: true });
            found = true;
          }
        }
      }
      if (found) break;
    }
    if (!found) unmatched.push(entry);
  }
  return { headingAt, unmatched };
}
