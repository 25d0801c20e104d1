/**
 * German separable verbs whose particle ends the clause ("führt die Messung durch", "spricht die Vergebung
 * zu", "teilt das Ergebnis mit"). The same words end a clause cut before its object ("… von Jahr zu"); the
 * finite verb tells them apart.
 */

/** Finite verbs whose particle "durch" closes the clause ("macht einen Wandel durch", "führt die Messung durch"). */
const DURCH =
  /\b(?:führt|führen|führte|führten|macht|machen|machte|machten|setzt|setzen|setzte|setzten|läuft|laufen|lief|liefen|zieht|ziehen|zog|zogen|geht|gehen|ging|gingen|liest|lesen|las|lasen|spielt|spielen|spielte|spielten|hält|halten|hielt|hielten|fällt|fallen|fiel|fielen|kommt|kommen|kam|kamen)\b/u;

/**
 * Finite verbs whose particle "zu" or "mit" closes the clause ("spricht die Vergebung zu", "ordnet die
 * Fälle zu", "teilt das Ergebnis mit"); without one, a final "zu"/"mit" waits for its object.
 */
const ZU =
  /(?<!\p{L})(?:spricht|sprechen|sprach|sprachen|trifft|treffen|traf|trafen|nimmt|nehmen|nahm|nahmen|ordnet|ordnen|ordnete|ordneten|weist|weisen|wies|wiesen|lässt|läßt|lassen|ließ|ließen|stimmt|stimmen|stimmte|stimmten|sagt|sagen|sagte|sagten|sieht|sehen|sah|sahen|greift|greifen|griff|griffen|schreibt|schreiben|schrieb|schrieben|rechnet|rechnen|rechnete|rechneten|führt|führen|führte|führten|wendet|wenden|wandte|wandten|hört|hören|hörte|hörten|gibt|geben|gab|gaben|kommt|kommen|kam|kamen|traut|trauen|traute|trauten)(?!\p{L})/u;
const MIT =
  /(?<!\p{L})(?:teilt|teilen|teilte|teilten|arbeitet|arbeiten|arbeitete|arbeiteten|wirkt|wirken|wirkte|wirkten|bringt|bringen|brachte|brachten|spielt|spielen|spielte|spielten|nimmt|nehmen|nahm|nahmen|schwingt|schwingen|schwang|schwangen|macht|machen|machte|machten|zählt|zählen|zählte|zählten)(?!\p{L})/u;

/** The text ends on "durch", "zu" or "mit" that no finite verb of the clause takes as its particle. */
export function endsOnOpenParticle(text: string): boolean {
  return (
    (/\sdurch$/u.test(text) && !DURCH.test(text)) ||
    (/\szu$/u.test(text) && !ZU.test(text)) ||
    (/\smit$/u.test(text) && !MIT.test(text))
  );
}
