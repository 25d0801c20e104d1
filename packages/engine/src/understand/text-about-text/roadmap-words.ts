/**
 * The words a roadmap sentence is built from: units of the text, which unit, text acts, sequencers.
 */

/** Units of the text ("Kapitel 3", "im folgenden Abschnitt", "the next section"). */
export const UNIT_DE =
  "(?:Kapitel|Kapiteln|Abschnitt|Abschnitten|Abschnitte|Unterkapitel|Unterkapiteln|Teilkapitel|Teilkapiteln|Unterabschnitt|Unterabschnitten|Teil|Teilen|Hauptteil|Sektion)";
export const UNIT_EN = "(?:chapters?|sections?|subchapters?|subsections?|parts?)";
export const NUMBER = String.raw`\d+(?:\.\d+)*`;

/** Which unit: this, the next, the second, the previous one (not "der gleiche Abschnitt" of a quoted text). */
export const ORDINAL_DE =
  "(?:diesem|dem|den|folgenden|nächsten|anschließenden|darauffolgenden|vorliegenden|nachfolgenden|ersten|zweiten|dritten|vierten|fünften|sechsten|siebten|letzten|abschließenden|vorherigen|vorangegangenen|vorigen|bisherigen|vorhergehenden|beiden|empirischen|theoretischen|praktischen|analytischen)";

/** Verbs that say what the text does with a topic ("wird … erläutert", "werden … vorgestellt"). */
export const TEXT_ACT =
  "(?:betrachtet|beschrieben|erläutert|vorgestellt|präsentiert|erklärt|eingeführt|aufgezeigt|behandelt|dargelegt|diskutiert|dargestellt|aufgelistet|zusammengefasst|skizziert|thematisiert|geklärt|untersucht|beleuchtet|ausgeführt|eingegangen|charakterisiert|besprochen|erörtert|analysiert|überprüft|geprüft|gezeigt|herausgearbeitet|vertieft|aufgegriffen|angesprochen|umrissen|gezogen|aufgestellt|hergeleitet|abgeleitet|gegeben|beantwortet|reflektiert|eingeordnet|gewidmet|zusammengetragen|vorgenommen|präzisiert|konkretisiert|gegenübergestellt|beschäftigen|befassen|widmen|befasst|beschäftigt|auseinandergesetzt|erläutern|beschreiben|betrachten|vorstellen|darstellen|diskutieren|untersuchen|behandeln|erörtern|beleuchten|aufzeigen|präsentieren|zusammenfassen|eingehen|ausführen|klären|thematisieren|skizzieren|überprüfen|prüfen|zeigen)";

/** The narrow set for sentences that only have a sequencer ("Zunächst wird …") to go by. */
export const TEXT_ACT_NARROW =
  "(?:betrachtet|beschrieben|erläutert|vorgestellt|präsentiert|erklärt|eingeführt|aufgezeigt|behandelt|dargelegt|diskutiert|skizziert|thematisiert|geklärt|beleuchtet|ausgeführt|eingegangen|charakterisiert|besprochen|erörtert|zusammengefasst|gezogen|umrissen|vertieft|reflektiert|gegeben|eingeordnet|gewidmet|(?:Fokus|Schwerpunkt|Augenmerk)\\b.{0,80}\\bgelegt|Blick\\b.{0,80}\\bgeworfen|(?:Bewertung|Einschätzung|Aussage)\\b.{0,80}\\bgetroffen)";

/** What a unit of the text does when it is the subject ("Kapitel 7 schließt die Arbeit … ab"). */
export const UNIT_VERB =
  "(?:behandelt|beschreibt|beschäftigt|befasst|widmet|stellt|gibt|zeigt|fasst|diskutiert|erläutert|präsentiert|thematisiert|schließt|beinhaltet|enthält|umfasst|führt|liefert|bietet|legt|geht|schildert|skizziert|beleuchtet|untersucht|analysiert|dient|bildet|rundet|knüpft|greift|konzentriert|fokussiert|beginnt|endet|folgt|erörtert|vertieft|leitet|zeichnet|arbeitet|wendet|überträgt|ordnet|rekapituliert|gliedert|untergliedert)";

/** The nouns of text acts that "folgt" introduces ("Es folgt ein Überblick über …"). */
export const TEXT_ACT_NOUN =
  "(?:Überblick|Übersicht|Darstellung|Beschreibung|Diskussion|Analyse|Einordnung|Zusammenfassung|Fazit|Ausblick|Vorstellung|Erläuterung|Überprüfung|Auswertung|Bewertung|Betrachtung|Einführung|Herleitung|Reflexion|Schlussbetrachtung|Erörterung|Auseinandersetzung|Untersuchung|Darlegung|Klärung|Definition|Vergleich|Zwischenfazit)";
export const SEQUENCER_DE =
  "(?:Zunächst|Zuerst|Zu Beginn|Danach|Daraufhin|Darauf aufbauend|Aufbauend (?:auf|darauf)\\b[^,]{0,60},?|Anschließend|Im Anschluss(?: daran)?|Abschließend|Schließlich|Zuletzt|Zum Schluss|Im (?:ersten|zweiten|dritten|letzten) Schritt|Dazu|Hierzu|Dafür|Hierfür|Des Weiteren|Außerdem|Ferner|Weiterhin)";
export const PRESENT_AUX_DE = "(?:wird|werden|soll|sollen|möchte|möchten|will|wollen|folgt|folgen|gilt es)";
