/**
 * The evaluator's own tests for a line of slide text that is no content: a chapter roadmap, a description
 * of a figure, a cut sentence, a caption. German and English. Kept apart from the engine's sentence
 * classifier (understand/sentence-role.ts) on purpose: the generator is not graded by its own rule.
 */

/** `\b` that knows umlauts: JavaScript's own `\b` sees only ASCII word characters, even with the u flag. */
const BOUNDARY = String.raw`(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))`;

function rx(source: string, flags = "iu"): RegExp {
  return new RegExp(source.replaceAll(String.raw`\b`, BOUNDARY), flags);
}

/** "Kapitel 2", "Kap. 3.1", "Abschnitt 4", "Chapter 3", "Section 2.1". */
const CHAPTER_NUMBERED = rx(
  String.raw`\b(?:kapitel|kap\.|abschnitt|abschn\.|chapter|section|sect\.)\s*\d+(?:\.\d+)*\b`,
);

/** "im folgenden Kapitel", "in den ersten beiden Kapiteln", "in the next section", "this chapter". */
const CHAPTER_DEICTIC = rx(
  String.raw`\b(?:(?:folgende|nachfolgende|nächste|vorherige|vorige|vorangegangene|vorhergehende|letzte|erste|zweite|dritte|beide|anschließende|diese|obige|spätere|weitere|übrige|vorliegende)[mnrs]?\s+)+` +
    String.raw`(?:kapitel[ns]?|abschnitt(?:e|en|s|es)?)\b` +
    String.raw`|\b(?:(?:next|following|previous|preceding|last|first|second|third|final|this|subsequent|remaining|present|later|earlier|two|three)\s+)+(?:chapters?|sections?)\b`,
);

/** Verbs by which a text announces what a part of it does. */
const TREATMENT_VERB = rx(
  String.raw`\b(?:behandel\p{L}*|beschreib\p{L}*|beschrieben|beschäftig\p{L}*|befass\p{L}*|widme\p{L}*|gewidmet|erläuter\p{L}*|stell\p{L}*|dargestellt|vorgestellt|gib\p{L}*|gegeben|fass\p{L}*|zusammengefasst|schließ\p{L}*|abgeschlossen|geh\p{L}*|eingegangen|diskutier\p{L}*|präsentier\p{L}*|thematisier\p{L}*|folg\p{L}*|eingeführt|führ\p{L}*|betrachte\p{L}*|erörter\p{L}*|skizzier\p{L}*|untersuch\p{L}*|zeig\p{L}*|gezeigt|umfass\p{L}*|beleucht\p{L}*|konzentrier\p{L}*|rundet|abgerundet|beantwortet|gezogen|vorgenommen)\b` +
    String.raw`|\b(?:describes?|described|presents?|presented|discuss(?:es|ed)?|introduces?|introduced|covers?|covered|deals?|outlines?|outlined|concludes?|concluded|summari[sz]es?|summari[sz]ed|addresse[sd]?|reviews?|reviewed|explains?|explained|provides?|gives?|given|shows?|shown|examines?|examined|devoted|follows?|focus(?:es|ed)?)\b`,
);

/** How a text says how it is built: "Die Arbeit gliedert sich in …", "structured as follows". */
const STRUCTURE_PHRASE = rx(
  [
    String.raw`\b(?:\p{L}*arbeit|kapitel|abschnitt|untersuchung|dissertation)\s+(?:gliedert|unterteilt|teilt|strukturiert)\s+sich\b`,
    String.raw`\b(?:gliedert|unterteilt|teilt)\s+sich\s+die\s+(?:vorliegende\s+)?\p{L}*arbeit\b`,
    String.raw`\bwie\s+folgt\s+(?:aufgebaut|gegliedert|strukturiert|vorgegangen)\b`,
    String.raw`\baufbau\s+der\s+(?:vorliegenden\s+)?\p{L}*arbeit\s+(?:ist|sieht|gestaltet|orientiert|folgt|lehnt)\b`,
    String.raw`\b(?:is|are)\s+(?:structured|organi[sz]ed|divided)\s+(?:as\s+follows|into)\b`,
    String.raw`\b(?:remainder|rest)\s+of\s+(?:this|the)\s+(?:thesis|paper|work|study|article|report)\b`,
    String.raw`\b(?:in|see)\s+the\s+(?:introduction|methods?|methodology|results?|discussion|conclusions?|appendix)\s+(?:section|chapter)\b`,
  ].join("|"),
);

/**
 * "Zunächst werden die Grundlagen erläutert", "Die Abfragen werden im Folgenden beschrieben", "Finally, the
 * results are discussed".
 */
const ANNOUNCED_STEP = rx(
  String.raw`^(?:zunächst|zuerst|anschließend|danach|daraufhin|darauf\s+folgend|im\s+anschluss|im\s+weiteren(?:\s+verlauf)?|abschließend|zusammenfassend|schließlich)\b.*\b(?:wird|werden)\b.*\b(?:dargestellt|vorgestellt|erläutert|beschrieben|behandelt|diskutiert|eingeführt|zusammengefasst|gegeben|aufgezeigt|aufgelistet|thematisiert|eingegangen|präsentiert|erörtert|skizziert|beleuchtet|gezeigt|betrachtet|gezogen)\b` +
    String.raw`|^nachfolgend\b` +
    String.raw`|^(?:first(?:ly)?|next|then|finally|subsequently|afterwards|lastly|in\s+the\s+following)\b.*\b(?:is|are|will\s+be)\s+(?:\p{L}+\s+)?(?:presented|described|discussed|introduced|summari[sz]ed|explained|outlined|given|reviewed|drawn)\b`,
);

/** "Im Folgenden werden …", "… werden im Folgenden beschrieben" (the noun "Folgenden", not "im folgenden Jahr"). */
const IN_THE_FOLLOWING = rx(
  String.raw`\b(?:wird|werden|soll|sollen|müssen)\b.*\b[Ii]m\s+Folgenden\b|\b[Ii]m\s+Folgenden\b.*\b(?:wird|werden|soll|sollen|müssen)\b|\bin\s+the\s+following\b.*\b(?:is|are|will\s+be)\b`,
  "u",
);

/** A cross-reference in brackets, "(vgl. Kapitel 3)", "(siehe Abb. 2)", "(see Table 4)": not the subject. */
const BRACKETED_REFERENCE = rx(
  String.raw`\((?:[^()]*?\b(?:vgl\.|siehe|s\.|see|cf\.)\s*)?(?:kapitel|kap\.|abschnitt|abb\.|abbildung|tab\.|tabelle|chapter|section|fig\.|figure|table)\s*[\dA-Z][^()]*\)`,
  "giu",
);

function withoutBracketedReferences(text: string): string {
  return text.replace(BRACKETED_REFERENCE, " ");
}

/** A genitive after the chapter word that names something other than the thesis. */
const PART_OF_OTHER = rx(
  String.raw`^\s+(?:des|der|eines|einer|of(?:\s+(?:the|a|an))?)\s+(?!(?:vorliegenden\s+|this\s+|present\s+)?(?:\p{L}*arbeit|thesis|paper|work|study|report)\b)`,
);

/** Words that may stand before a chapter reference that opens a sentence ("In den ersten Kapiteln"). */
const OPENING_WORDS = new Set([
  "in",
  "im",
  "an",
  "ab",
  "zu",
  "mit",
  "aus",
  "dem",
  "den",
  "der",
  "die",
  "das",
  "of",
  "at",
  "the",
]);

/** A line that announces the thesis's structure instead of saying something about its subject. */
export function isRoadmap(line: string): boolean {
  const text = withoutBracketedReferences(line).trim();
  if (STRUCTURE_PHRASE.test(text) || ANNOUNCED_STEP.test(text) || IN_THE_FOLLOWING.test(text)) return true;
  const reference = CHAPTER_NUMBERED.exec(text) ?? CHAPTER_DEICTIC.exec(text);
  // "der erste Abschnitt des Fragebogens", "Section 230 of the Act": a part of something else.
  if (!reference || PART_OF_OTHER.test(text.slice(reference.index + reference[0].length))) return false;
  // "Kapitel 2 behandelt …", "In Kapitel 7 wird …", "Im folgenden Kapitel …", "In the next section …".
  const opening = text.slice(0, reference.index).split(/\s+/u).filter(Boolean);
  if (opening.length <= 2 && opening.every((w) => OPENING_WORDS.has(w.toLocaleLowerCase("de-DE"))))
    return true;
  return TREATMENT_VERB.test(text);
}

/** "Abbildung 3", "Abb. 4", "Tab. 2.1", "Figure 2", "Fig. 5", "Table 3". */
const FIGURE_NUMBERED = String.raw`\b(?:abbildung(?:en)?|abb\.|tabelle[n]?|tab\.|grafik|diagramm|darstellung|figures?|fig\.|tables?|chart|graph|plot)\s*(?:[A-Z]\.?)?\d+(?:\.\d+)*[a-z]?\b`;
/** "die Abbildung", "diese Tabelle", "im Diagramm", "the figure", "the following table". */
const FIGURE_DEICTIC = String.raw`\b(?:(?:die|der|dem|den|das|im|diese[mnrs]?|obige[mnrs]?|folgende[mnrs]?|nachfolgende[mnrs]?|untenstehende[mnrs]?|vorherige[mnrs]?|vorliegende[mnrs]?)\s+(?:abbildung(?:en)?|tabelle[n]?|grafik(?:en)?|diagramm(?:e|en)?|schaubild(?:er)?)|(?:this|these|the|above|below|following|previous)\s+(?:figures?|tables?|charts?|graphs?|plots?|diagrams?))\b`;
const FIGURE = `(?:${FIGURE_NUMBERED}|${FIGURE_DEICTIC})`;
/** What a figure does in a text: it shows, depicts, lists; something is seen in it. */
const SHOWING = String.raw`(?:zeig\p{L}*|gezeigt|stell\p{L}*|dargestellt|veranschaulich\p{L}*|illustrier\p{L}*|visualisier\p{L}*|zu\s+sehen|zu\s+erkennen|erkennbar|ersichtlich|abgebildet|aufgeführt|aufgelistet|gelistet|enth(?:ält|alten)|wiedergegeben|abgetragen|aufgetragen|sieht\s+man|sehen|zusammengefasst|präsentiert|angegeben|unterteilt|aufgeteilt|gegliedert|gruppiert|besteht|bestehen|shows?|shown|depicts?|depicted|illustrat\p{L}*|presents?|presented|displays?|displayed|summari[sz]\p{L}*|lists?|listed|seen|visuali[sz]\p{L}*|plots?|plotted|gives?|contains?|reports?|reported|divided|split|grouped|consists?)`;
const FIGURE_SHOWS = rx(
  String.raw`${FIGURE}[^;!?]{0,80}?\b${SHOWING}\b|\b${SHOWING}\b[^;!?]{0,60}?${FIGURE}`,
);
/** Chart parts: "Auf der y-Achse …", "Abszisse", "the x-axis shows …". */
const CHART_PART = rx(
  String.raw`(?:^|[^\p{L}])(?:[xyz]\s?-?\s?|hoch|rechts|senkrechten?\s+|waagerechten?\s+|horizontalen?\s+|vertikalen?\s+)achse\b|\b(?:abszisse|ordinate)\b|\b[xyz]\s?-?\s?ax[ie]s\b|\b(?:horizontal|vertical)\s+ax[ie]s\b`,
);
/** Marks and parts of a chart: "die roten Balken", "gestrichelte horizontale Linie", "in der oberen Zeile". */
const CHART_MARK = rx(
  String.raw`\b(?:rot|blau|grün|gelb|orange|grau|schwarz|violett|lila|gestrichelt|gepunktet)\p{L}*\s+(?:\p{L}+e[nr]?\s+)?(?:balken|linie[n]?|kurve[n]?|säule[n]?|punkte|markierung(?:en)?)\b|` +
    // "in der ersten Hälfte des Beobachtungszeitraums" is a time, not a part of the chart.
    String.raw`\b(?:in|auf)\s+der\s+(?:(?:oberen|unteren|linken|rechten)\s+(?:zeile|spalte|reihe|hälfte)|(?:ersten|zweiten|dritten|vierten|letzten)\s+(?:zeile|spalte|reihe))\b|` +
    String.raw`\b(?:farblich|rot|blau|grün|gelb|orange|grau|schwarz|fett)\s+(?:\p{L}+\s+){0,2}(?:markiert|hervorgehoben|gekennzeichnet|eingefärbt|abgesetzt|unterschieden|gruppiert)\b|\bcolou?r-?coded\b|\bhighlighted\s+in\s+(?:red|blue|green|yellow|orange|gr[ae]y|bold)\b|` +
    String.raw`\b(?:box-?plots?|histogramm\p{L}*|streudiagramm\p{L}*|density\s+plots?|heat-?maps?|scatter-?plots?|histograms?)\b[^;!?]{0,40}?\b${SHOWING}\b|\b(?:red|blue|green|yellow|orange|gr[ae]y|black|purple|dashed|dotted)\s+(?:bars?|lines?|curves?|columns?|dots|markers?)\b`,
);

/** One entry of a table legend: "ES-G = Euthymia Scale;" (an abbreviation explained in words). */
const LEGEND_ENTRY = rx(String.raw`\b[\p{Lu}][\p{L}\d-]*\s*=\s*\p{L}[^;=]*(?:;|$)`, "gu");
const SIGNIFICANCE_LEGEND = rx(String.raw`(?:^|\s)\*{1,3}\s*p\s*[<≤]`, "u");

/** A legend under a table: "ES-G = Euthymia Scale; BDI-II = …", "*** p < .001". */
function isTableLegend(line: string): boolean {
  return (
    SIGNIFICANCE_LEGEND.test(line) || (line.includes(";") && (line.match(LEGEND_ENTRY)?.length ?? 0) >= 2)
  );
}

/** A caption left in brackets in the running text: "(Abbildung 5: Histogramm für …)". */
const BRACKETED_CAPTION = rx(
  String.raw`^\(\s*(?:abbildung|abb\.|tabelle|tab\.|figure|fig\.|table)\s*(?:[A-Z]\.?)?\d+(?:\.\d+)*\s*[:.–-][^()]*\)$`,
);

/** A line that describes a figure or table (what it shows, its axes, its legend) instead of stating content. */
export function isFigureDescription(line: string): boolean {
  if (BRACKETED_CAPTION.test(line.trim()) || isTableLegend(line)) return true;
  const text = withoutBracketedReferences(line);
  return FIGURE_SHOWS.test(text) || CHART_PART.test(text) || CHART_MARK.test(text);
}

/** A sentence cut off with an ellipsis ("…" or "..."), possibly before a closing quote or bracket. */
export function isCut(line: string): boolean {
  const text = line.trim();
  return /(?:…|\.{3})["'“”»«)\]]*\s*$/u.test(text) || ENDS_MID_SENTENCE.test(text);
}

/** Cut without an ellipsis: the line stops on a word a sentence cannot end on ("… bereitgestellt welches"). */
const ENDS_MID_SENTENCE =
  /\s(?:welche[rsmn]?|dessen|deren|und|oder|dass|weil|der|die|das|den|dem|des|ein|eine|einen|the|and|of|which)$/iu;

const CAPTION = rx(
  String.raw`^(?:abbildung|abb\.|tabelle|tab\.|grafik|diagramm|figure|fig\.|table)\s*(?:[A-Z]\.?)?\d+(?:\.\d+)*\s*[:.–-]\s`,
);

/** A caption beside its object ("Tabelle 2: …", "Abb. 3. …", "Figure 1: …"). */
export function isCaption(line: string): boolean {
  return CAPTION.test(line.trim());
}

const SOURCE_OBJECT = rx(
  String.raw`${FIGURE_NUMBERED}|\b(?:S\.|p\.|pp\.)\s*(?:\d+|[ivxlcdm]+\b|[IVXLCDM]+\b)|\b(?:Kap\.|Sect\.)\s*\d`,
);

/** What a source line ("Quelle: …", "Source: …") cites, or null for any other line. */
export function sourceCited(line: string): string | null {
  return /^(?:Quelle|Source):\s+(\S.*)$/su.exec(line.trim())?.[1] ?? null;
}

/**
 * A source line under a thesis figure or table: "Quelle: Abb. 3, S. 12", "Quelle: Tab. 2, S. 9 (Auszug)",
 * "Source: Fig. 3, p. 12", "Quelle: eigene Darstellung nach Tabelle 8, S. 16": it names the object or its
 * page. An unnumbered object without a page is named by its caption's start, which only the thesis knows
 * (see content-checks.ts); a bare literature citation ("Quelle: Müller 2019") names neither.
 */
export function isSourceLine(line: string): boolean {
  const cited = sourceCited(line);
  return cited !== null && SOURCE_OBJECT.test(cited);
}

/** Text folded for comparison: compatibility forms, no soft hyphens, lower case, words only. */
export function foldText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/gu, "")
    .toLocaleLowerCase("de-DE")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
