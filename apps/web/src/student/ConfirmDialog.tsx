import { Dialog } from "../components/Dialog.tsx";
import { dangerSolidButton, secondaryButton } from "./button-styles.ts";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before a destructive action. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <p className="leading-relaxed text-slate-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
          Abbrechen
        </button>
        <button type="button" className={dangerSolidButton} onClick={onConfirm} disabled={busy}>
          {busy ? "Wird gelöscht …" : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
