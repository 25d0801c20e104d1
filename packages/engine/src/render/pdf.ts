/**
 * sprechernotizen.pdf and pruefungsfragen.pdf, written on the engine's A4 document (pdf-document.ts).
 */

import type { SlidePlan } from "../plan/planner.ts";
import type { SlideContent } from "../write/content.ts";
import { labels, workTypeLabel } from "../write/labels.ts";
import { type ExamQuestion, GROUP_LABELS, QUESTION_GROUPS } from "../write/questions.ts";
import { clock, finish, GREY, header, NAVY, newDoc, TEAL } from "./pdf-document.ts";

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
