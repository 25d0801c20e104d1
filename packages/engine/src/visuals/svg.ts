/**
 * The SVG canvas of the visuals (1600 × 900, 16:9) and its theme colours, escaping, and the thesis
 * pictures an SVG refers to by artifact name until they are embedded.
 */

import { pictureDataUri } from "../render/picture.ts";
import { THEME_COLORS } from "../render/theme.ts";

export const W = 1600;

export const H = 900;

/** The deck theme's colours as SVG colour values. */
export const COLORS = Object.fromEntries(Object.entries(THEME_COLORS).map(([k, v]) => [k, `#${v}`])) as {
  [K in keyof typeof THEME_COLORS]: string;
};

export const ARTIFACT_HREF = "artifact:";

const PICTURE_ELEMENT = /<image [^>]*?href="artifact:([^"]+)"[^>]*\/>/g;

/** The artifact names of the thesis pictures an SVG refers to. */
export function pictureArtifacts(svg: string): string[] {
  return [...svg.matchAll(PICTURE_ELEMENT)].map((m) => unesc(m[1] ?? ""));
}

/** The SVG with each thesis picture embedded as a data URI; a picture without (valid) bytes is left out. */
export function embedPictures(svg: string, pictures: ReadonlyMap<string, Uint8Array>): string {
  return svg.replace(PICTURE_ELEMENT, (element, name: string) => {
    const bytes = pictures.get(unesc(name));
    const uri = bytes ? pictureDataUri(bytes) : null;
    return uri ? element.replace(`href="${ARTIFACT_HREF}${name}"`, `href="${uri}"`) : "";
  });
}

function unesc(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&gt;/g, ">")
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&");
}

export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
