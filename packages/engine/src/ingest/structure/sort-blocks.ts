/**
 * The blocks of a thesis sorted into the document's parts, in one pass: headings switch the region (title
 * page, front matter, body, references, appendix); body headings build the tree; paragraphs go to the
 * title lines, the abstract, the references or the body; captions in the body become figures and tables.
 */
import type { DocumentModel, Figure, FrontMatter, Heading, Paragraph, Table } from "../../document.ts";
import { readCaptionLabel } from "../../text/caption-label.ts";
import { chapterRole } from "../../text/chapter-role.ts";
import { looksLikeReference } from "../../text/text-shape.ts";
import type { Block, HeadingBlock, ParagraphBlock, TableBlock } from "../blocks.ts";
import { looseKey } from "../normalize.ts";
import { HeadingTree, parseHeading } from "./headings.ts";
import { FRONT_ONLY_ABSTRACT, type Region, STRUCTURED_ABSTRACT, specialRegion } from "./regions.ts";

/** A figure or table label as the subject of running text: the verb that follows it ("zeigt", "shows"). */
const LABEL_AS_SUBJECT =
  /^(?:shows?|gives?|lists?|presents?|illustrates?|depicts?|displays?|summari[sz]es?|contains?|compares?|provides?|indicates?|reveals?|demonstrates?|describes?|is|are|was|were|can|zeigt|zeigen|gibt|geben|stellt|stellen|fasst|fassen|listet|enthält|enthalten|veranschaulicht|verdeutlicht|illustriert|vergleicht|bietet|beinhaltet|liefert|ist|sind|war|waren|wird|werden|kann|können|lässt)\b/u;
const TEMPLATE_PLACEHOLDER =
  /Überschrift\s?\d|\bHeading\s?\d\b|<Typ\b|lorem ipsum|\[Titel\]|<autor>|<author>|Titel der Arbeit/i;
const DECLARATION_START =
  /^(eidesstattliche|ehrenwörtliche|eigenständigkeits|selbstständigkeits|selbständigkeits)\p{L}*/iu;

export const captionNumber = (caption: string | null) =>
  caption ? (readCaptionLabel(caption)?.number ?? null) : null;

/** What the blocks sorted into. */
export interface SortedBlocks {
  front: FrontMatter;
  titleLines: string[];
  /** Unnumbered headings on the title page (a title set as a heading). */
  titleHeadings: HeadingBlock[];
  abstractParts: string[];
  referenceBlocks: ParagraphBlock[];
  headings: Heading[];
  paragraphs: Paragraph[];
  tables: Table[];
  figures: Figure[];
  appendix: DocumentModel["appendix"];
  /** The file still holds placeholders of its document template. */
  placeholders: boolean;
}

export function sortBlocks(blocks: Block[]): SortedBlocks {
  const sorter = new BlockSorter();
  for (const b of blocks) {
    if (b.kind === "heading") sorter.heading(b);
    else if (b.kind === "table") sorter.table(b);
    else sorter.paragraph(b);
  }
  return sorter.finish();
}

class BlockSorter {
  private readonly out: SortedBlocks = {
    front: {
      titlePage: false,
      declaration: false,
      tableOfContents: false,
      listOfFigures: false,
      listOfTables: false,
      listOfAbbreviations: false,
      abstract: false,
      acknowledgements: false,
    },
    titleLines: [],
    titleHeadings: [],
    abstractParts: [],
    referenceBlocks: [],
    headings: [],
    paragraphs: [],
    tables: [],
    figures: [],
    appendix: [],
    placeholders: false,
  };
  private readonly tree = new HeadingTree();
  private region: Region = "title";
  private bodyStarted = false;
  private currentSection: string | null = null;
  private pendingTableCaption: { caption: string; page: number | null } | null = null;

  heading(b: HeadingBlock): void {
    if (TEMPLATE_PLACEHOLDER.test(b.text)) this.out.placeholders = true;
    const parsed = parseHeading(b);
    if (this.entersSpecialRegion(b, parsed.title)) return;
    // A bibliography entry set in a heading style is a reference, never a chapter.
    if (!parsed.number && looksLikeReference(parsed.title)) {
      if (this.region === "references")
        this.out.referenceBlocks.push({ kind: "paragraph", text: b.text, page: b.page });
      return;
    }
    const startsBody = chapterRole(parsed.title) !== "other";
    if (this.region === "title" && !this.bodyStarted && !parsed.number && !startsBody && (b.page ?? 1) <= 1) {
      this.out.titleHeadings.push(b);
      return;
    }
    if (this.region === "appendix") {
      if (parsed.level <= 2) this.out.appendix.push({ title: parsed.title, page: b.page });
      return;
    }
    if (this.region === "references" && !parsed.number && parsed.level > 1) return;
    if (this.region === "declaration" && !parsed.number && this.bodyStarted) return;
    this.region = "body";
    this.bodyStarted = true;
    this.currentSection = this.tree.add(parsed, b.page).id;
  }

  /**
   * A heading that names a front- or back-matter region switches to it (and notes it in the front matter);
   * a sub-heading of a structured abstract stays in the abstract. True when the heading was taken so.
   */
  private entersSpecialRegion(b: HeadingBlock, title: string): boolean {
    const special = specialRegion(title);
    if (!special && this.region === "abstract" && !this.bodyStarted && STRUCTURED_ABSTRACT.test(title))
      return true;
    // "Zusammenfassung" at the end is a conclusion chapter, not an abstract ("Abstract" and
    // "Kurzfassung" are never one).
    if (special === "abstract" && this.bodyStarted && !FRONT_ONLY_ABSTRACT.test(looseKey(title)))
      return false;
    if (!special) return false;
    const front = this.out.front;
    this.region = special;
    if (special === "appendix") this.out.appendix.push({ title, page: b.page });
    if (special === "toc") front.tableOfContents = true;
    if (special === "lof") front.listOfFigures = true;
    if (special === "lot") front.listOfTables = true;
    if (special === "abbrev") front.listOfAbbreviations = true;
    if (special === "declaration") front.declaration = true;
    if (special === "abstract") front.abstract = true;
    if (special === "ack") front.acknowledgements = true;
    return true;
  }

  table(b: TableBlock): void {
    if (this.region !== "body") return;
    const caption = this.pendingTableCaption?.caption ?? null;
    this.out.tables.push({
      cells: b.rows,
      caption,
      number: captionNumber(caption),
      page: b.page,
      sectionId: this.currentSection,
      image: null,
    });
    this.pendingTableCaption = null;
  }

  paragraph(b: ParagraphBlock): void {
    const { out } = this;
    if (TEMPLATE_PLACEHOLDER.test(b.text)) out.placeholders = true;
    if (b.hint === "toc") {
      out.front.tableOfContents =
        out.front.tableOfContents || this.region === "title" || this.region === "toc";
      return;
    }
    switch (this.region) {
      case "title":
        this.titleParagraph(b);
        return;
      case "abstract":
        out.abstractParts.push(b.text);
        return;
      case "references":
        out.referenceBlocks.push(b);
        return;
      case "body":
        break;
      default:
        return;
    }
    if (this.caption(b)) return;
    if (this.pendingTableCaption) this.pendingTableCaption = null;
    out.paragraphs.push({ text: b.text, page: b.page, sectionId: this.currentSection });
  }

  /** Before the first heading: a declaration starts, an inline abstract, or a line of the title page. */
  private titleParagraph(b: ParagraphBlock): void {
    const { out } = this;
    if (DECLARATION_START.test(b.text)) {
      out.front.declaration = true;
      this.region = "declaration";
      return;
    }
    const abs = inlineAbstract(b.text);
    if (abs) {
      out.abstractParts.push(abs);
      out.front.abstract = true;
    } else out.titleLines.push(b.text);
  }

  /**
   * Without a caption style, a label with a separator ("Table 2.1: …") or with its text right after it
   * starts a caption ("Abbildung 3 Ablauf der Messung"), but not a label that is the subject of running
   * text ("Table 2.1 shows the properties of …", "Abbildung 4 zeigt …"). True when `b` was a caption.
   */
  private caption(b: ParagraphBlock): boolean {
    const cap = readCaptionLabel(b.text);
    if (
      !cap?.number ||
      !(b.hint === "caption" || (b.text.length < 260 && (cap.separator || !LABEL_AS_SUBJECT.test(cap.rest))))
    )
      return false;
    if (cap.kind === "table") this.tableCaption(b);
    else
      this.out.figures.push({
        caption: b.text,
        number: cap.number,
        page: b.page,
        sectionId: this.currentSection,
        image: null,
      });
    return true;
  }

  private tableCaption(b: ParagraphBlock): void {
    const { tables, paragraphs } = this.out;
    const last = tables.at(-1);
    // Captions below the table (common in Word) attach to a table right before them.
    if (
      last &&
      last.caption === null &&
      last.sectionId === this.currentSection &&
      last.cells.length > 0 &&
      paragraphs.at(-1)?.sectionId === this.currentSection
    ) {
      last.caption = b.text;
      last.number = captionNumber(b.text);
      return;
    }
    this.pendingTableCaption = { caption: b.text, page: b.page };
    tables.push({
      cells: [],
      caption: b.text,
      number: captionNumber(b.text),
      page: b.page,
      sectionId: this.currentSection,
      image: null,
    });
  }

  finish(): SortedBlocks {
    const { out } = this;
    out.headings = this.tree.headings;
    // A caption placeholder directly followed by a real table: merge the two.
    for (let i = out.tables.length - 1; i > 0; i--) {
      const t = out.tables[i] as Table;
      const prev = out.tables[i - 1] as Table;
      if (prev.cells.length === 0 && t.cells.length > 0 && t.caption === prev.caption)
        out.tables.splice(i - 1, 1);
    }
    // No headings at all (a handout, a draft): the text after the title lines is the body.
    if (out.headings.length === 0 && out.paragraphs.length === 0 && out.titleLines.length > 15) {
      for (const t of out.titleLines.splice(6)) out.paragraphs.push({ text: t, page: null, sectionId: null });
    }
    out.front.titlePage = out.titleLines.length > 0 || out.titleHeadings.length > 0;
    return out;
  }
}

/** Paragraphs before the first heading with an inline "Zusammenfassung …" / "Abstract …" start. */
function inlineAbstract(text: string): string | null {
  const m = /^(Zusammenfassung|Abstract|Kurzfassung|Summary)[:.]?\s+(\S.{80,})$/s.exec(text);
  return m ? (m[2] ?? null) : null;
}
