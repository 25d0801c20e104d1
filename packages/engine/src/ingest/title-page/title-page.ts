/**
 * Reads the title page from the first lines of a document (`TitleLine[]`, see blocks.ts): title, subtitle,
 * kind of work, degree, institution, faculty, institute, authors, supervisors, date and place.
 *
 * How a title page is written, not how one corpus file looks:
 * - the title is the biggest (or title-styled) text block that is not a label, a kind of work, an institution,
 *   a date or a name; it may span several lines, which are joined as printed;
 * - values follow labels on the same line ("Betreuer: Prof. X", several pairs on one line) or on the next line
 *   ("vorgelegt von" / "Max Muster"); unlabelled lead-ins ("an der", "im Studiengang", "zur Erlangung des
 *   akademischen Grades") say what the following text is;
 * - a cover page may precede an inner title page: everything up to the first front-matter heading
 *   (Abstract, Inhaltsverzeichnis, Erklärung, …) or prose counts, the first value found wins;
 * - matriculation numbers, postal addresses, e-mail addresses, phone numbers and birth data are removed
 *   before anything is read, so they can never end up in a field.
 * Nothing is guessed: a field without evidence stays null / empty. The title is what the page prints; metadata and
 * headings stand in for a missing one elsewhere (`title-choice.ts`), so `TitlePage.title` stays "as printed".
 */
import { type TitlePage, TitlePageSchema } from "../../document.ts";
import type { TitleLine } from "../blocks.ts";
import { prepareLines, titleRegion } from "./lines.ts";
import { EMAIL } from "./personal-data.ts";
import { readTitle } from "./printed-title.ts";
import { readLines } from "./read-lines.ts";
import { newReading } from "./reading.ts";

export { type TitlePage, TitlePageSchema };

export interface ReadTitlePageOptions {
  format: "pdf" | "docx" | "doc";
}

export function readTitlePage(lines: TitleLine[], opts: ReadTitlePageOptions): TitlePage {
  // 1. Lines in reading order, without running headers; personal data cut out before anything is read.
  const prepared = prepareLines(lines, opts.format);
  const region = titleRegion(prepared, opts.format);
  // 2. Labels, lead-ins and recognisable values; what is left may be the title.
  const reading = newReading();
  readLines(reading, region);
  // 3. The title: the biggest (or title-styled) block of what is left; the subtitle right below it.
  readTitle(reading, region, prepared, opts.format);
  return TitlePageSchema.parse(withoutLeaks(reading.found));
}

/** Last guard: no field but the title may hold a long number (matriculation, phone) or an e-mail address. */
function withoutLeaks(found: TitlePage): TitlePage {
  const leaks = (v: string) => /\d{5,}/.test(v) || EMAIL.test(v);
  for (const f of [
    "subtitle",
    "kindOfWork",
    "degree",
    "institution",
    "faculty",
    "institute",
    "date",
    "place",
  ] as const) {
    const v = found[f];
    if (v !== null && leaks(v)) found[f] = null;
  }
  found.authors = found.authors.filter((n) => !leaks(n));
  found.supervisors = found.supervisors.filter((n) => !leaks(n));
  return found;
}
