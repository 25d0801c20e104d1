/**
 * Font files shipped with the `dejavu-fonts-ttf` package. PDFs embed them and resvg gets them
 * explicitly (no system fonts), so umlauts, „“, ß, ≤ always render and text never silently vanishes.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

function fontDir(): string {
  const pkg = require.resolve("dejavu-fonts-ttf/package.json");
  return path.join(path.dirname(pkg), "ttf");
}

export const FONT_FAMILY = "DejaVu Sans";

export function fontFile(
  name: "DejaVuSans" | "DejaVuSans-Bold" | "DejaVuSans-Oblique" | "DejaVuSansCondensed",
): string {
  const file = path.join(fontDir(), `${name}.ttf`);
  if (!existsSync(file)) throw new Error(`Schriftdatei fehlt: ${file}`);
  return file;
}

export const FONTS = {
  regular: () => fontFile("DejaVuSans"),
  bold: () => fontFile("DejaVuSans-Bold"),
  italic: () => fontFile("DejaVuSans-Oblique"),
};
