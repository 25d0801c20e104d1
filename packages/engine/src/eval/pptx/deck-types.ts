/**
 * A PPTX as read back: slides with their title, text shapes (geometry and font sizes in points), tables,
 * charts, pictures, bullets, navigation bar and speaker notes.
 */

export interface ReadParagraph {
  text: string;
  /** Font size in points (largest run). */
  size: number;
  bold: boolean;
  /** The paragraph's text runs (no fields) with their weight. */
  runs: Array<{ text: string; bold: boolean }>;
  bullet: boolean;
  /** Left margin + hanging indent (points). */
  indent: number;
  spaceAfter: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A picture on a slide: its box and its alt text (`descr`, empty when none was written). */
export interface ReadPicture extends Box {
  descr: string;
}

export interface ReadTextShape {
  box: Box;
  insets: { l: number; r: number; t: number; b: number };
  paragraphs: ReadParagraph[];
  isTitle: boolean;
  autofit: boolean;
  /** The shape's name (`p:cNvPr`), e.g. "Navigation" for the navigation bar. */
  name: string;
}

export interface ReadTable {
  box: Box;
  colWidths: number[];
  rows: Array<{
    h: number;
    cells: Array<{ text: string; size: number; margin: { l: number; r: number; t: number; b: number } }>;
  }>;
}

export interface ReadSlide {
  index: number;
  title: string | null;
  textShapes: ReadTextShape[];
  tables: ReadTable[];
  images: ReadPicture[];
  charts: Array<{ box: Box; values: string[]; labels: string[] }>;
  /** Visible text of titles, text boxes and tables (no slide-number fields, no navigation bar). */
  text: string;
  /** The navigation bar (the talk's parts, the current one bold); kept out of `textShapes` and `text`, as
   * it says nothing about the slide's content. */
  navigation: ReadTextShape | null;
  bullets: string[];
  notes: string;
}

export interface ReadDeck {
  width: number;
  height: number;
  slides: ReadSlide[];
}
