import type { DeleteAccountBody, DeleteAccountResponse } from "@folienwerk/contracts";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../auth/AuthProvider.tsx";
import {
  errorMessage,
  MIN_PASSWORD_LENGTH,
  PASSWORD_HINT,
  PASSWORD_TOO_SHORT,
  postJson,
} from "../auth/api.ts";
import { TextField } from "../auth/TextField.tsx";
import { Dialog } from "../components/Dialog.tsx";
import { toast } from "../lib/toast.ts";

const buttonClass =
  "rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A settings request: busy while it runs, then the SPEC §8 'Success' toast and `done`, or the 'Error'
 * toast with the server's message.
 */
function useSettingsRequest() {
  const [busy, setBusy] = useState(false);
  async function send(request: () => Promise<unknown>, success: string, done: () => void) {
    setBusy(true);
    try {
      await request();
      toast.success("Success", { description: success });
      done();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  return { busy, send };
}

function PasswordForm({ managedByGoogle }: { managedByGoogle: boolean }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const { busy, send } = useSettingsRequest();
  const placeholder = managedByGoogle ? "Managed by Google" : undefined;
  const fields = [
    { label: "Aktuelles Passwort", value: current, set: setCurrent, autoComplete: "current-password" },
    {
      label: "Neues Passwort",
      value: next,
      set: setNext,
      autoComplete: "new-password",
      hint: managedByGoogle ? undefined : PASSWORD_HINT,
    },
    { label: "Neues Passwort bestätigen", value: repeat, set: setRepeat, autoComplete: "new-password" },
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (next !== repeat) {
      toast.error("Error", { description: "New passwords don't match" });
      return;
    }
    if (next.length < MIN_PASSWORD_LENGTH) {
      toast.error("Error", { description: PASSWORD_TOO_SHORT });
      return;
    }
    await send(
      () =>
        postJson("/api/auth/change-password", {
          currentPassword: current,
          newPassword: next,
          revokeOtherSessions: true,
        }),
      "Password updated successfully",
      () => {
        setCurrent("");
        setNext("");
        setRepeat("");
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      {managedByGoogle && (
        <p className="text-sm text-slate-600">
          Dein Konto ist mit Google verbunden; das Passwort verwaltet Google.
        </p>
      )}
      {fields.map((f) => (
        <TextField
          key={f.label}
          label={f.label}
          type="password"
          value={f.value}
          onChange={f.set}
          disabled={managedByGoogle || busy}
          placeholder={placeholder}
          autoComplete={f.autoComplete}
          hint={f.hint}
        />
      ))}
      <button type="submit" className={buttonClass} disabled={managedByGoogle || busy || next === ""}>
        {busy ? "Wird gespeichert …" : "Passwort ändern"}
      </button>
    </form>
  );
}

function EmailForm({ currentEmail, managedByGoogle }: { currentEmail: string; managedByGoogle: boolean }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, send } = useSettingsRequest();
  const fields = [
    { label: "Neue E-Mail-Adresse", type: "email", value: email, onChange: setEmail, autoComplete: "email" },
    {
      label: "Dein Passwort zur Bestätigung",
      type: "password",
      value: password,
      onChange: setPassword,
      autoComplete: "current-password",
    },
  ] as const;

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send(
      () =>
        postJson("/api/auth/change-email", {
          newEmail: email.trim(),
          password,
          callbackURL: "/account-settings?auth=email-changed",
        }),
      "Check your email to confirm the change",
      () => {
        setEmail("");
        setPassword("");
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Aktuelle Adresse: <strong className="text-slate-900">{currentEmail}</strong>. Die neue Adresse gilt
        erst, wenn du den Link in der Bestätigungs-E-Mail an sie geöffnet hast. An die bisherige Adresse
        schicken wir einen Hinweis auf die Änderung.
      </p>
      {managedByGoogle && (
        <p className="text-sm text-slate-600">
          Dein Konto ist mit Google verbunden und hat kein Passwort. Ohne Passwort kannst du die
          E-Mail-Adresse hier nicht ändern.
        </p>
      )}
      {fields.map((f) => (
        <TextField key={f.label} {...f} disabled={managedByGoogle || busy} />
      ))}
      <button
        type="submit"
        className={buttonClass}
        disabled={managedByGoogle || busy || email.trim() === "" || password === ""}
      >
        {busy ? "Wird gesendet …" : "E-Mail-Adresse ändern"}
      </button>
    </form>
  );
}

function DeleteAccount({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    try {
      await postJson<DeleteAccountResponse>("/api/account/delete", {
        confirmEmail: typed.trim(),
      } satisfies DeleteAccountBody);
      toast.success("Konto gelöscht", { description: "Dein Konto und alle deine Daten wurden gelöscht." });
      setOpen(false);
      onDeleted();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-red-300 px-4 py-2.5 font-semibold text-red-700 hover:bg-red-50"
      >
        Konto löschen
      </button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} title="Konto wirklich löschen?">
        <form onSubmit={confirm} className="space-y-4">
          <p className="text-sm text-slate-700">
            Dein Konto, alle deine Präsentationen und alle hochgeladenen und erstellten Dateien werden sofort
            und endgültig gelöscht. Laufende Erstellungen werden abgebrochen. Das kann nicht rückgängig
            gemacht werden.
          </p>
          <TextField
            label="Gib zur Bestätigung deine E-Mail-Adresse ein"
            type="email"
            value={typed}
            onChange={setTyped}
            disabled={busy}
            autoComplete="off"
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => setOpen(false)}
              disabled={busy}
              className="rounded-lg border border-slate-300 px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-50"
            >
              Abbrechen
            </button>
            <button
              type="submit"
              disabled={!matches || busy}
              className="rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy ? "Wird gelöscht …" : "Konto endgültig löschen"}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** /account-settings (SPEC §2, §5, §8): password, e-mail, and the DSGVO data export and deletion. */
export default function AccountSettings() {
  const { user, loading, refresh } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (!loading && !user) navigate("/", { replace: true });
  }, [loading, user, navigate]);

  useEffect(() => {
    document.title = "Einstellungen – Folienwerk";
  }, []);

  if (loading || !user) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status">
        <span className="sr-only">Wird geladen …</span>
        <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      </div>
    );
  }

  const managedByGoogle = user.provider !== "credential";
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Kontoeinstellungen</h1>
      <Section title="Passwort ändern">
        <PasswordForm managedByGoogle={managedByGoogle} />
      </Section>
      <Section title="E-Mail-Adresse ändern">
        <EmailForm currentEmail={user.email} managedByGoogle={managedByGoogle} />
      </Section>
      <Section title="Deine Daten">
        <p className="mb-4 text-sm text-slate-600">
          Du kannst alle Daten, die wir zu deinem Konto speichern, als JSON-Datei herunterladen oder dein
          Konto mit allen Präsentationen und Dateien löschen.
        </p>
        <div className="flex flex-wrap gap-3">
          <a
            href="/api/account/export"
            download
            className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Meine Daten herunterladen
          </a>
          <DeleteAccount
            email={user.email}
            onDeleted={() => {
              void refresh();
              navigate("/", { replace: true });
            }}
          />
        </div>
      </Section>
    </div>
  );
}
