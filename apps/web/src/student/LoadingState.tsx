/** Centered spinner with a German label for screen readers and sighted users. */
export function LoadingState({ label = "Wird geladen …" }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-slate-600">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
