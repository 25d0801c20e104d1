/**
 * Sentences about the text itself rather than its subject, which must never reach a slide: how a thesis
 * announces or recaps its structure (roadmap), notes on how the text was made (housekeeping) and what a figure
 * or table shows (figure description). General cues of academic writing in German and English, written from
 * the build part of the labelled set (docs/decisions/022-sentence-roles-held-apart.md); never a file's wording.
 * sentence-role/classify.ts decides the order in which these and the other roles are tried.
 */

/**
 * Cheap gates: a family of cues is only tried when the lower-cased sentence contains one of its stems (the
 * regexes below are long and case-insensitive; most sentences contain none of these words).
 */
const hasAny = (lower: string, stems: readonly string[]) => stems.some((stem) => lower.includes(stem));

// ---------------------------------------------------------------------------------------------------------
// Roadmap: the text announces, orders or recaps its own parts

/** Units of the text ("Kapitel 3", "im folgenden Abschnitt", "the next section"). */
const UNIT_DE =
  "(?:Kapitel|Kapiteln|Abschnitt|Abschnitten|Abschnitte|Unterkapitel|Unterkapiteln|Teilkapitel|Teilkapiteln|Unterabschnitt|Unterabschnitten|Teil|Teilen|Hauptteil|Sektion)";
const UNIT_EN = "(?:chapters?|sections?|subchapters?|subsections?|parts?)";
const NUMBER = String.raw`\d+(?:\.\d+)*`;
/** Word edges that know umlauts: JavaScript's \b treats "ü" as a non-word character. */
const B = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;
/** Which unit: this, the next, the second, the previous one (not "der gleiche Abschnitt" of a quoted text). */
const ORDINAL_DE =
  "(?:diesem|dem|den|folgenden|nächsten|anschließenden|darauffolgenden|vorliegenden|nachfolgenden|ersten|zweiten|dritten|vierten|fünften|sechsten|siebten|letzten|abschließenden|vorherigen|vorangegangenen|vorigen|bisherigen|vorhergehenden|beiden|empirischen|theoretischen|praktischen|analytischen)";
/** Verbs that say what the text does with a topic ("wird … erläutert", "werden … vorgestellt"). */
const TEXT_ACT =
  "(?:betrachtet|beschrieben|erläutert|vorgestellt|präsentiert|erklärt|eingeführt|aufgezeigt|behandelt|dargelegt|diskutiert|dargestellt|aufgelistet|zusammengefasst|skizziert|thematisiert|geklärt|untersucht|beleuchtet|ausgeführt|eingegangen|charakterisiert|besprochen|erörtert|analysiert|überprüft|geprüft|gezeigt|herausgearbeitet|vertieft|aufgegriffen|angesprochen|umrissen|gezogen|aufgestellt|hergeleitet|abgeleitet|gegeben|beantwortet|reflektiert|eingeordnet|gewidmet|zusammengetragen|vorgenommen|präzisiert|konkretisiert|gegenübergestellt|beschäftigen|befassen|widmen|befasst|beschäftigt|auseinandergesetzt|erläutern|beschreiben|betrachten|vorstellen|darstellen|diskutieren|untersuchen|behandeln|erörtern|beleuchten|aufzeigen|präsentieren|zusammenfassen|eingehen|ausführen|klären|thematisieren|skizzieren|überprüfen|prüfen|zeigen)";
/** The narrow set for sentences that only have a sequencer ("Zunächst wird …") to go by. */
const TEXT_ACT_NARROW =
  "(?:betrachtet|beschrieben|erläutert|vorgestellt|präsentiert|erklärt|eingeführt|aufgezeigt|behandelt|dargelegt|diskutiert|skizziert|thematisiert|geklärt|beleuchtet|ausgeführt|eingegangen|charakterisiert|besprochen|erörtert|zusammengefasst|gezogen|umrissen|vertieft|reflektiert|gegeben|eingeordnet|gewidmet|(?:Fokus|Schwerpunkt|Augenmerk)\\b.{0,80}\\bgelegt|Blick\\b.{0,80}\\bgeworfen)";
/** What a unit of the text does when it is the subject ("Kapitel 7 schließt die Arbeit … ab"). */
const UNIT_VERB =
  "(?:behandelt|beschreibt|beschäftigt|befasst|widmet|stellt|gibt|zeigt|fasst|diskutiert|erläutert|präsentiert|thematisiert|schließt|beinhaltet|enthält|umfasst|führt|liefert|bietet|legt|geht|schildert|skizziert|beleuchtet|untersucht|analysiert|dient|bildet|rundet|knüpft|greift|konzentriert|fokussiert|beginnt|endet|folgt|erörtert|vertieft|leitet|zeichnet|arbeitet|wendet|überträgt|ordnet|rekapituliert|gliedert|untergliedert)";
/** The nouns of text acts that "folgt" introduces ("Es folgt ein Überblick über …"). */
const TEXT_ACT_NOUN =
  "(?:Überblick|Übersicht|Darstellung|Beschreibung|Diskussion|Analyse|Einordnung|Zusammenfassung|Fazit|Ausblick|Vorstellung|Erläuterung|Überprüfung|Auswertung|Bewertung|Betrachtung|Einführung|Herleitung|Reflexion|Schlussbetrachtung|Erörterung|Auseinandersetzung|Untersuchung|Darlegung|Klärung|Definition|Vergleich|Zwischenfazit)";
const SEQUENCER_DE =
  "(?:Zunächst|Zuerst|Zu Beginn|Danach|Daraufhin|Darauf aufbauend|Aufbauend (?:auf|darauf)\\b[^,]{0,60},?|Anschließend|Im Anschluss(?: daran)?|Abschließend|Schließlich|Zuletzt|Zum Schluss|Im (?:ersten|zweiten|dritten|letzten) Schritt|Dazu|Hierzu|Dafür|Hierfür|Des Weiteren|Außerdem|Ferner|Weiterhin)";
const PRESENT_AUX_DE = "(?:wird|werden|soll|sollen|möchte|möchten|will|wollen|folgt|folgen|gilt es)";

const STRUCTURE_DE = new RegExp(
  [
    // "Kapitel 7 schließt die Arbeit ab", "Das dritte Kapitel beschäftigt sich mit …", "Der empirische Teil beginnt mit …".
    String.raw`(?:^|[,;:]\s*|\b(?:und|sowie|bevor|während|wohingegen)\s+)(?:(?:Das|Der|Die|Im|Dieses|Dieser)\s+)?(?:(?:erste|zweite|dritte|vierte|fünfte|sechste|siebte|achte|letzte|nächste|folgende|anschließende|darauffolgende|vorliegende|abschließende|nachfolgende|empirische|theoretische|praktische|analytische)n?\s+)?${UNIT_DE}\s*(?:${NUMBER}\s+)?(?:(?:dieser|der) (?:\w*[Aa]rbeit|Untersuchung|Studie)\s+)?${UNIT_VERB}\b`,
    // "In Kapitel 3 werden …", "Im folgenden Abschnitt wird …", "In diesem Kapitel wurde … untersucht".
    String.raw`\b(?:In|Im|in|im)\s+(?:${ORDINAL_DE}\s+)?(?:(?:beiden|drei|folgenden|nächsten)\s+)?${UNIT_DE}\s*(?:${NUMBER}(?:\s*(?:und|bis|–|-)\s*${NUMBER})?)?(?:\s+(?:dieser|der)\s+(?:\w*[Aa]rbeit|Untersuchung|Studie))?\s*,?\s+(?:wird|werden|wurde|wurden|soll|sollen|möchte|möchten|will|folgt|folgen|geht es|stehen|steht|befasse|beschäftige|gehe|werde|erfolgt|ist|sind)\b[^.;]{0,220}${B}${TEXT_ACT}${E}`,
    // "Diese Hypothesen werden ebenfalls in Kapitel 4 überprüft", "… wird in Abschnitt 2.5 genauer betrachtet".
    String.raw`\b(?:wird|werden|soll|sollen|wurde|wurden)\s+(?:\w+\s+){0,3}(?:in|im)\s+(?:den\s+|dem\s+)?(?:${ORDINAL_DE}\s+)?${UNIT_DE}\s*(?:${NUMBER})?\b[^.;]{0,80}${B}${TEXT_ACT}${E}`,
    // "Ferner werden wir die Auswirkungen … in Kapitel 5.2 erläutern", "Hinzu haben wir in Kapitel 2.3 erläutert, …".
    String.raw`\b(?:werden|wollen|möchten|haben|hatten|werde|will|möchte|habe|gehen|gehe)\s+(?:wir|ich)\b[^.;]{0,80}\b(?:in|im)\s+(?:den\s+|dem\s+)?(?:${ORDINAL_DE}\s+)?${UNIT_DE}\s*(?:${NUMBER})?[^.;]{0,60}${B}(?:${TEXT_ACT}|ein)${E}`,
    String.raw`(?:^|[,;]\s*)(?:beschreiben|erläutern|betrachten|zeigen|diskutieren|untersuchen|analysieren|behandeln|stellen|gehen|fassen)\s+(?:wir|ich)\s+(?:\S+\s+){0,3}(?:in|im)\s+(?:${ORDINAL_DE}\s+)?${UNIT_DE}\b`,
    // "Für Kapitel 4 werden …": a numbered unit with an announcing verb.
    String.raw`^(?:Für|Ab|Mit|Nach|Vor) ${UNIT_DE}\s*${NUMBER}\s+(?:wird|werden|folgt|folgen|soll|sollen)\b`,
    // "Nun wurde im letzten Kapitel gezeigt", "In den vorherigen Kapiteln wurden …".
    String.raw`\b(?:wurde|wurden|haben wir|habe ich|hat sich|haben sich)\b[^,;]{0,30}\b(?:im|in den|in dem)\s+(?:letzten|vorherigen|vorangegangenen|vorigen|bisherigen|vorhergehenden|ersten beiden|beiden vorherigen|bisherigen)\s+${UNIT_DE}\b`,
    // "Die vorliegende Arbeit ist, neben Einleitung und Fazit, dreigeteilt", "Die Arbeit gliedert sich in …".
    String.raw`^(?:Die|Diese|Unsere|Meine)\s+(?:vorliegende\s+)?\S*(?:[Aa]rbeit|Untersuchung|Studie|Analyse)\b[^.;]{0,80}\b(?:gegliedert|gliedert|untergliedert|aufgebaut|strukturiert|unterteilt|(?:zwei|drei|vier|fünf|sechs)geteilt|(?:zwei|drei|vier|fünf|sechs|sieben) (?:Teile|Kapitel|Abschnitte|Hauptteile|Teilen|Kapiteln|Abschnitten))\b`,
    String.raw`^(?:Die|Diese|Unsere|Meine)\s+(?:vorliegende\s+)?\S*(?:[Aa]rbeit|Untersuchung|Studie)\s+(?:wird|soll|will|möchte)\b[^.;]{0,40}\b(?:zunächst|zuerst|zu Beginn|dann|danach|anschließend|abschließend|schließlich|zuletzt)\b`,
    String.raw`\b(?:gliedert|untergliedert|unterteilt) sich (?:die|diese|unsere|meine) (?:vorliegende )?\S*(?:[Aa]rbeit|Untersuchung)\b`,
    // "… folgt ein Überblick über den Aufbau dieser Arbeit", "Gliederung der Arbeit".
    String.raw`\b(?:Aufbau|Gliederung|Struktur|Gang|Verlauf|Vorgehen|Vorgehensweise) (?:der|dieser|meiner|unserer) (?:vorliegenden )?(?:\w*[Aa]rbeit|Untersuchung|Studie|Ausführungen)\b`,
    String.raw`\b(?:wird|werden|soll|sollen)\b[^.;]{0,40}\b(?:ein|einen) (?:kurzer |kurzen |erster |ersten |knapper |knappen )?(?:Überblick|Einblick|Abriss)\b[^.;]{0,120}\b(?:gegeben|geschaffen|verschafft|gewährt|geboten)\b`,
    // "Es folgt eine Diskussion der Ergebnisse", "Mit Hilfe der Ergebnisse folgt eine Überprüfung …" (not "Daraus folgt").
    String.raw`(?<!\b(?:[Dd]araus|[Hh]ieraus|[Ss]omit|[Dd]amit|[Ee]s) )\b(?:folgt|folgen|schließt sich|schließen sich)\s+(?:\w+\s+){0,3}(?:ein|eine|einer|die|der|das|ein kurzer|eine kurze)\s+(?:\w+\s+){0,2}${TEXT_ACT_NOUN}\b`,
    String.raw`^Es folgt\b`,
    // The unit as subject after the verb: "Anschließend beschäftigt sich das dritte Kapitel mit …", "Danach stellt
    // Kapitel 4 … vor", "… wird sich der nächste Abschnitt mit … beschäftigen".
    String.raw`\b(?:${UNIT_VERB}|wird|werden)\s+(?:sich\s+)?(?:(?:das|der|die|dieses|dieser)\s+(?:erste|zweite|dritte|vierte|fünfte|sechste|siebte|achte|letzte|nächste|folgende|anschließende|darauffolgende|abschließende|nachfolgende|empirische|theoretische|praktische|analytische)n?\s+${UNIT_DE}|${UNIT_DE}\s*${NUMBER})\b(?!\s+(?:des|der|eines|einer)\b)`,
    // "In Kapitel 3 geht es um …".
    String.raw`\b(?:In|Im|in|im)\s+(?:${ORDINAL_DE}\s+)?${UNIT_DE}\s*(?:${NUMBER})?\s*,?\s+(?:geht|ging) es\b[^.;]{0,200}\bum\b`,
    // Pointers to a later place of the text: "Darauf wird später noch genauer eingegangen", "… wird in der Diskussion erörtert".
    String.raw`\b(?:wird|werden|soll|sollen)\b[^.;]{0,60}\b(?:später|an späterer Stelle|weiter unten|in der Diskussion|im Diskussionsteil|im Fazit|im Ergebnisteil|im empirischen Teil|im Hauptteil|im Schlussteil)\b[^.;]{0,40}${B}(?:eingegangen|erläutert|erörtert|diskutiert|thematisiert|aufgegriffen|beleuchtet|ausgeführt|dargelegt|besprochen|zurückgekommen)${E}`,
    // "Dabei wird zunächst auf … eingegangen", "Dabei gehe ich zunächst auf … ein".
    String.raw`^(?:Dabei|Hierbei|Hier|Dazu|Hierzu|Darin|Dort|Nun|Dann)\s+(?:wird|werden|soll|sollen)\s+(?:zunächst|zuerst|anschließend|danach|abschließend|schließlich|zuletzt)\b[^.;]{0,200}${B}${TEXT_ACT_NARROW}${E}`,
    String.raw`\b(?:gehe|gehen) (?:ich|wir)\b[^.;]{0,30}\b(?:zunächst|zuerst|anschließend|danach|dann|abschließend|schließlich|zuletzt)\b[^.;]{0,120}\bauf\b[^.;]{0,120}\bein\b`,
    // How the text ends: "Den Abschluss bildet ein Fazit", "Ein Fazit rundet die Arbeit ab", "Die Arbeit schließt mit …".
    String.raw`^(?:Den|Einen) (?:Abschluss|Schluss|Schlusspunkt)\b[^.;]{0,40}\b(?:bildet|bilden)\b`,
    String.raw`\brundet\b[^.;]{0,40}\b(?:die|diese|unsere|meine) (?:vorliegende )?\S*[Aa]rbeit ab\b`,
    String.raw`^(?:Die|Diese|Unsere|Meine) (?:vorliegende )?\S*[Aa]rbeit (?:schließt|endet) mit\b`,
    // "Im Folgenden werden Konfusionsmatrizen … erstellt und verglichen" (present tense only; see STRUCTURE_NOT).
    String.raw`\b(?:im Folgenden|Im Folgenden|nachfolgend|Nachfolgend|im weiteren Verlauf (?:der|dieser) (?:\w*[Aa]rbeit|Untersuchung))\b[^.;]{0,40}?\b(?:wird|werden|soll|sollen|möchte|möchten|will|wollen|gilt es)\b|\b(?:wird|werden|soll|sollen|möchte|möchten|will|wollen)\b[^.;,]{0,60}\b(?:im Folgenden|nachfolgend)\b`,
  ].join("|"),
  "u",
);
/** "Zunächst wird …", "Anschließend werden …" with a verb about the text. */
const SEQUENCED_DE = new RegExp(
  [
    String.raw`^${SEQUENCER_DE}\s+${PRESENT_AUX_DE}\b[^.;,]{0,220}${B}${TEXT_ACT_NARROW}${E}`,
    // "Anschließend soll nun untersucht werden, …", "Zunächst ist jedoch der Haupteffekt … zu betrachten".
    String.raw`^${SEQUENCER_DE}\s*(?:[–-][^–]{0,160}[–-]\s*)?(?:soll|sollen)\b[^.;]{0,200}\bwerden\b`,
    String.raw`^${SEQUENCER_DE}\s+(?:ist|sind)\b[^.;]{0,120}\bzu (?:betrachten|erläutern|beschreiben|diskutieren|klären|untersuchen|analysieren|besprechen|erörtern|beleuchten|skizzieren|nennen)\b`,
    // "Abschließend erfolgt ein Ausblick auf …", "Zunächst erfolgt eine Einordnung …" (not "Die Auswertung erfolgt mit R").
    String.raw`^${SEQUENCER_DE}\s+(?:erfolgt|erfolgen)\s+(?:ein|eine|einer|die|der|das)\s+(?:\w+\s+){0,2}${TEXT_ACT_NOUN}${E}`,
    // "Um … zu können, werden die Funktionen … näher erläutert."
    String.raw`^Um\b[^,]{0,160},\s*(?:wird|werden|soll|sollen|muss|müssen)\b[^.;]{0,160}${B}(?:erläutert|beschrieben|vorgestellt|dargelegt|skizziert|diskutiert|eingeführt|erklärt|geklärt)${E}`,
  ].join("|"),
  "u",
);
/** The same sequencer in an introduction, where a wider set of verbs announces later chapters. */
const SEQUENCED_INTRO_DE = new RegExp(
  String.raw`^${SEQUENCER_DE}\s+${PRESENT_AUX_DE}\b[^.;]{0,220}${B}${TEXT_ACT}${E}|\b(?:Kapitel|Abschnitt)\s*\d+\b[^.;]{0,160}\b(?:wird|werden|folgt|folgen|soll|sollen)\b|\b(?:wird|werden|folgt|folgen|soll|sollen)\b[^.;]{0,160}\b(?:Kapitel|Abschnitt)\s*\d+\b`,
  "u",
);

const STRUCTURE_EN = new RegExp(
  [
    String.raw`\b(?:remainder|rest) of (?:this|the) (?:thesis|paper|work|report|chapter|study|article|document)\b`,
    String.raw`^(?:This|The present|The following|The next|The previous|The last|The first|The second|The third|The fourth|The final|The subsequent|Each|The (?:\w+ )?(?:theoretical|empirical|practical)) (?:\w+ )?${UNIT_EN}\b`,
    String.raw`\b(?:Chapter|Section|Subchapter|Subsection|Part)s?\s*${NUMBER}(?:\s*(?:and|to|–|-)\s*${NUMBER})?,?\s+(?:then |briefly |further |finally )?(?:describes|presents|introduces|discusses|covers|outlines|summari[sz]es|gives|deals|concludes|contains|provides|reports|explains|focuses|reviews|details|addresses|examines|is dedicated|is devoted|will|closes|ends|starts|begins|turns|shows|analy[sz]es|evaluates|compares)\b`,
    String.raw`\b(?:In|in) (?:the )?(?:following|next|previous|last|first|second|third|final|subsequent|present|this) ${UNIT_EN}\b[^.;]{0,60}\b(?:is|are|was|were|will|we|I)\b`,
    String.raw`\b(?:this|each|every|the (?:present|current|following|next|previous|last|first|second|third|final|subsequent|remaining))\s+(?:\w+\s+)?${UNIT_EN}\b[^.;]{0,60}\b(?:deals?|dealt|focus(?:es)?|(?:is|are) dedicated|(?:is|are) devoted|covers?|describes?|presents?|introduces?|discuss(?:es)?|outlines?|summari[sz]es?|gives?|provides?|reviews?|explains?|addresses|examines?|starts?|begins?|ends?|concludes?|will)\b`,
    String.raw`\b(?:described|discussed|presented|explained|introduced|outlined|detailed|defined|treated)\s+(?:in (?:more |further )?detail\s+)?(?:in|within)\s+(?:the\s+)?(?:following|next|subsequent|previous|preceding)\s+${UNIT_EN}\b`,
    String.raw`\bIn (?:Chapter|Section)s?\s*${NUMBER},? (?:we|I|the|this|a|an)\b`,
    String.raw`\b(?:will be|is|are|was|were) (?:\w+ly )?(?:discussed|described|presented|explained|introduced|addressed|covered|examined|treated|outlined|summari[sz]ed|dealt with|reviewed|detailed|elaborated)\b[^.;]{0,40}\b(?:in the following|below|later on|later|in (?:the )?(?:next|following|subsequent|previous|last) ${UNIT_EN}|in (?:Chapter|Section) \d)`,
    String.raw`\b(?:in the following|hereafter),? (?:\w+ ){0,6}(?:will|is|are|shall)\b`,
    String.raw`\b(?:is|are) (?:organi[sz]ed|structured|divided|split|subdivided) (?:as follows|into (?:\w+ )?(?:chapters|sections|parts)|according (?:to )?the)\b`,
    String.raw`\b(?:thesis|paper|work|report|study) (?:is (?:organi[sz]ed|structured)|consists of (?:\w+ )?(?:chapters|sections|parts)|proceeds as follows)\b`,
    String.raw`^(?:First(?:ly)?|Then|Next|Afterwards|Subsequently|Finally|Lastly),? (?:the (?:thesis|paper|work|chapter|section)|this (?:thesis|paper|chapter|section)|we|I) (?:will |then |briefly )*(?:describe|present|introduce|discuss|outline|review|explain|summari[sz]e|conclude|give)s?\b`,
    String.raw`\b(?:thesis|paper|report|study) (?:concludes|closes|ends) with\b`,
    String.raw`^The (?:structure|outline|organi[sz]ation) of (?:this|the) (?:thesis|paper|report)\b`,
    String.raw`^In what follows\b`,
    String.raw`\b(?:is|are) (?:given|provided) in (?:Chapter|Section)s? \d`,
    String.raw`\b(?:conclusions are drawn|an outlook is given|a summary is given|an overview is given)\b`,
  ].join("|"),
  "iu",
);
/** Not about the text: terms fixed for the rest of the text ("im Folgenden als X bezeichnet"), assumptions. */
const STRUCTURE_NOT =
  /\bwie (?:schon |bereits |zuvor |oben )?(?:in|im) (?:\S+ )?(?:Kapitel|Abschnitt|Unterkapitel|Teil)\s*(?:\d+(?:\.\d+)*)?\s+(?:beschrieben|erläutert|dargestellt|erwähnt|gezeigt|definiert|eingeführt|vorgestellt)\s+(?!,)\p{Ll}|\b(?:wurde|wurden)\s+(?:\S+\s+){0,4}(?:im Folgenden|im weiteren Verlauf)\b|,\s*(?:which|who|um (?:die|den|das|welche)|auf (?:die|den|das)|der|die|das|welche[rsm]?)\s[^,.;]{0,80}\b(?:im Folgenden|nachfolgend|in the (?:next|following))|\bals\b[^.;]{1,80}\b(?:bezeichnet|betrachtet|verstanden|definiert|beschrieben|genannt|abgekürzt|verwendet)\b|\b(?:ausgegangen|angenommen|gerechnet|abgekürzt|vereinfachend|referred to as|denoted|assumed)\b/iu;
/** "… soll im weiteren Verlauf ein ERGM genutzt werden": the announced act is using a method, not writing about it. */
const ANNOUNCES_USE = new RegExp(
  String.raw`\b(?:wird|werden|soll|sollen)\b[^,.;]{0,100}${B}(?:genutzt|verwendet|eingesetzt|angewendet|angewandt|benutzt|herangezogen)${E}`,
  "u",
);
const NAMES_TEXT_ACT = new RegExp(String.raw`${B}${TEXT_ACT_NARROW}${E}`, "u");
/** The unit belongs to another text ("Im zweiten Abschnitt des Satzes", "Kapitel 2 des Evangeliums"). */
const OTHER_TEXT_UNIT =
  /\b(?:Kapitel|Abschnitt|Teil|chapter|section|part)\s*(?:\d+\s+)?(?:des|der|eines|einer|of (?:the|his|her|their|a)) (?!(?:vorliegenden |dieser |der |unserer |meiner )?(?:\w*[Aa]rbeit|Untersuchung|Studie|thesis|paper|work|study|report))/u;
/** Findings carried by an announcing sentence are not roadmap ("…, zeigt sich, dass …"). */
/** "… wurde bereits im Kapitel 1.3 erläutert, dass …": where something was said, not the finding itself. */
const RECAP_THAT = new RegExp(
  String.raw`\b(?:${UNIT_DE}|chapters?|sections?)\s*(?:${NUMBER})?[^.;]{0,40}${B}(?:${TEXT_ACT}|shown|described|discussed|explained)${E},?\s+(?:dass|that|welche|wie|warum|ob)\b`,
  "iu",
);
const CARRIES_FINDING = /\b(?:zeigt sich|zeigte sich|zeigen sich|ergab sich|ergibt sich|dass|that)\b/;

/** A cue that the sentence is about something else than this text's structure (used for the older rules too). */
export function notAboutStructure(text: string): boolean {
  return STRUCTURE_NOT.test(text) || OTHER_TEXT_UNIT.test(text);
}

export type StructureContext = "introduction" | "body";

/** English stems of how a text ends or where something is given: both structure gates open on them. */
const CLOSING_EN_STEMS = [
  "concludes",
  "closes",
  "ends with",
  "what follows",
  "given in",
  "provided in",
  "conclusions are drawn",
  "is given",
] as const;

const STRUCTURE_STEMS = [
  "kapitel",
  "abschnitt",
  "teil",
  "sektion",
  "folgend",
  "verlauf",
  "arbeit",
  "untersuchung",
  "studie",
  "analyse",
  "aufbau",
  "gliederung",
  "struktur",
  "überblick",
  "einblick",
  "abriss",
  "folgt",
  "folgen",
  "schließt sich",
  "schließen sich",
  "zunächst",
  "zuerst",
  "zu beginn",
  "danach",
  "daraufhin",
  "aufbauend",
  "anschließend",
  "im anschluss",
  "abschließend",
  "schließlich",
  "zuletzt",
  "zum schluss",
  "schritt",
  "dazu",
  "hierzu",
  "dafür",
  "hierfür",
  "des weiteren",
  "außerdem",
  "ferner",
  "weiterhin",
  "um ",
  "chapter",
  "section",
  "part",
  "remainder",
  "rest of",
  "organi",
  "divided",
  "split",
  "consists",
  "proceeds",
  "hereafter",
  "first",
  "then",
  "next",
  "afterwards",
  "subsequently",
  "finally",
  "lastly",
  "below",
  "later",
  "following",
  "previous",
  "preceding",
  "subsequent",
  "structur",
  "abschluss",
  "schluss",
  "rundet",
  "später",
  "weiter unten",
  "diskussion",
  "fazit",
  "ergebnisteil",
  "hauptteil",
  "schlussteil",
  "gehe",
  ...CLOSING_EN_STEMS,
] as const;

const STRUCTURE_EN_STEMS = [
  "chapter",
  "section",
  "part",
  "remainder",
  "rest of",
  "organi",
  "structur",
  "divided",
  "split",
  "consists",
  "proceeds",
  "following",
  "hereafter",
  "first",
  "then",
  "next",
  "afterwards",
  "subsequently",
  "finally",
  "lastly",
  "below",
  "later",
  "previous",
  "preceding",
  "subsequent",
  ...CLOSING_EN_STEMS,
] as const;

/** The sentence announces, orders or recaps the parts of the text (a roadmap sentence). */
export function announcesStructure(text: string, context: StructureContext): boolean {
  const lower = text.toLowerCase();
  if (!hasAny(lower, STRUCTURE_STEMS)) return false;
  const hit =
    STRUCTURE_DE.test(text) ||
    (/[a-z]/.test(text) && hasAny(lower, STRUCTURE_EN_STEMS) && STRUCTURE_EN.test(text)) ||
    SEQUENCED_DE.test(text) ||
    (context === "introduction" && SEQUENCED_INTRO_DE.test(text));
  if (!hit) return false;
  if (notAboutStructure(text)) return false;
  if (ANNOUNCES_USE.test(text) && !NAMES_TEXT_ACT.test(text)) return false;
  // A finding stated in the same sentence wins, unless the unit itself is the subject of the finding clause.
  return !(CARRIES_FINDING.test(text) && !RECAP_THAT.test(text));
}

/** Headings of a section about the text's structure ("Aufbau der Arbeit", "Thesis outline"). */
export const HEADING_STRUCTURE =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:(?:[\p{L}-]+ und )?(?:Aufbau|Gliederung|Struktur|Gang)(?: und (?:Vorgehen\w*|Methodik|Aufbau|Gliederung))? (?:der|dieser) (?:vorliegenden )?(?:\w*[Aa]rbeit|Untersuchung|Studie|Ausführungen)|Aufbau|Gliederung|Outline|(?:Thesis|Paper|Report) (?:structure|outline|organi[sz]ation)|(?:Structure|Outline|Organi[sz]ation) of (?:the|this) (?:thesis|paper|work|study|report))$/iu;

// ---------------------------------------------------------------------------------------------------------
// Housekeeping: notes on how the text was made

/** Notes on how the text was made, each tried only when one of its stems occurs (see hasAny). */
const HOUSEKEEPING_CUES: readonly { stems: readonly string[]; re: RegExp }[] = [
  // Acknowledgements ("Mein Dank gilt …", "I would like to thank …"; not the preposition "dank").
  {
    stems: ["dank", "danke", "bedanke"],
    re: /\bDank (?:gilt|geht|an|möchte|schulde)|\b(?:danke|bedanke) (?:ich|mich)\b|\b(?:möchte|möchten) (?:ich|wir)\b[^.]{0,80}\b(?:danken|bedanken)\b|\bherzlich(?:en|st)? (?:Dank|danken)\b|\bDanksagung\b|\b(?:ich|wir) (?:\p{L}+ )?(?:danke|danken|bedanke|bedanken)\b|\bDankeschön\b|\bVielen Dank (?:an|für)\b/iu,
  },
  {
    stems: ["thank", "acknowledg", "grateful", "gratitude"],
    re: /\b(?:I|we|the authors?) (?:would like to |want to |wish(?:es)? to |wants to )?(?:thank|acknowledge)s?\b|\b(?:grateful|gratitude|indebted to)\b|\bthanks (?:go|are due)\b|\bwant to thank\b|^(?:Many|Special|Sincere|Heartfelt|Warm|My|Our) thanks\b/iu,
  },
  // Declarations of authorship.
  {
    stems: ["versicher", "erklär", "eides", "angegebenen"],
    re: /\b(?:versichere|versichern|erkläre|erklären) (?:ich|wir)?\b[^.]{0,80}\b(?:selbst(?:st)?ändig|eigenständig|an Eides statt|ohne (?:fremde|unerlaubte) Hilfe)|\beidesstattlich|\ban Eides statt\b|\bkeine anderen als die angegebenen (?:Quellen|Hilfsmittel)\b/iu,
  },
  {
    stems: ["declare", "confirm", "certify", "no other", "own "],
    re: /\b(?:hereby )?(?:declare|confirm|certify) that (?:this|the) (?:thesis|work|paper)\b|\bno other (?:sources|aids) than\b|\bmy own (?:independent )?work\b/iu,
  },
  // Tools used to write (not to analyse): AI assistants, translators, reference managers, typesetting.
  {
    stems: [
      "chatgpt",
      "deepl",
      "grammarly",
      "languagetool",
      "copilot",
      "citavi",
      "zotero",
      "mendeley",
      "overleaf",
      "ki-",
      "ai-",
      "generative",
    ],
    re: /\b(?:ChatGPT|DeepL|Grammarly|LanguageTool|Copilot|Citavi|Zotero|Mendeley|Overleaf)\b|\b(?:KI|AI)-(?:Tools?|Werkzeug\w*|Assistent\w*|Anwendung\w*)\b[^.]{0,80}\b(?:verwendet|genutzt|eingesetzt|used)\b|\bgenerative[nr]? (?:KI|AI)\b/iu,
  },
  {
    stems: ["latex", "word", "tex"],
    re: /\b(?:mit|in|using) (?:LaTeX|Word|Microsoft Word|TeX)\b[^.]{0,40}\b(?:erstellt|gesetzt|geschrieben|verfasst|typeset|written)\b/iu,
  },
  // Language and gender notes.
  {
    stems: ["lesbarkeit", "lesefreundlich", "readability"],
    re: /\b(?:Gründen|Zwecken?|zugunsten|zur (?:besseren |leichteren )?)\s?(?:der )?(?:besseren |leichteren )?(?:Lesbarkeit|Lesefreundlichkeit)\b|\b(?:Interesse|Sinne|wegen|aufgrund|halber) der (?:besseren |leichteren )?(?:Lesbarkeit|Lesefreundlichkeit)\b|\b(?:for|in) the (?:sake|interest) of (?:better )?readability\b|\bfor reasons of (?:better )?readability\b|\bum die Lesbarkeit\b|\bLesbarkeit (?:der|des|dieser) (?:Textes|Arbeit|Grafiken|Abbildungen|Diagramme|Tabellen|Darstellung\w*)\b|\b(?:for|to improve|ease of|improved|better) readability\b/iu,
  },
  {
    stems: [
      "generisch",
      "geschlecht",
      "gender",
      "männliche",
      "weibliche",
      "personenbezeichnung",
      "doppelpunkt",
    ],
    re: /\b(?:generische[sn]? (?:Maskulinum|Femininum)|geschlechts(?:neutral|gerecht|spezifisch)\w*|(?:masculine|feminine) form|gender(?:gerecht|neutral|sensibl)\w*|alle Geschlechter|(?:männliche|weibliche) (?:Form|Schreibweise)|Personenbezeichnungen|Gendersternchen|Doppelpunkt-Schreibweise|gender-neutral language)\b/iu,
  },
  // Notes on quotations and translations.
  {
    stems: ["übersetzung", "translation", "hervorhebung", "emphasis", "rechtschreibung", "zitate"],
    re: /\b(?:eigene Übersetzung|Übersetzung (?:stammt|ist) (?:vo[nm]|durch)|Hervorhebung(?:en)? (?:im Original|durch|von) |Rechtschreibung (?:wurde|ist)[^.]{0,40}(?:angepasst|übernommen|beibehalten)|Zitate (?:wurden|werden|sind)[^.]{0,60}(?:angepasst|übernommen|wiedergegeben)|own translation|emphasis (?:added|in (?:the )?original))/iu,
  },
  // Where material lives: appendix, supplement, repository, attached data carrier.
  {
    stems: ["finde"],
    re: /\b(?:befindet|befinden|findet|finden) sich (?:\w+ ){0,3}(?:im|in der|in den|auf der|unter)\s+(?:beigefügten |beiliegenden |digitalen |elektronischen )?(?:Anhang|Anlage|Appendix|CD|DVD|USB-Stick|Datenträger|Repository|Repositorium|GitHub|Ordner)\b/iu,
  },
  {
    stems: ["anhang", "anhäng", "anlage", "appendi", "supplement"],
    re: /\b(?:im|in den|in dem|in the|see|siehe)\s+(?:beigefügten |beiliegenden )?(?:Anhang|Anhängen|Anlage|Anlagen|Appendix|Appendices|Supplement\w*)\b[^.;]{0,40}\b(?:zu finden|einsehbar|enthalten|beigefügt|abgedruckt|dargestellt|aufgeführt|abgebildet|angehängt|available|provided|included|shown|presented|given|listed|found|displayed|reported)\b/iu,
  },
  {
    stems: ["anhang", "anlage", "appendi", "supplement"],
    re: /\b(?:zu finden|einsehbar|enthalten|beigefügt|abgedruckt|dargestellt|aufgeführt|abgebildet|angehängt|available|provided|included|shown|presented|given|listed|found|displayed|reported)\b[^.;]{0,30}\b(?:im|in the|in)\s+(?:beigefügten |beiliegenden )?(?:Anhang|Anlage|Appendix|Supplement\w*)\b/iu,
  },
  {
    stems: ["hilfreich", "behilflich", "geholfen", "hope", "hoffe", "wünsche"],
    re: /\b(?:hilfreich|behilflich) (?:war|waren|ist|sind) (?:uns|mir)\b|\b(?:uns|mir) (?:sehr |besonders )?(?:geholfen|weitergeholfen)\b|\bhope (?:to provide|that) (?:the |this |my )?(?:reader|thesis|work)\b|\b(?:the|dem|der|die) (?:reader|Leser\w*)\b[^.]{0,60}\b(?:hope|hoffe|wünsche)\b|\b(?:hope|hoffe|wünsche)\b[^.]{0,80}\b(?:reader|Leser\w*)\b/iu,
  },
  // Conventions of citing and abbreviating ("Bibelstellen werden nach der Einheitsübersetzung zitiert",
  // "Die Abkürzungen richten sich nach …", "Citations follow APA style").
  {
    stems: [
      "zitiert",
      "zitat",
      "zitier",
      "abkürzung",
      "seitenangabe",
      "seitenzahl",
      "bibelstelle",
      "citation",
      "references follow",
      "abbreviations",
    ],
    re: /\b(?:wird|werden)\s+(?:\S+\s+){0,3}?(?:nach|gemäß)\s+(?:der\s+|dem\s+|den\s+)?(?:[^.;]|(?<=\d)\.){0,60}\b(?:zitiert|wiedergegeben|abgekürzt)\b|^Zitiert (?:wird|werden)\b|\b(?:Bibelzitate|Bibelstellen|Zitation|Zitierweise|Zitierung|Abkürzungen|Seitenangaben|Seitenzahlen|Stellenangaben|Umschrift|Transliteration)\b[^.;]{0,60}\b(?:folgt|folgen|richtet sich|richten sich|beziehen sich|bezieht sich|orientiert sich|orientieren sich)\b|\b(?:citations?|references|quotations|abbreviations|page numbers)\s+(?:\w+\s+){0,2}(?:follow|are given according to|refer to the (?:\w+ )?edition)\b/iu,
  },
  // Who made the figures and translations ("Alle Übersetzungen stammen vom Verfasser", "Unless otherwise stated, all
  // figures were created by the author").
  {
    stems: [
      "stammen",
      "stammt",
      "selbst erstellt",
      "by the author",
      "author's own",
      "nicht anders",
      "otherwise",
    ],
    re: /(?<![\p{L}])(?:Übersetzungen|Abbildungen|Grafiken|Tabellen|Fotos|Fotografien|Hervorhebungen)\b[^.;]{0,80}\b(?:stamm(?:en|t),?\s+(?:\S+\s+){0,5}?(?:vo[nm] (?:der |dem )?(?:Verfasser\p{L}*|Autor\p{L}*)|von mir|von uns|aus dem Original)|selbst erstellt|selbst angefertigt)|\b(?:sofern|soweit|wenn) nicht anders (?:angegeben|gekennzeichnet|vermerkt)\b[^.;]{0,60}\b(?:Abbildungen|Grafiken|Tabellen|Übersetzungen|Hervorhebungen|Fotos)\b|\b(?:figures|tables|translations|photographs|emphases)\b[^.;]{0,60}\b(?:by the author|the author's own|(?:are|were) (?:created|made|produced|drawn) by the author)\b|\bunless otherwise (?:stated|noted|indicated)\b[^.;]{0,60}\b(?:figures|tables|translations|emphasis)\b/iu,
  },
  // Marks in quotations ("Auslassungen sind durch eckige Klammern gekennzeichnet").
  {
    stems: ["klammern", "brackets"],
    re: /\b(?:Auslassungen|Ergänzungen|Einfügungen|Anpassungen|Hinzufügungen)\b[^.;]{0,60}\beckigen? Klammern\b|\b(?:omissions|additions|insertions|changes)\b[^.;]{0,60}\bsquare brackets\b/iu,
  },
  // When online sources were looked up ("Alle Internetquellen wurden zuletzt am … abgerufen").
  {
    stems: ["abgerufen", "aufgerufen", "accessed", "retrieved", "überprüft", "geprüft"],
    re: /\b(?:Internetquellen|Onlinequellen|Online-Quellen|Internetseiten|Webseiten|Websites|Links|URLs|Hyperlinks|Internetadressen|web sources|online sources)\b(?:[^.;]|(?<=\d)\.){0,60}\b(?:abgerufen|aufgerufen|überprüft|geprüft|accessed|retrieved|checked)\b/iu,
  },
  // Notes on wording: terms kept in the original language, set in italics.
  {
    stems: ["fachbegriff", "fachtermin", "fremdwörter", "anglizismen", "begriffe", "terms"],
    re: /\b(?:Fachbegriffe|Fachtermini|Fremdwörter|Anglizismen|englische Begriffe|englischen Begriffe|Originalbegriffe)\b[^.;]{0,60}\b(?:kursiv|Originalform|Originalsprache|im Original|nicht übersetzt|unübersetzt|beibehalten)\b|\b(?:technical|English|German|foreign|original) terms?\b[^.;]{0,40}\b(?:(?:are|is) (?:kept|left|given|used) in (?:English|German|the original)|(?:are|is) (?:set |written )?in italics|(?:are|is) italici[sz]ed|untranslated)\b/iu,
  },
  // Where code and material can be had, and that they reproduce the results ("Der R-Code ist frei verfügbar").
  {
    stems: [
      "verfügbar",
      "zugänglich",
      "abrufbar",
      "einsehbar",
      "reproduz",
      "nachvollz",
      "reproduc",
      "replicat",
      "beigefügt",
      "beigelegt",
      "angehängt",
      "attached",
      "appended",
    ],
    re: /\b(?:Code|Quellcode|Programmcode|[\p{L}]+-Code|Skripte?|Skripts|Rohdaten|Materialien|Transkripte?)\b[^.;]{0,60}\b(?:frei|öffentlich|online|offen)\s+(?:verfügbar|zugänglich|abrufbar|einsehbar)\b|\b(?:reproduziert|nachvollzogen|repliziert|nachgerechnet|reproduced|replicated)\b[^.;]{0,60}\b(?:beigefügt|beiliegend|bereitgestellt|accompanying|provided|supplied|attached|enclosed)\p{L}*\s+(?:\S+\s+)?(?:[\p{L}]+-)?(?:Code|Skript\p{L}*|code|scripts?)\b|\b(?:beigefügt|beiliegend|bereitgestellt|accompanying|provided|supplied|attached|enclosed)\p{L}*\s+(?:\S+\s+)?(?:[\p{L}]+-)?(?:Code|Skript\p{L}*|code|scripts?)\b[^.;]{0,60}\b(?:reproduziert|nachvollzogen|repliziert|nachgerechnet|reproduced|replicated)\b|\b(?:der|dieser) Arbeit (?:als Anhang |im Anhang |digital )?(?:beigefügt|beigelegt|angehängt)\b|\b(?:attached|appended) to (?:this|the) (?:thesis|report|work)\b/iu,
  },
  // A note that the text holds confidential material (Sperrvermerk).
  {
    stems: ["vertraulich", "confidential"],
    re: /\b(?:Arbeit|Thesis|thesis|report)\b[^.;]{0,40}\b(?:enthält|contains) (?:\p{L}+ )?(?:vertrauliche|confidential)\b/iu,
  },
];
/** Sections that are about the making of the text, not its subject. */
export const HEADING_HOUSEKEEPING =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:Vorwort|Geleitwort|Danksagung|Dank|Preface|Foreword|Acknowledge?ments?|(?:Eidesstattliche |Selbstständigkeits|Selbständigkeits)?Erklärung|Eigenständigkeitserklärung|Declaration(?: of (?:Authorship|Originality))?|Statutory Declaration|Sperrvermerk|Hinweis(?:e)? zu[rm]? (?:Sprache|Gendern|Schreibweise)|Note on (?:language|terminology))$/iu;
/** "Diese Arbeit entstand im Rahmen meines Studiums", "This thesis was written as part of my degree programme". */
const WRITTEN_AS_PART =
  /\b(?:(?:Diese|Die vorliegende) (?:\S+)?[Aa]rbeit|This (?:thesis|work|paper|report))\s+(?:entstand|ist|wurde|was|has been)\b[^.;]{0,40}\b(?:im Rahmen|während|as (?:a )?part of|in the (?:course|context) of|within)\b[^.;]{0,60}\b(?:Studium|Studiengang|Studiums|Praktikum\w*|Anstellung|Tätigkeit|Moduls?|Seminars?|degree|programme|program|studies|course|internship|employment)\b/iu;
/** A short sentence whose point is where something lies in the appendix ("… sind im Anhang wiedergegeben"). */
const APPENDIX_MENTION =
  /\b(?:im|in den|in der|in dem|in the|siehe|see)\s+(?:beigefügten\s+|beiliegenden\s+|digitalen\s+)?(?:Anhang|Anhängen|Anlage|Anlagen|Appendix|Appendices|Supplement\w*)\b|\b(?:Appendix|Anhang|Anlage)\s+[A-Z\d]/u;
const FINDING_OR_STEP =
  /\b(?:dass|that|zeigt sich|zeigen sich|ergab|ergaben|revealed|showed|indicated|wurde|wurden|were|was)\b/u;
/** "Dank der steigenden Leistungsfähigkeit …" (thanks to), research on readability or gender as the subject. */
const HOUSEKEEPING_NOT =
  /\b(?:dank (?:der|des|dem|einer|eines|seiner|ihrer)|(?<!(?:[Mm]any|[Ss]pecial|[Ss]incere|[Hh]eartfelt|[Ww]arm|[Mm]y|[Oo]ur) )thanks to)\b|\b(?:were|was|wurde|wurden)\b(?:[^.;]|\.(?=\s*[\p{Ll}\d(]))+\b(?:and|und) (?:are|is|sind|ist) (?:\S+ ){0,4}(?:provided|presented|shown|given|listed|displayed|included|reported|attached|dargestellt|aufgeführt|abgedruckt|abgebildet|enthalten|beigefügt|einsehbar|zu finden)\b/u;

/** A step of the method that also points to the appendix keeps its role ("… was adopted from X and is presented in Appendix B"). */
export function isStepWithPointer(text: string): boolean {
  return HOUSEKEEPING_NOT.test(text);
}

/** The words without which WRITTEN_AS_PART cannot match. */
const WRITTEN_AS_PART_STEMS = ["im rahmen", "während", "part of", "course of", "context of", "within"];

/**
 * The cheap gate before any housekeeping rule: a stem of one of its cues or of WRITTEN_AS_PART
 * (APPENDIX_MENTION's words are among the appendix cue's stems).
 */
const HOUSEKEEPING_STEMS = [
  ...new Set([...HOUSEKEEPING_CUES.flatMap((cue) => cue.stems), ...WRITTEN_AS_PART_STEMS]),
];

export function isHousekeepingNote(text: string): boolean {
  const lower = text.toLowerCase();
  if (!hasAny(lower, HOUSEKEEPING_STEMS)) return false;
  if (HOUSEKEEPING_NOT.test(text)) return false;
  if (HOUSEKEEPING_CUES.some((cue) => hasAny(lower, cue.stems) && cue.re.test(text))) return true;
  if (WRITTEN_AS_PART.test(text)) return true;
  return text.length < 160 && APPENDIX_MENTION.test(text) && !FINDING_OR_STEP.test(text);
}

// ---------------------------------------------------------------------------------------------------------
// Figures and tables

/** A caption body: "Dargestellt sind Mittelwerte und …", "Shown are …", "Error bars indicate …". */
const CAPTION_BODY =
  /^(?:Dargestellt|Gezeigt|Abgebildet|Aufgetragen|Abgetragen|Visualisiert|Shown|Depicted|Plotted|Displayed|Presented)\s+(?:ist|sind|wird|werden|is|are)\b|^(?:Die )?(?:Fehlerbalken|Error bars|Whiskers|Die Balken|Die Punkte|Die Linien|Die Farben|Die Zahlen|Die Werte in Klammern)\b[^.]{0,60}\b(?:zeigen|geben|stellen|kennzeichnen|markieren|entsprechen|repräsentieren|indicate|show|represent|denote|correspond)\b/iu;
/** A figure or table as the subject of a verb of showing, unnumbered ("Die Abbildung zeigt den Verlauf …"). */
const FIGURE_SUBJECT_SHOWS =
  /^(?:Dabei |Hierbei |Hier |Zudem |Außerdem )?(?:Die|Diese|Das|Dieses|The|This)\s+(?:obige\s+|folgende\s+|untenstehende\s+|nachfolgende\s+|vorliegende\s+|linke\s+|rechte\s+|obere\s+|untere\s+)?(?:Abbildung|Grafik|Graphik|Tabelle|Diagramm|Schaubild|Darstellung|Figure|Table|Chart|Graph|Plot)\s+(?:\p{Lu}\S*\s+)?(?:zeigt|zeigen|stellt|stellen|gibt|enthält|listet|fasst|visualisiert|veranschaulicht|vergleicht|shows|presents|displays|depicts|illustrates|lists|summari[sz]es|compares|gives|contains)\b(?!,? (?:dass|that|sich|deutlich,|klar,))/u;
/** A numbered figure or table with a verb of showing right before it ("gibt Tabelle 4.2", "zeigt Abbildung 4.9A"). */
const VERB_THEN_FIGURE =
  /\b(?:gibt|geben|liefert|liefern|bietet|bieten|zeigt|zeigen|enthält|enthalten|listet|fasst|visualisiert|veranschaulicht|verdeutlicht|illustriert|gives|shows|lists|summari[sz]es|illustrates)\s+(?:die\s+|der\s+|das\s+)?(?:Abbildung|Abb\.|Tabelle|Tab\.|Grafik|Figure|Fig\.|Table)\s*[A-Z]?\d/u;
/** A pointer to a figure or table ("sind auf Abbildung 10 zu sehen", "befinden sich in Tabelle 4.3"). */
const FIGURE_POINTER =
  /\b(?:in|im|auf|aus|unter|from|on)\s+(?:der\s+|dem\s+|den\s+)?(?:Abbildung(?:en)?|Abb\.|Tabellen?|Tab\.|Grafik|Figure|Fig\.|Table)\s*(?:[A-Z]\.?)?\d+[a-zA-Z]?(?:\.\d+)*[A-Za-z]?\b[^.;]{0,60}\b(?:zu sehen|zu finden|zu entnehmen|dargestellt|abgebildet|aufgeführt|aufgelistet|zusammengefasst|gezeigt|wiedergegeben|gegenübergestellt|abgetragen|aufgetragen|visualisiert)(?![\p{L}])|\b(?:in|im|auf|aus|unter|from|on)\s+(?:the\s+)?(?:[Ff]igure|[Tt]able|Fig\.)\s*[A-Z]?\d+(?:\.\d+)*[a-z]?\b[^.;]{0,60}\b(?:can be seen|can be found|can be observed|are shown|is shown|are given|is given|are listed|is listed|are summari[sz]ed|is summari[sz]ed)\b|\b(?:befinden|befindet|finden|findet) sich (?:in|im|auf) (?:der |dem )?(?:Abbildung|Tabelle|Grafik)\s*\d/u;
/** "In figure 2.3 the final mesh is visible", "In Abbildung 1 sieht man …": a sentence that opens on a figure. */
const OPENS_ON_FIGURE =
  /^(?:In|Auf|On|From|Aus|Unter)\s+(?:the\s+|der\s+|dem\s+|den\s+)?(?:[Aa]bbildung(?:en)?|Abb\.|[Tt]abellen?|Tab\.|[Ff]igures?|Fig\.|[Tt]ables?|[Gg]rafik|[Dd]iagramm)\s*[A-Z]?\d/u;
/** "Nach der Transformation sieht der Plot folgendermaßen aus:", "Die Verteilung zeigt folgendes Histogramm:". */
const INTRODUCES_CHART =
  /(?:\b(?:Plot|Plots|Grafik|Graphik|Graph|Graphen|Diagramm|Schaubild|Histogramm|Boxplot|Streudiagramm|Abbildung|Tabelle|Heatmap|Darstellung|figure|plot|chart|graph|table|diagram)\b[^.;]{0,100}|\b(?:folgendermaßen|wie folgt)\s+(?:aus|dar)):$/iu;
/** "Abbildung 1: Ausschnitt aus …, Zugriff v." — a caption, however it ends, as long as no sentence follows. */
const COLON_CAPTION =
  /^\(?\s*(?:Abbildung|Abb\.|Tabelle|Tab\.|Figure|Fig\.|Table|Grafik|Diagramm|Listing)\s*[A-Z]?\d+(?:\.\d+)*[a-z]?\s*:\s*(?![\s\S]*\.\s+\p{Lu}\p{Ll})/u;
/** "Figure 2.2 features a close-up …", "Figure 1.3 visualises …": verbs of showing after a numbered figure. */
const NUMBERED_FIGURE_VERB =
  /^(?:[Ff]igure|[Tt]able|Fig\.|Abbildung|Tabelle|Abb\.|Tab\.)\s*[A-Z]?\d+(?:\.\d+)*[a-z]?\s+(?:and \d+(?:\.\d+)*\s+)?(?:features?|visuali[sz]es?|gives?|provides?|compares?|contains?|lists?|plots?|highlights?|outlines?|represents?|shows?|presents?|displays?|depicts?|illustrates?|summari[sz]es?)\b/u;
/** "In dieser Abbildung sind die Knoten nummeriert", "In the above plot …": a sentence that opens on a figure. */
const OPENS_ON_THIS_FIGURE =
  /^(?:In|Auf|On|From|Aus)\s+(?:dieser|der obigen|der folgenden|der vorliegenden|der untenstehenden|der linken|der rechten|this|the above|the following|the left|the right|the upper|the lower)\s+(?:Abbildung|Grafik|Graphik|Tabelle|Darstellung|Diagramm|Plot|figure|table|plot|chart|graph|panel)\b/iu;
/** "Both results were displayed in the same plot", "Die Werte sind in einem gemeinsamen Diagramm dargestellt". */
const DRAWN_IN_CHART =
  /\b(?:were|was|are|is|wurden|wurde|sind|ist|werden|wird)\s+(?:\S+\s+){0,3}(?:displayed|plotted|shown|depicted|visuali[sz]ed|drawn|dargestellt|abgebildet|eingezeichnet|aufgetragen|geplottet|visualisiert)\s+(?:\S+\s+){0,2}(?:in|im|auf|on)\s+(?:the\s+|a\s+|one\s+|einem\s+|einer\s+|der\s+|dem\s+|demselben\s+|derselben\s+)?(?:same\s+|single\s+|gleichen\s+|selben\s+|gemeinsamen\s+)?(?:plot|figure|diagram|chart|graph|Diagramm|Grafik|Abbildung|Plot|Schaubild)\b/iu;
/** Verbs of drawing a chart ("… wird gegen die Zeit geplottet", "… is plotted over …"). */
const PLOTTING = /\b(?:geplottet|geplotted|aufgetragen|abgetragen|plotted|eingezeichnet)\b/u;
/** A colon that introduces a formula or a definition, not a chart ("… definieren sie für einen Graphen folgendermaßen:"). */
const INTRODUCES_FORMULA =
  /\b(?:defin\w+|lautet|lauten|gilt|gelten|berechne\w*|ergibt|ergeben|formul\w+|Formel\w*|Gleichung\w*|given by|computed|calculated|equations?|formulas?|expressed)\b/iu;
/** A caption without punctuation after the number ("Abbildung 3 Feature Importance nach …"). */
const BARE_CAPTION =
  /^(?:Abbildung|Abb\.|Tabelle|Tab\.|Figure|Fig\.|Table)\s*[A-Z]?\d+(?:\.\d+)*[a-z]?\s+\p{Lu}[^.!?]{0,140}\.?$/u;
/** "Wie Tabelle 4.5 zeigt, …", "As Figure 2 shows, …": a finding read off a figure, not a description of it. */
const FINDING_FROM_FIGURE =
  /^(?:Wie|As|Like)\b|\b(?:dass|that)\b|\b(?:wie|as) (?:\S+ ){0,2}(?:Abbildung|Tabelle|Grafik|Abb\.|Tab\.|[Ff]igure|[Tt]able)\s*\S*\s+(?:zeigt|zeigen|verdeutlicht|illustriert|shows?|illustrates?|indicates?)\b|\bhervorgeht\b|\b(?:zeigt|zeigen|zeigte|zeigten) sich\b|\b(?:deutlich|klar|signifikant\w*|significant\w*|clearly) (?:zu sehen|zu erkennen|erkennbar|höher|niedriger|besser|schlechter|higher|lower|better|worse)\b/u;

/** A numbered figure or table, also several at once ("Abbildung 4.3A", "Figures 5 and 6", "Tab. 2–4"). */
const FIG_NUM = String.raw`(?:Abbildung(?:en)?|Abb\.|Tabellen?|Tab\.|[Ff]igures?|Figs?\.|[Tt]ables?|Grafik|Diagramm)\s*[A-Z]?\.?\d+(?:\.\d+)*[a-zA-Z]?(?:\s*(?:und|and|bis|to|–|-|,)\s*[A-Z]?\d+(?:\.\d+)*[a-zA-Z]?)*`;
/** Kinds of chart named without a number ("das Histogramm", "the scatter plot", "die Wortwolke"). */
// Not "Graph" or "Panel": a graph of graph theory and panel data are no charts ("Betrachten wir einen Graphen G").
const CHART_NOUN = String.raw`(?:Abbildung|Grafik|Graphik|Tabelle|Diagramm|Schaubild|Histogramm|Boxplot|Box-Plot|Streudiagramm|Punktwolke|Balkendiagramm|Säulendiagramm|Kreisdiagramm|Liniendiagramm|Heatmap|Wortwolke|Word Cloud|Screenshot|[\p{L}]+-Plot|Plot|[Ff]igure|[Tt]able|[Cc]hart|[Hh]istogram|[Bb]ox ?plot|[Ss]catter ?plot|[Bb]ar chart|[Hh]eat ?map|[Ww]ord cloud|(?:upper|lower|left|right|top|bottom) panel|[Ss]ubfigure|[Ss]creenshot|[Pp]lots?|Synopse|Skizze|Schema|Übersicht|Aufstellung|[Ss]chematic|[Ss]ketch)(?![\p{L}])`;
/**
 * Words that make what a figure "shows" a finding ("Abbildung 3 zeigt einen deutlichen Anstieg", "sieht man sehr
 * starke Unterschiede"): by the labelling convention such a sentence keeps the finding's role.
 */
const EVALUATIVE =
  /(?<![\p{L}])(?:deutlich\p{L}*|stark\p{L}*|stärker\p{L}*|erheblich\p{L}*|signifikant\p{L}*|klar\p{L}*|eindeutig\p{L}*|auffällig\p{L}*|Anstieg\p{L}*|Rückgang|Zunahme|Abnahme|höher\p{L}*|niedriger\p{L}*|geringer\p{L}*|steigt|steigen|stieg|stiegen|sinkt|sinken|sank|sanken|fällt|fallen|zunimmt|abnimmt|clear\p{L}*|strong\p{L}*|significant\p{L}*|marked\p{L}*|substantial\p{L}*|increas\p{L}*|decreas\p{L}*|rises?|rising|drops?|declin\p{L}*|higher|lower)(?![\p{L}])/iu;
/** A pointer to a figure that hangs off a main clause of its own (", wie in Abbildung 3 zu sehen ist", ", as shown in Figure 2"). */
const SIDE_POINTER = new RegExp(
  [
    String.raw`,\s*(?:wie|as)\s+(?:\S+\s+){0,3}(?:${FIG_NUM}|(?:der|dem|the)\s+${CHART_NOUN})`,
    // "…, welches auf Abbildung 15 auch nochmal graphisch dargestellt ist." / "…, dargestellt in Tabelle 3.1."
    String.raw`^[^,]{40,},\s*(?:welche[rsmn]?|die|der|das|which|that)\s+(?:\S+\s+){0,3}(?:in|auf|im|on)\s+(?:der\s+|dem\s+|the\s+)?${FIG_NUM}[^.;,]{0,50}\.?$`,
    String.raw`^[^,]{30,},\s*(?:dargestellt|abgebildet|aufgeführt|gezeigt|zusammengefasst|visualisiert|shown|depicted|listed|summari[sz]ed)\s+(?:in|im|auf)\s+(?:der\s+|dem\s+)?${FIG_NUM}\.?$`,
  ].join("|"),
  "u",
);
/** Seeing something in a chart and saying what ("sieht man sehr starke Unterschiede", "we observe a clear peak"). */
const SEES_FINDING = new RegExp(
  String.raw`\b(?:sieht man|erkennt man|sehen wir|erkennen wir|man sieht|man erkennt|one can see|we (?:can )?see|we (?:can )?observe|one observes)\b[^.;]{0,40}${EVALUATIVE.source}`,
  "iu",
);

/** A chart shows a change or a difference, qualified ("Abbildung 3 zeigt einen deutlichen Anstieg", "Figure 7 shows a strong increase"). */
const SHOWS_CHANGE =
  /\b(?:zeigt|zeigen|zeigte|zeigten|verdeutlicht|shows?|showed|reveals?|displays?)\s+(?:einen|eine|ein|a|an)?\s*(?:\p{L}+\s+)?(?:deutlich|stark|starke|signifikant|klar|erheblich|sprunghaft|stetig|kontinuierlich|leicht|clear|strong|significant|marked|sharp|steep|steady|slight|substantial)\p{L}*\s+(?:Anstieg|Rückgang|Zunahme|Abnahme|Unterschied|Zusammenhang|Abfall|Einbruch|Trend|increase|decrease|rise|drop|decline|difference|correlation|relationship|trend|reduction|growth)\p{L}*/iu;

/** "Wie Tabelle 4.5 zeigt, besteht …": a finding read off a figure (also for the older figure rules). */
export function readsFindingOffFigure(text: string): boolean {
  return (
    FINDING_FROM_FIGURE.test(text) ||
    SIDE_POINTER.test(text) ||
    SEES_FINDING.test(text) ||
    SHOWS_CHANGE.test(text)
  );
}

/** The sentence describes a figure or table (caption, pointer, what a chart shows) rather than a finding. */
/** Finite verbs that show a sentence follows a caption glued to its front. */
const FINITE_VERB =
  /\b(?:ist|sind|wird|werden|wurde|wurden|hat|haben|zeigt|zeigen|gibt|is|are|was|were|has|have|shows)\b/u;

/** A caption that the sentence splitter left on its own ("Abbildung 1: Ausschnitt aus …, Zugriff v."). */
export function isCaptionAlone(text: string): boolean {
  return text.length <= 160 && COLON_CAPTION.test(text) && !FINITE_VERB.test(text);
}

const FIGURE_STEMS = [
  "abbildung",
  "abb.",
  "tabelle",
  "tab.",
  "figure",
  "fig.",
  "table",
  "grafik",
  "graphik",
  "diagramm",
  "plot",
  "chart",
  "graph",
  "schaubild",
  "histogramm",
  "heatmap",
  "darstellung",
  "dargestellt",
  "gezeigt",
  "abgebildet",
  "aufgetragen",
  "abgetragen",
  "eingezeichnet",
  "visualis",
  "shown",
  "depicted",
  "displayed",
  "presented",
  "drawn",
  "fehlerbalken",
  "error bars",
  "whisker",
  "balken",
  "punkte",
  "linien",
  "farben",
  "zahlen",
  "werte in klammern",
  "folgendermaßen",
  "wie folgt",
  "listing",
  "panel",
  "diagram",
  "boxplot",
  "box-plot",
  "wortwolke",
  "word cloud",
  "screenshot",
  "korrelationsmatrix",
  "färbt",
  "farb",
  "colour",
  "color",
  "shaded",
  "highlighted",
  "hinterlegt",
  "hervorgehoben",
  "markiert",
  "jeder ",
  "jede ",
  "jedes ",
  "each ",
  "every ",
  "schauen",
  "betrachte",
  "werfen",
  "look at",
  "consider",
  "turn to",
  "examine",
  "inspect",
  "veranschaulichung",
  "illustration",
  "verdeutlichung",
  "visualisierung",
  "below",
  "above",
  "größe der",
  "dicke der",
  "breite der",
  "stärke der",
  "form der",
  "size of",
  "pfeil",
  "synopse",
  "skizze",
  "schema",
  "übersicht",
  "aufstellung",
  "sketch",
  "arrow",
  "thickness of",
  "width of",
  "shape of",
  "linie",
  "kurve",
  "line ",
  "curve",
  "seite",
] as const;

/** A numbered figure or table as the subject of a verb of showing, German or plural ("Tabelle 6 fasst … zusammen", "Figures 5 and 6 show …"). */
const NUMBERED_SHOWS = new RegExp(
  String.raw`^(?:(?:Zudem|Außerdem|Ferner|Zusätzlich|Hier|Dabei|Hierbei|Also|Additionally|Moreover)\s+)?${FIG_NUM}\s+(?:zeigt|zeigen|stellt|stellen|gibt|geben|fasst|fassen|listet|listen|enthält|enthalten|veranschaulicht|veranschaulichen|verdeutlicht|verdeutlichen|visualisiert|visualisieren|illustriert|illustrieren|vergleicht|vergleichen|bietet|bieten|liefert|liefern|präsentiert|präsentieren|beinhaltet|skizziert|show|present|display|depict|illustrate|compare|give|list|summari[sz]e|contain|provide|plot|visuali[sz]e)\b`,
  "u",
);
/** The reader is asked to look at a chart ("Wir schauen uns das Histogramm an", "Betrachten wir Tabelle 4", "Let us look at Figure 3"). */
const LOOK_AT_CHART = new RegExp(
  [
    // The chart is what is looked at, at most three words before it ("Schauen wir uns zunächst die Verteilung in Abbildung 3 an").
    String.raw`^(?:(?:Nun|Zunächst|Zuerst|Dazu|Hierzu|Dafür|Hierfür|Als Nächstes|Anschließend|Jetzt|Hier|Dann)\s+)?(?:schauen|betrachten|sehen|werfen|untersuchen)\s+(?:wir|Sie)\s+(?:uns\s+)?(?:(?:nun|zunächst|jetzt|noch|einmal|kurz|dazu|hierzu|erst)\s+)*(?:einen\s+(?:\p{L}+\s+)?Blick\s+(?:auf|in)\s+)?(?:die\s+|das\s+|den\s+|der\s+|dem\s+)?(?:\p{L}+\s+){0,3}?(?:${FIG_NUM}|${CHART_NOUN})`,
    String.raw`\b(?:wir|ich)\s+(?:schauen|sehen)\s+uns\s+(?:(?:nun|zunächst|jetzt|noch|einmal|kurz|dazu|hierzu|erst)\s+)*(?:die\s+|das\s+|den\s+)?(?:\p{L}+\s+){0,3}?(?:${FIG_NUM}|${CHART_NOUN})[^.;]{0,60}\ban\b`,
    String.raw`\b(?:wir|ich)\s+betrachten\s+(?:(?:nun|zunächst|jetzt|noch|einmal|kurz|dazu|hierzu|erst)\s+)*(?:die\s+|das\s+|den\s+)?(?:${FIG_NUM}|${CHART_NOUN})`,
    String.raw`^Man betrachte\s+(?:\S+\s+){0,3}?(?:${FIG_NUM}|${CHART_NOUN})`,
    String.raw`^(?:(?:Now|First|Next|Finally|Here),?\s+)?(?:let us|let's|we(?: now| first| next)?)\s+(?:turn to|look at|consider|examine|inspect|take a (?:\w+ )?look at)\s+(?:the\s+)?(?:\S+\s+){0,2}?(?:${FIG_NUM}|${CHART_NOUN})`,
    String.raw`^(?:Consider|See)\s+(?:the\s+(?:\S+\s+)?${CHART_NOUN}|${FIG_NUM})`,
  ].join("|"),
  "iu",
);
/** After looking, a main clause of its own says what is seen ("Betrachten wir Abbildung 5, so sehen wir …"). */
const LOOK_THEN_CLAIM =
  /,\s*(?:so\s+|dann\s+)?(?:sieht|sehen|erkennt|erkennen|zeigt|zeigen|fällt|fallen|wird|werden|ist|sind|lässt|it|we|one|the)\b/iu;
/** An unnumbered chart of a named kind as the subject of a verb of showing ("Die Wortwolke zeigt …", "The upper panel shows …"). */
const CHART_SUBJECT_SHOWS = new RegExp(
  String.raw`^(?:(?:Dabei|Hierbei|Hier|Zudem|Außerdem)\s+)?(?:Die|Diese|Das|Dieses|Der|Dieser|The|This)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}${CHART_NOUN}\s+(?:\p{Lu}\S*\s+)?(?:zeigt|zeigen|stellt|stellen|gibt|enthält|listet|fasst|visualisiert|veranschaulicht|vergleicht|bildet|shows|presents|displays|depicts|illustrates|lists|summari[sz]es|compares|gives|contains|plots|visuali[sz]es)\b(?!,? (?:dass|that|sich|deutlich|klar))`,
  "u",
);
/** "Die folgende Grafik soll dies verdeutlichen", "The following table should illustrate …". */
const CHART_SHALL_SHOW = new RegExp(
  String.raw`^(?:Die|Diese|Das|Dieses|Der|Dieser|The|This)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}${CHART_NOUN}\s+(?:soll|sollen|kann|können|should|may|can|will|is meant to|is intended to)\s+(?:\S+\s+){0,6}?(?:verdeutlichen|veranschaulichen|zeigen|illustrieren|darstellen|visualisieren|illustrate|show|visuali[sz]e|depict|give)\b`,
  "u",
);
/** How a chart encodes its data: colours, sizes, marked cells ("Die Knoten sind nach Partei eingefärbt", "Each dot represents …"). */
const CHART_ENCODING = new RegExp(
  [
    String.raw`\b(?:eingefärbt|farblich (?:hervorgehoben|markiert|gekennzeichnet|unterschieden|abgesetzt|kodiert|codiert)|farbig (?:markiert|hervorgehoben|dargestellt)|(?:grau|gelb|rot|grün|blau|fett|farbig) (?:hinterlegt|hervorgehoben|markiert|gedruckt)(?:e|en)?|colou?r[- ]coded|(?:colou?red|shaded) (?:by|according to)|highlighted in (?:red|blue|green|grey|gray|bold|yellow))\b`,
    String.raw`^(?:Die |Der |Das |The )?(?:Farbe|Farben|Größe|Dicke|Breite|colou?rs?|size|thickness|width)\s+(?:der|des|of the)\s+(?:Knoten|Kanten|Punkte|Kreise|Blasen|Linien|Pfeile|Balken|Symbole|Marker|nodes|edges|dots|points|circles|bubbles|lines|arrows|bars|markers|symbols)\b`,
    // Not "each point" or "jede Kurve" alone: grid points and curves of a theory are no chart.
    String.raw`^(?:Jeder|Jede|Jedes|Each|Every)\s+(?:einzelne\s+|single\s+)?(?:Datenpunkt|Balken|Säule|Blase|dot|data point|bar|bubble|marker)\b[^.;]{0,40}\b(?:steht für|repräsentiert|entspricht|symbolisiert|represents|corresponds to|stands for|denotes)\b`,
    String.raw`^(?:Jeder|Jede|Jedes|Each|Every)\s+(?:einzelne\s+|single\s+)?(?:Punkt|Kreis|Linie|point|circle|line)\b[^.;]{0,40}\b(?:steht für|symbolisiert|stands for)\b`,
    String.raw`^(?:Die|The)\s+(?:\p{Ll}+\s+)?(?:Punkte|Datenpunkte|Kreise|Balken|Säulen|Linien|Kurven|Blasen|Boxen|dots|circles|bars|lines|curves|bubbles|boxes)\b[^.;]{0,40}\b(?:stehen für|repräsentieren|entsprechen|symbolisieren|represent|correspond to|stand for|denote)\b`,
    // "Die Pfeile zeigen die Strömungsrichtung", "The arrow marks the separation point".
    String.raw`^(?:Die|Der|Das|The)\s+(?:\p{Ll}+\s+)?(?:Pfeile?|Pfeilen|arrows?)\b[^.;]{0,40}\b(?:zeigt|zeigen|markiert|markieren|kennzeichnet|kennzeichnen|deutet|deuten|gibt|geben|indicates?|shows?|marks?|points?|denotes?|represents?)\b`,
  ].join("|"),
  "iu",
);
/** Pointers to charts the sentence does not number ("in der folgenden Tabelle aufgeführt", "im QQ-Plot dargestellt", "depicted below"). */
const CHART_POINTER = new RegExp(
  [
    String.raw`\b(?:in|im|auf|aus)\s+(?:der|dem|den)\s+(?:folgenden|nachfolgenden|untenstehenden|obigen|obenstehenden|vorherigen|vorangegangenen|nächsten|unteren|oberen|linken|rechten)\s+${CHART_NOUN}\b[^.;]{0,80}(?<![\p{L}])(?:dargestellt|abgebildet|aufgeführt|aufgelistet|zusammengefasst|gezeigt|zu sehen|zu finden|visualisiert|veranschaulicht|wiedergegeben|gegenübergestellt|berichtet|abgetragen|aufgetragen)(?![\p{L}])`,
    String.raw`\b(?:in|on)\s+the\s+(?:following|next|previous|above|below|upper|lower|left|right)\s+${CHART_NOUN}\b[^.;]{0,80}\b(?:shown|given|listed|presented|displayed|depicted|summari[sz]ed|plotted|visuali[sz]ed|illustrated|reported|can be seen)\b`,
    String.raw`\b(?:shown|given|listed|presented|displayed|depicted|summari[sz]ed|plotted|visuali[sz]ed|illustrated|reported)\s+in\s+the\s+(?:following|next|above|below)\s+${CHART_NOUN}`,
    String.raw`\b(?:depicted|displayed|plotted|visuali[sz]ed|tabulated)\s+(?:below|above)\b`,
    String.raw`\b(?:in|im|auf)\s+(?:einem\s+|einer\s+|dem\s+|der\s+)?[\p{L}-]*(?:Plot|Diagramm|Histogramm|Grafik|Schaubild|Heatmap|Boxplot)\b[^.;]{0,40}(?<![\p{L}])(?:dargestellt|abgebildet|visualisiert|veranschaulicht|zu sehen|abgetragen|aufgetragen)(?![\p{L}])`,
    String.raw`\b(?:[Ii]m|[Ii]n der|[Ii]n dem|[Oo]n the|[Ii]n the)\s+(?:linken|rechten|oberen|unteren|left|right|upper|lower|top|bottom)\s+(?:Teil|Hälfte|Bereich|Spalte|Zeile|part|half|panel|column|row)\s+(?:der|des|of the)\s+(?:Abbildung|Grafik|Diagramms|Tabelle|Figure|plot|chart|table|figure)\b`,
    String.raw`\b[Aa]uf der (?:nächsten|folgenden|vorherigen|vorigen|gegenüberliegenden) Seite\b[^.;]{0,60}(?<![\p{L}])(?:dargestellt|abgebildet|zu sehen|aufgeführt|zu finden)(?![\p{L}])`,
    // Numbered: "werden in Tabelle 2 berichtet", "… can be seen in figure 4", "Es ergeben sich die in Tabelle 3.3 aufgelisteten Anfragen".
    String.raw`\b(?:in|im|auf|aus|unter)\s+(?:der\s+|dem\s+|den\s+)?${FIG_NUM}\b[^.;]{0,60}(?<![\p{L}])(?:berichtet|ausgewiesen|gelistet|tabelliert|zusammengestellt|veranschaulicht|verdeutlicht|illustriert|skizziert|präsentiert|nachzulesen|einzusehen)(?![\p{L}])`,
    String.raw`\b(?:can be seen|can be found|is visible|are visible|is given|are given|is provided|are provided|is listed|are listed|is tabulated|are tabulated|is reported|are reported|is plotted|are plotted|is sketched|is visuali[sz]ed|are visuali[sz]ed)\s+(?:\w+\s+)?(?:in|on)\s+(?:the\s+)?${FIG_NUM}`,
    String.raw`^(?:Es|Daraus|Hieraus|Damit|So)\s+(?:ergeben|ergibt|resultieren|resultiert)\s+sich\s+(?:die|der|das)\s+(?:in|aus)\s+${FIG_NUM}\s+\p{Ll}+\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}\.$`,
    String.raw`\b(?:wird|werden)\b[^.;]{0,60}\b(?:die Werte|die Ergebnisse|die Zahlen|the values|the results)\s+(?:aus|in)\s+(?:der\s+|dem\s+)?${FIG_NUM}\s+(?:betrachtet|herangezogen|considered)\b`,
    String.raw`^Zur (?:besseren )?(?:Veranschaulichung|Illustration|Verdeutlichung|Visualisierung)\b[^.;]{0,80}(?:${FIG_NUM}|${CHART_NOUN})(?![^.;]*\b(?:verwendet|genutzt|eingesetzt|implementiert|programmiert)\b)`,
  ].join("|"),
  "u",
);
/** Table notes: standard errors, significance levels ("Standardfehler in Klammern", "*** p < 0.01, ** p < 0.05"). */
const TABLE_NOTE_LINE =
  /^(?:(?:Robuste |Heteroskedastie-?robuste |Cluster-?robuste |Geclusterte )?Standardfehler|(?:Robust |Clustered |Heteroskedasticity-robust )?[Ss]tandard errors|t-(?:Werte|Statistiken|values|statistics)|z-(?:Werte|values))\b[^.;]{0,40}\b(?:in (?:runden |eckigen )?Klammern|in parenthes[ie]s|in brackets)|\b(?:Signifikanzniveaus?|Signifikanzcodes|Signif\. codes|Significance levels?|Significance codes)\s*:|\*{1,3}\s*p\s*[<≤]\s*0?[.,]\d/u;

/** A table note that, with its stars and numbers, would otherwise pass for broken text. */
export function isTableNote(text: string): boolean {
  return (
    (text.includes("*") ||
      text.includes("lammern") ||
      text.includes("arenthes") ||
      text.includes("ignifi")) &&
    TABLE_NOTE_LINE.test(text)
  );
}

const PAST_STEP = /\b(?:wurde|wurden|was|were)\b/u;

/** The second set of figure cues: charts by kind, the reader asked to look, a chart's encoding, more pointers. */
function talksAboutChart(text: string): boolean {
  // A legend may name what it marks ("Grau hinterlegte Zellen markieren signifikante Koeffizienten"); a step of
  // the method that mentions a marked table does not describe it ("… grau hinterlegten Algorithmen wurden …").
  if (CHART_ENCODING.test(text)) return !PAST_STEP.test(text);
  if (EVALUATIVE.test(text)) return false;
  if (
    NUMBERED_SHOWS.test(text) ||
    CHART_SUBJECT_SHOWS.test(text) ||
    CHART_SHALL_SHOW.test(text) ||
    CHART_POINTER.test(text)
  )
    return true;
  return LOOK_AT_CHART.test(text) && !LOOK_THEN_CLAIM.test(text);
}

export function describesFigure(text: string): boolean {
  if (!hasAny(text.toLowerCase(), FIGURE_STEMS)) return false;
  if (CAPTION_BODY.test(text) || BARE_CAPTION.test(text) || COLON_CAPTION.test(text)) return true;
  if (readsFindingOffFigure(text)) return false;
  return (
    talksAboutChart(text) ||
    FIGURE_SUBJECT_SHOWS.test(text) ||
    VERB_THEN_FIGURE.test(text) ||
    FIGURE_POINTER.test(text) ||
    OPENS_ON_FIGURE.test(text) ||
    OPENS_ON_THIS_FIGURE.test(text) ||
    NUMBERED_FIGURE_VERB.test(text) ||
    PLOTTING.test(text) ||
    DRAWN_IN_CHART.test(text) ||
    (INTRODUCES_CHART.test(text) && !INTRODUCES_FORMULA.test(text))
  );
}
