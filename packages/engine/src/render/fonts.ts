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

type Face = keyof typeof FONTS;

/** What pdfkit reads of a laid-out word when it writes it: each glyph's id, advance and characters. */
interface LaidOutWord {
  glyphs: Array<{ id: number; advanceWidth: number; codePoints: number[] }>;
  positions: unknown[];
  advanceWidth: number;
}

/** Laid-out words kept per face before the memory starts over (a long-running server writes many decks). */
const LAYOUT_LIMIT = 20_000;

const layouts = new Map<Face, { words: Map<string, LaidOutWord> }>();

/**
 * One memory of laid-out words per face, shared by every pdfkit document of the process (the text measurer's
 * long-lived one included), as the cache object pdfkit reads and writes by word. A word is stored detached
 * from the document's font: only what pdfkit reads when it writes the word, so a finished document and its
 * parsed font are not kept alive by the words it laid out. Past the limit the memory starts over, for every
 * document at once.
 */
function sharedLayouts(face: Face): object {
  const memory = () => {
    let m = layouts.get(face);
    if (!m) {
      m = { words: new Map() };
      layouts.set(face, m);
    }
    return m;
  };
  return new Proxy(Object.create(null), {
    get: (_, text) => (typeof text === "string" ? memory().words.get(text) : undefined),
    set: (_, text, run: LaidOutWord) => {
      const m = memory();
      if (m.words.size >= LAYOUT_LIMIT) m.words = new Map();
      m.words.set(String(text), {
        glyphs: run.glyphs.map((g) => ({ id: g.id, advanceWidth: g.advanceWidth, codePoints: g.codePoints })),
        positions: run.positions,
        advanceWidth: run.advanceWidth,
      });
      return true;
    },
  });
}

/**
 * Registers the DejaVu faces on a pdfkit document, with one memory of laid-out words per face for all
 * documents. pdfkit lays out every word of a document again with fontkit's OpenType shaping, the slow part of
 * writing the notes and the questions (about 0.3 s of every deck); a laid-out word is the same in every
 * document (pdfkit scales it by the face's units per em, not by the size). Each document still parses its own
 * font and embeds the glyphs it uses. (One parsed font shared by all documents would be quicker still, but
 * fontkit then keeps a glyph its subsetter met as a component, such as the "U" of "Ü", without its character,
 * and the next document's "U" has no text: a test in render-fonts.test.ts.) The memory is pdfkit's own cache
 * of an embedded font; where a pdfkit version has none, every document lays out its words itself.
 */
export function registerFaces(doc: PDFKit.PDFDocument, faces: readonly Face[]): void {
  for (const face of faces) {
    doc.registerFont(face, FONTS[face]());
    const embedded = (doc.font(face) as unknown as { _font?: { layoutCache?: object } })._font;
    if (embedded?.layoutCache) embedded.layoutCache = sharedLayouts(face);
  }
}
