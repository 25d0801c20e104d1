/**
 * Step 3 of reading a title page: the title as printed, from the lines no field claimed. A labelled title
 * ("Thema: …") with its free lines below it, or the free block right below a bare "Thema:", or else the
 * biggest (or title-styled) block with the subtitle right below it.
 */
import { joinLines } from "../normalize.ts";
import type { Line } from "./lines.ts";
import { isNameLike } from "./people.ts";
import { pickTitle, type TitleBlock } from "./pick-title.ts";
import type { Reading, Role } from "./reading.ts";
import { readsAsTitle, titleBelow } from "./reads-as-title.ts";
import { stripQuotes } from "./text.ts";

type Format = "pdf" | "docx" | "doc";

export function readTitle(r: Reading, region: Line[], prepared: Line[], format: Format): void {
  if (r.titleInline && r.found.title !== null) continueInlineTitle(r, r.titleInline, region);
  if (r.found.title === null && r.titleAfter) titleBelowLabel(r, r.titleAfter, region);
  if (r.found.title === null) titleByLook(r, region, prepared, format);
}

/** The labelled title goes on in free lines set like it, directly below. */
function continueInlineTitle(r: Reading, titleInline: Line, region: Line[]): void {
  const k = region.indexOf(titleInline) + 1;
  const more: Line[] = [];
  for (let j = k; j < region.length && r.role.get(region[j] as Line) === "candidate"; j++) {
    const l = region[j] as Line;
    const prev = (more.at(-1) ?? titleInline) as Line;
    if (l.size !== titleInline.size || l.page !== titleInline.page) break;
    if (l.top !== null && prev.top !== null && l.top - prev.top > 0.07) break;
    if (isNameLike(l.text) || more.length >= 3) break;
    more.push(l);
  }
  if (more.length)
    r.found.title = stripQuotes(joinLines([r.found.title as string, ...more.map((l) => l.text)]));
  for (const l of more) r.role.set(l, "used");
}

/** "Thema:" on its own line: the title is the free block right below it. */
function titleBelowLabel(r: Reading, titleAfter: Line, region: Line[]): void {
  const k = region.indexOf(titleAfter) + 1;
  const block: Line[] = [];
  for (let j = k; j < region.length && r.role.get(region[j] as Line) === "candidate"; j++) {
    const l = region[j] as Line;
    if (block.length && (l.size !== block[0]?.size || l.page !== block[0]?.page)) break;
    block.push(l);
  }
  if (block.length) r.found.title = stripQuotes(joinLines(block.map((l) => l.text)));
}

/** The biggest (or title-styled) free block and the subtitle right below it. */
function titleByLook(r: Reading, region: Line[], prepared: Line[], format: Format): void {
  const candidates = region.filter((l) => r.role.get(l) === "candidate");
  const weak = region.filter((l) => r.role.get(l) === "weak");
  // "Unknown label: value" lines are titles only when set as big as the title ("Blockchain: Chancen und …").
  const biggest = Math.max(0, ...candidates.map((l) => l.size ?? 0));
  const pool = candidates.length
    ? region.filter(
        (l) => candidates.includes(l) || (weak.includes(l) && (l.size ?? 0) >= biggest - 0.5 && biggest > 0),
      )
    : weak;
  const picked = pickTitle(region, pool, prepared, format) ?? topBlock(region, r.role);
  if (!picked) return;
  r.found.title = stripQuotes(joinLines(picked.title.map((l) => l.text)));
  if (picked.subtitle.length)
    r.found.subtitle = stripQuotes(
      joinLines(picked.subtitle.map((l) => l.text)).replace(/^[-–—]\s*|\s*[-–—]$/g, ""),
    );
}

/**
 * A document without a title page whose first line is its title ("Was uns am Laufen hält: …" above the text,
 * set like the text): nothing stands out by size or style, so the first line counts when it reads as a title,
 * and a second such line right below it is its subtitle.
 */
function topBlock(region: Line[], role: Map<Line, Role>): TitleBlock | null {
  const first = region.find((l) => l.text);
  if (first?.page !== 1 || role.get(first) === "used" || !readsAsTitle(first.text)) return null;
  return { title: [first], subtitle: titleBelow(region, first, (l) => role.get(l) === "candidate") };
}
