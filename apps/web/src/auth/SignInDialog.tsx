import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import { Dialog } from "../components/Dialog.tsx";
import { usePublicConfig } from "../lib/public-config.ts";
import { type AuthUser, type SignInMode, useAuth } from "./AuthProvider.tsx";
import {
  errorMessage,
  GENERIC_ERROR,
  MIN_PASSWORD_LENGTH,
  PASSWORD_HINT,
  PASSWORD_TOO_SHORT,
  postJson,
} from "./api.ts";
import { GoogleButton } from "./GoogleButton.tsx";
import { TextField } from "./TextField.tsx";

type View = SignInMode | "forgot" | "reset";

const primaryButton =
  "w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";

async function fetchMe(): Promise<AuthUser | null> {
  const res = await fetch("/api/account/me", { credentials: "include" });
  return res.ok ? ((await res.json()) as { user: AuthUser | null }).user : null;
}

/** The sign-in dialog (SPEC §2, §4, §8): Login / Registrierung, Google, „Passwort vergessen?“. */
export function SignInDialog() {
  const { dialog, closeSignIn, refresh } = useAuth();
  const location = useLocation();
  const config = usePublicConfig().config;
  const [view, setView] = useState<View>(dialog.mode);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [passwordRepeat, setPasswordRepeat] = useState("");
  const [adult, setAdult] = useState(false);
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<"confirm" | "reset-sent" | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const ids = { adult: useId(), terms: useId() };

  const resetToken = new URLSearchParams(location.search).get("token");
  const resetFlow = location.pathname === "/auth" && new URLSearchParams(location.search).has("reset");

  useEffect(() => {
    if (!dialog.open) return;
    setView(resetFlow && resetToken ? "reset" : dialog.mode);
    setNotice(null);
    setPasswordError(null);
  }, [dialog.open, dialog.mode, resetFlow, resetToken]);

  const clearFields = () => {
    setEmail("");
    setPassword("");
    setPasswordRepeat("");
    setAdult(false);
    setTerms(false);
    setPasswordError(null);
  };

  const switchView = (next: View) => {
    setView(next);
    setNotice(null);
    setPasswordError(null);
  };

  const close = () => {
    // The native close event also fires after a programmatic close (signed in); only a user's close counts.
    if (!dialog.open) return;
    closeSignIn();
    dialog.onClose?.();
  };

  const fail = (error: unknown) => toast.error("Error", { description: errorMessage(error) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (view === "forgot") return requestReset();
    if (view === "reset") return setNewPassword();
    if (!email.trim() || !password) {
      toast.error("Error", { description: "Please fill in all fields" });
      return;
    }
    if (view === "register") {
      if (password.length < MIN_PASSWORD_LENGTH) {
        setPasswordError(PASSWORD_TOO_SHORT);
        return;
      }
      if (!adult || !terms) {
        toast.error("Error", {
          description:
            "Bitte bestätige, dass du mindestens 18 Jahre alt bist, und akzeptiere AGB und Datenschutzerklärung.",
        });
        return;
      }
    }
    setBusy(true);
    try {
      if (view === "login") {
        await postJson("/api/auth/sign-in/email", { email: email.trim(), password });
        const user = await fetchMe();
        if (!user) throw new Error("no session after sign-in");
        await refresh();
        toast.success("Erfolgreich eingeloggt!");
        clearFields();
        closeSignIn();
        dialog.onSignedIn?.(user);
      } else {
        await postJson("/api/auth/sign-up/email", {
          email: email.trim(),
          password,
          name: "",
          acceptTerms: true,
          confirmAge: true,
          callbackURL: "/?auth=verified",
        });
        clearFields();
        setNotice("confirm");
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function requestReset() {
    if (!email.trim()) {
      toast.error("Error", { description: "Please fill in all fields" });
      return;
    }
    setBusy(true);
    try {
      await postJson("/api/auth/request-password-reset", {
        email: email.trim(),
        redirectTo: "/auth?reset=1",
      });
      setNotice("reset-sent");
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function setNewPassword() {
    if (!password || !passwordRepeat) {
      toast.error("Error", { description: "Please fill in all fields" });
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) return setPasswordError(PASSWORD_TOO_SHORT);
    if (password !== passwordRepeat) return setPasswordError("Die Passwörter stimmen nicht überein.");
    setBusy(true);
    try {
      await postJson("/api/auth/reset-password", { newPassword: password, token: resetToken });
      toast.success("Passwort geändert", {
        description: "Du kannst dich jetzt mit dem neuen Passwort einloggen.",
      });
      clearFields();
      window.history.replaceState(window.history.state, "", "/auth");
      switchView("login");
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const title =
    view === "forgot"
      ? "Passwort vergessen?"
      : view === "reset"
        ? "Neues Passwort festlegen"
        : "Willkommen bei Folienwerk";
  const tabs: Array<{ id: SignInMode; label: string }> = [
    { id: "login", label: "Login" },
    { id: "register", label: "Registrierung" },
  ];

  return (
    <Dialog open={dialog.open} onClose={close} title={title}>
      {(view === "login" || view === "register") && (
        <>
          <p className="-mt-2 mb-4 text-sm text-slate-600">
            Melde dich an, um deine Abschlussarbeit in eine Präsentation zu verwandeln.
          </p>
          <div
            role="tablist"
            aria-label="Anmeldung"
            className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
          >
            {tabs.map((tab) => (
              <button
                key={tab.id}
                type="button"
                role="tab"
                aria-selected={view === tab.id}
                disabled={busy}
                onClick={() => switchView(tab.id)}
                className={`rounded-md px-3 py-2 text-sm font-medium ${
                  view === tab.id ? "bg-white text-slate-900 shadow" : "text-slate-600 hover:text-slate-900"
                }`}
              >
                {tab.label}
              </button>
            ))}
          </div>
        </>
      )}

      {notice === "confirm" && (
        <output className="mb-4 block rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          <strong className="block font-semibold">E-Mail-Bestätigung erforderlich</strong>
          Bitte prüfe dein Postfach (auch den Spam-Ordner) und bestätige deine Registrierung über den Link in
          der E-Mail.
          {config?.mailOutbox && (
            <span className="mt-2 block">
              Lokaler Betrieb ohne Mailserver: Die E-Mail findest du unter{" "}
              <a className="font-medium underline" href="/dev/mail" target="_blank" rel="noreferrer">
                /dev/mail
              </a>
              .
            </span>
          )}
        </output>
      )}
      {notice === "reset-sent" && (
        <output className="mb-4 block rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir dir einen Link zum Zurücksetzen des
          Passworts geschickt. Bitte prüfe auch den Spam-Ordner.
        </output>
      )}

      <form onSubmit={submit} noValidate className="space-y-4">
        {view !== "reset" && (
          <TextField
            label="E-Mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            disabled={busy}
          />
        )}
        {view !== "forgot" && (
          <TextField
            label={view === "reset" ? "Neues Passwort" : "Passwort"}
            type="password"
            autoComplete={view === "login" ? "current-password" : "new-password"}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setPasswordError(null);
            }}
            disabled={busy}
            hint={view === "login" ? undefined : PASSWORD_HINT}
            error={passwordError}
          />
        )}
        {view === "reset" && (
          <TextField
            label="Neues Passwort bestätigen"
            type="password"
            autoComplete="new-password"
            value={passwordRepeat}
            onChange={setPasswordRepeat}
            disabled={busy}
          />
        )}
        {view === "register" && (
          <fieldset className="space-y-2 text-sm text-slate-700">
            <legend className="sr-only">Bestätigungen</legend>
            <label htmlFor={ids.adult} className="flex items-start gap-2">
              <input
                id={ids.adult}
                type="checkbox"
                checked={adult}
                onChange={(e) => setAdult(e.target.checked)}
                disabled={busy}
                required
                className="mt-1"
              />
              <span>Ich bin mindestens 18 Jahre alt</span>
            </label>
            <label htmlFor={ids.terms} className="flex items-start gap-2">
              <input
                id={ids.terms}
                type="checkbox"
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
                disabled={busy}
                required
                className="mt-1"
              />
              <span>
                Ich akzeptiere die{" "}
                <Link to="/agb" target="_blank" className="text-brand-700 underline">
                  AGB
                </Link>{" "}
                und die{" "}
                <Link to="/datenschutz" target="_blank" className="text-brand-700 underline">
                  Datenschutzerklärung
                </Link>
                .
              </span>
            </label>
          </fieldset>
        )}
        {view === "login" && (
          <div className="-mt-2 text-right">
            <button
              type="button"
              onClick={() => switchView("forgot")}
              disabled={busy}
              className="text-sm text-brand-700 hover:underline"
            >
              Passwort vergessen?
            </button>
          </div>
        )}

        <button type="submit" disabled={busy} aria-busy={busy} className={primaryButton}>
          {busy
            ? "Bitte warten …"
            : view === "login"
              ? "Login"
              : view === "register"
                ? "Jetzt registrieren"
                : view === "forgot"
                  ? "Link zum Zurücksetzen senden"
                  : "Passwort speichern"}
        </button>
      </form>

      {(view === "forgot" || view === "reset") && (
        <button
          type="button"
          onClick={() => switchView("login")}
          disabled={busy}
          className="mt-4 text-sm text-brand-700 hover:underline"
        >
          Zurück zum Login
        </button>
      )}

      {(view === "login" || view === "register") && config?.googleEnabled && (
        <>
          <div className="my-5 flex items-center gap-3 text-sm text-slate-500">
            <span className="h-px flex-1 bg-slate-200" />
            oder
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <GoogleButton
            mode={view}
            disabled={busy}
            consentsGiven={view === "login" || (adult && terms)}
            onError={(message) => toast.error("Error", { description: message || GENERIC_ERROR })}
          />
        </>
      )}
    </Dialog>
  );
}
