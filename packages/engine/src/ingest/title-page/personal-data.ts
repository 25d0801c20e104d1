/**
 * Personal data a title page may print next to the names: matriculation numbers, postal addresses, e-mail
 * addresses, phone numbers, birth data and links. They are cut out before anything is read, so they can
 * never end up in a field.
 */

export const EMAIL = /[\w.+-]+\s?@\s?[\w-]+(?:\.[\w-]+)+/;
const PHONE = /\b(?:tel|telefon|phone|mobil|handy|fax)\.?\s*:?\s*\+?\d|^\+?[\d\s/()-]{7,}$/i;
/** "Musterweg 12", "Groninger Str.", "Hauptstraße 5a"; not the word "Straße" in a title. */
const STREET =
  /\bStr\.(?:\s*\d|\s*,|\s*$)|\b(?:Straße|Strasse)\s+\d|\p{L}(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer)\s+\d{1,3}(?!\d)\s?\p{L}?(?![\p{L}\d])/iu;
/** "12345 Musterstadt" at the start of a line or after a comma. */
const POSTCODE = /(?:^|,\s*)(?:D-)?\d{5}\s+\p{Lu}\p{Ll}+(?:[\s-]\p{L}+){0,3}$/u;
const BIRTH =
  /\b(?:geb\.|geboren\s+(?:am|in)|geburtsdatum|geburtsort|born\s+(?:on|in)|date of birth|place of birth)(?![\p{L}])|^\*\s*\d/iu;
export const MATRICULATION =
  /(?:,\s*)?\(?\s*\b(?:matrikel(?:-?\s?(?:nr\.?|nummer|number|no\.?))?|matr\.?-?\s?nr\.?|mat\.?-?\s?nr\.?|matrikelnr\.?|matrnr\.?|matriculation(?: number| no\.?)?|student id|student number|student no\.?|immatrikulationsnummer)(?![\p{L}])\s*:?\s*[\d\s]{3,}\)?/giu;
export const NUMBER_IN_PARENS = /\s*\(\s*\d{4,10}\s*\)/g;
export const URL = /\bhttps?:\/\/|\bwww\.\S/i;

/** Address or birth data: the whole line goes. */
export const isAddressOrBirth = (s: string) => STREET.test(s) || POSTCODE.test(s) || BIRTH.test(s);
/** E-mail or phone number: the part of the line that holds it goes. */
export const isContact = (s: string) =>
  EMAIL.test(s) || (PHONE.test(s) && !/^\d{4}\s*[/-]\s*\d{2,4}$/.test(s.trim()));
export const hasSensitive = (s: string) => isAddressOrBirth(s) || isContact(s);
