import { LineIcon } from "../components/icons.tsx";
import { WIZARD_STEPS } from "./wizard-data.ts";

/** Step indicator; a dot is clickable only up to the step reached (SPEC §2). */
export function StepDots({
  current,
  reached,
  onSelect,
  minStep = 1,
}: {
  current: number;
  reached: number;
  /** Steps before this one cannot be revisited (continuing a saved presentation starts at step 3). */
  minStep?: number;
  onSelect: (step: number) => void;
}) {
  return (
    <ol className="flex items-center gap-2" aria-label="Schritte">
      {WIZARD_STEPS.map((label, index) => {
        const step = index + 1;
        const active = step === current;
        const done = step < current;
        const enabled = step <= reached && step >= minStep && !active;
        return (
          <li key={label} className="flex flex-1 items-center gap-2 last:flex-none">
            <button
              type="button"
              disabled={!enabled}
              onClick={() => onSelect(step)}
              aria-current={active ? "step" : undefined}
              aria-label={`Schritt ${step}: ${label}${done ? " (erledigt)" : ""}`}
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold transition-colors ${
                active
                  ? "bg-brand-700 text-white ring-4 ring-brand-100"
                  : done || step <= reached
                    ? "bg-brand-100 text-brand-800 hover:bg-brand-200"
                    : "bg-slate-100 text-slate-500"
              } disabled:cursor-default`}
            >
              {done ? (
                <LineIcon className="h-4 w-4">
                  <path d="M5 10.5l3 3 7-7" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </LineIcon>
              ) : (
                step
              )}
            </button>
            {step < WIZARD_STEPS.length && (
              <span
                aria-hidden="true"
                className={`h-0.5 flex-1 rounded ${done ? "bg-brand-300" : "bg-slate-200"}`}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
