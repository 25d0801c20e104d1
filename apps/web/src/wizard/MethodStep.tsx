import type { ResearchType } from "../student/types.ts";

/**
 * SPEC §5 method options. "Empirisch" is every work with data, whoever collected it: own data, existing
 * (secondary) data, and models or simulations fed with data.
 */
export const METHODS: ReadonlyArray<{ value: ResearchType; label: string; hint: string }> = [
  {
    value: "literature",
    label: "Literaturarbeit",
    hint: "Du wertest Literatur und Quellen aus, z. B. Theorien, Studien oder Gesetze, ohne eigene Datenanalyse.",
  },
  {
    value: "empirical",
    label: "Empirisch",
    hint: "Du wertest Daten aus: selbst erhoben (Umfrage, Interviews, Experiment), vorhandene (Sekundärdaten, Statistiken, Dokumente) oder mit einem Modell bzw. einer Simulation.",
  },
  {
    value: "mixed_methods",
    label: "Mixed Methods",
    hint: "Du verbindest qualitative und quantitative Methoden, z. B. Interviews und eine Umfrage oder Dokumentanalyse und Statistik.",
  },
];

/** Step 3: choosing an option advances at once (SPEC §4). */
export function MethodStep({
  value,
  onChoose,
}: {
  value: ResearchType | null;
  onChoose: (v: ResearchType) => void;
}) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">Wie bist du methodisch vorgegangen?</legend>
      <div className="mt-5 grid gap-3">
        {METHODS.map((m) => (
          <button
            key={m.value}
            type="button"
            aria-pressed={value === m.value}
            onClick={() => onChoose(m.value)}
            className={`rounded-xl border px-4 py-3 text-left transition-colors ${
              value === m.value
                ? "border-brand-700 bg-brand-50 ring-2 ring-brand-700"
                : "border-slate-300 bg-white hover:border-brand-600"
            }`}
          >
            <span className="block font-medium text-slate-900">{m.label}</span>
            <span className="mt-0.5 block text-sm text-slate-600">{m.hint}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
