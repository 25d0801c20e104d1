/**
 * sprechernotizen.pdf and pruefungsfragen.pdf with pdfkit and embedded DejaVu fonts
 * (built-in Helvetica cannot draw ≤, ⇒ or ẞ; DejaVu covers German typography completely).
 */
import type PDFKitDocument from "pdfkit";
import { lazyRequire } from "../lazy-require.ts";
import type { SlidePlan } from "../plan/planner.ts";
import type { SlideContent } from "../write/content.ts";
import { labels, workTypeLabel } from "../write/labels.ts";
import { type ExamQuestion, GROUP_LABELS, QUESTION_GROUPS } from "../write/questions.ts";
import { FONTS } from "./fonts.ts";

export const NAVY = "#1F3A5F";
export const TEAL = "#2A7F9E";
export const GREY = "#6B7785";

const pdfkit = lazyRequire<typeof PDFKitDocument>("pdfkit");

export function newDoc(title: string, language: "de" | "en"): PDFKit.PDFDocument {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 60, bottom: 60, left: 64, right: 64 },
    info: { Title: title, Creator: "Folienwerk", Producer: "Folienwerk" },
    lang: language === "de" ? "de-DE" : "en-US",
    bufferPages: true,
    compress: true,
  });
  doc.registerFont("regular", FONTS.regular());
  doc.registerFont("bold", FONTS.bold());
  doc.registerFont("italic", FONTS.italic());
  doc.font("regular");
  return doc;
}

export function finish(doc: PDFKit.PDFDocument, footer: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(GREY)
      .text(`${footer} · ${i + 1}/${range.count}`, 64, doc.page.height - 40, {
        width: doc.page.width - 128,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, heading: string, title: string, sub: string) {
  doc.font("bold").fontSize(20).fillColor(NAVY).text(heading);
  doc.moveDown(0.3);
  doc.font("regular").fontSize(11).fillColor("#1B1B1B").text(title);
  doc.font("regular").fontSize(9).fillColor(GREY).text(sub);
  doc.moveDown(0.4);
  doc
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .strokeColor(TEAL)
    .lineWidth(1.5)
    .stroke();
  doc.moveDown(0.8);
}

/** "1:30 min" from seconds. */
export function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")} min`;
}

export function renderNotesPdf(
  plan: SlidePlan,
  slides: SlideContent[],
  thesisTitle: string,
): Promise<Uint8Array> {
  const L = labels(plan.language);
  const doc = newDoc(`${L.notesTitle} – ${thesisTitle}`, plan.language);
  const total = slides.reduce((a, s) => a + s.seconds, 0);
  header(
    doc,
    L.notesTitle,
    thesisTitle,
    `${workTypeLabel(plan.workType, plan.language)} · ${L.total}: ${clock(total)} · ${slides.length} ${plan.language === "de" ? "Folien" : "slides"}`,
  );
  doc.font("italic").fontSize(9).fillColor(GREY).text(L.generatedNote);
  doc.moveDown(0.8);
  let elapsed = 0;
  for (const s of slides) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    const from = clock(elapsed).replace(" min", "");
    elapsed += s.seconds;
    doc.font("bold").fontSize(13).fillColor(NAVY).text(`${L.slide} ${s.n}: ${s.title}`);
    doc
      .font("regular")
      .fontSize(9)
      .fillColor(TEAL)
      .text(`${L.time}: ${clock(s.seconds)} (${from}–${clock(elapsed).replace(" min", "")})`);
    doc.moveDown(0.3);
    if (s.bullets.length) {
      doc.font("regular").fontSize(9.5).fillColor(GREY);
      for (const b of s.bullets) doc.text(`• ${b}`, { indent: 8 });
      doc.moveDown(0.3);
    }
    doc.font("regular").fontSize(11).fillColor("#1B1B1B").text(s.notes, { align: "left", lineGap: 2 });
    doc.moveDown(1);
  }
  return finish(doc, L.notesTitle);
}

export function renderQuestionsPdf(
  plan: SlidePlan,
  questions: ExamQuestion[],
  thesisTitle: string,
): Promise<Uint8Array> {
  const L = labels(plan.language);
  const doc = newDoc(`${L.questionsTitle} – ${thesisTitle}`, plan.language);
  header(
    doc,
    L.questionsTitle,
    thesisTitle,
    `${workTypeLabel(plan.workType, plan.language)} · ${questions.length} ${plan.language === "de" ? "Fragen" : "questions"}`,
  );
  doc.font("italic").fontSize(9).fillColor(GREY).text(L.generatedNote);
  doc.moveDown(0.8);
  let n = 0;
  for (const group of QUESTION_GROUPS) {
    const list = questions.filter((q) => q.group === group);
    if (list.length === 0) continue;
    if (doc.y > doc.page.height - 200) doc.addPage();
    doc.font("bold").fontSize(15).fillColor(TEAL).text(GROUP_LABELS[plan.language][group]);
    doc.moveDown(0.4);
    for (const q of list) {
      n++;
      if (doc.y > doc.page.height - 150) doc.addPage();
      doc.font("bold").fontSize(11.5).fillColor(NAVY).text(`${L.question} ${n}: ${q.question}`);
      doc.moveDown(0.2);
      doc.font("italic").fontSize(9).fillColor(GREY).text(L.answer);
      doc.font("regular").fontSize(10.5).fillColor("#1B1B1B").text(q.answer, { lineGap: 1.5 });
      doc.moveDown(0.8);
    }
  }
  return finish(doc, L.questionsTitle);
}
