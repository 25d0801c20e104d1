import { type FormEvent, useState } from "react";
import { postJson } from "./api.ts";
import {
  allFilled,
  DevMailHint,
  EmailField,
  type FlowProps,
  PrimaryButton,
  SuccessNotice,
} from "./form-parts.tsx";

/** „Passwort vergessen?“: asks for a reset link; the answer is the same for every address. */
export function ResetRequestForm({ email, setEmail, busy, run }: FlowProps) {
  const [sent, setSent] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!allFilled(email.trim())) return;
    void run(async () => {
      await postJson("/api/auth/request-password-reset", {
        email: email.trim(),
        redirectTo: "/auth?reset=1",
      });
      setSent(true);
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {sent && (
        <>
          <SuccessNotice>
            Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir dir einen Link zum Zurücksetzen des
            Passworts geschickt. Bitte prüfe auch den Spam-Ordner.
          </SuccessNotice>
          <DevMailHint />
        </>
      )}
      <EmailField email={email} setEmail={setEmail} busy={busy} />
      <PrimaryButton busy={busy}>Link zum Zurücksetzen senden</PrimaryButton>
    </form>
  );
}
