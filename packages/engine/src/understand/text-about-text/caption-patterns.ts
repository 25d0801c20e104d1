/**
 * Captions read as sentences: a caption's body, a caption after a colon, a bare caption.
 */

/**
 * Sentences that say what a figure or table shows: captions, a figure as subject, pointers, plotting.
 */

/** A caption body: "Dargestellt sind Mittelwerte und …", "Shown are …", "Error bars indicate …". */
export const CAPTION_BODY =
  /^(?:Dargestellt|Gezeigt|Abgebildet|Aufgetragen|Abgetragen|Visualisiert|Shown|Depicted|Plotted|Displayed|Presented)\s+(?:ist|sind|wird|werden|is|are)\b|^(?:Die )?(?:Fehlerbalken|Error bars|Whiskers|Die Balken|Die Punkte|Die Linien|Die Farben|Die Zahlen|Die Werte in Klammern)\b[^.]{0,60}\b(?:zeigen|geben|stellen|kennzeichnen|markieren|entsprechen|repräsentieren|indicate|show|represent|denote|correspond)\b/iu;

/** "Abbildung 1: Ausschnitt aus …, Zugriff v." — a caption, however it ends, as long as no sentence follows. */
export const COLON_CAPTION =
  /^\(?\s*(?:Abbildung|Abb\.|Tabelle|Tab\.|Figure|Fig\.|Table|Grafik|Diagramm|Listing)\s*[A-Z]?\d+(?:\.\d+)*[a-z]?\s*:\s*(?![\s\S]*\.\s+\p{Lu}\p{Ll})/u;

/** A caption without punctuation after the number ("Abbildung 3 Feature Importance nach …"). */
export const BARE_CAPTION =
  /^(?:Abbildung|Abb\.|Tabelle|Tab\.|Figure|Fig\.|Table)\s*[A-Z]?\d+(?:\.\d+)*[a-z]?\s+\p{Lu}[^.!?]{0,140}\.?$/u;
