/**
 * The evaluator's tests for a line of slide text by its shape alone, German and English: a literature
 * citation or footnote mark, house-keeping about the thesis, a line of code, a bibliography entry, a line of
 * a table of contents or of a list of abbreviations, a cut or all-capital title. Like bullet-rules.ts they are
 * kept apart from the engine's own classifiers: the generator is not graded by its own rule. What a line
 * shares with the thesis itself (its footnotes, references, headings) is tested in thesis-echo.ts.
 */

/** `\b` that knows umlauts (JavaScript's `\b` sees only ASCII word characters). */
const BOUNDARY = String.raw`(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))`;

function rx(source: string, flags = "iu"): RegExp {
  return new RegExp(source.replaceAll(String.raw`\b`, BOUNDARY), flags);
}

const YEAR = String.raw`(?:1[5-9]\d\d|20\d\d)[a-z]?`;
/** A surname as cited: "Müller", "van der Aalst", "O'Neil", "Müller-Lüdenscheidt". */
const NAME = String.raw`(?:(?:von|van|de|der|den|du|le|la)\s+)*\p{Lu}[\p{L}'’-]+`;
/** Words that stand before a year in brackets without being an author: "(Stand 2019)", "(Mai 2020)". */
const NOT_AUTHOR = rx(
  `^(?:stand|version|ausgabe|jahr|jahre|seit|ab|bis|ca|circa|um|im|in|vor|nach|zeitraum|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|january|february|march|june|july|october|december|since|until|year|summer|winter|sommer|ws|ss|sose|wise|q[1-4]|stichtag|edition|auflage|update)$`,
);

/** "(Müller 2019)", "(Müller, 2019, S. 12)", "(vgl. Müller & Schmidt 2019a; Meier 2020)", "(Smith et al., 2019)". */
const BRACKETED_AUTHOR_YEAR = rx(
  String.raw`\((?:(?:[Vv]gl\.|[Ss]iehe|[Ss]ee|[Cc]f\.|e\.\s?g\.|z\.\s?B\.)\s*)?(${NAME})(?:\s+et\s+al\.?|\s*(?:&|und|and|/|,)\s*${NAME})*,?\s+${YEAR}\b[^()]*\)`,
  "gu",
);
/** "Müller et al. (2019)", "Müller und Schmidt (2019)", "Smith (2019, p. 4)": the narrative form. */
const NARRATIVE_CITATION = rx(
  String.raw`\b${NAME}(?:\s+et\s+al\.?|\s+u\.\s?a\.|\s+(?:&|und|and)\s+${NAME})\s*\(${YEAR}\b[^()]*\)|\bet\s+al\.?`,
  "u",
);
/** "[12]", "[3, 4]", "[12–14]", "[Mül19]": numeric or alphanumeric citation keys. */
const BRACKET_KEY = /\[(?:\d{1,3}(?:\s*[,–-]\s*\d{1,3})*|\p{Lu}\p{L}{1,3}\+?\d{2}[a-z]?)\]/u;
/** "vgl.", "ebd.", "a. a. O.", "ibid.", "op. cit.", "zit. n.", "Hrsg.": the citation vocabulary. */
const CITATION_WORDS = rx(
  String.raw`\b(?:vgl\.|ebd\.|ebenda\b|a\.\s?a\.\s?O\.|ibid\.?|ibidem\b|op\.\s?cit\.|zit\.\s?(?:n\.|nach)|hrsg\.|cf\.\s)`,
);
/** "S. 12", "S. 12 f.", "p. 4", "pp. 3–5": a page reference. */
const PAGE_REFERENCE = rx(String.raw`(?:^|[\s(;,])(?:S\.|pp?\.)\s?\d+(?:\s*[–-]\s*\d+)?(?:\s?ff?\.)?`, "u");
/** A footnote mark glued to a word or after punctuation: "Verfahren12 ", "wurde.12", "„Zitat“3". */
const GLUED_MARK_PUNCT = /\p{Ll}{3,}[.,;:!?“”"»«)]+\d{1,3}(?=\s|$)/u;
/**
 * Lower-case word with digits glued on ("Zusammenhang61"), or a short abbreviation with two or three ("Mk45");
 * product names mix case or keep one digit ("Neo4j", "CO2", "Python3").
 */
const GLUED_MARK_WORD =
  /(?<![\p{L}\p{N}])(?:\p{L}\p{Ll}{4,}\d{1,3}|\p{Lu}\p{Ll}{1,2}\d{2,3})(?=[\s.,;:!?]|$)/u;
/** A footnote's own mark at the start: "61 Die Stadt …", "3 Vgl. …" (a number followed by an article is no count). */
const LEADING_MARK = rx(
  String.raw`^\d{1,3}\s+(?:die|der|das|den|dem|des|ein|eine|einer|eines|es|er|sie|dies\p{L}*|vgl\.|siehe|ebd\.|im|in|zur|zum|bei|so|auch|hier|the|a|an|this|see|cf\.|it|for)\b`,
);

/** A line that carries a literature citation, a page reference or a footnote mark. */
export function hasCitation(line: string): boolean {
  const text = line.trim();
  for (const m of text.matchAll(BRACKETED_AUTHOR_YEAR)) {
    const first = (m[1] ?? "").split(/\s+/u).at(-1) ?? "";
    if (!NOT_AUTHOR.test(first)) return true;
  }
  return (
    NARRATIVE_CITATION.test(text) ||
    BRACKET_KEY.test(text) ||
    CITATION_WORDS.test(text) ||
    PAGE_REFERENCE.test(text) ||
    GLUED_MARK_PUNCT.test(text) ||
    GLUED_MARK_WORD.test(text) ||
    LEADING_MARK.test(text)
  );
}

/**
 * House-keeping about the thesis as a document, not its subject: gender-neutral language, thanks, the
 * appendix, own figures, the declaration, formatting and citation conventions, where the code lies.
 */
const HOUSEKEEPING = rx(
  [
    String.raw`\b(?:generische[nm]?\s+maskulinum|gendergerecht\p{L}*|geschlechts(?:neutral|spezifisch)\p{L}*|(?:beide|alle)\s+geschlechter|gleichermaßen\s+für\s+alle|lesbarkeit\s+halber|besseren\s+lesbarkeit|gender-?neutral|for\s+(?:the\s+sake\s+of\s+)?readability)\b`,
    String.raw`\b(?:ich\s+(?:möchte\s+mich\s+)?(?:bedanke|danke)|mein\s+dank\s+gilt|danken\s+möchte|i\s+(?:would\s+like\s+to\s+)?thank|my\s+thanks\s+go|acknowledg(?:e)?ments?)\b`,
    String.raw`\b(?:im|in\s+den|siehe|see|in\s+the)\s+(?:anhang|anhängen|appendix|appendices)\b`,
    String.raw`\b(?:eigene\s+darstellung|own\s+(?:illustration|representation|figure))\b`,
    String.raw`\b(?:eidesstattlich\p{L}*|selbstständig\s+(?:verfasst|angefertigt)|keine\s+anderen\s+als\s+die\s+angegebenen|declaration\s+of\s+(?:authorship|originality))\b`,
    String.raw`\b(?:zitierweise|zitierstil|citation\s+style|harvard-?(?:zitier\p{L}*|style)|fußnoten(?:stil|system))\b`,
    String.raw`\b(?:quellcode|source\s+code|programmcode|code)\s+(?:befindet\s+sich|liegt|ist\s+(?:im|unter|auf)|is\s+(?:available|provided|included))\b`,
    String.raw`\b(?:wörtliche\s+zitate|direkte\s+zitate|kursiv\s+gesetzt|fett\s+gedruckt|in\s+italics)\b`,
  ].join("|"),
);

export function isHousekeeping(line: string): boolean {
  return HOUSEKEEPING.test(line);
}

/** A comment or docstring: "# lädt die Daten", "// init", "/* … *\/", '"""Docstring"""', "-- SQL comment". */
const CODE_COMMENT = /^(?:#(?![\d#])|\/\/|\/\*|\*\/|--\s|%\s|"""|''')/u;
/** A line that opens with a keyword of a programming or query language. */
const CODE_KEYWORD =
  /^(?:def|class|import|from\s+[\w.]+\s+import|return|elif|else:|try:|except|public|private|protected|static|void|function|const|let|var|#include|using\s+[\w.]+;|package|library\(|require\(|SELECT\s|MATCH\s*\(|CREATE\s|INSERT\s|UPDATE\s\w+\s+SET|DELETE\s|WITH\s+\w+\s+AS|for\s*\(|for\s+\w+\s+in\s|while\s*\(|if\s*\()/u;
/** Tokens of code: calls, assignments, operators, brackets, identifiers with underscores, method calls. */
const CODE_TOKENS = [
  /\w\(/gu,
  /\)\s*[;{:]|[{}]|;\s*$/gu,
  /==|!=|<-|->|=>|:=|\+=/gu,
  /\b[a-z_]\w*\s?=\s?["'[{(\w]/gu,
  /\b[a-z]+_[a-z_]+\b/gu,
  /\b[a-z]+\.[a-z_]+\(/gu,
];

/** A line of code, a code comment or a docstring. */
export function isCode(line: string): boolean {
  const text = line.trim();
  if (CODE_COMMENT.test(text) || CODE_KEYWORD.test(text)) return true;
  const tokens = CODE_TOKENS.reduce((n, re) => n + (text.match(re)?.length ?? 0), 0);
  const words = text.split(/\s+/u).length;
  // Prose mentions one function or one variable now and then; code is mostly made of them.
  return tokens >= 3 && tokens / words >= 0.3;
}

/** What only a bibliography entry carries: "in:", "(Hrsg.)", a DOI, an access date, an ISBN, an edition. */
const BIBLIOGRAPHY_MARK = rx(
  [
    String.raw`(?:^|[\s,.])in:\s`,
    String.raw`\((?:hrsg|eds?|ed)\.?\)`,
    String.raw`\bdoi:?\s*10\.\d{4,}`,
    String.raw`\b(?:abgerufen|zugegriffen|aufgerufen)\s+am\b|\bzugriff\s+am\b|\b(?:accessed|retrieved)\s+(?:on\s+)?\d`,
    String.raw`\bISBN\b|\bISSN\b`,
    String.raw`\b\d+\.\s*(?:aufl\.|auflage)|\b\d+(?:st|nd|rd|th)\s+ed(?:ition|\.)`,
    String.raw`\b(?:vol\.|jg\.|heft\s+\d|no\.\s*\d|nr\.\s*\d+\s*,\s*S\.)`,
    String.raw`\bweb-?dok\.?\s*\d`,
  ].join("|"),
);
/**
 * "Müller, A. (2019)", "Müller, A., 2019", "Müller, Anna (2019)", "Müller, Anna: Titel": an entry's head
 * (case matters: names).
 */
const BIBLIOGRAPHY_HEAD = rx(
  String.raw`\b${NAME},\s*(?:\p{Lu}\.\s*)+(?:\(${YEAR}\)|,\s*${YEAR})|^${NAME},\s*\p{Lu}[\p{L}-]+(?:\s*\(${YEAR}\)|:\s)`,
  "u",
);

/** A bibliography entry by its shape. */
export function isBibliographyEntry(line: string): boolean {
  return BIBLIOGRAPHY_MARK.test(line) || BIBLIOGRAPHY_HEAD.test(line);
}

/** The names of the front-matter lists. */
const FRONT_MATTER_NAME = rx(
  String.raw`\b(?:inhaltsverzeichnis|abbildungsverzeichnis|tabellenverzeichnis|abkürzungsverzeichnis|symbolverzeichnis|formelverzeichnis|anhangsverzeichnis|quellenverzeichnis|literaturverzeichnis|table\s+of\s+contents|list\s+of\s+(?:figures|tables|abbreviations|symbols))\b`,
);
/** A line of a list of contents, figures or tables: a title and its page, "2.1 Grundlagen ..... 12". */
const CONTENTS_LINE =
  /^(?:(?:\p{L}+\s+)?\d+(?:\.\d+)*\.?\s+)?[^.]{3,}?(?:\s*\.{3,}|\s*…+|\s{2,}|\t)\s*\d{1,3}$/u;
/** Two or more numbered headings with their pages in one line: "1 Einleitung 1 2 Grundlagen 3". */
const CONTENTS_RUN = /(?:^|\s)\d+(?:\.\d+)*\s+\p{Lu}[\p{L}\s-]{2,40}?\s+\d{1,3}\s+\d+(?:\.\d+)+\s+\p{Lu}/u;

/** Small words that may stand between the words of an abbreviation's expansion. */
const GLUE = new Set([
  "of",
  "for",
  "and",
  "the",
  "to",
  "in",
  "on",
  "und",
  "der",
  "die",
  "des",
  "für",
  "von",
  "zur",
  "zum",
  "im",
]);

/**
 * "API Application Programming Interface", "Abb. Abbildung": an abbreviation beside the words its letters
 * stand for, and nothing after them (a sentence goes on: "KI kann Informationen verarbeiten").
 */
function isAbbreviationEntry(line: string): boolean {
  const dotted = /^(\p{L}{1,5})\.\s+(\p{L}{4,})$/u.exec(line);
  if (dotted)
    return (dotted[2] ?? "")
      .toLocaleLowerCase("de-DE")
      .startsWith((dotted[1] ?? "").toLocaleLowerCase("de-DE"));
  const m = /^([\p{Lu}][\p{Lu}\p{N}&-]{1,9})\s*[:=–-]?\s+(.+)$/u.exec(line);
  if (!m) return false;
  const letters = (m[1] ?? "").replace(/[^\p{L}]/gu, "").toLocaleLowerCase("de-DE");
  const expansion = (m[2] ?? "").split(/[\s-]+/u).filter(Boolean);
  if (letters.length < 2) return false;
  let k = 0;
  for (const w of expansion) {
    const lower = w.toLocaleLowerCase("de-DE");
    if (k === letters.length) return false;
    if (k > 0 && GLUE.has(lower)) continue;
    if (lower[0] !== letters[k]) return false;
    k++;
  }
  return k === letters.length;
}

/** A line of the front matter: a list's name, a line of a list of contents/figures/tables, an abbreviation entry. */
export function isFrontMatterLine(line: string): boolean {
  const text = line.trim();
  return (
    FRONT_MATTER_NAME.test(text) ||
    CONTENTS_LINE.test(text) ||
    CONTENTS_RUN.test(text) ||
    isAbbreviationEntry(text)
  );
}

/**
 * Words a title cannot end on: articles, conjunctions, prepositions; not those German also uses as the
 * separated part of a verb ("… machen sie 50 % der Emissionen aus", "… nimmt zu").
 */
const TITLE_CUT_END = rx(
  String.raw`\s(?:und|oder|sowie|der|die|das|den|dem|des|ein|eine|einer|eines|von|vom|zum|zur|für|im|and|or|of|the|a|an|for|with|from)$`,
);

/** A title cut short: an ellipsis, a hyphen, a comma or colon at the end, a function word last, an open bracket or quote. */
export function isCutTitle(title: string): boolean {
  const text = title.trim();
  if (!text) return false;
  if (/(?:…|\.{3})$/u.test(text) || /[\p{L}]-$/u.test(text) || /[,:;–-]$/u.test(text)) return true;
  if (TITLE_CUT_END.test(text)) return true;
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  return count(/\(/gu) > count(/\)/gu) || count(/„/gu) > count(/[“”]/gu);
}

/**
 * A title written in capitals: two or more words of three letters or more and most of them in capitals.
 * Abbreviations ("ERGM", "LES") stand among normal words, so a title with one or two of them is fine.
 */
export function isAllCapsTitle(title: string): boolean {
  const words = title.match(/\p{L}{3,}/gu) ?? [];
  if (words.length < 2) return false;
  const caps = words.filter((w) => w === w.toLocaleUpperCase("de-DE") && w !== w.toLocaleLowerCase("de-DE"));
  return caps.length >= 2 && caps.length / words.length >= 0.6;
}
