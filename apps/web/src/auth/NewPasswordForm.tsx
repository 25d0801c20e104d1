import { type FormEvent, useState } from "react";
import { toast } from "../lib/toast.ts";
import { postJson } from "./api.ts";
import { allFilled, type FlowProps, NewPasswordField, PrimaryButton, useNewPassword } from "./form-parts.tsx";
import { TextField } from "./TextField.tsx";

/** The page a reset link opens (/auth?reset=1&token=…): a new password, twice. */
export function NewPasswordForm(props: Pick<FlowProps, "busy" | "run"> & { token: string; onDone(): void }) {
  const { busy, run } = props;
  const password = useNewPassword();
  const [repeat, setRepeat] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!allFilled(password.value, repeat) || !password.longEnough()) return;
    if (password.value !== repeat) return password.setError("Die Passwörter stimmen nicht überein.");
    void run(async () => {
      await postJson("/api/auth/reset-password", { newPassword: password.value, token: props.token });
      toast.success("Passwort geändert", {
        description: "Du kannst dich jetzt mit dem neuen Passwort einloggen.",
      });
      window.history.replaceState(window.history.state, "", "/auth");
      props.onDone();
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <NewPasswordField label="Neues Passwort" password={password} busy={busy} />
      <TextField
        label="Neues Passwort bestätigen"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        disabled={busy}
      />
      <PrimaryButton busy={busy}>Passwort speichern</PrimaryButton>
    </form>
  );
}
