/**
 * praesentation.pptx with pptxgenjs: 16:9, one academic theme, real text boxes sized so text fits,
 * speaker notes in the notes pane, native tables and bar charts, the thesis's own pictures and diagram
 * images beside the bullets.
 */
import type PptxGenJS from "pptxgenjs";
import { lazyRequire } from "../lazy-require.ts";
import type { SlidePlan } from "../plan/planner.ts";
import type { ContentStage, SlideContent } from "../write/content.ts";
import type { SlideFigure, SlideTable, TableStage } from "../write/tables.ts";
import { defineContentMaster, MASTER } from "./content-master.ts";
import { coverLayout } from "./cover-layout.ts";
import { defineCoverMasters } from "./cover-masters.ts";
import { addClosingSlide, addCoverSlide } from "./cover-slides.ts";
import { figureLayout, wholeTableLayout } from "./figure-layout.ts";
import { type FooterLayout, footerLayout } from "./navigation.ts";
import { pictureType } from "./picture.ts";
import { addFigure, addImage } from "./slide-picture.ts";
import { addTable } from "./slide-table.ts";
import { addKicker, addNavigation, addSlideBullets, addTitle } from "./slide-text.ts";
import { tableLayout } from "./table-layout.ts";
import { BOX, THEME } from "./theme.ts";

export interface PptxInput {
  plan: SlidePlan;
  content: ContentStage;
  tables: TableStage;
  /** PNG (with text) per slide number. */
  images: Map<number, Uint8Array>;
  /** Bytes of the thesis pictures by artifact name; a slide whose picture is missing shows none. */
  pictures?: ReadonlyMap<string, Uint8Array>;
  /** The full title (document properties). */
  thesisTitle: string;
  /** The footer form of the title, already cut at a word boundary by the understanding. */
  footerTitle: string;
}

const pptxgenjs = lazyRequire<typeof PptxGenJS>("pptxgenjs");

export async function renderPptx(input: PptxInput): Promise<Uint8Array> {
  const Pptx = pptxgenjs();
  const pptx = new Pptx();
  pptx.layout = "LAYOUT_WIDE";
  pptx.theme = { headFontFace: THEME.font, bodyFontFace: THEME.font };
  pptx.title = input.thesisTitle;
  pptx.company = "Folienwerk";
  const cover = input.content.slides.find((s) => s.kind === "title");
  const coverPlan = cover ? coverLayout(cover) : null;
  defineCoverMasters(pptx, coverPlan?.title.box);
  const parts = new Map(input.plan.slides.map((p) => [p.n, p.part ?? null]));
  const nav = [...parts.values()].some((p) => p !== null)
    ? footerLayout(input.footerTitle, input.plan.agenda ?? [])
    : null;
  defineContentMaster(pptx, input.footerTitle, nav);
  const tables = new Map(input.tables.tables.map((t) => [t.n, t]));
  const figures = new Map(input.tables.figures.map((f) => [f.n, f]));
  for (const s of input.content.slides) {
    if (s.kind === "title" && coverPlan) addCoverSlide(pptx, s, coverPlan);
    else if (s.kind === "thanks") addClosingSlide(pptx, s);
    else {
      const figure = figures.get(s.n);
      addContentSlide(pptx.addSlide({ masterName: MASTER }), s, {
        nav,
        part: parts.get(s.n) ?? null,
        table: tables.get(s.n),
        figure,
        picture: figure ? input.pictures?.get(figure.image.artifact) : undefined,
        image: input.images.get(s.n),
      });
    }
  }
  const out = (await pptx.write({ outputType: "uint8array", compression: true })) as Uint8Array;
  return out;
}

/** What a content slide shows beside its title and points. */
interface SlideExtras {
  nav: FooterLayout | null;
  /** The agenda part the slide belongs to (null: none). */
  part: number | null;
  table: SlideTable | undefined;
  figure: SlideFigure | undefined;
  /** The bytes of the figure's picture, when there are. */
  picture: Uint8Array | undefined;
  /** The diagram image (PNG) of the slide. */
  image: Uint8Array | undefined;
}

/** A content slide: kicker, title, navigation bar, points, and a table, thesis picture or diagram beside them. */
function addContentSlide(slide: PptxGenJS.Slide, s: SlideContent, x: SlideExtras) {
  const { nav, part, table, figure, picture, image } = x;
  if (s.subtitle) addKicker(slide, s.subtitle);
  addTitle(slide, s.title);
  if (nav && part !== null && part < nav.bar.labels.length) addNavigation(slide, nav, part);
  // A table shown as its picture stands alone across the slide; the notes still say the points.
  const layout =
    !table && figure && picture && pictureType(picture)
      ? figure.whole
        ? wholeTableLayout(figure)
        : figureLayout(s.bullets, figure)
      : null;
  const placed = table ? tableLayout(table, s.bullets) : null;
  const bodyBox = layout
    ? layout.bullets
    : placed
      ? placed.bullets
      : image && s.bullets.length > 0
        ? BOX.bodyLeft
        : BOX.body;
  const sideBox = s.bullets.length > 0 ? BOX.side : BOX.body;
  if (bodyBox) addSlideBullets(slide, s, bodyBox, placed?.bulletMinPt);
  if (table && placed) addTable(slide, table, placed);
  else if (layout && figure && picture) addFigure(slide, figure, picture, layout);
  else if (image) addImage(slide, image, sideBox);
  slide.addNotes(s.notes);
}
