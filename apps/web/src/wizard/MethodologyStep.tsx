import { useId, useRef, useState } from "react";
import { usePublicConfig } from "../lib/public-config.ts";
import { primaryButton } from "../student/button-styles.ts";
import { VoiceInput } from "./VoiceInput.tsx";

const MAX_LENGTH = 5000;

/** Step 5: methodology text (non-empty after trimming) with voice input, then 'Kostenlose Analyse starten'. */
export function MethodologyStep({
  value,
  onChange,
  onSubmit,
  saving,
}: {
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  saving: boolean;
}) {
  const voiceEnabled = usePublicConfig().config?.transcriptionEnabled ?? false;
  const id = useId();
  const hintId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  // Where the cursor was when the recording started; the transcript goes there.
  const [cursor, setCursor] = useState<{ start: number; end: number } | null>(null);

  const insert = (text: string) => {
    const el = area.current;
    const start = cursor?.start ?? el?.selectionStart ?? value.length;
    const end = cursor?.end ?? el?.selectionEnd ?? value.length;
    const before = value.slice(0, start);
    const after = value.slice(end);
    const spacedBefore = before && !/\s$/.test(before) ? " " : "";
    const spacedAfter = after && !/^\s/.test(after) ? " " : "";
    const next = `${before}${spacedBefore}${text}${spacedAfter}${after}`.slice(0, MAX_LENGTH);
    onChange(next);
    const caret = Math.min(next.length, (before + spacedBefore + text).length);
    setCursor({ start: caret, end: caret });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  };

  const remember = () => {
    const el = area.current;
    if (el) setCursor({ start: el.selectionStart, end: el.selectionEnd });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim()) onSubmit();
      }}
    >
      <label htmlFor={id} className="text-lg font-semibold text-slate-900">
        Beschreibe kurz deine Methodik
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        Zum Beispiel: Datengrundlage, Vorgehen, Auswertung. Ein paar Sätze genügen.
      </p>
      <textarea
        id={id}
        ref={area}
        value={value}
        maxLength={MAX_LENGTH}
        rows={6}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.value)}
        onSelect={remember}
        onKeyUp={remember}
        onClick={remember}
        className="mt-4 w-full rounded-xl border border-slate-300 p-3 text-slate-900 focus:border-brand-600"
        placeholder="Ich habe … untersucht, indem ich …"
      />
      <div className="mt-3">
        <VoiceInput enabled={voiceEnabled} onText={insert} />
      </div>
      <button type="submit" disabled={!value.trim() || saving} className={`${primaryButton} mt-6 w-full`}>
        {saving ? "Wird gespeichert …" : "Kostenlose Analyse starten"}
      </button>
    </form>
  );
}
