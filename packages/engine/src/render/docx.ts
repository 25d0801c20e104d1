/** sprechernotizen.docx with the `docx` package: one heading per slide, time budget, bullets, notes. */
import type * as Docx from "docx";
import { lazyRequire } from "../lazy-require.ts";
import type { SlidePlan } from "../plan/planner.ts";
import type { SlideContent } from "../write/content.ts";
import { labels, workTypeLabel } from "../write/labels.ts";
import { clock } from "./pdf-document.ts";

const docx = lazyRequire<typeof Docx>("docx");

export async function renderNotesDocx(
  plan: SlidePlan,
  slides: SlideContent[],
  thesisTitle: string,
): Promise<Uint8Array> {
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } = docx();
  const L = labels(plan.language);
  const total = slides.reduce((a, s) => a + s.seconds, 0);
  const children: Docx.Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(L.notesTitle)] }),
    new Paragraph({ children: [new TextRun({ text: thesisTitle, bold: true })] }),
    new Paragraph({
      children: [
        new TextRun({
          text: `${workTypeLabel(plan.workType, plan.language)} · ${L.total}: ${clock(total)} · ${slides.length} ${plan.language === "de" ? "Folien" : "slides"}`,
          color: "6B7785",
        }),
      ],
    }),
    new Paragraph({
      children: [new TextRun({ text: L.generatedNote, italics: true, color: "6B7785", size: 18 })],
    }),
  ];
  let elapsed = 0;
  for (const s of slides) {
    const from = clock(elapsed).replace(" min", "");
    elapsed += s.seconds;
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        children: [new TextRun(`${L.slide} ${s.n}: ${s.title}`)],
      }),
      new Paragraph({
        children: [
          new TextRun({
            text: `${L.time}: ${clock(s.seconds)} (${from}–${clock(elapsed).replace(" min", "")})`,
            color: "2A7F9E",
            size: 18,
          }),
        ],
      }),
      ...s.bullets.map(
        (b) =>
          new Paragraph({
            bullet: { level: 0 },
            children: [new TextRun({ text: b, color: "6B7785", size: 20 })],
          }),
      ),
      new Paragraph({
        alignment: AlignmentType.LEFT,
        spacing: { before: 120, after: 240 },
        children: [new TextRun(s.notes)],
      }),
    );
  }
  const document = new Document({
    creator: "Folienwerk",
    title: `${L.notesTitle} – ${thesisTitle}`,
    styles: { default: { document: { run: { font: "Arial", size: 22 } } } },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
