/**
 * The masters of the title and the closing slide: navy, with a title placeholder exactly where this
 * deck's title goes.
 */
import type PptxGenJS from "pptxgenjs";
import { LEFT, WIDTH } from "./cover-layout.ts";
import type { Box } from "./picture.ts";
import { TEXT_MARGIN as margin, THEME } from "./theme.ts";

export const COVER_MASTER = "FOLIENWERK_TITEL";

export const CLOSING_MASTER = "FOLIENWERK_SCHLUSS";

export const CLOSING_TITLE: Box = { x: 1.0, y: 2.3, w: 11.33, h: 1.6 };

/** The cover title's place in a deck without a title slide (the master still offers one). */
const DEFAULT_TITLE: Box = { x: LEFT, y: 1.9, w: WIDTH, h: 2.6 };

/** The cover master's title placeholder sits exactly where this deck's title goes. */
export function defineCoverMasters(pptx: PptxGenJS, titleBox: Box = DEFAULT_TITLE) {
  const titlePlaceholder = (box: Box, align: "left" | "center", valign: "top" | "middle") => ({
    placeholder: {
      options: {
        name: "title",
        type: "title" as const,
        ...box,
        fontFace: THEME.font,
        // Not bold here: a run without "b" inherits this, and the subtitle below the title is regular.
        bold: false,
        color: THEME.white,
        align,
        valign,
        margin,
      },
      text: "",
    },
  });
  pptx.defineSlideMaster({
    title: COVER_MASTER,
    background: { color: THEME.navy },
    objects: [titlePlaceholder(titleBox, "left", "top")],
  });
  pptx.defineSlideMaster({
    title: CLOSING_MASTER,
    background: { color: THEME.navy },
    objects: [titlePlaceholder(CLOSING_TITLE, "center", "middle")],
  });
}
