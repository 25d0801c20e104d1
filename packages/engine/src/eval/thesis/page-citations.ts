/**
 * Do the pages a deck names hold what it cites? A source line ("Quelle: Abb. 4.1, S. 35") must name the
 * printed page its figure's or table's caption stands on, and an answer's reference ("… (S. 12, 14)") the
 * printed pages its sentences stand on. Printed means the document model's page labels (the PDF's own, or
 * the numbers in its running heads or feet): a reference to the file's physical page is caught wherever
 * the thesis numbers its pages apart from the file (decision 028). A file without pages (DOCX, DOC) may
 * name no page at all.
 */
import type { DocumentModel, PageLabels } from "../../document.ts";
import { captionBody, readCaptionLabel } from "../../text/caption-label.ts";
import { pagesLabelled } from "../../text/page-label.ts";
import { splitSentences } from "../../text/sentences.ts";
import { contentTokens } from "../../text/words.ts";
import { sourceCited } from "../lines/captions.ts";
import { foldText } from "../lines/fold-text.ts";
import type { ReadDeck } from "../pptx/deck-types.ts";
import { citedLabels } from "./cited-pages.ts";

/** One reference whose page does not hold what it cites. */
export interface WrongPage {
  /** Slide number for a source line, question number (1-based) for an answer. */
  where: number;
  kind: "source" | "answer";
  /** The line or sentence that cites. */
  text: string;
  /** The labels it names, and the labels of the pages that hold the cited text. */
  cited: string[];
  holds: string[];
}

const labelsOf = (labels: PageLabels, pages: number[]) => [
  ...new Set(pages.map((p) => labels.labels[p - 1] ?? `(Seite ${p} ohne Nummer)`)),
];

/**
 * The thesis object a source line names: by kind and number ("Abb. 4.1", "Tab. 2", "Fig. 3", "Table 2"),
 * else by the start of its caption.
 */
function citedObject(doc: DocumentModel, cited: string): { page: number | null } | null {
  const name = cited.split(/,\s*(?:S\.|pp?\.|Kap\.|Sect\.)\s/u)[0]?.trim() ?? "";
  const label = readCaptionLabel(name);
  const all = [
    ...doc.figures.map((f) => ({
      kind: "figure" as const,
      number: f.number,
      caption: f.caption,
      page: f.page,
    })),
    ...doc.tables.map((t) => ({
      kind: "table" as const,
      number: t.number,
      caption: t.caption ?? "",
      page: t.page,
    })),
  ];
  if (label?.number) return all.find((o) => o.kind === label.kind && o.number === label.number) ?? null;
  const start = foldText(name);
  if (start.split(" ").length < 2) return null;
  return all.find((o) => foldText(captionBody(o.caption)).startsWith(start)) ?? null;
}

/** Source lines whose page is not the printed page of the figure or table they name. */
export function wrongSourcePages(deck: ReadDeck, doc: DocumentModel): WrongPage[] {
  const out: WrongPage[] = [];
  for (const slide of deck.slides) {
    for (const shape of slide.textShapes) {
      for (const { text } of shape.paragraphs) {
        const cited = sourceCited(text);
        const named = cited === null ? [] : citedLabels(cited);
        if (cited === null || named.length === 0) continue;
        const object = citedObject(doc, cited);
        if (!object || object.page === null) continue;
        const pages = named.flatMap((l) => pagesLabelled(doc.pageLabels, l));
        if (!pages.includes(object.page))
          out.push({
            where: slide.index,
            kind: "source",
            text,
            cited: named,
            holds: labelsOf(doc.pageLabels, [object.page]),
          });
      }
    }
  }
  return out;
}

/** Share of an answer sentence's content words a thesis paragraph must hold to count as its source. */
const SAME_SENTENCE = 0.7;

/**
 * Answers whose reference names pages that do not hold their sentences: a sentence of the answer found in
 * the thesis (≥ 70 % of its content words in one paragraph) must stand on one of the cited pages. Spoken
 * forms the thesis does not hold ("In meiner Arbeit …") are passed over.
 */
export function wrongAnswerPages(questions: Array<{ answer: string }>, doc: DocumentModel): WrongPage[] {
  const paragraphs = doc.paragraphs
    .filter((p) => p.page !== null)
    .map((p) => ({ page: p.page as number, tokens: new Set(contentTokens(p.text)) }));
  const out: WrongPage[] = [];
  questions.forEach((q, i) => {
    const named = citedLabels(q.answer);
    if (named.length === 0) return;
    const pages = new Set(named.flatMap((l) => pagesLabelled(doc.pageLabels, l)));
    for (const sentence of splitSentences(q.answer.replace(/\s*\([^()]*\)\s*$/u, ""))) {
      const tokens = [...new Set(contentTokens(sentence))];
      if (tokens.length < 5) continue;
      const holding = paragraphs.filter(
        (p) => tokens.filter((t) => p.tokens.has(t)).length / tokens.length >= SAME_SENTENCE,
      );
      if (holding.length === 0 || holding.some((p) => pages.has(p.page))) continue;
      out.push({
        where: i + 1,
        kind: "answer",
        text: sentence,
        cited: named,
        holds: labelsOf(
          doc.pageLabels,
          holding.map((p) => p.page),
        ),
      });
    }
  });
  return out;
}
