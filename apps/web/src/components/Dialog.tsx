import { type ReactNode, useEffect, useId, useRef } from "react";
import { CloseButton } from "./CloseButton.tsx";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra classes for the panel (width etc.). */
  className?: string;
}

/**
 * Modal dialog on the native <dialog> element: focus is trapped and restored by the browser,
 * Escape closes it, a click on the backdrop closes it.
 */
export function Dialog({ open, onClose, title, children, className = "max-w-md" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click; Escape (native) is the keyboard equivalent
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl ${className}`}
    >
      <div className="relative p-6 sm:p-8">
        <h2 id={titleId} className="pr-10 text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <CloseButton
          label="Dialog schließen"
          onClick={onClose}
          className="absolute top-4 right-4 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        />
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
