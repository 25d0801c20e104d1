import { useEffect, useRef, useState } from "react";
import { resendConfirmation } from "./api.ts";
import { DevMailHint, type FlowProps, LinkButton, SuccessNotice } from "./form-parts.tsx";

/** Why the student is asked to confirm: just registered, or signed in before confirming. */
export type CheckMailReason = "registered" | "unconfirmed";

/** After one resend, the next waits this long (the server also limits resends per client). */
export const RESEND_PAUSE_S = 30;

/**
 * "Check your mail": shown instead of the registration form once it succeeded (so nobody registers
 * twice), and after a sign-in refused for an unconfirmed address. The way on is the Login tab.
 */
export function CheckMail(
  props: Pick<FlowProps, "email" | "busy" | "run"> & {
    reason: CheckMailReason;
    onLogin(): void;
    onOtherAddress(): void;
  },
) {
  const { email, busy, run, reason } = props;
  const [resent, setResent] = useState(false);
  const [pause, setPause] = useState(0);
  const primary = useRef<HTMLButtonElement>(null);

  // The form that led here is gone; keep the keyboard focus in the dialog, on the way forward.
  useEffect(() => primary.current?.focus(), []);

  useEffect(() => {
    if (pause <= 0) return;
    const timer = window.setTimeout(() => setPause((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [pause]);

  const resend = () =>
    run(async () => {
      await resendConfirmation(email);
      setResent(true);
      setPause(RESEND_PAUSE_S);
    });

  return (
    <div className="space-y-5">
      <SuccessNotice>
        <strong className="block font-semibold">E-Mail-Bestätigung erforderlich</strong>
        <span className="mt-1 block">
          {reason === "registered"
            ? "Wir haben dir einen Bestätigungslink an "
            : "Deine E-Mail-Adresse ist noch nicht bestätigt. Wir haben dir gerade einen neuen Bestätigungslink an "}
          <strong data-testid="check-mail-address" className="font-semibold break-all">
            {email}
          </strong>{" "}
          geschickt.
        </span>
      </SuccessNotice>

      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Öffne die E-Mail von Folienwerk – schau auch im Spam-Ordner nach.</li>
        <li>Klicke auf „E-Mail-Adresse bestätigen“. Der Link ist 24 Stunden gültig.</li>
        <li>Logge dich danach mit deiner E-Mail-Adresse und deinem Passwort ein.</li>
      </ol>

      <button
        ref={primary}
        type="button"
        onClick={props.onLogin}
        disabled={busy}
        className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        Weiter zum Login
      </button>

      <div className="space-y-2 text-sm text-slate-600">
        <p>
          Keine E-Mail bekommen?{" "}
          <LinkButton onClick={resend} disabled={busy || pause > 0}>
            {pause > 0 ? `Erneut senden (in ${pause} s)` : "Erneut senden"}
          </LinkButton>
        </p>
        {resent && (
          <p role="status" className="text-green-800">
            Wir haben eine neue E-Mail angefordert. Sie kann ein paar Minuten brauchen.
          </p>
        )}
        {reason === "registered" && (
          <p>
            Vertippt?{" "}
            <LinkButton onClick={props.onOtherAddress} disabled={busy}>
              Mit einer anderen Adresse registrieren
            </LinkButton>
          </p>
        )}
      </div>

      <DevMailHint />
    </div>
  );
}
