/**
 * Charts as the subject of a verb of showing: numbered ("Tabelle 6 fasst … zusammen"), of a named kind
 * ("Die Wortwolke zeigt …"), or announced ("Die folgende Grafik soll dies verdeutlichen").
 */
import { CHART_NOUN, FIG_NUM } from "./chart-words.ts";

/** A numbered figure or table as the subject of a verb of showing, German or plural ("Tabelle 6 fasst … zusammen", "Figures 5 and 6 show …"). */
export const NUMBERED_SHOWS = new RegExp(
  String.raw`^(?:(?:Zudem|Außerdem|Ferner|Zusätzlich|Hier|Dabei|Hierbei|Also|Additionally|Moreover|Below|Above|Here|Unten|Oben|Nachfolgend|Im Folgenden),?\s+)?${FIG_NUM}\s+(?:beschreibt|beschreiben|describes?|zeigt|zeigen|stellt|stellen|gibt|geben|fasst|fassen|listet|listen|enthält|enthalten|veranschaulicht|veranschaulichen|verdeutlicht|verdeutlichen|visualisiert|visualisieren|illustriert|illustrieren|vergleicht|vergleichen|bietet|bieten|liefert|liefern|präsentiert|präsentieren|beinhaltet|skizziert|verzeichnet|verzeichnen|besteht|bestehen|umfasst|umfassen|reproduziert|show|present|display|depict|illustrate|compare|give|list|summari[sz]e|contain|provide|plot|visuali[sz]e|outlines?|reproduces?|maps?|sets? out|is composed of|consists? of|(?:is|are) (?:organi[sz]ed|arranged|divided|structured|split)|(?:was|were) taken|traces?|places?|covers?|highlights?|features?|breaks? down|reports?|zooms?)s?\b`,
  "u",
);

/** An unnumbered chart of a named kind as the subject of a verb of showing ("Die Wortwolke zeigt …", "The upper panel shows …"). */
export const CHART_SUBJECT_SHOWS = new RegExp(
  String.raw`^(?:(?:Dabei|Hierbei|Hier|Zudem|Außerdem)\s+)?(?:Die|Diese|Das|Dieses|Der|Dieser|The|This)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}${CHART_NOUN}\s+(?:\([^)]*\)\s+)?(?:below\s+|above\s+|unten\s+|oben\s+)?(?:\p{Lu}\S*\s+)?(?:zeigt|markiert|hebt|highlights|marks|zeigen|stellt|stellen|gibt|enthält|listet|fasst|visualisiert|veranschaulicht|verdeutlicht|illustriert|präsentiert|skizziert|beschreibt|vergleicht|bildet|ordnet|shows|presents|displays|depicts|illustrates|lists|summari[sz]es|compares|gives|contains|plots|visuali[sz]es|represents|describes|sketches|maps)\b(?!,? (?:dass|that|sich|deutlich|klar))`,
  "u",
);

/** "Die folgende Grafik soll dies verdeutlichen", "The following table should illustrate …". */
export const CHART_SHALL_SHOW = new RegExp(
  String.raw`^(?:Die|Diese|Das|Dieses|Der|Dieser|The|This)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}${CHART_NOUN}\s+(?:soll|sollen|kann|können|should|may|can|will|is meant to|is intended to)\s+(?:\S+\s+){0,6}?(?:verdeutlichen|veranschaulichen|zeigen|illustrieren|darstellen|visualisieren|illustrate|show|visuali[sz]e|depict|give)\b`,
  "u",
);
