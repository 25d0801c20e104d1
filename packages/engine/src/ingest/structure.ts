/**
 * Blocks → document model: front matter kept out of the body, heading tree, paragraphs with sections,
 * tables and figures (with their pictures as artifacts), footnotes, references, title page, language.
 */

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
} from "../document.ts";
import { LABEL_NUMBER, LABEL_WORD, readCaptionLabel } from "../text/caption-label.ts";
import { chapterRole } from "../text/chapter-role.ts";
import { looksLikeReference } from "../text/text-shape.ts";
import { captionInOwnCase, inOwnCase, spellingsOf } from "../text/title-case.ts";
import { wordCount } from "../text/words.ts";
import type {
  Artifact,
  Block,
  ExtractedDocument,
  HeadingBlock,
  ParagraphBlock,
  RawFigure,
} from "./blocks.ts";
import { looseKey } from "./normalize.ts";
import { splitReferences, toReferences } from "./references.ts";
import { chooseTitle } from "./title-page/title-choice.ts";
import { readTitlePage } from "./title-page/title-page.ts";

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
    // Also combined lists ("Symbol- und Abkürzungsverzeichnis", "List of Symbols and Abbreviations").
    /^(abkürzungsverzeichnis|abkürzungen|symbolverzeichnis|formelverzeichnis|glossar|listofabbreviations|abbreviations|nomenklatur|nomenclature|listofsymbols|listofacronyms|acronyms|symbols)|(abkürzungs|symbol|formel|akronym)\S*verzeichnis$|(abbreviations|acronyms|symbols)$/,
  ],
  [
    "declaration",
    /(eidesstattliche|ehrenwörtliche|selbstständigkeits|selbständigkeits|eigenständigkeits|urheberschafts|versicherung|sperrvermerk|declaration|affidavit|statutory)|^erklärung$/,
  ],
  [
    "abstract",
    /^(abstract|abstrakt|zusammenfassung|kurzzusammenfassung|kurzfassung|summary|executivesummary|managementsummary)$/,
  ],
  ["ack", /^(danksagung|vorwort|geleitwort|acknowledg(e)?ments?|dank|preface|foreword)$/],
  [
    "references",
    /^(literaturverzeichnis|literatur|quellenverzeichnis|quellen|referenzen|references|bibliography|bibliographie|literaturundquellen|literaturundquellenverzeichnis|literaturundpackageverzeichnis|sources|worksc?ited|primärliteratur|sekundärliteratur|primärquellen|sekundärquellen|internetquellen|onlinequellen|verwendeteliteratur|zitiertewerke|primarysources|secondarysources)/,
  ],
  ["appendix", /^(anhang|anhänge|anlagen?|appendix|appendices)/],
];

/** A figure or table label as the subject of running text: the verb that follows it ("zeigt", "shows"). */
const LABEL_AS_SUBJECT =
  /^(?:shows?|gives?|lists?|presents?|illustrates?|depicts?|displays?|summari[sz]es?|contains?|compares?|provides?|indicates?|reveals?|demonstrates?|describes?|is|are|was|were|can|zeigt|zeigen|gibt|geben|stellt|stellen|fasst|fassen|listet|enthält|enthalten|veranschaulicht|verdeutlicht|illustriert|vergleicht|bietet|beinhaltet|liefert|ist|sind|war|waren|wird|werden|kann|können|lässt)\b/u;
/** Headings that only ever name the abstract, wherever they stand. */
const FRONT_ONLY_ABSTRACT =
  /^(abstract|abstrakt|kurzfassung|kurzzusammenfassung|executivesummary|managementsummary)$/;

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

const captionNumber = (caption: string | null) =>
  caption ? (readCaptionLabel(caption)?.number ?? null) : null;

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

/** A paragraph that is only a label and its number ("Table 3", "Abbildung A.1"). */
const LABEL_ONLY = new RegExp(String.raw`^${LABEL_WORD}\s*${LABEL_NUMBER}$`, "iu");

/** APA puts "Table 3" on its own line and the title in the next paragraph. */
function mergeSplitCaptions(blocks: Block[]): Block[] {
  const out: Block[] = [];
  for (const b of blocks) {
    const prev = out.at(-1);
    if (
      b.kind === "paragraph" &&
      prev?.kind === "paragraph" &&
      LABEL_ONLY.test(prev.text) &&
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

const DE =
  /\b(der|die|das|und|ist|nicht|mit|von|für|auf|wird|werden|eine|einer|dass|sich|auch|bei|wurde|zu|im)\b/g;
const EN = /\b(the|and|is|are|of|to|with|that|this|for|was|were|be|by|which|from|as|on|an)\b/g;

export function detectLanguage(text: string): Language {
  const sample = text.slice(0, 200_000).toLowerCase();
  const de = sample.match(DE)?.length ?? 0;
  const en = sample.match(EN)?.length ?? 0;
  return en > de * 1.2 ? "en" : "de";
}

export interface StructureResult {
  model: DocumentModel;
  artifacts: Artifact[];
}

const EXTENSION: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif" };

/**
 * Gives the figures and tables found in the text their pictures (and PDF table cells): matched by kind and
 * number, in order; a picture whose caption is not in the text (unnumbered DOCX images) becomes a figure of
 * its own, placed in the section of the last paragraph on or before its page.
 */
function attachPictures(
  raw: RawFigure[],
  figures: Figure[],
  tables: Table[],
  paragraphs: Paragraph[],
): Artifact[] {
  const artifacts: Artifact[] = [];
  const names = new Set<string>();
  const store = (r: RawFigure): Figure["image"] => {
    if (!r.image) return null;
    const stem = `${r.kind === "figure" ? "abb" : "tab"}-${(r.number ?? `x${artifacts.length + 1}`).replace(/[^\w.-]/g, "_")}`;
    let name = `figures/${stem}.${EXTENSION[r.image.contentType] ?? "png"}`;
    for (let i = 2; names.has(name); i++)
      name = `figures/${stem}-${i}.${EXTENSION[r.image.contentType] ?? "png"}`;
    names.add(name);
    artifacts.push({ name, contentType: r.image.contentType, data: r.image.data });
    return { artifact: name, contentType: r.image.contentType, width: r.image.width, height: r.image.height };
  };
  const sectionAt = (page: number | null) => {
    let id: string | null = null;
    for (const p of paragraphs) {
      if (page !== null && p.page !== null && p.page > page) break;
      id = p.sectionId;
    }
    return id;
  };
  const usedFigures = new Set<Figure>();
  const usedTables = new Set<Table>();
  for (const r of raw) {
    if (r.kind === "figure") {
      const match = figures.find((f) => !usedFigures.has(f) && r.number !== null && f.number === r.number);
      if (match) {
        usedFigures.add(match);
        match.image = store(r);
      } else if (r.image) {
        const figure: Figure = {
          caption: r.caption,
          number: r.number,
          page: r.page,
          sectionId: sectionAt(r.page),
          image: store(r),
        };
        usedFigures.add(figure);
        figures.push(figure);
      }
    } else {
      const match = tables.find((t) => !usedTables.has(t) && r.number !== null && t.number === r.number);
      if (match) {
        usedTables.add(match);
        match.image = store(r);
        if (match.cells.length === 0 && r.cells && r.cells.length > 1) match.cells = r.cells;
      } else if (r.image) {
        // The caption went into the picture's region (or was not read as a caption): the table still counts.
        const table: Table = {
          cells: r.cells && r.cells.length > 1 ? r.cells : [],
          caption: r.caption || null,
          number: r.number,
          page: r.page,
          sectionId: sectionAt(r.page),
          image: store(r),
        };
        usedTables.add(table);
        tables.push(table);
      }
    }
  }
  return artifacts;
}

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
  const appendix: DocumentModel["appendix"] = [];
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
      if (
        special === "abstract" &&
        bodyStarted &&
        !FRONT_ONLY_ABSTRACT.test(looseKey(parseHeading(b).title))
      ) {
        // "Zusammenfassung" at the end is a conclusion chapter, not an abstract ("Abstract" and
        // "Kurzfassung" are never one).
      } else if (special) {
        region = special;
        if (special === "appendix") appendix.push({ title: parseHeading(b).title, page: b.page });
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
      // A bibliography entry set in a heading style is a reference, never a chapter.
      if (!parsed.number && looksLikeReference(parsed.title)) {
        if (region === "references") referenceBlocks.push({ kind: "paragraph", text: b.text, page: b.page });
        continue;
      }
      const startsBody = chapterRole(parsed.title) !== "other";
      if (region === "title" && !bodyStarted && !parsed.number && !startsBody && (b.page ?? 1) <= 1) {
        titleHeadings.push(b);
        continue;
      }
      if (region === "appendix") {
        if (parsed.level <= 2) appendix.push({ title: parsed.title, page: b.page });
        continue;
      }
      if (region === "references" && !parsed.number && parsed.level > 1) continue;
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
      tables.push({
        cells: b.rows,
        caption,
        number: captionNumber(caption),
        page: b.page,
        sectionId: currentSection,
        image: null,
      });
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
    const cap = readCaptionLabel(b.text);
    // Without a caption style, a label with a separator ("Table 2.1: …") or with its text right after it
    // starts a caption ("Abbildung 3 Ablauf der Messung"), but not a label that is the subject of running
    // text ("Table 2.1 shows the properties of …", "Abbildung 4 zeigt …").
    if (
      cap?.number &&
      (b.hint === "caption" || (b.text.length < 260 && (cap.separator || !LABEL_AS_SUBJECT.test(cap.rest))))
    ) {
      if (cap.kind === "table") {
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
          last.number = captionNumber(b.text);
        } else {
          pendingTableCaption = { caption: b.text, page: b.page };
          tables.push({
            cells: [],
            caption: b.text,
            number: captionNumber(b.text),
            page: b.page,
            sectionId: currentSection,
            image: null,
          });
        }
      } else {
        figures.push({
          caption: b.text,
          number: cap.number,
          page: b.page,
          sectionId: currentSection,
          image: null,
        });
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
  // Headings set in capitals take the case the thesis uses in its running text.
  const spellings = spellingsOf(bodyText);
  const language = detectLanguage(bodyText || titleLines.join("\n"));
  for (const h of flat) h.title = inOwnCase(h.title, spellings, language);
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

  let references = toReferences(splitReferences(referenceBlocks), extracted.links);
  if (references.length === 0) {
    // Sources cited only in footnotes (common in seminar papers) are the reference list.
    // Humanities footnotes often cite in short form ("Müller, Geschichte, S. 12") without a year.
    references = toReferences(
      extracted.footnotes
        .map((f) => f.text)
        .filter(
          (t) =>
            /https?:|www\.|10\.\d{4,}\/|\b(19|20)\d{2}\b/.test(t) ||
            looksLikeReference(t) ||
            /^(?:vgl\.\s*)?\p{Lu}[\p{L}'’-]+,\s[^,]{3,80},\s(?:S\.|p\.|Sp\.)\s?\d/iu.test(t),
        ),
      extracted.links,
    );
  }
  const titlePage = readTitlePage(extracted.titleLines, { format: source.format });
  const firstChapter = headings[0];
  const title = chooseTitle({
    printed: titlePage.title,
    metadata: extracted.metadataTitle,
    headings: [
      ...titleHeadings.map((h) => parseHeading(h).title),
      ...(firstChapter && firstChapter.number === null ? [firstChapter.title] : []),
    ],
    context: [
      ...flat.map((h) => h.title),
      ...extracted.titleLines.filter((l) => l.page === 1).map((l) => l.text),
      ...paragraphs.slice(0, 20).map((p) => p.text),
    ].join("\n"),
    filename: source.filename,
  });
  const artifacts = attachPictures(extracted.figures, figures, tables, paragraphs);
  // Captions set in capitals, like headings, take the case of the running text.
  for (const f of [...figures, ...tables])
    if (f.caption) f.caption = captionInOwnCase(f.caption, spellings, language);
  const warnings = [...extracted.warnings];
  if (placeholders) {
    warnings.push(
      "Die Datei enthält noch Platzhalter der Dokumentvorlage (z. B. „Überschrift1“) – sie wirkt wie ein unfertiger Entwurf.",
    );
  }
  if (headings.length === 0) warnings.push("Es wurden keine Kapitelüberschriften erkannt.");
  if (references.length === 0) warnings.push("Es wurde kein Literaturverzeichnis gefunden.");
  const model: DocumentModel = {
    schemaVersion: 2,
    source,
    title: title?.title ?? null,
    titleSource: title?.source ?? null,
    titlePage,
    language: detectLanguage(bodyText || titleLines.join("\n")),
    pageCount: extracted.pageCount,
    pageCountEstimated: extracted.pageCountEstimated,
    pageLabels: extracted.pageLabels,
    wordCount: wordCount(bodyText),
    frontMatter: front,
    abstract: abstractParts.length ? abstractParts.join("\n\n") : null,
    headings,
    chapters,
    appendix,
    paragraphs,
    tables,
    figures,
    footnotes: extracted.footnotes.map((f) => ({ marker: f.marker, text: f.text, page: f.page })),
    references,
    skippedImages: extracted.skippedImages,
    ...(extracted.picturesPending ? { picturesPending: true } : {}),
    warnings,
    ...(extracted.diagnostics?.length ? { diagnostics: extracted.diagnostics } : {}),
  };
  return { model, artifacts };
}
