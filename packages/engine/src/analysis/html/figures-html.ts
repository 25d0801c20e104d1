/** The "Abbildungen und Tabellen" section: small previews where there is a picture, else label and caption. */
import type { Analysis, AnalysisFigure } from "../schema.ts";
import { esc, pageRef, section } from "./markup.ts";
import { safeImageSrc } from "./sanitize.ts";

/** The analysis is shown as soon as the text is read; figures and tables follow (text first). */
export const PICTURES_PENDING =
  "Deine Abbildungen und Tabellen werden gerade eingelesen. Sobald sie fertig sind, erscheinen sie hier, und die Wortzahlen oben werden genauer (ohne den Text in Abbildungen).";

/** Largest preview box in CSS pixels; the picture keeps its aspect ratio inside it. */
const PREVIEW = { width: 320, height: 240 };

function previewSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PREVIEW.width / width, PREVIEW.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** One figure or table: a small preview when there is a picture with a safe URL, else label and caption. */
function figureHtml(f: AnalysisFigure, figureUrl?: (artifact: string) => string): string {
  const caption = f.caption.trim();
  const src = f.image && figureUrl ? figureUrl(f.image.artifact) : undefined;
  let img = "";
  if (f.image && safeImageSrc(src)) {
    const size = previewSize(f.image.width, f.image.height);
    img = `<img src="${esc(src)}" width="${size.width}" height="${size.height}" loading="lazy" alt="${esc(caption || f.label)}">`;
  }
  const text = `<strong>${esc(f.label)}</strong>${caption ? `: ${esc(caption)}` : ""}${pageRef(f.place)}`;
  return `<li><figure class="fw-figure${img ? "" : " fw-figure-text"}">${img}<figcaption>${text}</figcaption></figure></li>`;
}

/** The section, or a note that the pictures are still being read; nothing for a thesis without figures. */
export function figuresSection(a: Analysis, figureUrl?: (artifact: string) => string): string {
  if (a.picturesPending)
    return section("figures", "Abbildungen und Tabellen", `<p class="fw-pending">${PICTURES_PENDING}</p>`);
  if (!a.figures.length) return "";
  return section(
    "figures",
    "Abbildungen und Tabellen",
    `<ul class="fw-figure-list">${a.figures.map((f) => figureHtml(f, figureUrl)).join("")}</ul>`,
  );
}
