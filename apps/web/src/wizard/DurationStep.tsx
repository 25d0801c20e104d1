import { useId } from "react";
import { primaryButton } from "../student/button-styles.ts";

export const DURATION = { min: 5, max: 45, step: 1, default: 15 } as const;

/** Step 4: talk duration slider 5–45 minutes, step 1, then 'Weiter' (SPEC §5). */
export function DurationStep({
  value,
  onChange,
  onNext,
}: {
  value: number;
  onChange: (minutes: number) => void;
  onNext: () => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-lg font-semibold text-slate-900">
        Wie lange soll dein Vortrag dauern?
      </label>
      <p className="mt-4 text-center text-4xl font-bold text-brand-800 tabular-nums" aria-live="polite">
        {value} <span className="text-lg font-medium text-slate-600">Minuten</span>
      </p>
      <input
        id={id}
        type="range"
        min={DURATION.min}
        max={DURATION.max}
        step={DURATION.step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-valuetext={`${value} Minuten`}
        className="mt-4 w-full accent-brand-700"
      />
      <div className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{DURATION.min} Min.</span>
        <span>{DURATION.max} Min.</span>
      </div>
      <button type="button" onClick={onNext} className={`${primaryButton} mt-6 w-full`}>
        Weiter
      </button>
    </div>
  );
}
