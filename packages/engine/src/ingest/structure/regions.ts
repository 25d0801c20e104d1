/**
 * The regions a thesis falls into by its headings: title page, front matter (contents, lists, declaration,
 * abstract, acknowledgements), body, references and appendix.
 */
import { looseKey } from "../normalize.ts";

export type Region =
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

/** Headings that only ever name the abstract, wherever they stand. */
export const FRONT_ONLY_ABSTRACT =
  /^(abstract|abstrakt|kurzfassung|kurzzusammenfassung|executivesummary|managementsummary)$/;

/** Sub-headings of a structured abstract ("Background", "Methods", …) stay in the abstract. */
export const STRUCTURED_ABSTRACT =
  /^(background|objectives?|aims?|purpose|methods?|design|setting|participants|results?|findings|conclusions?|limitations|keywords|hintergrund|ziele?|zielsetzung|methodik|methoden?|ergebnisse|schlussfolgerung(?:en)?|fazit|schlüsselwörter)$/i;

export function specialRegion(title: string): Exclude<Region, "title" | "body"> | null {
  const key = looseKey(title);
  for (const [region, re] of SPECIAL) if (re.test(key)) return region;
  return null;
}
