/**
 * Cue phrases of sentences about the text's own structure (the older roadmap cues; text-about-text/ holds
 * the general ones).
 */

/** Verbs that talk about the text rather than the subject. */
const TEXT_VERB =
  "(?:betrachtet|beschrieben|erläutert|vorgestellt|präsentiert|erklärt|eingeführt|aufgezeigt|behandelt|dargelegt|diskutiert|gegeben|aufgelistet|zusammengefasst|skizziert|thematisiert|geklärt|untersucht|beleuchtet|ausgeführt|eingegangen)";
export const ROADMAP = new RegExp(
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
    // Where the text puts something in each of its parts ("Der Code jeder Anfrage wird am Anfang jeder Analyse
    // aufgeführt"; "The query is listed at the start of each section").
    String.raw`\b(?:wird|werden|ist|sind)\s+(?:jeweils\s+)?(?:am Anfang|zu Beginn|am Ende)\s+(?:jeder|jedes|eines|einer)\s+(?:Analyse|Auswertung|Abschnitts?|Kapitels?|Unterkapitels?|Teilkapitels?)\b[^.;]{0,30}\b(?:aufgeführt|angegeben|aufgelistet|dargestellt|gezeigt|vorgestellt|genannt)\b`,
    String.raw`\b(?:is|are)\s+(?:listed|given|shown|presented|stated)\s+at the (?:beginning|start|end) of (?:each|every)\s+(?:section|analysis|chapter|subsection)\b`,
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
export const OPENS_ON_UNIT =
  /^(?:(?:In|Im)\s+(?:\S+\s+){0,2}(?:Kapitel|Abschnitt|Teil|Unterkapitel|chapter|section)\b|(?:Das|Der|Dieses|Dieser|This|The)\s+(?:\S+\s+)?(?:Kapitel|Abschnitt|Teil|chapter|section)\b|(?:Kapitel|Abschnitt|Chapter|Section)\s*\d)/i;

/** A section about the structure of the text: what it says is a roadmap unless it states a question or finding. */
export const HEADING_ROADMAP =
  /^(?:Aufbau|Gliederung|Struktur|Gang) (?:der|dieser) (?:Arbeit|Untersuchung|Hausarbeit|Seminararbeit|Bachelorarbeit|Masterarbeit)$|^(?:Aufbau|Gliederung)$|^(?:Structure|Outline|Organi[sz]ation) of (?:the|this) (?:thesis|paper|work|study)$|^(?:Thesis|Paper) (?:structure|outline)$/i;

/** "Im Folgenden wird … ausgegangen / bezeichnet": not about the text's structure. */
export const ROADMAP_NOT = /\b(?:ausgegangen|angenommen|bezeichnet|definiert|gerechnet)\b/i;
