import { type ReactNode, useState } from "react";
import { usePublicConfig } from "../lib/public-config.ts";
import { toast } from "../lib/toast.ts";
import type { AuthUser } from "./AuthProvider.tsx";
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT, PASSWORD_TOO_SHORT } from "./api.ts";
import { TextField } from "./TextField.tsx";

/** The sign-in dialog's error toasts carry the title "Error" (SPEC §8). */
export const showError = (description: string) => toast.error("Error", { description });

const FILL_ALL_FIELDS = "Please fill in all fields";

/** Whether every required field has a value; if one is empty, says so in an error toast. */
export function allFilled(...values: string[]): boolean {
  if (values.every(Boolean)) return true;
  showError(FILL_ALL_FIELDS);
  return false;
}

export const CONSENTS_MISSING =
  "Bitte bestätige, dass du mindestens 18 Jahre alt bist, und akzeptiere AGB und Datenschutzerklärung.";

/** What every flow of the sign-in dialog gets from the shell. */
export interface FlowProps {
  /** Shared by the flows, so an address typed once follows the student from tab to tab. */
  email: string;
  setEmail(email: string): void;
  busy: boolean;
  /** Runs a request with the dialog busy; a failure becomes an error toast with the server's text. */
  run(task: () => Promise<void>): Promise<void>;
}

export interface SignedInFlowProps extends FlowProps {
  onSignedIn(user: AuthUser): Promise<void>;
}

export function EmailField({ email, setEmail, busy }: Pick<FlowProps, "email" | "setEmail" | "busy">) {
  return (
    <TextField
      label="E-Mail"
      type="email"
      autoComplete="email"
      value={email}
      onChange={setEmail}
      disabled={busy}
    />
  );
}

/** A password being chosen and its error; typing clears the error. */
export function useNewPassword() {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const change = (next: string) => {
    setValue(next);
    setError(null);
  };
  /** Whether the password keeps the length rule; if not, the field shows the rule as its error. */
  const longEnough = () => {
    if (value.length >= MIN_PASSWORD_LENGTH) return true;
    setError(PASSWORD_TOO_SHORT);
    return false;
  };
  return { value, change, error, setError, longEnough };
}

/** The field for a password being chosen: the length rule as hint, replaced by the error while there is one. */
export function NewPasswordField(props: {
  label: string;
  password: ReturnType<typeof useNewPassword>;
  busy: boolean;
}) {
  return (
    <TextField
      label={props.label}
      type="password"
      autoComplete="new-password"
      value={props.password.value}
      onChange={props.password.change}
      disabled={props.busy}
      hint={PASSWORD_HINT}
      error={props.password.error}
    />
  );
}

const primaryClass =
  "w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";

export function PrimaryButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={primaryClass}>
      {busy ? "Bitte warten …" : children}
    </button>
  );
}

export function LinkButton(props: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      className="font-medium text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
    >
      {props.children}
    </button>
  );
}

/** The green confirmation box (SPEC §2 "E-Mail-Bestätigung erforderlich"); a live region. */
export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <output className="block rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
      {children}
    </output>
  );
}

/**
 * Only where mail goes to the outbox that /dev/mail shows (no SMTP_URL, not production): a visitor of
 * a real installation never sees it.
 */
export function DevMailHint() {
  const config = usePublicConfig().config;
  if (!config?.mailOutbox) return null;
  return (
    <p
      data-testid="dev-mail-hint"
      className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-xs text-slate-600"
    >
      Lokale Testinstallation ohne Mailserver: Die E-Mail findest du unter{" "}
      <a className="font-medium text-brand-700 underline" href="/dev/mail" target="_blank" rel="noreferrer">
        /dev/mail
      </a>
      .
    </p>
  );
}
