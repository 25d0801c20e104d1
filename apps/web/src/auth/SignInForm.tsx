import type { MeResponse } from "@folienwerk/contracts";
import { type FormEvent, useState } from "react";
import type { AuthUser } from "./AuthProvider.tsx";
import { ApiError, postJson } from "./api.ts";
import { allFilled, EmailField, LinkButton, PrimaryButton, type SignedInFlowProps } from "./form-parts.tsx";
import { GoogleSection } from "./GoogleButton.tsx";
import { TextField } from "./TextField.tsx";

async function fetchMe(): Promise<AuthUser | null> {
  const res = await fetch("/api/account/me", { credentials: "include" });
  return res.ok ? ((await res.json()) as MeResponse).user : null;
}

/** The Login tab. A right password for an unconfirmed address leads to the check-mail state. */
export function SignInForm(props: SignedInFlowProps & { onUnconfirmed(): void; onForgotPassword(): void }) {
  const { email, setEmail, busy, run } = props;
  const [password, setPassword] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!allFilled(email.trim(), password)) return;
    void run(async () => {
      try {
        await postJson("/api/auth/sign-in/email", { email: email.trim(), password });
      } catch (error) {
        // Only the right password gets this answer; the server has just sent a new confirmation link.
        if (error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED") {
          setEmail(email.trim());
          return props.onUnconfirmed();
        }
        throw error;
      }
      const user = await fetchMe();
      if (!user) throw new Error("no session after sign-in");
      setPassword("");
      await props.onSignedIn(user);
    });
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-4">
        <EmailField email={email} setEmail={setEmail} busy={busy} />
        <TextField
          label="Passwort"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          disabled={busy}
        />
        <div className="-mt-2 text-right text-sm">
          <LinkButton onClick={props.onForgotPassword} disabled={busy}>
            Passwort vergessen?
          </LinkButton>
        </div>
        <PrimaryButton busy={busy}>Login</PrimaryButton>
      </form>
      <GoogleSection mode="login" disabled={busy} consentsGiven />
    </>
  );
}
