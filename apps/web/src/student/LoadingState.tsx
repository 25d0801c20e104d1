import { secondaryButton } from "./button-styles.ts";

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

/** What a page says when loading failed, with the button that tries again; `className` places the box. */
export function LoadFailed({
  message,
  onRetry,
  className,
  messageClassName = "text-slate-800",
}: {
  message: string;
  onRetry: () => void;
  className: string;
  messageClassName?: string;
}) {
  return (
    <div role="alert" className={className}>
      <p className={messageClassName}>{message}</p>
      <button type="button" className={`${secondaryButton} mt-4`} onClick={onRetry}>
        Erneut laden
      </button>
    </div>
  );
}
