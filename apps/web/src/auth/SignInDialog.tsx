import type { MeResponse } from "@folienwerk/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Dialog } from "../components/Dialog.tsx";
import { api } from "../lib/api.ts";
import { toast } from "../lib/toast.ts";
import { type AuthUser, type SignInMode, useAuthActions } from "./AuthProvider.tsx";
import { errorMessage } from "./api.ts";
import { CheckMail, type CheckMailReason } from "./CheckMail.tsx";
import { type FlowProps, LinkButton, showError } from "./form-parts.tsx";
import { NewPasswordForm } from "./NewPasswordForm.tsx";
import { RegisterForm } from "./RegisterForm.tsx";
import { ResetRequestForm } from "./ResetRequestForm.tsx";
import { SignInForm } from "./SignInForm.tsx";
import { listenForVerified, rememberResumePoint } from "./verified-handoff.ts";

type View = SignInMode | "check-mail" | "forgot" | "reset";

const TITLES: Record<View, string> = {
  login: "Willkommen bei Folienwerk",
  register: "Willkommen bei Folienwerk",
  "check-mail": "Fast geschafft!",
  forgot: "Passwort vergessen?",
  reset: "Neues Passwort festlegen",
};

const TABS: Array<{ id: SignInMode; label: string }> = [
  { id: "login", label: "Login" },
  { id: "register", label: "Registrierung" },
];

/**
 * The sign-in dialog (SPEC §2, §4, §8): a shell with one component per flow — Login, Registrierung,
 * the check-mail state after a registration, „Passwort vergessen?“ and the new password of a reset link.
 */
export function SignInDialog() {
  const { dialog, closeSignIn, refresh } = useAuthActions();
  const location = useLocation();
  const [view, setView] = useState<View>(dialog.mode);
  const [reason, setReason] = useState<CheckMailReason>("registered");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const params = new URLSearchParams(location.search);
  const resetToken = location.pathname === "/auth" && params.has("reset") ? params.get("token") : null;

  useEffect(() => {
    if (!dialog.open) return;
    setView(resetToken ? "reset" : dialog.mode);
  }, [dialog.open, dialog.mode, resetToken]);

  const run = useCallback(async (task: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await task();
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  const close = () => {
    // The native close event also fires after a programmatic close (signed in); only a user's close counts.
    if (!dialog.open) return;
    closeSignIn();
    dialog.onClose?.();
  };

  const onSignedIn = async (user: AuthUser) => {
    await refresh();
    toast.success("Erfolgreich eingeloggt!");
    setEmail("");
    closeSignIn();
    dialog.onSignedIn?.(user);
  };

  const checkMail = (why: CheckMailReason) => {
    setReason(why);
    setView("check-mail");
    // A confirming tab with nobody waiting goes here; from the landing page, back to the upload form.
    // The /auth page only hosts this dialog: nothing to go back to there.
    const { pathname, search, hash } = location;
    if (pathname !== "/auth")
      rememberResumePoint(
        `${pathname}${search}${hash || (pathname === "/" && dialog.onSignedIn ? "#try-form" : "")}`,
      );
  };

  // The address was confirmed in another tab (the link in the mail): go on here, where the student is.
  const waiting = dialog.open && view === "check-mail";
  const signedInRef = useRef(onSignedIn);
  signedInRef.current = onSignedIn;
  useEffect(() => {
    if (!waiting) return;
    return listenForVerified(() => {
      void api<MeResponse>("/api/account/me").then(
        (me) => me.user && signedInRef.current(me.user),
        () => undefined,
      );
    });
  }, [waiting]);

  const flow: FlowProps = { email, setEmail, busy, run };

  return (
    <Dialog open={dialog.open} onClose={close} title={TITLES[view]}>
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
            {TABS.map((tab) => (
              <button
                key={tab.id}
                type="button"
                role="tab"
                aria-selected={view === tab.id}
                disabled={busy}
                onClick={() => setView(tab.id)}
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

      {view === "login" && (
        <SignInForm
          {...flow}
          onSignedIn={onSignedIn}
          onUnconfirmed={() => checkMail("unconfirmed")}
          onForgotPassword={() => setView("forgot")}
        />
      )}
      {view === "register" && <RegisterForm {...flow} onRegistered={() => checkMail("registered")} />}
      {view === "check-mail" && (
        <CheckMail
          {...flow}
          reason={reason}
          onLogin={() => setView("login")}
          onOtherAddress={() => setView("register")}
        />
      )}
      {view === "forgot" && <ResetRequestForm {...flow} />}
      {view === "reset" && resetToken && (
        <NewPasswordForm {...flow} token={resetToken} onDone={() => setView("login")} />
      )}

      {(view === "forgot" || view === "reset") && (
        <p className="mt-4 text-sm">
          <LinkButton onClick={() => setView("login")} disabled={busy}>
            Zurück zum Login
          </LinkButton>
        </p>
      )}
    </Dialog>
  );
}
