/**
 * Type3 glyphs left out of a text-only read.
 *
 * A Type3 font (TeX's bitmap fonts, some PDF printers) draws every glyph with a small content stream of its
 * own. pdf.js parses all of a Type3 font's glyph streams into operator lists as soon as the font is first
 * used, also when only the page's text is asked for, where nothing is drawn. On the corpus thesis set in 15
 * Type3 fonts that was about 60 % of its text-only read (1.0 s with it, 0.39 s without).
 *
 * pdf.js has no option for this, so the parsing thread loads pdf.js's worker half from its source with one
 * condition added: the glyph streams are parsed unless the thread's flag says this document is read for its
 * text only. Text, positions and widths do not depend on the glyph streams (widths come from the font's
 * `Widths`); the one thing that does is the height pdf.js guesses for a Type3 font whose `FontBBox` is
 * empty. A text-only read is always followed by a read with pictures, which parses the glyphs and replaces
 * the model. If the source does not hold the expected line (another pdf.js version), nothing is changed and
 * every read parses the glyphs, as before; a test says so on upgrade.
 *
 * It is JavaScript source, not a function, because it runs in the bootstrap of an `eval` worker.
 */

/** The global (Symbol.for) that, when `false`, tells the patched pdf.js to skip Type3 glyph streams. */
export const TYPE3_GLYPHS_KEY = "folienwerk.type3-glyphs";

/**
 * Defines `withOptionalType3Glyphs(source)`: pdf.js's worker source with the condition added, or null when
 * the line it belongs in is not there exactly once.
 */
export const OPTIONAL_TYPE3_GLYPHS_JS = `
function withOptionalType3Glyphs(source) {
  const line = /if \\(translatedFont\\.isType3Font\\) \\{(\\s*)try \\{(\\s*)await translated\\.loadType3Data\\(/g;
  const found = source.match(line);
  if (!found || found.length !== 1) return null;
  return source.replace(line, (_, a, b) =>
    'if (translatedFont.isType3Font && globalThis[Symbol.for("${TYPE3_GLYPHS_KEY}")] !== false) {' + a + "try {" + b + "await translated.loadType3Data(");
}
`;
