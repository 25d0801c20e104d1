/**
 * The engine's one error type for unusable input. `code` is stable (the server maps it to an HTTP status),
 * `userMessage` is German and shown to the student as is. Technical detail goes to `message`/`cause` only.
 */
export const INGEST_ERROR_CODES = [
  "empty",
  "too_large",
  "unsupported_type",
  "renamed_file",
  "encrypted",
  "truncated",
  "corrupt",
  "zip_bomb",
  "scanned",
  "no_text",
  "timeout",
  "too_complex",
] as const;
export type IngestErrorCode = (typeof INGEST_ERROR_CODES)[number];

const ACCEPTED = "Bitte lade deine Arbeit als PDF (mit Textebene) oder Word-Datei (.docx oder .doc) hoch.";

export class IngestError extends Error {
  readonly code: IngestErrorCode;
  readonly userMessage: string;

  constructor(code: IngestErrorCode, userMessage: string, options?: { cause?: unknown; detail?: string }) {
    super(`${code}: ${options?.detail ?? userMessage}`, { cause: options?.cause });
    this.name = "IngestError";
    this.code = code;
    this.userMessage = userMessage;
  }

  /** Plain data for crossing a worker-thread boundary. */
  toJSON() {
    return { name: this.name, code: this.code, userMessage: this.userMessage, message: this.message };
  }

  static isIngestError(value: unknown): value is IngestError {
    return value instanceof IngestError;
  }
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10}`.replace(".", ",");

/** Factories with the German wording in one place. */
export const ingestErrors = {
  empty: () => new IngestError("empty", `Die Datei ist leer (0 Byte). ${ACCEPTED}`),
  tooLarge: (bytes: number, maxBytes: number) =>
    new IngestError(
      "too_large",
      `Die Datei ist mit ${mb(bytes)} MB zu groß. Erlaubt sind höchstens ${mb(maxBytes)} MB. Verkleinere eingebettete Bilder oder exportiere die Arbeit erneut als PDF.`,
    ),
  unsupported: (what?: string) =>
    new IngestError(
      "unsupported_type",
      `Dieses Dateiformat${what ? ` (${what})` : ""} wird nicht unterstützt. ${ACCEPTED}`,
    ),
  renamed: (filename: string, actual: string) =>
    new IngestError(
      "renamed_file",
      `Die Datei „${filename}“ trägt die Endung eines Dokuments, ist aber in Wirklichkeit ${actual}. Eine umbenannte Datei können wir nicht lesen. ${ACCEPTED}`,
    ),
  encrypted: () =>
    new IngestError(
      "encrypted",
      "Die Datei ist passwortgeschützt oder verschlüsselt. Bitte entferne den Schutz (z. B. „Drucken als PDF“ ohne Kennwort) und lade sie erneut hoch.",
    ),
  truncated: (detail?: string) =>
    new IngestError(
      "truncated",
      "Die Datei ist unvollständig (abgeschnitten), vermutlich ist der Upload oder der Download abgebrochen. Bitte speichere die Arbeit erneut und lade sie noch einmal hoch.",
      { detail },
    ),
  corrupt: (detail?: string, cause?: unknown) =>
    new IngestError(
      "corrupt",
      "Die Datei ist beschädigt und lässt sich nicht öffnen. Bitte öffne sie in Word oder einem PDF-Programm, speichere sie neu und lade sie erneut hoch.",
      { detail, cause },
    ),
  zipBomb: () =>
    new IngestError(
      "zip_bomb",
      "Die Word-Datei entpackt sich auf eine unplausibel große Datenmenge und wird aus Sicherheitsgründen abgelehnt. Bitte speichere die Arbeit neu oder lade sie als PDF hoch.",
    ),
  scanned: () =>
    new IngestError(
      "scanned",
      "Die Datei scheint ein gescanntes Dokument ohne Textebene zu sein – sie enthält nur Bilder der Seiten, aber keinen lesbaren Text. Bitte lade die Originaldatei (Word) oder ein aus Word/LaTeX exportiertes PDF hoch oder wende vorher eine Texterkennung (OCR) an.",
    ),
  noText: () =>
    new IngestError(
      "no_text",
      "In der Datei wurde kein lesbarer Text gefunden. Bitte prüfe, ob du die richtige Datei hochgeladen hast.",
    ),
  timeout: (ms: number) =>
    new IngestError(
      "timeout",
      `Das Einlesen der Datei hat zu lange gedauert (über ${Math.round(ms / 1000)} Sekunden) und wurde abgebrochen. Bitte lade eine kleinere Datei oder ein neu exportiertes PDF hoch.`,
    ),
  tooComplex: () =>
    new IngestError(
      "too_complex",
      "Die Datei ist zu komplex, um sie sicher zu verarbeiten (zu hoher Speicherbedarf). Bitte exportiere die Arbeit neu als PDF, z. B. mit verkleinerten Bildern.",
    ),
};
