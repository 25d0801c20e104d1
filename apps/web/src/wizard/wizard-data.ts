/** Shared data of the upload wizard (SPEC §2, §5). */

export const WIZARD_STEPS = ["Datei", "Art der Arbeit", "Vorgehen", "Redezeit", "Methodik"] as const;

export const ACCEPTED_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(",");

export const WORK_TYPES = [
  { value: "Hausarbeit", label: "Hausarbeit" },
  { value: "Bachelorarbeit", label: "Bachelorarbeit" },
  { value: "Masterarbeit", label: "Masterarbeit" },
  { value: "Doktorarbeit", label: "Doktorarbeit" },
  { value: "andere", label: "Andere Arbeit" },
] as const;

export type WorkType = (typeof WORK_TYPES)[number]["value"];

/** A German message when the file cannot be used, else null. */
export function checkFile(file: File, maxUploadMb: number): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) {
    return "Bitte wähle eine PDF-, DOC- oder DOCX-Datei.";
  }
  if (file.size === 0) return "Die Datei ist leer. Bitte wähle eine andere Datei.";
  if (file.size > maxUploadMb * 1024 * 1024) {
    return `Die Datei ist größer als ${maxUploadMb} MB. Bitte lade eine kleinere Datei hoch.`;
  }
  return null;
}
