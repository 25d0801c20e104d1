/**
 * The master of the content slides: accent bar, footer rule and title, slide number, the title
 * placeholder.
 */
import type PptxGenJS from "pptxgenjs";
import { FOOTER_SIZE, type FooterLayout } from "./navigation.ts";
import { BOX, TEXT_MARGIN as margin, SLIDE_W, THEME } from "./theme.ts";

export const MASTER = "FOLIENWERK_INHALT";

/** The content master; beside a navigation bar the footer title keeps the left part, cut to fit it. */
export function defineContentMaster(pptx: PptxGenJS, footerTitle: string, nav: FooterLayout | null) {
  const footer = nav?.footer ?? BOX.footer;
  const title = nav?.title ?? footerTitle;
  pptx.defineSlideMaster({
    title: MASTER,
    background: { color: THEME.white },
    objects: [
      { rect: { ...BOX.accent, fill: { color: THEME.teal }, line: { color: THEME.teal, width: 0 } } },
      {
        line: {
          x: BOX.footer.x,
          y: BOX.footer.y - 0.05,
          w: SLIDE_W - 1.2,
          h: 0,
          line: { color: THEME.mid, width: 0.75 },
        },
      },
      {
        text: {
          text: title,
          options: {
            ...footer,
            fontFace: THEME.font,
            fontSize: FOOTER_SIZE,
            color: THEME.grey,
            valign: "middle",
            margin,
          },
        },
      },
      {
        placeholder: {
          options: {
            name: "title",
            type: "title",
            ...BOX.title,
            fontFace: THEME.font,
            bold: true,
            color: THEME.navy,
            align: "left",
            valign: "bottom",
            margin,
          },
          text: "",
        },
      },
    ],
    slideNumber: {
      ...BOX.number,
      fontFace: THEME.font,
      fontSize: FOOTER_SIZE,
      color: THEME.grey,
      align: "right",
    },
  });
}
