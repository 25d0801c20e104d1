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

/** The type of work as the server stores it: a listed type, or the custom text of 'andere'. */
export function workTypeValue(workType: WorkType | null, customWorkType: string): string | null {
  if (workType === null) return null;
  return workType === "andere" ? customWorkType.trim() || null : workType;
}

/** The wizard's choice for a stored type of work (a saved presentation reopened at step 2). */
export function workTypeChoice(stored: string | null): { workType: WorkType | null; customWorkType: string } {
  if (!stored) return { workType: null, customWorkType: "" };
  const listed = WORK_TYPES.find((type) => type.value !== "andere" && type.value === stored);
  return listed
    ? { workType: listed.value, customWorkType: "" }
    : { workType: "andere", customWorkType: stored };
}

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
