/** An accessible progress bar; `value` 0–100, or null for "working, amount unknown". */
export function ProgressBar({ value, label }: { value: number | null; label: string }) {
  const clamped = value === null ? null : Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped ?? undefined}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={`h-full rounded-full bg-brand-600 transition-[width] duration-500 ${clamped === null ? "w-1/3 animate-pulse" : ""}`}
        style={clamped === null ? undefined : { width: `${Math.max(clamped, 3)}%` }}
      />
    </div>
  );
}
