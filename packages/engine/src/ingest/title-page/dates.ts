/** Dates and places on a title page: "Karlsruhe, 18. September 2022", "SS 2023", "2017". */
import { clean, words } from "./text.ts";

const MONTH =
  "(?:Januar|Jänner|Februar|März|Maerz|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|January|February|March|May|June|July|October|December|Jan\\.|Feb\\.|Mär\\.|Apr\\.|Jun\\.|Jul\\.|Aug\\.|Sep\\.|Sept\\.|Okt\\.|Oct\\.|Nov\\.|Dez\\.|Dec\\.)";
const WEEKDAY =
  "(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonnabend|Sonntag|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
const SEMESTER =
  "(?:Sommersemester|Wintersemester|Sommer-Semester|Winter-Semester|SoSe|WiSe|SS|WS|Summer (?:Term|Semester)|Winter (?:Term|Semester))";
const DATE_RE = new RegExp(
  [
    `(?:${WEEKDAY},?\\s+)?\\d{1,2}\\.?\\s*${MONTH},?\\s+\\d{4}`,
    `(?:${WEEKDAY},?\\s+)?\\d{1,2}\\.\\s?\\d{1,2}\\.\\s?(?:\\d{4}|\\d{2})(?!\\d)`,
    "\\d{4}-\\d{2}-\\d{2}",
    "\\d{1,2}/\\d{1,2}/\\d{4}",
    `${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}`,
    `${MONTH}\\s+\\d{4}`,
    `${SEMESTER}\\s*\\d{2,4}(?:\\s*/\\s*\\d{2,4})?`,
  ].join("|"),
  "iu",
);
const BARE_YEAR = /^(?:19|20)\d{2}$/;

/** "Karlsruhe, 18. September 2022", "München, der 19.08.2024", "SS 2023", "2017" → place and date. */
export function placeDate(text: string): { date: string; place: string | null } | null {
  const s = clean(text);
  if (BARE_YEAR.test(s)) return { date: s, place: null };
  const m = DATE_RE.exec(s);
  if (!m) return null;
  const date = clean(m[0]);
  const before = clean(s.slice(0, m.index));
  const after = clean(s.slice(m.index + m[0].length));
  if (after && !/^[.)]?$/.test(after)) return null;
  if (!before) return { date, place: null };
  if (
    /^(?:eingereicht|abgegeben|vorgelegt|submitted|abgabe|stand|im|am|den|der|on|in)\b[\p{L}\s]*$/iu.test(
      before,
    )
  )
    return { date, place: null };
  const city = before.replace(/\s*,?\s*(?:(?:den|der|am|im|on|in|the)\s*)?$/i, "").replace(/,$/, "");
  const cityWords = words(city);
  if (
    cityWords.length >= 1 &&
    cityWords.length <= 4 &&
    /^\p{Lu}/u.test(city) &&
    cityWords.every((w) => /^(?:\p{Lu}[\p{L}.'-]*|am|an|im|der|bei|ob|\(\p{L}+\))$/u.test(w)) &&
    !new RegExp(`^(?:${WEEKDAY}|${MONTH})$`, "iu").test(city)
  )
    return { date, place: city };
  return null;
}
