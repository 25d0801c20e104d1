import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { postJson, VERIFIED_CALLBACK } from "./api.ts";
import {
  allFilled,
  CONSENTS_MISSING,
  EmailField,
  type FlowProps,
  NewPasswordField,
  PrimaryButton,
  showError,
  useNewPassword,
} from "./form-parts.tsx";
import { GoogleSection } from "./GoogleButton.tsx";

function Consent(props: {
  checked: boolean;
  onChange(checked: boolean): void;
  busy: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        disabled={props.busy}
        required
        className="mt-1"
      />
      <span>{props.children}</span>
    </label>
  );
}

/** The Registrierung tab: address, password and both consents (DESIGN: 18+, AGB/Datenschutz). */
export function RegisterForm(props: FlowProps & { onRegistered(): void }) {
  const { email, setEmail, busy, run } = props;
  const password = useNewPassword();
  const [adult, setAdult] = useState(false);
  const [terms, setTerms] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!allFilled(email.trim(), password.value) || !password.longEnough()) return;
    if (!adult || !terms) return showError(CONSENTS_MISSING);
    void run(async () => {
      await postJson("/api/auth/sign-up/email", {
        email: email.trim(),
        password: password.value,
        name: "",
        acceptTerms: true,
        confirmAge: true,
        callbackURL: VERIFIED_CALLBACK,
      });
      setEmail(email.trim());
      props.onRegistered();
    });
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-4">
        <EmailField email={email} setEmail={setEmail} busy={busy} />
        <NewPasswordField label="Passwort" password={password} busy={busy} />
        <fieldset className="space-y-2 text-sm text-slate-700">
          <legend className="sr-only">Bestätigungen</legend>
          <Consent checked={adult} onChange={setAdult} busy={busy}>
            Ich bin mindestens 18 Jahre alt
          </Consent>
          <Consent checked={terms} onChange={setTerms} busy={busy}>
            Ich akzeptiere die{" "}
            <Link to="/agb" target="_blank" className="text-brand-700 underline">
              AGB
            </Link>{" "}
            und die{" "}
            <Link to="/datenschutz" target="_blank" className="text-brand-700 underline">
              Datenschutzerklärung
            </Link>
            .
          </Consent>
        </fieldset>
        <PrimaryButton busy={busy}>Jetzt registrieren</PrimaryButton>
      </form>
      <GoogleSection mode="register" disabled={busy} consentsGiven={adult && terms} />
    </>
  );
}
