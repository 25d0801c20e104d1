/**
 * Sentence roles: what one sentence of a thesis does (states the research question, reports a result,
 * describes a figure, announces the next chapter, …). Rule- and feature-based, German and English:
 * cue phrases, numbers and statistics, citations, the role of the enclosing chapter and the heading path.
 * Pure; no model, no I/O (a few tens of µs per sentence; cheap stem gates keep the long cue regexes rare).
 *
 * Order of the decision: text that is not prose (broken) → housekeeping (text-about-text.ts and the
 * older cues here) → figures/tables → the text's own structure (roadmap, text-about-text.ts; a research
 * question with a pointer stays a question) → explicit cue phrases (hypothesis, question, limitation,
 * outlook, definition, older roadmap cues) → heading path (a "Limitations" or "Future research" section, an
 * "Aufbau der Arbeit" section) → results/interpretation/method from numbers, verbs and the chapter role →
 * background. Measured on a labelled set split by thesis: `npm run roles`, decision record 022.
 */
import { z } from "zod";
import type { ChapterRole } from "../document.ts";
import {
  announcesStructure,
  describesFigure,
  HEADING_HOUSEKEEPING,
  HEADING_STRUCTURE,
  isCaptionAlone,
  isHousekeepingNote,
  isStepWithPointer,
  isTableNote,
  notAboutStructure,
  readsFindingOffFigure,
} from "./text-about-text.ts";

export const SENTENCE_ROLES = [
  "question",
  "hypothesis",
  "definition",
  "method",
  "result",
  "interpretation",
  "limitation",
  "conclusion",
  "outlook",
  "roadmap",
  "figure-description",
  "housekeeping",
  "broken",
  "background",
] as const;
export const SentenceRoleSchema = z.enum(SENTENCE_ROLES);
export type SentenceRole = z.infer<typeof SentenceRoleSchema>;

/** The role of the chapter a sentence stands in; "front" for the abstract, "appendix" for appendix text. */
export type SentenceChapterRole = ChapterRole | "front" | "appendix";

export interface SentenceInput {
  text: string;
  chapterRole: SentenceChapterRole;
  /** Titles of the enclosing headings, outermost first. */
  headingPath: string[];
  language: "de" | "en";
}

// ---------------------------------------------------------------------------------------------------------
// Not prose

const CODE_KEYWORD =
  /\b(?:let|var|const|public|private|return|def|import)\s+[\w<>[\]]+\s*[=(:]|\b(?:int|string|decimal|void|bool|double|float)\s+\w+\s*[,;)=]/;
const CODE_BRACES = /[{};]\s*$|^\s*[{}]/;
const CODE_QUERY = /\|\s*(?:where|extend|summarize|project)\b/;
const CODE_CALL = /\w\(\w*:\s*\w|[a-z0-9_]\.[a-z_]\w*\(/;
const CODE_ASSIGN = /\w_\w*\s*=/;

/** Source code and query languages pasted into the text (cheap character checks before each regex). */
function looksLikeCode(text: string, symbols: number): boolean {
  if (symbols & SYM_DOUBLE || text.startsWith("$ ")) return true;
  if (symbols & SYM_BRACE && CODE_BRACES.test(text)) return true;
  if (symbols & SYM_PIPE && CODE_QUERY.test(text)) return true;
  if (symbols & SYM_PAREN && CODE_CALL.test(text)) return true;
  if (symbols & SYM_UNDERSCORE && CODE_ASSIGN.test(text)) return true;
  return (symbols & (SYM_EQUALS | SYM_PAREN | SYM_COMMA | SYM_BRACE)) !== 0 && CODE_KEYWORD.test(text);
}
/** A table of contents line: a short title followed by a page number ("Nachteile von JMeter 28"). */
const TOC_LINE = /^(?:\d+(?:\.\d+)*\.?\s+)?[\p{L}][\p{L}\p{N} ,:()–-]{1,60}\s\d+(?:[.,]\d+)?$/u;
/** A lone citation, figure pointer, list marker or label ("(Trotta, 2022)", "(Abb. 4)", "jmeter:"). */
const LONE_FRAGMENT =
  /^(?:\([^()]*\d{4}[a-z]?\)|\((?:[Aa]bb\.|[Tt]ab\.|[Ff]ig\.|[Ss]iehe|[Ss]ee)[^()]{0,30}\)|[\p{L}-]{1,25}:|\d+(?:\.\d+)*\.?|\S{1,3})$/u;
/** Words a complete sentence does not end with ("… Hosting-", "… durch die", "… am"). */
const DANGLING_WORDS = new Set(
  "der die das den dem des ein eine einer eines einem und oder sowie mit von zu zur zum am im in an auf für bei durch the a an of and or to with for on at by".split(
    " ",
  ),
);
/** Sentences that start in the middle of another one ("und verwendet die …"). */
const STARTS_MID = /^(?:und|oder|sowie|bzw\.|sondern|aber|denn|and|or|but)\s/u;

function isLetter(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 0xc0 && c <= 0x2af && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x370 && c <= 0x52f)
  );
}

interface TokenCounts {
  /** Space-separated tokens. */
  tokens: number;
  /** Share of letters among the non-space characters. */
  letterShare: number;
  /** Tokens with at least two letters in a row. */
  words: number;
  /** Bare numbers ("12,5", "0.86", "42%", "-3"). */
  numbers: number;
  /** Identifiers from code or log files ("sentBytes", "grpThreads"). */
  camel: number;
  /** Which code-like characters occur (SYM_* bits). */
  symbols: number;
}

const SYM_DOUBLE = 1; // "==" or "::"
const SYM_BRACE = 2; // "{", "}" or ";"
const SYM_PIPE = 4;
const SYM_PAREN = 8;
const SYM_UNDERSCORE = 16;
const SYM_EQUALS = 32;
const SYM_COMMA = 64;

/** One pass over the characters (no allocation per token); tokens are separated by single spaces. */
function countTokens(text: string): TokenCounts {
  let tokens = 0;
  let letters = 0;
  let nonSpace = 0;
  let words = 0;
  let numbers = 0;
  let camel = 0;
  let symbols = 0;
  let run = 0;
  let hasWordRun = false;
  let digits = 0;
  let other = 0;
  let startsLower = false;
  let isCamel = false;
  let prev = 32;
  let prevPrev = 32;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c === 32) {
      if (prev !== 32) tokens++;
      if (hasWordRun) words++;
      if (digits > 0 && other === 0) numbers++;
      if (isCamel) camel++;
      run = 0;
      hasWordRun = false;
      digits = 0;
      other = 0;
      isCamel = false;
      prev = prevPrev = 32;
      continue;
    }
    if (prev === 32) startsLower = c >= 97 && c <= 122;
    nonSpace++;
    if (c < 128 && !(c >= 97 && c <= 122) && !(c >= 65 && c <= 90) && !(c >= 48 && c <= 57)) {
      if (c === 61) symbols |= prev === 61 ? SYM_EQUALS | SYM_DOUBLE : SYM_EQUALS;
      else if (c === 58 && prev === 58) symbols |= SYM_DOUBLE;
      else if (c === 123 || c === 125 || c === 59) symbols |= SYM_BRACE;
      else if (c === 124) symbols |= SYM_PIPE;
      else if (c === 40) symbols |= SYM_PAREN;
      else if (c === 95) symbols |= SYM_UNDERSCORE;
      else if (c === 44) symbols |= SYM_COMMA;
    }
    if (isLetter(c)) {
      letters++;
      run++;
      if (run >= 2) hasWordRun = true;
      other++;
    } else {
      run = 0;
      if (c >= 48 && c <= 57) digits++;
      else if (c !== 44 && c !== 46 && c !== 37 && c !== 45 && c !== 43 && c !== 0x2212 && c !== 0x20ac)
        other++;
    }
    // lower-Upper-lower inside a token that starts lower-case: "sentBytes".
    if (startsLower && prev >= 65 && prev <= 90 && prevPrev >= 97 && prevPrev <= 122 && c >= 97 && c <= 122)
      isCamel = true;
    prevPrev = prev;
    prev = c;
  }
  return { tokens, letterShare: nonSpace ? letters / nonSpace : 0, words, numbers, camel, symbols };
}

const SINGLE_LETTER_VARIABLE = / [b-hj-np-zB-HJ-NP-Z] /;
const FRAGMENT_OK_END = new Set([..."\u002e!?:;\"”“»'’"]);
const CAPTION_START = /^\(?(?:Abbildung|Abb\.|Tabelle|Tab\.|Figure|Fig\.|Table)\s*\d/;
/** Abbreviations a sentence is not expected to end with; the text was cut after them. */
const DANGLING_ABBREVIATIONS = new Set([
  "bzgl.",
  "bzw.",
  "vgl.",
  "sog.",
  "ca.",
  "inkl.",
  "z.b.",
  "d.h.",
  "e.g.",
  "i.e.",
  "u.a.",
  "s.",
  "z.",
]);
const SENTENCE_END_CHARS = new Set([..."\u002e!?:;)\"”“»«'’]"]);
const MATH_SYMBOLS = /[=<>∗⋅·∑∏√∫|^_]|\bexp\b/gu;

function isBroken(text: string): boolean {
  if (text.length === 0) return true;
  const { tokens, letterShare, words, numbers, camel, symbols } = countTokens(text);
  if (tokens <= 10 && LONE_FRAGMENT.test(text)) return true;
  if (words < 2) return true;
  const lastChar = text.charAt(text.length - 1);
  // Short nominal fragments: labels, table headers, headings read as text ("Modell Genauigkeit").
  if (tokens <= 4 && !FRAGMENT_OK_END.has(lastChar) && !CAPTION_START.test(text)) return true;
  if (letterShare < 0.55) return true;
  if (tokens <= 8 && TOC_LINE.test(text)) return true;
  if (looksLikeCode(text, symbols)) return true;
  // Table rows: many bare numbers (a prose sentence with statistics has a few, next to "=" or units).
  if (numbers >= 6 && numbers / tokens > 0.2) return true;
  if (camel >= 2) return true;
  if (numbers >= 3 && numbers / tokens > 0.45) return true;
  // Formulas: mathematical symbols with few real words.
  if (words < 6 && (text.match(MATH_SYMBOLS) ?? []).length >= 2) return true;
  // Cut off at a page or column break, or starting in the middle of a sentence.
  const last = text.slice(text.lastIndexOf(" ") + 1).toLowerCase();
  if (tokens >= 3 && !SENTENCE_END_CHARS.has(lastChar) && (last.endsWith("-") || DANGLING_WORDS.has(last)))
    return true;
  if (tokens >= 3 && DANGLING_ABBREVIATIONS.has(last)) return true;
  // A legend of a formula read as text: no sentence end and a one-letter variable ("… auf Instanz j erzielte Score").
  if (!FRAGMENT_OK_END.has(lastChar) && SINGLE_LETTER_VARIABLE.test(text)) return true;
  return STARTS_MID.test(text);
}

// ---------------------------------------------------------------------------------------------------------
// Figures, tables and notes on the text

const FIG_WORD = String.raw`(?:Abbildung(?:en)?|Abb\.|Tabelle(?:n)?|Tab\.|Grafik|Diagramm|Figure|Fig\.|Table|Tables|Listing)`;
const FIG_REF = String.raw`${FIG_WORD}\s*[A-Z]?\d+[a-z]?(?:\.\d+)*`;
/** A caption at the start of the sentence ("Abbildung 6: …", "(Abbildung 5: Histogramm für …)"). */
const LEADING_CAPTION = new RegExp(
  String.raw`^\(?\s*(?:${FIG_WORD})\s*\d+(?:\.\d+)*\s*[:.–-](?!\d)\s*(?:[^()]{0,80}\)|\S+(?:\s+\S+){0,3}(?=\s+[\p{Lu}]))`,
  "u",
);
const CAPTION_ONLY = new RegExp(String.raw`^\(?\s*${FIG_REF}\s*[:.–-]\s*[^.!?]{0,120}\)?\.?$`, "u");
/** Verbs that say what a figure or table shows. */
const FIG_VERB =
  /\b(?:zeigt|zeigen|stellt|stellen|dargestellt|abgebildet|abgetragen|visualisiert|veranschaulicht|aufgeführt|angegeben|aufgelistet|zusammengefasst|gegenübergestellt|zu sehen|sieht man|sehen wir|enthält|gibt .{0,40}wieder|gibt (?:einen|eine) (?:Überblick|Übersicht)|gives an overview|shows?|presents?|displays?|depicts?|illustrates?|summari[sz]es|(?:are|is) (?:shown|presented|displayed|depicted|reported|summari[sz]ed|listed|given|provided))\b/i;
const FIG_SUBJECT = new RegExp(
  String.raw`(?:^|\(|\b(?:in|aus|see|siehe|im|the|die|der|den)\s+)(?:der\s+|dem\s+)?(?:untenstehenden\s+|folgenden\s+|nachfolgenden\s+|nachstehenden\s+|obigen\s+)?${FIG_REF}|^${FIG_REF}|\b(?:in|im) ${FIG_REF}`,
  "i",
);
/** Parts of a chart ("die horizontale Achse", "the red line", "die Boxen des Box-Plots"). */
const FIG_PARTS =
  /\b(?:[xy]-?Achse|(?:horizontale|vertikale)n? Achse|Achse|[xy]-axis|axis|gestrichelten?|durchgezogenen?|roten?|blauen?|grünen?|schwarzen?|grauen?|Linie|Balken|Boxen|Whiskers?|Box-Plots?|Legende|(?:Daten)?[Pp]unkte|Kurven?|Symbole|dots|data points|markers|(?:obere|untere|erste|zweite|dritte|letzte)n? Zeile der Grafik|Zeile der Grafik|in der (?:oberen|unteren|zweiten|dritten|letzten) Zeile|dashed|solid line|red line|bars?|legend|density plots|trace plots)\b/i;
/** Notes under a table ("ES-G = Euthymia Scale; …", "*** p < .001", "a PWB was only assessed …"). */
const TABLE_NOTE =
  /^(?:Note\.|Anmerkung\.|Anm\.|\*+\s*p\s*[<>=]|[a-c]\s+\p{Lu}[\p{L}-]+(?:\s+\p{L}[\p{L}-]*)*\s*\([A-Z]{2,}\)|(?:[\p{Lu}][\p{L}\d-]*\s*[:=]\s*[^;]{3,80};\s*){1,}|[^.;]{0,60}\bgroups?:\s)/u;
/** "Es zeigt die Anzahl der …", "This figure shows …" (not "Es zeigt sich", not "zeigt, dass"). */
const FIG_PRONOUN_SHOWS =
  /^(?:\([^()]*\)\s*)?(?:Es|Sie|Diese Abbildung|Diese Grafik|Die Grafik|Das Diagramm|Diese Tabelle|This figure|This table|The figure|The table|The plot|The graph)\s+(?:zeigt|zeigen|stellt|visualisiert|veranschaulicht|shows|displays|presents|depicts|illustrates)\s+(?!sich\b|,|dass\b|that\b)/;
/** Choices made for the reader of a chart ("zum Zweck der besseren Übersichtlichkeit", "der Übersichtlichkeit halber"). */
const PRESENTATION_PURPOSE =
  /(?:besseren |der )Übersichtlichkeit|Übersichtlichkeit halber|zur besseren Übersicht\b/;
const ABBREVIATION_PAIRS = /\b[\p{Lu}][\p{Lu}\p{N}-]{1,}(?:\s[\p{Lu}][\p{Lu}\p{N}-]+)?\s=\s\p{Lu}/gu;
/** "All … are compared using …. *** p < .001" — a table note sentence ending in significance stars. */
const STAR_NOTE = /\*{1,3}\s*p\s*[<>=]\s*\.?\d/u;

/**
 * A sentence about an unnumbered figure as such: "Die Grafik ist in vier Zeilen und drei Hauptspalten
 * unterteilt", "Das Diagramm enthält …", "The chart is divided into …" (not "Die Grafik zeigt, dass …").
 */
const FIG_DEFINITE =
  /^(?:(?:In|Auf|Aus|Unter) )?(?:Die|Diese|Das|Dieses|Der|Dieser|dem|der|den|diesem|dieser|The|This|In the|In this)\s+(?:obigen?\s+|folgenden?\s+|nachfolgenden?\s+|nachstehenden?\s+|untenstehenden?\s+|vorliegenden?\s+|linken?\s+|rechten?\s+|oberen?\s+|unteren?\s+|following\s+|above\s+)?(?:Grafik|Graphik|Abbildung|Tabelle|Diagramm|Plot|Heatmap|Visualisierung|Schaubild|Balkendiagramm|Liniendiagramm|Kreisdiagramm|Histogramm|figure|chart|graph|plot|table|diagram)\b.{0,140}\b(?:unterteilt|gegliedert|aufgeteilt|besteht|zeigt|zeigen|enthält|stellt|dargestellt|veranschaulicht|abgebildet|aufgetragen|abgetragen|zu sehen|erkennt man|sieht man|gegenübergestellt|aufgeführt|aufgelistet|zusammengefasst|divided|consists|contains|shows|depicts|displays|illustrates|plots|lists|summari[sz]es)\b/iu;

/** Only a pointer ("Siehe hierzu Abbildung 8.", "See Figure 3."): nothing said but where to look. */
const FIG_POINTER_ONLY = new RegExp(
  String.raw`^\(?(?:siehe|vgl\.|see|cf\.)\s+(?:hierzu\s+|dazu\s+|auch\s+|also\s+)?${FIG_REF}[^.;]{0,20}[.)]?\)?$`,
  "iu",
);
/** A table or figure placed by where it stands ("in the table below", "in the figure above"). */
const FIG_PLACED = /\b(?:in|from) the (?:table|figure|plot|graph|chart|diagram)s? (?:below|above)\b/iu;

function isFigureDescription(text: string, fact: Facts, lower: string, gates: number): boolean {
  if (CAPTION_ONLY.test(text) || FIG_POINTER_ONLY.test(text.trim())) return true;
  if (FIG_PLACED.test(text) && FIG_VERB.test(text) && !fact.thatClause && !fact.resultNumbers) return true;
  if (FIG_DEFINITE.test(text) && !fact.thatClause && !fact.resultNumbers && !INTERPRETATION_STRONG.test(text))
    return true;
  if (FIG_PRONOUN_SHOWS.test(text) || (lower.includes("übersicht") && PRESENTATION_PURPOSE.test(text)))
    return true;
  if (TABLE_NOTE.test(text) || (text.includes("*") && STAR_NOTE.test(text))) return true;
  if (text.includes(" = ") && (text.match(ABBREVIATION_PAIRS) ?? []).length >= 2) return true;
  // "Abbildung 2 zeigt …", "In Tabelle 3 sind … dargestellt", "… are reported in Table 7".
  if ((gates & BIT.figure) !== 0 && FIG_SUBJECT.test(text) && FIG_VERB.test(text) && !fact.thatClause)
    return true;
  if (
    (gates & BIT.figureParts) !== 0 &&
    FIG_PARTS.test(text) &&
    !fact.thatClause &&
    !fact.resultNumbers &&
    fact.chapterRole !== "introduction" &&
    !OBSERVED.test(text) &&
    !COMPARISON.test(text)
  )
    return /\b(?:visualisiert|dargestellt|zeigt|zeigen|unterteilt|angepasst|identisch|gruppiert|darstellen|abgetragen|aufgetragen|eingezeichnet|markiert|kennzeichnet|steht für|stehen für|repräsentiert|repräsentieren|symbolisiert|symbolisieren|show|shows|represents?|marks|plotted|indicates? the|stands? for|denotes?)\b/i.test(
      text,
    );
  return false;
}

const APPENDIX_POINTER =
  /\b(?:in|im|siehe|see|is|are|in the)\s+(?:dem\s+)?(?:Anhang|Appendix|Anlage|Supplement(?:ary (?:material|file)s?)?)\b/i;
const HOUSEKEEPING = new RegExp(
  [
    "generische[sn]? Maskulinum",
    "Gründen der (?:besseren )?Lesbarkeit",
    "gender(?:gerecht|neutral)",
    "eigene (?:Darstellung|Abbildung|Aufnahme)",
    "ohne Quellenangabe",
    String.raw`(?:Quell)?[Cc]ode\b.{0,60}\b(?:befindet|befinden|findet|finden|liegt|liegen|ist|sind)\b.{0,40}\b(?:Anhang|GitHub|Repository|Repo|unter|zu finden)`,
    // Where material lies, not where anything lies ("Die Spieler befinden sich in fünf Ligen" is no note).
    String.raw`(?:finden|findet|befinden|befindet) sich (?:\S+ ){0,2}(?:im|in|unter)\s+(?:de[mnr]\s+|einem\s+|einer\s+)?(?:beigefügten\s+|beiliegenden\s+|digitalen\s+|elektronischen\s+)?(?:Anhang|Anlage|Appendix|Ordner|Unterordner|Verzeichnis|Repository|Repositorium|GitHub|Supplement|Datei|CD|DVD|USB|Datenträger|[\p{L}-]+-Ordner|[\w-]+\.(?:csv|xlsx?|R|py|txt|json|ipynb)\b|[\w-]+/)`,
    String.raw`github\.com|gitlab\.com|osf\.io|zenodo`,
    String.raw`\b(?:kann|können|ist|sind) unter:?\s+\S+\.(?:com|org|io|co|de|net)\b`,
    String.raw`\b(?:Tabellen|Abbildungen|Grafiken|Plots) wurden mit\b.{0,80}\berstellt`,
    String.raw`\bVorlage für`,
    String.raw`^\[[^\]]+\]$`,
    String.raw`möchte ich\b.{0,80}\b(?:erwähnen|danken|bedanken)`,
    String.raw`\b(?:Dank gilt|bedanke mich|I would like to thank|I thank)\b`,
    String.raw`\bThe order was changed\b|\bin this report does not match\b`,
    // What the thesis leaves out of itself ("… wurden nicht in die Arbeit aufgenommen").
    String.raw`\bnicht in (?:die|diese|der|dieser) Arbeit (?:aufgenommen|berücksichtigt|dargestellt)\b|\bnot included in (?:this|the) (?:thesis|work|paper)\b`,
    // Conventions of quoting: whose translation, whose emphasis.
    String.raw`\b(?:alle\s+)?Übersetzungen?\s+(?:stammen|stammt|sind|ist)\s+(?:vo[nm]\s+(?:Verfasser|Autor|mir)|meine|eigene)|\beigene Übersetzung|\btranslations?\s+(?:are|is)\s+(?:my own|mine|the author's|by the author)`,
    String.raw`\bHervorhebung(?:en)?\s+(?:im Original|von mir|durch (?:den|die) Verf|d\. ?Verf)|\bemphasis\s+(?:in (?:the )?original|added|mine)\b`,
    // Material given on request.
    String.raw`\b(?:beim|bei der|von der|vom) (?:Autor|Autorin|Verfasser|Verfasserin)\b.{0,30}\b(?:angefordert|erhältlich|erfragt)|\bauf (?:Anfrage|Nachfrage) (?:erhältlich|verfügbar)|\bavailable (?:up)?on (?:reasonable )?request\b`,
  ].join("|"),
  "iu",
);
/**
 * Weaker notes about the material that came with the text (scripts, data files, folders, availability): a step of
 * the method that mentions them ("Die Tweets wurden mit einem Python-Skript gesammelt") keeps its role, and so does
 * a sentence that says data are not available ("As no experimental data are available …").
 */
const MATERIAL_NOTE = new RegExp(
  [
    String.raw`\b(?:code|data|scripts?|materials?)\b[^.;]{0,60}\b(?:is|are|has been|have been|been made|is made|are made)\s+(?:\w+ly\s+)?(?:available|accessible)\b`,
    String.raw`\w\.(?:csv|xlsx?|R|py|txt|json|png|ipynb)\b`,
    String.raw`\b(?:Ordner|Supplement)\b`,
    String.raw`\bSkript(?:e)?\b`,
  ].join("|"),
  "i",
);
const METHOD_STEP_PAST =
  /\b(?:wurde|wurden|was|were)\s+(?:\S+\s+){0,8}?(?:gesammelt|erhoben|erfasst|berechnet|durchgeführt|verwendet|eingesetzt|analysiert|ausgewertet|bereinigt|heruntergeladen|extrahiert|geschätzt|simuliert|collected|used|conducted|computed|calculated|analy[sz]ed|performed|compared|obtained|downloaded|extracted|scraped|estimated|simulated)\b/iu;
const NOT_AVAILABLE =
  /\b(?:no|not|nicht|kein\p{L}*)\b[^.;]{0,40}\b(?:available|accessible|verfügbar|zugänglich)\b/iu;
/** Sentences that only point to the appendix ("The ROC curve is shown in Appendix F, Figure F1."). */
const APPENDIX_ONLY =
  /^(?:the |die |der |das |a |all |alle )?[^,;]{0,80}\b(?:is|are|was|were|wird|werden|ist|sind)\s+(?:also\s+)?(?:shown|presented|provided|displayed|reported|given|listed|found|abgebildet|dargestellt|aufgeführt|enthalten|zu finden)\s+(?:in|im)\s+(?:the\s+)?(?:Anhang|Appendix|Anlage)/i;

// ---------------------------------------------------------------------------------------------------------
// Cue phrases

const WORK =
  "(?:(?:vorliegenden |die vorliegende |diese |dieser |der |unserer |meiner )(?:Bachelor|Master|Seminar|Haus|Abschluss|Projekt|Studien)?(?:arbeit|thesis)|(?:diese |dieser |der vorliegenden |die vorliegende |dieser vorliegenden )(?:Untersuchung|Studie|Fallstudie|Analyse|Arbeit)|this (?:thesis|study|work|paper|project|research)|the (?:present |current )?(?:thesis|study|work|paper))";
const QUESTION = new RegExp(
  [
    String.raw`\b(?:Das |Die )?(?:primäre |zentrale |übergeordnete |wesentliche )?Ziel (?:${WORK}|der Untersuchung|ist es,?)\b`,
    String.raw`\b${WORK}\s+(?:hat (?:es sich )?zum Ziel|(?:untersucht|widmet sich|befasst sich|beschäftigt sich|verfolgt das Ziel|soll|möchte|will))\b`,
    String.raw`\b(?:Forschungsfrage|Fragestellung|Leitfrage|Teilfragen|Forschungsfragen)\b.{0,40}\b(?:lautet|lauten|ist daher|ist:|sind:|resultieren|ergeben sich)`,
    String.raw`\b(?:resultieren|ergeben sich) (?:daraus )?die folgenden (?:Teil)?fragen`,
    String.raw`\bDas (?:Interesse|Anliegen) ${WORK}`,
    String.raw`\bwirft die Frage auf\b`,
    String.raw`\b(?:the )?(?:aim|goal|purpose|objective)s? of ${WORK}\b`,
    String.raw`\b${WORK} (?:aim(?:s|ed)? to|seeks? to|investigates|examines|addresses|explores)\b`,
    String.raw`\bresearch questions? (?:is|was|are|were|reads)\b`,
    String.raw`\bZiel (?:ist|war) es\b`,
  ].join("|"),
  "i",
);
const HYPOTHESIS = new RegExp(
  [
    String.raw`^\s*(?:H|Hypothese\s*|Hypothesis\s*)\d+[a-z]?\s*[:.)]`,
    String.raw`\b(?:stelle|stellen|wird|werden) .{0,30}Hypothesen? (?:auf|formuliert|aufgestellt)`,
    String.raw`\bHypothesen? (?:lautet|lauten|ist|sind)\b`,
    String.raw`\bhypothes[ie]s (?:were|was|are|is) (?:postulated|formulated|tested|derived)\b`,
    String.raw`\b(?:we|I) (?:hypothesi[sz]ed?|expect(?:ed)?|predict(?:ed)?) that\b`,
    String.raw`\b(?:was|were|is|are) (?:expected|hypothesi[sz]ed|predicted) to\b`,
    String.raw`\bEs wird (?:erwartet|angenommen|vermutet), dass\b`,
    String.raw`\b(?:Es ist|ist) (?:zu erwarten|anzunehmen), dass\b.{0,200}\b(?:wird|werden|haben wird|sein wird)\b`,
    String.raw`\bDies würde .{0,60}\bbestätigen\b`,
  ].join("|"),
  "i",
);
const DEFINITION = new RegExp(
  [
    String.raw`\b(?:ist|sind|wird|werden) (?:hier |dabei |im Folgenden )?(?:definiert|festgelegt) als\b`,
    String.raw`\b(?:wird|werden) (?:auch |im Folgenden |hier )?(?:als .{1,60} )(?:definiert|bezeichnet)\b`,
    String.raw`\bwird .{0,40}\bals .{1,60} bezeichnet\b`,
    String.raw`\bUnter .{1,60} versteht man\b|\bversteht man\b|\bbezeichnet man\b|\bnennt man\b|\b(?:man|wir) (?:bezeichnet|versteht)\b`,
    String.raw`\b(?:definieren|definiert) (?:Sie|sie|er|die Autoren)\b`,
    String.raw`\bEs ist ein Maß (?:dafür|für)\b`,
    String.raw`\b(?:tritt auf|liegt vor), wenn\b`,
    String.raw`\b(?:refers? to|is (?:defined|understood) as|are defined as|is called|are called|denotes)\b`,
    String.raw`\b(?:was|were) defined by \S+(?: \S+){0,3} as\b`,
    String.raw`\bdefined as the number of\b`,
    String.raw`\bim Englischen wird dies als\b`,
    String.raw`\bEs wird definiert als\b`,
    String.raw`^[^,]{3,60} (?:ist|sind|heißt|heißen) [^,]{1,40}, wenn\b`,
    ", auch (?:als )?[^,]{1,30} (?:genannt|bezeichnet),",
  ].join("|"),
  "i",
);
/** "Homophilie ist die Tendenz …", "Der KNN ist ein instanzbasiertes Lernverfahren, das …". */
const COPULA_DEFINITION =
  /^(?:(?:Der|Die|Das|Ein|Eine) )?(?:Methode (?:des|der) )?[\p{Lu}][\p{L}\p{N}-]*(?: (?:mit|des|der|von) [\p{L}\p{N}() -]{1,40})?(?: \([\p{L}\p{N} -]+\))? (?:ist|sind|bezeichnet) (?:also |somit |demnach )?(?:die|der|das|ein|eine) (?:[\p{Ll}-]+ ){0,2}[\p{Lu}][\p{L}-]+(?:,| (?:zur|zum|für|der|des|eines|einer|von|die|das|bei|aus|mit|of|for|that|which)\b)/u;

/** Verbs that talk about the text rather than the subject. */
const TEXT_VERB =
  "(?:betrachtet|beschrieben|erläutert|vorgestellt|präsentiert|erklärt|eingeführt|aufgezeigt|behandelt|dargelegt|diskutiert|gegeben|aufgelistet|zusammengefasst|skizziert|thematisiert|geklärt|untersucht|beleuchtet|ausgeführt|eingegangen)";
const ROADMAP = new RegExp(
  [
    String.raw`\b(?:im|in) (?:Folgenden|folgenden (?:Kapitel|Abschnitt|Teil)|nächsten (?:Kapitel|Abschnitt|Schritt))\b.{0,200}\b${TEXT_VERB}\b`,
    String.raw`\b${TEXT_VERB} (?:im|in) (?:Folgenden|nächsten (?:Kapitel|Abschnitt|Schritt))\b`,
    String.raw`\b${TEXT_VERB} (?:im Folgenden|nachfolgend)\b`,
    String.raw`\b(?:Zunächst|Anschließend|Danach|Abschließend|Zuerst|Zuletzt|Darauf aufbauend|Im Anschluss) (?:wird|werden) [^,;:]{0,200}\b(?:betrachtet|beschrieben|erläutert|vorgestellt|präsentiert|eingeführt|aufgezeigt|behandelt|dargelegt|diskutiert)\b`,
    String.raw`\b(?:in|im) (?:Kapitel|Abschnitt|Teil|Unterkapitel)\s*\d+(?:\.\d+)*\s+(?:wird|werden|ist|sind)?.{0,80}\b${TEXT_VERB}\b`,
    String.raw`\b(?:wird|werden) (?:in|im) (?:Kapitel|Abschnitt)\s*\d+(?:\.\d+)*\b.{0,60}\b${TEXT_VERB}\b`,
    String.raw`^(?:Das|Im|Dieses|Der vorliegende|Dieser|Das vorliegende|Das folgende|Der folgende|Im ersten|Im zweiten|Im dritten|Im letzten|Das erste|Das zweite|Das dritte|Das letzte) (?:\w+ )?(?:Kapitel|Abschnitt|Teil)\b`,
    String.raw`^(?:Kapitel|Abschnitt)\s*\d+(?:\.\d+)*\s+(?:behandelt|beschreibt|stellt|gibt|zeigt|widmet|befasst|fasst|diskutiert|erläutert)\b`,
    String.raw`^In (?:dem|diesem) Abschnitt (?:wurden|wird|werden)\b`,
    // "Das Business Understanding wurde in den ersten beiden Kapiteln behandelt".
    String.raw`\b(?:wurde|wurden|wird|werden|ist|sind) (?:bereits |schon )?(?:in|im) (?:den |dem |der )?(?:\w+ ){0,3}(?:Kapiteln|Kapitel|Abschnitten|Abschnitt|Unterkapiteln?)\b.{0,60}\b${TEXT_VERB}\b`,
    String.raw`^(?:In|Im) (?:den |dem )?(?:vorherigen|vorangegangenen|vorigen|bisherigen|ersten|letzten|beiden|vorhergehenden) (?:\w+ )?(?:Kapiteln|Kapitel|Abschnitten|Abschnitt)\b.{0,160}\b${TEXT_VERB}\b`,
    String.raw`\b(?:Chapter|Section)\s*\d+(?:\.\d+)*\s+(?:describes|presents|introduces|discusses|covers|outlines|summari[sz]es|gives|deals)\b`,
    String.raw`^(?:This|The (?:next|following|previous|last|first|second|third|final)) (?:chapter|section|part)\b`,
    String.raw`\b(?:is|are) (?:(?:transparently|briefly|further) )?(?:reported|described|discussed|presented) in (?:the )?(?:discussion|introduction|method|results?) section\b`,
    String.raw`^Nachfolgend\b`,
    String.raw`\bsollten (?:auch )?nicht unerwähnt bleiben\b`,
    String.raw`\bEs bietet sich an, mit\b`,
    String.raw`\b(?:wird|werden) (?:Vor- und Nachteile|ein Fazit)\b.{0,60}\b(?:aufgelistet|gegeben|gezogen)\b`,
    String.raw`\bsowie ein Fazit gegeben\b`,
    String.raw`^(?:Die|Diese|Die vorliegende) (?:\w+ )?Arbeit (?:stellt|gibt|beginnt|gliedert sich|ist (?:wie folgt )?gegliedert)\b.{0,160}\b(?:zunächst|anschließend|danach|abschließend|dar|vor|Kapitel)\b`,
  ].join("|"),
  "i",
);
/** A sentence that opens on a unit of the text ("Im nächsten Kapitel …", "Kapitel 3 …", "In Section 2 …"). */
const OPENS_ON_UNIT =
  /^(?:(?:In|Im)\s+(?:\S+\s+){0,2}(?:Kapitel|Abschnitt|Teil|Unterkapitel|chapter|section)\b|(?:Das|Der|Dieses|Dieser|This|The)\s+(?:\S+\s+)?(?:Kapitel|Abschnitt|Teil|chapter|section)\b|(?:Kapitel|Abschnitt|Chapter|Section)\s*\d)/i;
/** A section about the structure of the text: what it says is a roadmap unless it states a question or finding. */
const HEADING_ROADMAP =
  /^(?:Aufbau|Gliederung|Struktur|Gang) (?:der|dieser) (?:Arbeit|Untersuchung|Hausarbeit|Seminararbeit|Bachelorarbeit|Masterarbeit)$|^(?:Aufbau|Gliederung)$|^(?:Structure|Outline|Organi[sz]ation) of (?:the|this) (?:thesis|paper|work|study)$|^(?:Thesis|Paper) (?:structure|outline)$/i;
/** "Im Folgenden wird … ausgegangen / bezeichnet": not about the text's structure. */
const ROADMAP_NOT = /\b(?:ausgegangen|angenommen|bezeichnet|definiert|gerechnet)\b/i;

const OUTLOOK = new RegExp(
  [
    String.raw`\b(?:zukünftige|künftige|weiterführende|weitere|nachfolgende|folgenden|anschließende) (?:Arbeiten|Forschung|Forschungsarbeiten|Studien|Untersuchungen|Experimente|Analysen)\b`,
    String.raw`\b(?:In|in) Zukunft (?:gilt es|sollte|sollten|könnte|könnten|wäre|müsste)\b`,
    String.raw`\bMit Blick auf die Zukunft\b`,
    String.raw`\b(?:muss|müsste|sollte|sollten|könnte|könnten) (?:noch |außerdem |zudem |ebenfalls )?(?:weiter |genauer |näher )?untersucht werden\b`,
    String.raw`\bDes Weiteren muss untersucht werden\b`,
    String.raw`\bsollte das Experiment\b|\bschlage ich vor\b|\bwird vorgeschlagen\b`,
    String.raw`\b(?:So|so) könnte man\b`,
    String.raw`\bPotenzial für weiter`,
    String.raw`\bbesteht noch die Möglichkeit\b`,
    String.raw`\bzu überprüfen gilt\b`,
    String.raw`\bwäre es (?:allerdings |zudem |auch )?(?:wünschenswert|interessant|sinnvoll|lohnenswert)\b`,
    String.raw`\b(?:future|further|additional|subsequent|longitudinal) (?:research|studies|study|work|investigations?|clinical studies|validation studies)\b`,
    String.raw`\bclinical validation studies should\b`,
    String.raw`\bshould (?:also )?be (?:validated|replicated|investigated|examined|explored|tested) in\b`,
    String.raw`\b(?:is|are) needed to (?:replicate|confirm|better understand|further)\b`,
  ].join("|"),
  "i",
);

const LIMITATION = new RegExp(
  [
    String.raw`\bEinschränkend\b|\bLimitation(?:en)?\b|\blimitations?\b`,
    String.raw`\b(?:nicht |un)repräsentativ`,
    String.raw`\bnot (?:\w+ )?representative\b`,
    String.raw`\bwith (?:some )?caution\b|\bmit Vorsicht\b`,
    String.raw`\b(?:wesentliches|großes|weiteres) Problem der (?:Untersuchung|Arbeit|Szenarien|Studie)\b`,
    String.raw`\bProblem der Szenarien\b`,
    String.raw`\bfehlende Transparenz\b`,
    String.raw`\b(?:ist|war) es nicht (?:eindeutig )?möglich\b|\bnicht eindeutig möglich\b`,
    // "… konnten nicht erhoben werden" limits the work; "… konnte keine Aktivität nachgewiesen werden" is a finding.
    String.raw`\bkonnte(?:n)? (?:nicht|keine)\b.{0,60}(?:\b(?:getestet|verwendet|berücksichtigt|erhoben|untersucht|(?<!(?:nachgewiesen|festgestellt|beobachtet|detektiert|gefunden|gezeigt|gemessen) )werden)|überprüft)\b`,
    String.raw`\b(?:could|can) not be (?:tested|used|assessed|included|examined)\b`,
    String.raw`\bfehlten leider\b|\bleider\b.{0,40}\b(?:nicht|keine|fehlte|nur)`,
    String.raw`\bsehr ungenau\b|\bunmöglich zu interpretieren\b|\bgrober Richtwert\b`,
    String.raw`(?<![\wäöüß])über den Rahmen dieser Arbeit\b|\bbeyond the scope\b`,
    String.raw`\bnicht (?:besonders|sehr) groß(?![\wäöüß])|\bkeine Aussage treffen\b`,
    String.raw`\bonly (?:just )?sufficient\b|\bonly self-report\b|\bmisclassification\b`,
    String.raw`\b(?:sample|Stichprobe)\b.{0,40}\b(?:quite small|too small|sehr klein|zu klein|small)\b`,
    String.raw`\bbisherigen Ergebnisse beruhen auf der Annahme\b|\bdiese Annahmen falsch\b`,
    String.raw`\bnicht zwangsweise garantiert\b`,
    String.raw`\b(?:another|a further) deviation\b`,
    String.raw`\bcaution\b`,
    // What the work could do only in a weaker form ("Unfortunately no measurements were available, so the model
    // could only be compared with …", "konnte das Modell nur mit Literaturwerten verglichen werden").
    String.raw`\bunfortunately\b.{0,80}\b(?:not|no|nowhere|none|only|lack\w*|missing)\b`,
    String.raw`\b(?:could|can) only be (?:evaluated|compared|validated|verified|tested|assessed|estimated|approximated)\b`,
    String.raw`\bkonnte(?:n)? (?:[\p{L}-]+ ){0,5}nur (?:[\p{L}-]+ ){0,6}(?:verglichen|bewertet|überprüft|validiert|geprüft|geschätzt|abgeschätzt|getestet) werden\b`,
  ].join("|"),
  "iu",
);

const CONCLUSION_CUE =
  /^(?:Zusammenfassend|Abschließend|Zusammengefasst|Insgesamt (?:lässt sich|zeigt sich|kann)|Alles in allem|Als Fazit|Im Ergebnis|In summary|In conclusion|To conclude|To sum up|Overall,|Taken together)|\b(?:lässt sich (?:zusammenfassend|abschließend) (?:sagen|festhalten|feststellen)|Die Ergebnisse (?:tragen|legen)|Das Endergebnis\b|(?:The|These) findings of this study suggest|Basierend auf den Ergebnissen (?:der|dieser) (?:Untersuchung|Arbeit)|ist (?:nach dem aktuellen Stand )?von der Verwendung\b.{0,80}\babzuraten)/i;

// ---------------------------------------------------------------------------------------------------------
// Results, interpretations, methods

/** Statistics as printed in results ("p < .001", "F(4,74.42) = 44.61", "ω2 = .45", "BAC = .82"). */
const STATISTIC =
  /\b(?:p|n|N|r|R2|R²|t|F|b|β|d|z|M|SD|JT|BAC|AUC|ΔR2|ΔR²|ω2|ω²|OR|CI|KI|α)\s*(?:\([\d.,\s]+\))?\s*[=<>≤≥]\s*[-−]?\d*[.,]?\d|\bps?\s*[<>]\s*\.\d|[Ww]elch’?'?s F/u;
/** Numbers with a unit or a percent sign, or decimals ("84,3 %", "20 Millisekunden", "0.87", "304,31 €"). */
const MEASURE =
  /\d+(?:[.,]\d+)?\s?(?:%|Prozent|percent|ms\b|Millisekunden|Sekunden|s\b|kWh|Wh|W\b|€|EUR|Euro|GB|MB|Anfragen|Nachrichten|Teilnehm\w*|participants|patients|Stunden|Tage)|(?<![\d.,])\d+[.,]\d+(?![.,]?\d)|\d{1,3}(?:\.\d{3})+/u;
/** Numbers that are not findings: citations, pages, sections, figure numbers, years, versions. */
const NOT_RESULT_NUMBER =
  /\[\d+(?:,\s*(?:p\.\s*)?\d+)*\]|\b(?:S\.|p\.|pp\.|Seite|Kapitel|Abschnitt|Abbildung|Abb\.|Tabelle|Tab\.|Figure|Table|Appendix|Anhang|Version|Item|Objective|Objectives|Szenario|Szenarien|Group|Gruppe|Modell|Model)\s*[A-Z]?\d+(?:[.,]\d+)*(?:\s*(?:und|and|bis|to|–|-)\s*\d+)?|\b(?:19|20)\d{2}\b|\bR \d+\.\d+\.\d+\b/gu;
const COMPARISON =
  /\b(?:höher|niedriger|besser|schlechter|schneller|langsamer|größer|kleiner|stärker|schwächer|geringer|mehr|weniger|am besten|am schlechtesten|beste[nr]?|deutlich|signifikant\w*|Unterschied\w*|unterscheiden|übertrifft|gegenüber|variieren|steigen|sinkt|sinken|gesunken|gestiegen|abnimmt|zunimmt|erreichen|erreicht|überschreitet|liegt bei|liegen bei|beträgt|ergab|higher|lower|better|worse|faster|slower|larger|smaller|stronger|weaker|significant(?:ly)?|differ\w*|deviat\w*|abweich\w*|outperform\w*|exceed\w*|revealed|yielded|showed|demonstrated|distinguished|achieved|found|confirmed)\b/i;
/** Words of explanation and meaning. */
const INTERPRETATION =
  /\b(?:deutet darauf hin|deuten darauf hin|(?:was|die|der|das) (?:darauf )?hindeute[nt]|hinweis(?:t|en) darauf|hinweisen|hindeuten|lässt sich (?:dadurch |damit |so )?erklären|lässt darauf schließen|erklärt sich|Eine mögliche Erklärung|mögliche Ursache|Dies (?:liegt|lag) (?:vermutlich |wahrscheinlich )?daran|Grund dafür|zurückzuführen|Das begründet|begründet werden|Dies bedeutet|Das bedeutet|bedeutet dies|spricht dafür|sprechen dafür|legt nahe|möglicherweise|vermutlich|wahrscheinlich|vielleicht|scheint|scheinen|dürfte|Dies zeigt, dass|zeigt dies|dementsprechend|folglich|Für den Fall, dass|Die Auswirkungen|Dies könnte|könnte(?:n)? (?:dazu führen|bedeuten|darauf)|ist (?:diese|die) Annahme|Tatsächlich ist (?:allerdings )?anzunehmen|entgegengesetzt der Erwartung|stimmig mit|consistent with|in line with|suggests?|suggesting|implies|imply|indicates? (?:a|an|that)|indicate (?:a|an|that)|may (?:be|serve|reflect|explain|have)|might|could (?:be|explain|reflect)|This (?:means|suggests|indicates)|(?:is|are) (?:generally )?robust to|relevanter|these results indicate)\b/i;
/** The author did something: design, data collection, procedure, analysis, tools. */
const METHOD_ACTION =
  /\b(?:wurde(?:n)?|wird|werden|haben wir|habe ich|ich habe|wir haben)\b.{0,120}\b(?:erhoben|durchgeführt|berechnet|verwendet|eingesetzt|gemessen|analysiert|ausgewertet|erstellt|entwickelt|trainiert|ausgewählt|erfasst|gewählt|implementiert|simuliert|betrachtet|untersucht|gesammelt|befragt|codiert|kodiert|geschätzt|modelliert|angepasst|aufgeteilt|gruppiert|bestimmt|ermittelt|angenähert|eingeteilt|benannt|genutzt|benutzt|gespeichert|ausgelesen|begrenzt|limitiert|eingegrenzt|gesucht|getroffen|vorgenommen|verglichen|abgefragt|gegossen|gelagert|ausgespült|gegeben|umgerechnet|eingebunden|entnommen|bereitgestellt|serialisiert|festgelegt|definiert|abgebildet|geplottet|geprüft|erzeugt|ausgeführt|aktiviert|geladen|dargestellt|gebildet|zur Verfügung gestellt|eingereicht|beschränkt|einzuschränken|gewässert|ersetzt)\b|\b(?:were|was|have been|had been)\s+(?:\w+\s+){0,3}(?:conducted|used|assessed|carried out|fitted|classified|compared|recruited|administered|entered|adopted|derived|evaluated|collected|measured|calculated|computed|tested|performed|analy[sz]ed|applied|included|excluded|examined|estimated|translated|grouped|defined|based|asked|randomi[sz]ed|reported|guided|targeted|omitted|changed|planned|preregistered|obtained|selected|coded)\b|\bEs (?:wird|werden) (?:\w+ ){0,3}(?:erstellt|durchgeführt|verwendet|berechnet|definiert|implementiert|betrachtet|untersucht)|\b(?:erfolgt|erfolgen|erfolgte)\b/i;
/** Nouns of a method section (data, sample, questionnaire): weaker than an action. */
const METHOD_NOUN =
  /\b(?:Die Daten|Der Datensatz|Unser Datensatz|Der analysierte Datensatz|Die Stichprobe|The sample|The data|Participants|Patients|Die Teilnehmenden|Im Datensatz|Der Beobachtungszeitraum|Er beginnt|Es umfasst)\b|\b(?:Stichprobe|Fragebogen|Befragung|Interviews?|Datensatz|Datenbasis|Datenerhebung|Versuchsaufbau|Versuchsmedien|Messgerät|questionnaire|survey|sample|dataset|data set|procedure|participants|scale|subscale|items?)\b/i;
/** Modal or general present-tense statements that describe a field, not this work. */
const GENERAL =
  /\b(?:kann|können|sollte|sollten|ermöglicht|bietet|bieten|gehört|gehören|handelt es sich|gilt|gelten|is one of|are known|typically|generally|often|häufig|in der Regel|grundsätzlich|ist ein|ist eine|sind ein)\b/i;
/** Citations of other work ("(vgl. Haller 2017)", "[34]", "(Fava et al., 2018)", "Haller (2017)"). */
const CITATION =
  /\(vgl\.|\bvgl\.|\[\d+(?:[,–-]\s*\d+)*(?:,\s*p\.?\s*\d*)?\]?|\((?:[\p{Lu}][\p{L}'’-]+(?:,? (?:&|und|and|et al\.|u\. a\.) ?[\p{Lu}]?[\p{L}'’-]*)*,? \d{4}[a-z]?(?:[,;:] [^()]{0,40})?)\)|\b[\p{Lu}][\p{L}'’-]+ (?:et al\. |u\. a\. |und [\p{Lu}][\p{L}'’-]+ )?\(\d{4}[a-z]?\)/u;
const FIRST_PERSON = /\b(?:ich|wir|mein|meine|meiner|unser|unsere|I|we|our|my)\b/u;

// ---------------------------------------------------------------------------------------------------------
// Heading path

const HEADING_LIMITATION =
  /\b(?:Einschränkung\w*|Limitation\w*|Grenzen der|Strengths and Limitations|Kritische (?:Würdigung|Reflexion))/i;
const HEADING_OUTLOOK =
  /\b(?:Ausblick|Outlook|Future (?:Research|Work|Directions)|weiterführende (?:Forschung|Arbeiten)|Empfehlung für weiterführende)/i;
/** "Ausblick" alone, not a chapter that discusses and looks ahead ("Diskussion und Ausblick", "Fazit und Ausblick"). */
const HEADING_NOT_ONLY_OUTLOOK =
  /\b(?:Diskussion|Discussion|Fazit|Zusammenfassung|Summary|Schluss\w*|Conclusions?|Ergebnisse|Results|Resümee)\b/i;
const isOutlookHeading = (h: string) => HEADING_OUTLOOK.test(h) && !HEADING_NOT_ONLY_OUTLOOK.test(h);
const HEADING_CONCLUSION =
  /\b(?:Fazit|Resümee|Resumee|Schlussfolgerung\w*|Schlussbetrachtung|Conclusions?|Handlungsempfehlung\w*|Concluding)/i;
const HEADING_QUESTION =
  /\b(?:Forschungsfragen?|Fragestellung|Zielsetzung|Ziel der Arbeit|Research (?:Questions?|Objectives?|Aims?)|Objectives|Aims)\b/i;
const HEADING_HYPOTHESIS = /\b(?:Hypothes\w+)\b/i;
const HEADING_RESULT_SUMMARY =
  /\b(?:Summary of (?:Main )?Findings|Zusammenfassung der Ergebnisse|Main Findings|Ergebnisübersicht)\b/i;
const HEADING_METHOD_LIKE =
  /\b(?:Method\w*|Methodik|Vorgehen|Durchführung|Implementierung|Simulation|Szenari\w+|Versuchs\w*|Datenerhebung|Datenentnahme|Datenerfassung|Data (?:Understanding|Preparation)|Feature Engineering|Material|Procedure|Participants|Measures|Statistical analys\w+|Herleitung|Aufbau|Definition der|Erzeugung|Deployment|Deployement)\b/i;

// ---------------------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------------------
// Gates: cheap literal checks on the lower-cased sentence. A cue regex runs only when its gate matches, which
// keeps the classifier at a few microseconds per sentence (most sentences contain none of these stems).

/** Literal stems per gate; a gate is open when one of its stems occurs anywhere in the lower-cased sentence. */
const GATE_STEMS = {
  housekeeping: [
    "maskulin",
    "lesbarkeit",
    "gender",
    "eigene darstellung",
    "eigene abbildung",
    "eigene aufnahme",
    "quellenangabe",
    "code",
    "available",
    "accessible",
    "github",
    "gitlab",
    "osf.io",
    "zenodo",
    ".csv",
    ".xls",
    ".r",
    ".py",
    ".txt",
    ".json",
    ".png",
    ".ipynb",
    ".com",
    ".org",
    ".io",
    ".co",
    ".de",
    ".net",
    "ordner",
    "supplement",
    "wurden mit",
    "vorlage für",
    "skript",
    "möchte ich",
    "dank gilt",
    "bedanke",
    "thank",
    "order was changed",
    "does not match",
    "finden sich",
    "findet sich",
    "befinden sich",
    "befindet sich",
    // What the text leaves out of itself ("… wurden nicht in die Arbeit aufgenommen").
    "arbeit aufgenommen",
    "arbeit berücksichtigt",
    "arbeit dargestellt",
    "not included in",
    // Conventions of quoting and material on request.
    "übersetzung",
    "translation",
    "hervorhebung",
    "emphasis",
    "angefordert",
    "erhältlich",
    "erfragt",
    "request",
  ],
  appendix: ["anhang", "appendix", "anlage", "supplement"],
  hypothesis: [
    "hypothes",
    "erwartet",
    "expect",
    "predict",
    "angenommen",
    "vermutet",
    "anzunehmen",
    "zu erwarten",
    "bestätigen",
  ],
  question: [
    "ziel ",
    "arbeit ",
    "thesis ",
    "untersuchung ",
    "studie ",
    "analyse ",
    "study ",
    "work ",
    "paper ",
    "project ",
    "research ",
    "forschungsfrage",
    "fragestellung",
    "leitfrage",
    "teilfrage",
    "folgenden fragen",
    "das interesse",
    "das anliegen",
    "wirft die frage",
    "aim",
    "goal",
    "purpose",
    "objective",
  ],
  outlook: [
    "arbeiten",
    "forschung",
    "studien",
    "untersuchungen",
    "experimente",
    "analysen",
    "in zukunft",
    "blick auf die zukunft",
    "untersucht werden",
    "sollte das experiment",
    "schlage ich vor",
    "vorgeschlagen",
    "könnte man",
    "potenzial für weiter",
    "besteht noch die möglichkeit",
    "zu überprüfen gilt",
    "wäre es",
    "future",
    "further research",
    "further stud",
    "further work",
    "further investigation",
    "further clinical",
    "further validation",
    "additional research",
    "additional stud",
    "additional work",
    "additional investigation",
    "additional clinical",
    "additional validation",
    "subsequent",
    "longitudinal",
    "validation studies should",
    "should be",
    "should also be",
    "needed to",
  ],
  definition: [
    "definiert",
    "festgelegt",
    "bezeichnet",
    "versteht",
    "nennt man",
    "definieren",
    "maß dafür",
    "maß für",
    "tritt auf",
    "liegt vor",
    "refer",
    "defined",
    "understood as",
    "called",
    "denotes",
    "englischen",
    ", wenn",
    "genannt",
  ],
  roadmap: [
    "folgenden",
    "nächsten",
    "nachfolgend",
    "zunächst w",
    "anschließend w",
    "danach w",
    "abschließend w",
    "zuerst w",
    "zuletzt w",
    "darauf aufbauend w",
    "im anschluss w",
    "kapitel",
    "abschnitt",
    " teil",
    "chapter",
    "section",
    "this part",
    "next part",
    "following part",
    "previous part",
    "last part",
    "first part",
    "second part",
    "third part",
    "final part",
    "unerwähnt",
    "bietet sich an",
    "nachteile",
    "fazit",
    "arbeit stellt",
    "arbeit gibt",
    "arbeit beginnt",
    "arbeit gliedert",
    "arbeit ist",
  ],
  limitation: [
    "einschränk",
    "limitation",
    "repräsentativ",
    "representative",
    "caution",
    "vorsicht",
    "problem der",
    "transparenz",
    "nicht möglich",
    "nicht eindeutig möglich",
    "konnte nicht",
    "konnten nicht",
    "konnte keine",
    "konnten keine",
    "could not",
    "can not",
    "leider",
    "ungenau",
    "unmöglich zu",
    "richtwert",
    "rahmen dieser",
    "beyond the scope",
    "besonders groß",
    "sehr groß",
    "keine aussage",
    "sufficient",
    "self-report",
    "misclassification",
    "small",
    "klein",
    "beruhen auf der annahme",
    "annahmen falsch",
    "garantiert",
    "deviation",
    "unfortunately",
    "only be",
    "nur",
  ],
  conclusion: [
    "zusammenfass",
    "abschließend",
    "zusammengefasst",
    "insgesamt lässt",
    "insgesamt zeigt",
    "insgesamt kann",
    "alles in allem",
    "als fazit",
    "im ergebnis",
    "in summary",
    "in conclusion",
    "to conclude",
    "to sum up",
    "overall,",
    "taken together",
    "lässt sich zusammenfassend",
    "lässt sich abschließend",
    "ergebnisse tragen",
    "ergebnisse legen",
    "endergebnis",
    "findings of this study",
    "basierend auf den ergebnissen",
    "abzuraten",
  ],
  figure: ["abb", "tab", "grafik", "diagramm", "fig", "listing"],
  figureParts: [
    "achse",
    "axis",
    "gestrichelt",
    "durchgezogen",
    "rote",
    "blaue",
    "grüne",
    "schwarze",
    "graue",
    "linie",
    "balken",
    "boxen",
    "punkte",
    "kurve",
    "symbole",
    "dots",
    "data points",
    "markers",
    "whisker",
    "box-plot",
    "legend",
    "zeile",
    "dashed",
    "solid line",
    "red line",
    "bar",
    "density plot",
    "trace plot",
  ],
  questionAnswered: ["frage", "question", "hypothes"],
  assumption: ["ausgegangen", "angenommen", "annahme", "assum"],
};
type Gate = keyof typeof GATE_STEMS;
const GATE_NAMES = Object.keys(GATE_STEMS) as Gate[];
const BIT = Object.fromEntries(GATE_NAMES.map((name, i) => [name, 1 << i])) as Record<Gate, number>;

interface StemEntry {
  stem: string;
  bits: number;
}
/** Stems bucketed by a hash of their first three characters; a typed array keeps the per-character lookup cheap. */
const HASH_BITS = 14;
const HASH_MASK = (1 << HASH_BITS) - 1;
const trigramHash = (c0: number, c1: number, c2: number) =>
  Math.imul((c0 * 31 + c1) * 31 + c2, 0x9e3779b1) >>> (32 - HASH_BITS);
const BUCKET_OF = new Int32Array(HASH_MASK + 1).fill(-1);
const BUCKETS: StemEntry[][] = [];
/** Two-character stems (".r") cannot be hashed on three characters. */
const SHORT_STEMS: StemEntry[] = [];
for (const name of GATE_NAMES) {
  for (const stem of GATE_STEMS[name]) {
    if (stem.length < 3) {
      SHORT_STEMS.push({ stem, bits: BIT[name] });
      continue;
    }
    const h = trigramHash(stem.charCodeAt(0), stem.charCodeAt(1), stem.charCodeAt(2));
    let index = BUCKET_OF[h] ?? -1;
    if (index < 0) {
      index = BUCKETS.length;
      BUCKET_OF[h] = index;
      BUCKETS.push([]);
    }
    const bucket = BUCKETS[index] as StemEntry[];
    const entry = bucket.find((e) => e.stem === stem);
    if (entry) entry.bits |= BIT[name];
    else bucket.push({ stem, bits: BIT[name] });
  }
}
const STARTS_WITH_H_NUMBER = /^\s*h\d/;

/**
 * Which gates a sentence opens: one pass over the lower-cased text with a hashed three-character index, instead
 * of one regex scan per gate. A gate only decides whether the (slower) cue regex runs; it never decides a role.
 */
function gateBits(lower: string): number {
  let bits = 0;
  if (lower.charCodeAt(0) === 91) bits |= BIT.housekeeping; // "[Foto …]"
  if (STARTS_WITH_H_NUMBER.test(lower)) bits |= BIT.hypothesis; // "H1: …"
  for (const e of SHORT_STEMS) if (lower.includes(e.stem)) bits |= e.bits;
  let c0 = lower.charCodeAt(0);
  let c1 = lower.charCodeAt(1);
  for (let i = 0; i + 2 < lower.length; i++) {
    const c2 = lower.charCodeAt(i + 2);
    const index = BUCKET_OF[trigramHash(c0, c1, c2)] ?? -1;
    if (index >= 0) {
      for (const e of BUCKETS[index] as StemEntry[])
        if ((bits & e.bits) !== e.bits && lower.startsWith(e.stem, i)) bits |= e.bits;
    }
    c0 = c1;
    c1 = c2;
  }
  return bits;
}

interface Facts {
  chapterRole: SentenceChapterRole;
  resultNumbers: boolean;
  statistic: boolean;
  thatClause: boolean;
}

const WHITESPACE = /\s+/g;
const UNUSUAL_SPACE = /\s\s|[\t\n\r\f\v\u00a0\u2000-\u200b\u202f]/;
const HAS_DIGIT = /\d/;
const THAT_CLAUSE =
  /\b(?:zeigt|zeigen|zeigte|zu (?:sehen|erkennen)|sieht man|erkennt man|shows?|showed|revealed),? (?:dass|that)\b/i;
const PAST_OR_PERFECT = /\b(?:wurde|wurden|hat|haben|was|were|has been)\b/i;
const QUESTION_NOT = /\b(?:Szenari\w*|Auswertung|Simulation|Experiments?|Versuchs|Analyse)\b/;
/** Things are seen in the data ("ist zu erkennen", "sieht man", "zeigt sich"). */
const OBSERVED =
  /\b(?:zu erkennen|zu sehen|sieht man|erkennt man|zeigt sich|zeigen sich|fällt auf|auffällig|it can be seen|can be observed|was observed|were observed)\b/i;
/** Working assumptions of the method ("Es wird davon ausgegangen, dass …", "assuming that"). */
const ASSUMPTION =
  /\b(?:wird|werden)\b.{0,60}\b(?:ausgegangen|angenommen)\b|\b(?:Es besteht die Annahme|Die Annahme ist|Hier besteht die Annahme|Hierbei wird die Annahme getroffen)\b|\bassum(?:e|ed|ing) that\b/i;
/** The research question is answered ("Die Ausgangsfrage … wird … bestätigt"). */
const QUESTION_ANSWERED =
  /\b(?:Ausgangsfrage|Forschungsfrage|Fragestellung|research question|hypothes[ie]s)\b.{0,160}\b(?:bestätigt|beantwortet|widerlegt|answered|confirmed|supported|rejected)\b/i;
/** Explanations that are clearly about this work's data, not general statements. */
const INTERPRETATION_STRONG =
  /\b(?:deutet|deuten|hindeute|hinweist|Dies bedeutet|Das bedeutet|zurückzuführen|Grund dafür|Erklärung|dementsprechend|folglich|suggests?|indicates?|implies|This means)\b/i;
const BULLET = /^[•·\-–]\s/;
const EXPECTED = /\b(?:expected|erwartet|postulated)\b/i;
const OUTLOOK_NOT = /^Die Ergebnisse (?:tragen|zeigen)/;
const PAST_DEFINED_AS = /\b(?:was|were) defined as\b/i;
const STRENGTH_NOT_LIMIT = /\b(?:followed|employed|including both|assessed several|strengths?)\b/i;
const AGREES_WITH = /\b(?:stimmig|consistent|in line|aligns)\b/i;
const RECAP_OF_METHOD =
  /\b(?:wurde|wurden) .{0,80}\b(?:benutzt|durchgeführt|erfasst|umgerechnet|erstellt)\b/i;
const FINDING_VERB = /\b(?:zeigte|zeigten|zeigen|showed|demonstrated|revealed|found)\b/i;
const TURNS_OUT = /\b(?:It turns out|Es zeigt sich)\b/i;
const ANALYSIS_DONE =
  /\b(?:were|was) (?:\w+ )?(?:conducted|used|assessed|fitted|defined|tested|carried out)\b|\bwird .{0,60}verwendet\b/i;
const ANALYSIS_OUTCOME = /\b(?:revealed|showed|yielded|led to|confirmed)\b|\bindicated (?!by)/i;
const EXPLORATION_FINDING =
  /\b(?:Histogramm|Korrelationsmatrix|Verteilung|Analyse|Untersuchung)\b.{0,40}\b(?:zeigt|zeigte|ergab)\b/;
const DATA_QUALITY = /\b(?:Duplikate|Nullwerte|fehlende Werte|missing values|duplicates)\b/i;
const DESCRIPTIVE_FINDING =
  /\b(?:Interessanterweise|Auffällig ist|arithmetische Mittel|Durchschnitt liegt|Median liegt)\b/;
const PAST_AUX = /\b(?:was|were)\b/;
const VGL = /\bvgl\./;
const ANSWERING = /\b(?:Um diese Frage zu beantworten|To answer (?:this|the|these))\b/;
const THIS_WORK_DOES =
  /\b(?:[Ii]n dieser Arbeit|Diese Arbeit|dieser (?:Haus|Bachelor|Master|Seminar)arbeit)\b.{0,80}\b(?:wird|werden|soll)\b/;
const PASSIVE_AUX = /\b(?:wird|werden|wurde|wurden)\b/;
const IMPERSONAL_MAN = /\bman\b/;

/** The last character that is not a space or a closing quote. */
function lastSignificantChar(text: string): string {
  for (let i = text.length - 1; i >= 0; i--) {
    const ch = text.charAt(i);
    if (ch !== " " && ch !== '"' && ch !== "“" && ch !== "”" && ch !== "»") return ch;
  }
  return "";
}

/** Removes a caption glued to the front of a sentence ("(Abbildung 5: Histogramm) Es ist …"). */
function stripLeadingCaption(text: string): string {
  const m = LEADING_CAPTION.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length).trim();
  let spaces = 0;
  for (let i = rest.indexOf(" "); i >= 0 && spaces < 4; i = rest.indexOf(" ", i + 1)) spaces++;
  return spaces >= 4 ? rest : text;
}

export function classifySentence(input: SentenceInput): SentenceRole {
  const raw = (UNUSUAL_SPACE.test(input.text) ? input.text.replace(WHITESPACE, " ") : input.text).trim();
  // A table note or a caption on its own is text about a table or figure even where its stars, numbers or a
  // trailing year look like broken text ("Abbildung 3: Netzwerk der Abgeordneten 2015").
  if (isTableNote(raw) || isCaptionAlone(raw)) return "figure-description";
  if (isBroken(raw)) return "broken";

  const text = stripLeadingCaption(raw);
  const lower = text.toLowerCase();
  const gates = gateBits(lower);
  const { chapterRole } = input;
  const heading = input.headingPath.at(-1) ?? "";
  const path = input.headingPath.join(" / ");
  const digits = HAS_DIGIT.test(text);
  const withoutRefs = digits ? text.replace(NOT_RESULT_NUMBER, " ") : "";
  const statistic = digits && STATISTIC.test(withoutRefs);
  const fact: Facts = {
    chapterRole,
    statistic,
    resultNumbers: statistic || (digits && MEASURE.test(withoutRefs)),
    thatClause: (lower.includes("dass") || lower.includes("that")) && THAT_CLAUSE.test(text),
  };

  if (
    !statistic &&
    (isHousekeepingNote(text) || input.headingPath.some((h) => HEADING_HOUSEKEEPING.test(h.trim())))
  )
    return "housekeeping";
  if (
    (text === raw && isFigureDescription(text, fact, lower, gates) && !readsFindingOffFigure(text)) ||
    describesFigure(text) ||
    isCaptionAlone(raw)
  )
    return "figure-description";
  const appendix = (gates & BIT.appendix) !== 0;
  // A step of the method that also points to the appendix keeps its role (see isStepWithPointer).
  const stepWithPointer = appendix && isStepWithPointer(text);
  if (appendix && !stepWithPointer && APPENDIX_ONLY.test(text)) return "housekeeping";
  if (!statistic && (gates & BIT.housekeeping) !== 0) {
    if (HOUSEKEEPING.test(text)) return "housekeeping";
    if (MATERIAL_NOTE.test(text) && !METHOD_STEP_PAST.test(text) && !NOT_AVAILABLE.test(text))
      return "housekeeping";
  }
  if (
    appendix &&
    !statistic &&
    !stepWithPointer &&
    text.length < 160 &&
    !text.includes("(") &&
    APPENDIX_POINTER.test(text)
  )
    return "housekeeping";

  const inConclusion = chapterRole === "conclusion" || HEADING_CONCLUSION.test(heading);
  const structureContext =
    chapterRole === "introduction" || chapterRole === "front" ? "introduction" : "body";
  // A research question stated with a pointer ("In dieser Arbeit soll im Folgenden untersucht werden, ob …") stays
  // a question, unless the sentence opens on a unit of the text ("Im nächsten Kapitel …", "Kapitel 3 …").
  if (
    !statistic &&
    announcesStructure(text, structureContext) &&
    (OPENS_ON_UNIT.test(text) || (gates & BIT.question) === 0 || !QUESTION.test(text))
  )
    return "roadmap";

  // Explicit cues.
  if (chapterRole !== "results" && (gates & BIT.hypothesis) !== 0 && HYPOTHESIS.test(text))
    return "hypothesis";
  if ((gates & BIT.question) !== 0 && QUESTION.test(text)) {
    if (inConclusion && PAST_OR_PERFECT.test(text)) return "conclusion";
    if (chapterRole === "introduction" || chapterRole === "front" || !QUESTION_NOT.test(text))
      return "question";
    return "method";
  }
  const lastChar = lastSignificantChar(text);
  if (lastChar === "?" && (HEADING_QUESTION.test(path) || BULLET.test(text))) return "question";
  if (
    chapterRole === "introduction" &&
    text.length <= 200 &&
    lastChar !== "." &&
    lastChar !== "!" &&
    lastChar !== "?" &&
    HEADING_QUESTION.test(heading)
  )
    return "question";
  if (HEADING_HYPOTHESIS.test(heading) && EXPECTED.test(text)) return "hypothesis";
  if ((gates & BIT.limitation) !== 0 && LIMITATION.test(text)) return "limitation";
  if ((gates & BIT.outlook) !== 0 && OUTLOOK.test(text) && !OUTLOOK_NOT.test(text)) return "outlook";
  if ((gates & BIT.definition) !== 0 && DEFINITION.test(text)) {
    if ((chapterRole === "method" || chapterRole === "results") && PAST_DEFINED_AS.test(text))
      return "method";
    return "definition";
  }
  if (
    (gates & BIT.roadmap) !== 0 &&
    ROADMAP.test(text) &&
    !ROADMAP_NOT.test(text) &&
    !notAboutStructure(text)
  )
    return "roadmap";
  if (!statistic && (HEADING_ROADMAP.test(heading.trim()) || HEADING_STRUCTURE.test(heading.trim())))
    return "roadmap";
  if ((gates & BIT.questionAnswered) !== 0 && QUESTION_ANSWERED.test(text)) return "conclusion";
  // Evaluated on demand: most branches need only a few of these.
  const test = (re: RegExp) => {
    let value: boolean | undefined;
    return () => {
      value ??= re.test(text);
      return value;
    };
  };
  const methodAction = test(METHOD_ACTION);
  const methodNoun = test(METHOD_NOUN);
  const methodic = () => methodAction() || methodNoun();
  const interpretive = test(INTERPRETATION);
  const comparative = test(COMPARISON);
  const cited = test(CITATION);
  const general = test(GENERAL);
  const firstPerson = test(FIRST_PERSON);
  if ((gates & BIT.assumption) !== 0 && ASSUMPTION.test(text) && !HEADING_LIMITATION.test(heading))
    return "method";

  // Sections whose heading names the role.
  if (!fact.resultNumbers && input.headingPath.some(isOutlookHeading)) return "outlook";
  if (HEADING_LIMITATION.test(heading) && !STRENGTH_NOT_LIMIT.test(text)) return "limitation";
  if ((gates & BIT.conclusion) !== 0 && CONCLUSION_CUE.test(text)) {
    if (chapterRole === "results" || (chapterRole === "other" && !HEADING_CONCLUSION.test(path)))
      return "result";
    return "conclusion";
  }
  if (!fact.resultNumbers && chapterRole !== "results" && COPULA_DEFINITION.test(text)) return "definition";

  if (inConclusion) {
    if (interpretive() && AGREES_WITH.test(text)) return "interpretation";
    if (RECAP_OF_METHOD.test(text)) return "method";
    return "conclusion";
  }

  switch (chapterRole) {
    case "front": {
      if (fact.resultNumbers || FINDING_VERB.test(text)) return "result";
      if (TURNS_OUT.test(text)) return "conclusion";
      if (methodic() && !cited()) return "method";
      return "background";
    }
    case "results": {
      if (ANALYSIS_DONE.test(text) && !ANALYSIS_OUTCOME.test(text)) return "method";
      if (interpretive() && !fact.resultNumbers) {
        if (methodAction()) return "method";
        return general() && cited() ? "background" : "interpretation";
      }
      if (statistic) return "result";
      if (fact.resultNumbers || comparative() || fact.thatClause) return "result";
      if (cited() || (general() && !firstPerson())) return general() ? "background" : "method";
      if (methodic()) return "method";
      return "result";
    }
    case "discussion": {
      if (HEADING_RESULT_SUMMARY.test(heading) && !interpretive()) {
        if (fact.resultNumbers || comparative()) return "result";
        return cited() ? "background" : "result";
      }
      if (interpretive()) return "interpretation";
      if (statistic || (fact.resultNumbers && comparative())) return "result";
      if (methodAction()) return "method";
      if (cited()) return "background";
      if (comparative()) return "result";
      return "interpretation";
    }
    case "method": {
      if (interpretive() && !methodic()) return "interpretation";
      if (EXPLORATION_FINDING.test(text)) return DATA_QUALITY.test(text) ? "method" : "result";
      if (fact.thatClause || DESCRIPTIVE_FINDING.test(text)) return "result";
      if (methodAction()) return "method";
      if (OBSERVED.test(text) || (fact.resultNumbers && !methodic() && !cited())) return "result";
      if (cited() && !methodic() && !PAST_AUX.test(text)) return "background";
      if (cited() && general() && VGL.test(text)) return "background";
      return "method";
    }
    case "introduction":
    case "theory": {
      if (methodic() && firstPerson() && !cited()) return "method";
      if (ANSWERING.test(text) || THIS_WORK_DOES.test(text)) return "method";
      return "background";
    }
    case "outlook":
      return "outlook";
    case "appendix":
      return methodic() ? "method" : "housekeeping";
    default: {
      // Chapters without a recognised role: own simulations and models, tool descriptions, comparisons.
      const methodHeading = HEADING_METHOD_LIKE.test(path);
      if (interpretive() && !cited()) {
        if (fact.resultNumbers && comparative() && !methodHeading) return "result";
        if (INTERPRETATION_STRONG.test(text) || methodHeading || !general()) return "interpretation";
        return "background";
      }
      if (statistic) return "result";
      if (fact.resultNumbers && comparative() && !cited()) return methodHeading ? "method" : "result";
      if (!methodHeading && !cited() && (fact.thatClause || OBSERVED.test(text)) && comparative())
        return "result";
      if (methodAction() && !general() && PASSIVE_AUX.test(text) && !IMPERSONAL_MAN.test(text))
        return "method";
      if (cited()) return "background";
      if (methodHeading && (methodic() || !general())) return "method";
      if (methodic() && !general() && PASSIVE_AUX.test(text) && !IMPERSONAL_MAN.test(text)) return "method";
      return "background";
    }
  }
}
