import { ProgressBar } from "../student/ProgressBar.tsx";
import type { CreationState } from "./use-creation.ts";

/** What the wizard is doing while a presentation is being created (step 2). */
export function CreationStatus({ state, progress }: { state: CreationState; progress: number | null }) {
  if (state === "idle" || state === "completed") return null;
  const uploading = state === "creating-presentation" && progress !== null && progress < 1;
  const text =
    state === "checking-auth"
      ? "Anmeldung wird geprüft …"
      : state === "awaiting-login"
        ? "Bitte melde dich an oder registriere dich, damit wir deine Arbeit speichern können."
        : uploading
          ? `Datei wird hochgeladen … ${Math.round((progress ?? 0) * 100)} %`
          : "Datei wird geprüft …";
  return (
    <div
      role="status"
      data-testid="creation-status"
      data-state={state}
      className="mt-5 rounded-xl bg-brand-50 p-4"
    >
      <p className="text-sm font-medium text-brand-900">{text}</p>
      {state === "creating-presentation" && (
        <div className="mt-3">
          <ProgressBar value={uploading ? (progress ?? 0) * 100 : null} label="Upload-Fortschritt" />
        </div>
      )}
    </div>
  );
}
