/** Words for reading a chart: a leading connective, verbs of standing for, looks of marks, parts of a chart. */

/** A connective before the sentence's subject ("Zudem …", "Additionally, …"). */
export const LEAD = String.raw`(?:(?:Zudem|Außerdem|Dabei|Hierbei|Zusätzlich|Ferner|Additionally|Moreover|Furthermore|In addition|Also|Here|Note that|Zu beachten ist, dass),?\s+)?`;

/** Verbs that say what a part of a chart stands for. */
export const STANDS_FOR = String.raw`(?:stell(?:t|en)\b[^.;]{0,80}\bdar|zeig(?:t|en)|kennzeichn(?:et|en)|markier(?:t|en)|steh(?:t|en) für|entsprech(?:en|t)|entspricht|repräsentier(?:t|en)|symbolisier(?:t|en)|bezeichn(?:et|en)|(?:gibt|geben)\b[^.;]{0,60}\ban|ordn(?:et|en)\b[^.;]{0,60}\bzu|umfass(?:t|en)|reich(?:t|en) bis|bezieh(?:t|en) sich auf|(?:marks?|indicates?|shows?|represents?|denotes?|corresponds? to|depicts?|stands? for|gives?|displays?|refers? to|are|is))`;

/** Looks of lines, areas and marks ("gestrichelt", "grau hinterlegt", "shaded"). */
export const LOOK = String.raw`(?:gestrichelt|gepunktet|durchgezogen|schraffiert|(?:hell|dunkel)?grau|hinterlegt|farbig|eingefärbt|rot|blau|grün|gelb|orange|schwarz|senkrecht|waagerecht|vertikal|horizontal|dick|dünn|fett)\p{L}*|dashed|dotted|solid|shaded|hatched|gr[ae]y|colou?red|red|blue|green|black|orange|vertical|horizontal|thick|thin|light|dark|bold`;

/** Parts of a chart that carry its data. */
export const PART = `(?:Linien?|Kurven?|Geraden?|Flächen?|Bereiche?|Felder|Feld|Zellen?|Balken|Säulen|Punkte|Symbole|Kreise|Kreuze|Rauten|Dreiecke|Markierungen|Pfeile?|lines?|curves?|areas?|regions?|cells?|bars?|columns?|dots|points|symbols|circles|crosses|triangles|markers|arrows?|bands?|fields)`;
