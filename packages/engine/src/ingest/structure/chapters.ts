/** The main chapters (top-level headings) with their role, page range and word count. */
import type { Chapter, Heading, Paragraph } from "../../document.ts";
import { chapterRole } from "../../text/chapter-role.ts";
import { wordCount } from "../../text/words.ts";

export function chaptersOf(headings: Heading[], paragraphs: Paragraph[]): Chapter[] {
  const lastPage = paragraphs.reduce((m, p) => Math.max(m, p.page ?? 0), 0) || null;
  const chapterOf = new Map<string, string>();
  for (const top of headings) {
    const mark = (h: Heading) => {
      chapterOf.set(h.id, top.id);
      h.children.forEach(mark);
    };
    mark(top);
  }
  return headings.map((h, i) => {
    const next = headings[i + 1];
    const words = paragraphs
      .filter((p) => p.sectionId && chapterOf.get(p.sectionId) === h.id)
      .reduce((s, p) => s + wordCount(p.text), 0);
    return {
      headingId: h.id,
      title: h.title,
      number: h.number,
      role: chapterRole(h.title, i >= headings.length - 2),
      pageStart: h.page,
      pageEnd: next?.page ?? lastPage,
      wordCount: words,
    };
  });
}
