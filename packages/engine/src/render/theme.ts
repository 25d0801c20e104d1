/** The one academic theme: 16:9 (13.333 × 7.5 in), Arial, navy titles, teal accents, quiet footer. */
export const SLIDE_W = 13.333;
export const SLIDE_H = 7.5;

export const THEME_COLORS = {
  navy: "1F3A5F",
  teal: "2A7F9E",
  light: "E8EEF4",
  mid: "C9D6E3",
  text: "1B1B1B",
  grey: "6B7785",
  white: "FFFFFF",
  accent: "D9822B",
};

export const THEME = { font: "Arial", ...THEME_COLORS };

/** Box geometry in inches. */
export const BOX = {
  title: { x: 0.6, y: 0.35, w: 12.13, h: 1.1 },
  kicker: { x: 0.6, y: 0.1, w: 12.13, h: 0.32 },
  accent: { x: 0.6, y: 1.52, w: 1.1, h: 0.06 },
  body: { x: 0.6, y: 1.8, w: 12.13, h: 4.95 },
  bodyLeft: { x: 0.6, y: 1.8, w: 5.85, h: 4.95 },
  side: { x: 6.75, y: 1.8, w: 5.98, h: 4.95 },
  footer: { x: 0.6, y: 6.95, w: 10.5, h: 0.35 },
  number: { x: 11.73, y: 6.95, w: 1.0, h: 0.35 },
};

/** Text box insets in points (left/right, top/bottom). */
export const INSET_PT = { lr: 7.2, tb: 3.6 };
/** Those insets as pptxgenjs takes a text box's margin (left, right, top, bottom). */
export const TEXT_MARGIN: [number, number, number, number] = [
  INSET_PT.lr,
  INSET_PT.lr,
  INSET_PT.tb,
  INSET_PT.tb,
];
export const BULLET_INDENT_PT = 20;
export const PARA_SPACE_PT = 8;
export const LINE_SPACING = 1.2;
