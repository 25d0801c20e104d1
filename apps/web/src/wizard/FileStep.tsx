import type { UploadCheck } from "@folienwerk/contracts";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { LineIcon } from "../components/icons.tsx";
import { formatBytes } from "../lib/format.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { checkUpload, messageOf } from "../student/api.ts";
import { ACCEPT_ATTRIBUTE, checkFile } from "./wizard-data.ts";

/** What the server's check read from each file that passed it, so a file chosen before shows its counts again. */
const checkedFiles = new WeakMap<File, UploadCheck>();

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("de-DE")} ${n === 1 ? one : many}`;

/** "15 Seiten · 2.835 Wörter"; a Word file's pages are only an estimate and are left out. */
export function checkedText(check: UploadCheck): string {
  const words = count(check.words, "Wort", "Wörter");
  return check.pages === null ? words : `${count(check.pages, "Seite", "Seiten")} · ${words}`;
}

interface FileStepProps {
  file: File | null;
  onChange: (file: File | null) => void;
  onNext: () => void;
  /** The server's German reason when it refused the file (wrong type, encrypted, scanned …). */
  serverError?: string | null;
}

/**
 * Step 1: choose or drop a .pdf/.doc/.docx, remove it again, continue with 'Weiter'. A chosen file is
 * checked by the server before anything else (POST /api/uploads/check, no account needed): while it runs
 * "Datei wird geprüft …" shows; then either the file with its pages and words (and 'Weiter'), or the precise
 * reason it cannot be used, with no file taken and 'Weiter' disabled. After a choice the focus moves to
 * what became of it (the check under way, then the chosen file or why it cannot be used), so a screen
 * reader says it and the file input, now gone, does not drop the focus to the page.
 */
export function FileStep({ file, onChange, onNext, serverError }: FileStepProps) {
  const maxUploadMb = usePublicConfig().config?.maxUploadMb ?? 50;
  const inputId = useId();
  const errorId = useId();
  const [localError, setError] = useState<string | null>(null);
  const error = localError ?? serverError ?? null;
  const [dragging, setDragging] = useState(false);

  const fileStatus = useRef<HTMLDivElement>(null);
  const errorStatus = useRef<HTMLParagraphElement>(null);
  const checkingStatus = useRef<HTMLParagraphElement>(null);
  const [chosen, setChosen] = useState(0);
  const [checking, setChecking] = useState<File | null>(null);
  const current = useRef<File | null>(null);
  const counts = file ? checkedFiles.get(file) : undefined;

  const take = async (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = checkFile(candidate, maxUploadMb);
    setError(problem);
    setChosen((n) => n + 1);
    if (problem) return;
    current.current = candidate;
    setChecking(candidate);
    let outcome: string | null = null;
    try {
      checkedFiles.set(candidate, await checkUpload(candidate));
    } catch (failure) {
      outcome = messageOf(failure, "Deine Datei konnte nicht geprüft werden. Bitte versuche es erneut.");
    }
    // Another file was chosen meanwhile, or the step was left: this answer is for nobody.
    if (current.current !== candidate) return;
    current.current = null;
    setChecking(null);
    setError(outcome);
    if (!outcome) onChange(candidate);
    setChosen((n) => n + 1);
  };

  useEffect(
    () => () => {
      current.current = null;
    },
    [],
  );

  // After each choice and each check (not on arrival at the step): the focus goes to its outcome, once shown.
  useEffect(() => {
    if (chosen > 0) (errorStatus.current ?? checkingStatus.current ?? fileStatus.current)?.focus();
  }, [chosen]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">Lade deine Arbeit hoch</h3>
      <p className="mt-1 text-sm text-slate-600">PDF, DOC oder DOCX, bis {maxUploadMb} MB.</p>

      {file ? (
        <div className="mt-5 flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <LineIcon viewBox="0 0 24 24" className="h-8 w-8 shrink-0 text-emerald-700">
            <path d="M6 2h8l5 5v15H6z M14 2v5h5 M9 14l2 2 4-4" strokeWidth="1.6" strokeLinejoin="round" />
          </LineIcon>
          <div
            ref={fileStatus}
            tabIndex={-1}
            role="status"
            data-testid="file-status"
            className="min-w-0 flex-1"
          >
            <span className="sr-only">Ausgewählte Datei: </span>
            <p
              className="line-clamp-2 font-medium [overflow-wrap:anywhere] text-slate-900"
              data-testid="chosen-file"
            >
              {file.name}
            </p>
            <p className="text-sm text-slate-600" data-testid="file-counts">
              {counts ? `${checkedText(counts)} · ${formatBytes(file.size)}` : formatBytes(file.size)}
            </p>
          </div>
          <button
            type="button"
            onClick={() => {
              onChange(null);
              setError(null);
            }}
            className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-white"
          >
            Entfernen
          </button>
        </div>
      ) : checking ? (
        <p
          ref={checkingStatus}
          tabIndex={-1}
          role="status"
          data-testid="file-checking"
          className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 [overflow-wrap:anywhere]"
        >
          Datei wird geprüft … <span className="text-slate-600">({checking.name})</span>
        </p>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input below is the keyboard path
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="dropzone"
          className={`mt-5 rounded-xl border-2 border-dashed p-6 text-center transition-colors ${
            dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50"
          }`}
        >
          <LineIcon viewBox="0 0 24 24" className="mx-auto h-10 w-10 text-brand-700">
            <path
              d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
              strokeWidth="1.7"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </LineIcon>
          <p className="mt-3 text-sm text-slate-700">Datei hierher ziehen oder</p>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="peer sr-only"
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              void take(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <label
            htmlFor={inputId}
            className="mt-3 inline-block cursor-pointer rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:ring-brand-600"
          >
            Datei auswählen
          </label>
        </div>
      )}
      {error && (
        <p
          id={errorId}
          ref={errorStatus}
          tabIndex={-1}
          role="alert"
          className="mt-3 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      )}
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          disabled={!file || checking !== null}
          onClick={onNext}
          className="rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          Weiter
        </button>
      </div>
    </div>
  );
}
