/**
 * The thesis title a dashboard card shows (`presentations.thesis_title`), taken from what the engine read
 * on the title page. The title is thesis content: retention erases it with the rest.
 *
 * Only a title that reads like one is kept; anything else is null and the card shows the file name:
 * - longer than MAX_LENGTH: the main title without its subtitle when that fits, else null (a reading that
 *   swallowed more than the title);
 * - a block in capitals (a cover-page header such as the institution, rarely the title itself);
 * - only the kind of work ("Bachelorarbeit", "Masterarbeit im Studiengang …"); a leading "Bachelorarbeit:"
 *   is dropped and the rest kept;
 * - a word processor's placeholder ("Microsoft Word - Dokument1.docx", "Unbenannt") or the file name itself.
 */

/** Longest title shown; real titles in the corpus are at most about 140 characters. */
export const MAX_TITLE_LENGTH = 160;

const KIND =
  "(?:(?:wissenschaftliche|schriftliche|studentische)\\s+)?(?:(?:bachelor|master|diplom|magister|seminar|hauptseminar|proseminar|haus|projekt|studien|abschluss|praxis|doktor|examens|staatsexamens|zulassungs|fach)-?arbeit|(?:bachelor|master|diploma|doctoral|ph\\.?d\\.?)(?:['’]s)?[- ]?thesis|thesis|dissertation|habilitationsschrift|(?:praxis|projekt|praktikums)bericht|seminar paper|term paper|research paper)";
/** "Bachelorarbeit", "Masterarbeit im Studiengang …", "Thesis submitted for …": no title of its own. */
const KIND_ONLY = new RegExp(
  `^${KIND}(?:\\s+(?:im|in|an|am|der|des|zur|zum|für|fuer|for|submitted|presented|vorgelegt|eingereicht|zur erlangung)\\b.*)?$`,
  "iu",
);
/** "Bachelorarbeit: Der eigentliche Titel" keeps the part after the kind of work. */
const KIND_PREFIX = new RegExp(`^${KIND}\\s*[:–—-]\\s+`, "iu");
const PLACEHOLDER =
  /^(?:microsoft\s+(?:word|powerpoint)\b.*|untitled|unbenannt|ohne titel|titel|title|thema|topic|deckblatt|title page|dokument\s*\d*|document\s*\d*|präsentation\s*\d*)$|\.(?:docx?|pdf|tex|odt|rtf)$/iu;

const letters = (s: string) => s.replace(/[^\p{L}]/gu, "");
const comparable = (s: string) => s.toLocaleLowerCase("de-DE").replace(/[^\p{L}\p{N}]/gu, "");

function allCaps(title: string): boolean {
  const l = letters(title);
  return l.length >= 8 && title.split(/\s+/).length > 1 && l === l.toLocaleUpperCase("de-DE");
}

/** The main title before a subtitle separator (": ", " – ", " - "), when there is one. */
function mainTitle(title: string): string | null {
  return /^(.+?)\s*(?::|–|—|\s-)\s/u.exec(title)?.[1]?.trim() ?? null;
}

/** The title for the card, or null when the engine found none that reads like a title. */
export function cardTitle(title: string | null | undefined, filename?: string | null): string | null {
  let t = (title ?? "").replace(/\s+/g, " ").trim();
  t = t.replace(KIND_PREFIX, "");
  if (letters(t).length < 3) return null;
  if (KIND_ONLY.test(t) || PLACEHOLDER.test(t) || allCaps(t)) return null;
  if (filename && comparable(t) === comparable(filename.replace(/\.[^.]+$/, ""))) return null;
  if (t.length <= MAX_TITLE_LENGTH) return t;
  const main = mainTitle(t);
  return main && main.length >= 20 && main.length <= MAX_TITLE_LENGTH && !allCaps(main) ? main : null;
}
