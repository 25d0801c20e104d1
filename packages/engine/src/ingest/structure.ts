/**
 * Blocks → document model (without the recognised parts): front matter kept out of the body, heading tree,
 * paragraphs with sections, tables, figures, footnotes, references, title, authors, language.
 */
import { chapterRole } from "../analyze/roles.ts";
import type {
  Chapter,
  DocumentModel,
  Figure,
  FrontMatter,
  Heading,
  Language,
  Paragraph,
  SourceFormat,
  Table,
} from "../model/document.ts";
import type { Block, ExtractedDocument, HeadingBlock, ParagraphBlock } from "./blocks.ts";
import { countWords, looseKey } from "./normalize.ts";
import { splitReferences, toReferences } from "./references.ts";

type Region =
  | "title"
  | "toc"
  | "lof"
  | "lot"
  | "abbrev"
  | "declaration"
  | "abstract"
  | "ack"
  | "body"
  | "references"
  | "appendix";

const SPECIAL: [Exclude<Region, "title" | "body">, RegExp][] = [
  ["toc", /^(inhaltsverzeichnis|inhalt|inhaltsübersicht|gliederung|contents|tableofcontents)$/],
  ["lof", /^(abbildungsverzeichnis|abbildungen|listoffigures|figures)$/],
  ["lot", /^(tabellenverzeichnis|listoftables|tables)$/],
  [
    "abbrev",
    /^(abkürzungsverzeichnis|abkürzungen|symbolverzeichnis|formelverzeichnis|glossar|listofabbreviations|abbreviations|nomenklatur)/,
  ],
  [
    "declaration",
    /(eidesstattliche|ehrenwörtliche|selbstständigkeits|selbständigkeits|eigenständigkeits|urheberschafts|versicherung|sperrvermerk|declaration|affidavit|statutory)|^erklärung$/,
  ],
  [
    "abstract",
    /^(abstract|abstrakt|zusammenfassung|kurzzusammenfassung|kurzfassung|summary|executivesummary|managementsummary)$/,
  ],
  ["ack", /^(danksagung|vorwort|acknowledg(e)?ments?|dank)$/],
  [
    "references",
    /^(literaturverzeichnis|literatur|quellenverzeichnis|quellen|referenzen|references|bibliography|bibliographie|literaturundquellen|literaturundquellenverzeichnis|literaturundpackageverzeichnis|sources|worksc?ited)/,
  ],
  ["appendix", /^(anhang|anhänge|anlagen?|appendix|appendices)/],
];

function specialRegion(title: string): Exclude<Region, "title" | "body"> | null {
  const key = looseKey(title);
  for (const [region, re] of SPECIAL) if (re.test(key)) return region;
  return null;
}

/** Sub-headings of a structured abstract ("Background", "Methods", …) stay in the abstract. */
const STRUCTURED_ABSTRACT =
  /^(background|objectives?|aims?|purpose|methods?|design|setting|participants|results?|findings|conclusions?|limitations|keywords|hintergrund|ziele?|zielsetzung|methodik|methoden?|ergebnisse|schlussfolgerungen?|fazit|schlüsselwörter)$/i;
const TEMPLATE_PLACEHOLDER =
  /Überschrift\s?\d|\bHeading\s?\d\b|<Typ\b|lorem ipsum|\[Titel\]|<autor>|<author>|Titel der Arbeit/i;

const CAPTION =
  /^(Abbildung|Abb\.|Figure|Fig\.|Tabelle|Tab\.|Table|Grafik|Diagramm)\s*(\d+(?:[.-]\d+)*)\s*[:.–—-]?\s*(.*)$/i;
const isTableCaption = (t: string) => /^(Tabelle|Tab\.|Table)\b/i.test(t);

function parseHeading(b: HeadingBlock): { number: string | null; title: string; level: number } {
  const m = /^(\d+(?:\.\d+)*)\.?\s+(\S.*)$/.exec(b.text);
  const number = b.number ?? (m ? (m[1] ?? null) : null);
  const title = (m && !b.number ? m[2] : b.text) ?? b.text;
  const depth = number ? number.split(".").length : null;
  return { number, title: title.trim(), level: Math.min(6, Math.max(1, b.level ?? depth ?? 1)) };
}

/** Short paragraphs that are really section titles ("Inhaltsverzeichnis" set in bold body text). */
function promoteSectionTitles(blocks: Block[]): Block[] {
  return blocks.map((b) => {
    if (b.kind !== "paragraph" || b.hint === "toc" || b.text.length > 80) return b;
    const backMatter = /^(literatur|quellen|anhang|appendix|references|bibliogra)\w*\s*(<|$)/i.test(b.text);
    if (!backMatter && (/[.,;!?]\s/.test(b.text) || b.text.split(/\s+/).length > 5)) return b;
    const region = specialRegion(b.text.replace(/[:.]$/, ""));
    return region ? { kind: "heading", text: b.text.replace(/[:.]$/, ""), level: 1, page: b.page } : b;
  });
}

/** APA puts "Table 3" on its own line and the title in the next paragraph. */
function mergeSplitCaptions(blocks: Block[]): Block[] {
  const out: Block[] = [];
  for (const b of blocks) {
    const prev = out.at(-1);
    if (
      b.kind === "paragraph" &&
      prev?.kind === "paragraph" &&
      /^(Table|Tabelle|Figure|Abbildung|Abb\.|Tab\.)\s+\d+(\.\d+)?$/i.test(prev.text) &&
      b.text.length < 200
    ) {
      prev.text = `${prev.text}: ${b.text}`;
      prev.hint = "caption";
      continue;
    }
    out.push(b);
  }
  return out;
}

/** Paragraphs before the first heading with an inline "Zusammenfassung …" / "Abstract …" start. */
function inlineAbstract(text: string): string | null {
  const m = /^(Zusammenfassung|Abstract|Kurzfassung|Summary)[:.]?\s+(\S.{80,})$/s.exec(text);
  return m ? (m[2] ?? null) : null;
}

const LABEL_LINE =
  /\b(universit\w*|\w*hochschule|akademie|institut\w*|fakultät|fachbereich|lehrstuhl|department|school|college|gymnasium|studiengang|studienort|modul|seminar\w*|seminarkurs|kurs|betreu\w*|gutacht\w*|prüfer\w*|dozent\w*|lehrer\w*|tutor\w*|matr\w*|abgabe\w*|abgegeben|eingereicht|vorgelegt|verfasser\w*|autor\w*|author|\w*arbeit|thesis|dissertation|ausarbeitung|\w*semester|datum|date|gmbh|ag)\b|^\d|^von\b|^by\b|^-/i;

function pickTitle(
  titleLines: string[],
  titleHeadings: HeadingBlock[],
  metadataTitle: string | null,
  authors: string[],
): string | null {
  const clean = (t: string) => t.replace(/^[„"“»«']+|[“"”«»']+$/g, "").trim();
  const headingTitles = [...titleHeadings]
    .filter((h) => !LABEL_LINE.test(h.text) && h.text.split(/\s+/).length >= 2)
    .sort((a, b) => (a.level ?? 9) - (b.level ?? 9));
  if (headingTitles[0]) return clean(headingTitles[0].text);
  for (let i = 0; i < titleLines.length; i++) {
    const t = titleLines[i] ?? "";
    const words = t.split(/\s+/).length;
    if (LABEL_LINE.test(t) || /^[^:]{1,25}:\s/.test(t) || words < 3 || words > 30 || /\d{4}$/.test(t))
      continue;
    if (/[.?!]$/.test(t) || !/^[„"“»]?[\p{Lu}\d]/u.test(t) || authors.some((a) => t.includes(a))) continue;
    let title = clean(t);
    const next = titleLines[i + 1];
    if (
      next &&
      /\b(von|der|die|das|des|den|dem|und|zur|zum|für|auf|im|in|mit|bei|über|of|the|and|for|on|in|with|to)$/i.test(
        title,
      )
    ) {
      title = `${title} ${clean(next)}`;
    }
    return title;
  }
  if (metadataTitle && metadataTitle.split(/\s+/).length >= 3 && !/\.(docx?|pdf|tex)$/i.test(metadataTitle)) {
    return metadataTitle;
  }
  return null;
}

const NAME = /^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})/u;

function pickAuthors(titleLines: string[]): string[] {
  for (let i = 0; i < titleLines.length; i++) {
    const t = titleLines[i] ?? "";
    const labelled =
      /^(?:vorgelegt von|eingereicht von|verfasst von|verfasser(?:in)?|autor(?:in)?|author|name|von|by|submitted by)\s*:?\s*(.*)$/i.exec(
        t,
      );
    if (!labelled) continue;
    const rest = (labelled[1] ?? "").trim() || (titleLines[i + 1] ?? "");
    const candidates = rest
      .replace(/\(.*?\)|,?\s*matr.*$/gi, "")
      .split(/\s*(?:,|\bund\b|\band\b|&)\s*/)
      .map((s) => NAME.exec(s.trim())?.[1])
      .filter((s): s is string => Boolean(s) && !LABEL_LINE.test(s as string));
    if (candidates.length) return candidates.slice(0, 6);
  }
  return [];
}

const DE =
  /\b(der|die|das|und|ist|nicht|mit|von|für|auf|wird|werden|eine|einer|dass|sich|auch|bei|wurde|zu|im)\b/g;
const EN = /\b(the|and|is|are|of|to|with|that|this|for|was|were|be|by|which|from|as|on|an)\b/g;

export function detectLanguage(text: string): Language {
  const sample = text.slice(0, 200_000).toLowerCase();
  const de = sample.match(DE)?.length ?? 0;
  const en = sample.match(EN)?.length ?? 0;
  return en > de * 1.2 ? "en" : "de";
}

export interface StructureResult extends Omit<DocumentModel, "parts"> {}

export function buildStructure(
  extracted: ExtractedDocument,
  source: { format: SourceFormat; filename: string; bytes: number },
): StructureResult {
  const blocks = mergeSplitCaptions(promoteSectionTitles(extracted.blocks));
  const front: FrontMatter = {
    titlePage: false,
    declaration: false,
    tableOfContents: false,
    listOfFigures: false,
    listOfTables: false,
    listOfAbbreviations: false,
    abstract: false,
    acknowledgements: false,
  };
  const titleLines: string[] = [];
  const titleHeadings: HeadingBlock[] = [];
  const abstractParts: string[] = [];
  const referenceBlocks: ParagraphBlock[] = [];
  const headings: Heading[] = [];
  const stack: Heading[] = [];
  const paragraphs: Paragraph[] = [];
  const tables: Table[] = [];
  const figures: Figure[] = [];
  let region: Region = "title";
  let bodyStarted = false;
  let hid = 0;
  let currentSection: string | null = null;
  let pendingTableCaption: { caption: string; page: number | null } | null = null;

  let placeholders = false;
  for (const b of blocks) {
    if (b.kind === "heading") {
      if (TEMPLATE_PLACEHOLDER.test(b.text)) placeholders = true;
      const special = specialRegion(parseHeading(b).title);
      if (
        !special &&
        region === "abstract" &&
        !bodyStarted &&
        STRUCTURED_ABSTRACT.test(parseHeading(b).title)
      )
        continue;
      if (special === "abstract" && bodyStarted) {
        // "Zusammenfassung" at the end is a conclusion chapter, not an abstract.
      } else if (special) {
        region = special;
        if (special === "toc") front.tableOfContents = true;
        if (special === "lof") front.listOfFigures = true;
        if (special === "lot") front.listOfTables = true;
        if (special === "abbrev") front.listOfAbbreviations = true;
        if (special === "declaration") front.declaration = true;
        if (special === "abstract") front.abstract = true;
        if (special === "ack") front.acknowledgements = true;
        continue;
      }
      const parsed = parseHeading(b);
      const startsBody = chapterRole(parsed.title) !== "other";
      if (region === "title" && !bodyStarted && !parsed.number && !startsBody && (b.page ?? 1) <= 1) {
        titleHeadings.push(b);
        continue;
      }
      if (region === "appendix" || (region === "references" && !parsed.number && parsed.level > 1)) continue;
      if (region === "declaration" && !parsed.number && bodyStarted) continue;
      region = "body";
      bodyStarted = true;
      const heading: Heading = {
        id: `h${++hid}`,
        level: parsed.level,
        number: parsed.number,
        title: parsed.title,
        page: b.page,
        children: [],
      };
      while (stack.length && (stack.at(-1) as Heading).level >= heading.level) stack.pop();
      const parent = stack.at(-1);
      if (parent) parent.children.push(heading);
      else headings.push(heading);
      stack.push(heading);
      currentSection = heading.id;
      continue;
    }
    if (b.kind === "table") {
      if (region !== "body") continue;
      const caption = pendingTableCaption?.caption ?? null;
      tables.push({ cells: b.rows, caption, page: b.page, sectionId: currentSection });
      pendingTableCaption = null;
      continue;
    }
    // paragraph
    if (TEMPLATE_PLACEHOLDER.test(b.text)) placeholders = true;
    if (b.hint === "toc") {
      front.tableOfContents = front.tableOfContents || region === "title" || region === "toc";
      continue;
    }
    switch (region) {
      case "title": {
        if (
          /^(eidesstattliche|ehrenwörtliche|eigenständigkeits|selbstständigkeits|selbständigkeits)\p{L}*/iu.test(
            b.text,
          )
        ) {
          front.declaration = true;
          region = "declaration";
          continue;
        }
        const abs = inlineAbstract(b.text);
        if (abs) {
          abstractParts.push(abs);
          front.abstract = true;
        } else titleLines.push(b.text);
        continue;
      }
      case "abstract":
        abstractParts.push(b.text);
        continue;
      case "references":
        referenceBlocks.push(b);
        continue;
      case "body":
        break;
      default:
        continue;
    }
    const cap = CAPTION.exec(b.text);
    if (cap && (b.hint === "caption" || (b.text.length < 260 && /[:.–—-]/.test(b.text.slice(0, 24))))) {
      if (isTableCaption(b.text)) {
        const last = tables.at(-1);
        // Captions below the table (common in Word) attach to a table right before them.
        if (
          last &&
          last.caption === null &&
          last.sectionId === currentSection &&
          last.cells.length > 0 &&
          paragraphs.at(-1)?.sectionId === currentSection
        ) {
          last.caption = b.text;
        } else {
          pendingTableCaption = { caption: b.text, page: b.page };
          tables.push({ cells: [], caption: b.text, page: b.page, sectionId: currentSection });
        }
      } else {
        figures.push({ caption: b.text, number: cap[2] ?? null, page: b.page, sectionId: currentSection });
      }
      continue;
    }
    if (pendingTableCaption) pendingTableCaption = null;
    paragraphs.push({ text: b.text, page: b.page, sectionId: currentSection });
  }
  // A caption placeholder directly followed by a real table: merge the two.
  for (let i = tables.length - 1; i > 0; i--) {
    const t = tables[i] as Table;
    const prev = tables[i - 1] as Table;
    if (prev.cells.length === 0 && t.cells.length > 0 && t.caption === prev.caption) tables.splice(i - 1, 1);
  }

  // No headings at all (a handout, a draft): the text after the title lines is the body.
  if (headings.length === 0 && paragraphs.length === 0 && titleLines.length > 15) {
    for (const t of titleLines.splice(6)) paragraphs.push({ text: t, page: null, sectionId: null });
  }
  front.titlePage = titleLines.length > 0 || titleHeadings.length > 0;

  const flat: Heading[] = [];
  const walk = (hs: Heading[]) => {
    for (const h of hs) {
      flat.push(h);
      walk(h.children);
    }
  };
  walk(headings);
  const bodyText = paragraphs.map((p) => p.text).join("\n");
  const lastPage = paragraphs.reduce((m, p) => Math.max(m, p.page ?? 0), 0) || null;
  const chapterOf = new Map<string, string>();
  for (const top of headings) {
    const mark = (h: Heading) => {
      chapterOf.set(h.id, top.id);
      h.children.forEach(mark);
    };
    mark(top);
  }
  const chapters: Chapter[] = headings.map((h, i) => {
    const next = headings[i + 1];
    const words = paragraphs
      .filter((p) => p.sectionId && chapterOf.get(p.sectionId) === h.id)
      .reduce((s, p) => s + countWords(p.text), 0);
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

  let references = toReferences(splitReferences(referenceBlocks), extracted.links);
  if (references.length === 0) {
    // Sources cited only in footnotes (common in seminar papers) are the reference list.
    references = toReferences(
      extracted.footnotes
        .map((f) => f.text)
        .filter((t) => /https?:|www\.|10\.\d{4,}\/|\b(19|20)\d{2}\b/.test(t)),
      extracted.links,
    );
  }
  const authors = pickAuthors(titleLines);
  const warnings = [...extracted.warnings];
  if (placeholders) {
    warnings.push(
      "Die Datei enthält noch Platzhalter der Dokumentvorlage (z. B. „Überschrift1“) – sie wirkt wie ein unfertiger Entwurf.",
    );
  }
  if (headings.length === 0) warnings.push("Es wurden keine Kapitelüberschriften erkannt.");
  if (references.length === 0) warnings.push("Es wurde kein Literaturverzeichnis gefunden.");
  return {
    schemaVersion: 1,
    source,
    title: pickTitle(titleLines, titleHeadings, extracted.metadataTitle, authors),
    authors,
    language: detectLanguage(bodyText || titleLines.join("\n")),
    pageCount: extracted.pageCount,
    pageCountEstimated: extracted.pageCountEstimated,
    wordCount: countWords(bodyText),
    frontMatter: front,
    abstract: abstractParts.length ? abstractParts.join("\n\n") : null,
    headings,
    chapters,
    paragraphs,
    tables,
    figures,
    footnotes: extracted.footnotes.map((f) => ({ marker: f.marker, text: f.text, page: f.page })),
    references,
    warnings,
  };
}
