import { useId, useState } from "react";
import { WORK_TYPES, type WorkType } from "./wizard-data.ts";

interface WorkTypeStepProps {
  value: WorkType | null;
  customWorkType: string;
  onCustomChange: (text: string) => void;
  /** Called with the chosen type; for 'andere' only after a non-empty custom text and 'Weiter'. */
  onChoose: (workType: WorkType) => void;
  /** While a creation runs, no second one can be started (SPEC §5). */
  busy?: boolean;
}

/** Step 2: type of work (SPEC §2, §5). */
export function WorkTypeStep({
  value,
  customWorkType,
  onCustomChange,
  onChoose,
  busy = false,
}: WorkTypeStepProps) {
  const [showCustom, setShowCustom] = useState(value === "andere");
  const customId = useId();
  const customOk = customWorkType.trim().length > 0;

  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">Welche Art von Arbeit ist es?</legend>
      <div className="mt-5 grid grid-cols-2 gap-3">
        {WORK_TYPES.map((type) => {
          const selected = value === type.value || (type.value === "andere" && showCustom);
          return (
            <button
              key={type.value}
              type="button"
              disabled={busy}
              aria-pressed={selected}
              onClick={() => {
                if (type.value === "andere") {
                  setShowCustom(true);
                } else {
                  setShowCustom(false);
                  onChoose(type.value);
                }
              }}
              className={`rounded-xl border px-4 py-3 text-left font-medium transition-colors ${
                type.value === "andere" ? "col-span-2 sm:col-span-1" : ""
              } ${
                selected
                  ? "border-brand-700 bg-brand-50 text-brand-900 ring-2 ring-brand-700"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"
              }`}
            >
              {type.label}
            </button>
          );
        })}
      </div>
      {showCustom && (
        <div className="mt-4">
          <label htmlFor={customId} className="block text-sm font-medium text-slate-800">
            Welche Art von Arbeit?
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id={customId}
              type="text"
              value={customWorkType}
              onChange={(event) => onCustomChange(event.target.value)}
              placeholder="z. B. Seminararbeit"
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600"
            />
            <button
              type="button"
              disabled={!customOk || busy}
              onClick={() => onChoose("andere")}
              className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
            >
              Weiter
            </button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
