/**
 * SVG → PNG with resvg and explicitly passed font files (no system fonts). A render whose text layer
 * produced no pixels is an error, never a silent image without words.
 */
import { Resvg } from "@resvg/resvg-js";
import { FONT_FAMILY, FONTS } from "../render/fonts.ts";

export function svgToPng(svg: string, width = 1600): Uint8Array {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: {
      fontFiles: [FONTS.regular(), FONTS.bold(), FONTS.italic()],
      loadSystemFonts: false,
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
    background: "#ffffff",
  });
  return new Uint8Array(resvg.render().asPng());
}

/** Renders both variants and fails loudly when the text did not reach the image. */
export function renderPair(
  svgWithText: string,
  svgNoText: string,
  width = 1600,
): { png: Uint8Array; pngNoText: Uint8Array } {
  const png = svgToPng(svgWithText, width);
  const pngNoText = svgToPng(svgNoText, width);
  const hasText = /<text\b/.test(svgWithText);
  if (hasText && Buffer.from(png).equals(Buffer.from(pngNoText))) {
    throw new Error("Die Beschriftung der Grafik wurde nicht gezeichnet (Schrift fehlt).");
  }
  return { png, pngNoText };
}
