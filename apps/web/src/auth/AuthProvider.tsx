import type { AccountUser, MeResponse } from "@folienwerk/contracts";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { createStore, type Store, useStore } from "../lib/store.ts";
import { toast } from "../lib/toast.ts";
import { postJson } from "./api.ts";
import { announceVerified, takeResumePoint } from "./verified-handoff.ts";

/**
 * The web app's view of the signed-in user: GET /api/account/me's user (the shared contract). The interface
 * (AuthUser, useAuth, useSignInDialog) is what the rest of the app codes against.
 */
export type AuthUser = AccountUser;

export type SignInMode = "login" | "register";

interface AuthState {
  user: AuthUser | null;
  loading: boolean;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
  /** Opens the sign-in dialog; `onSignedIn` runs after a successful login. `onClose` when closed without one. */
  openSignIn(opts?: { mode?: SignInMode; onSignedIn?: (user: AuthUser) => void; onClose?: () => void }): void;
  dialog: { open: boolean; mode: SignInMode } & Pick<
    Parameters<AuthState["openSignIn"]>[0] & object,
    "onSignedIn" | "onClose"
  >;
  closeSignIn(): void;
}

/** Who is signed in: kept in a store so that markup hydrated after the session answered still matches. */
interface Session {
  user: AuthUser | null;
  loading: boolean;
}

type AuthContextValue = Omit<AuthState, keyof Session> & { session: Store<Session> };

const AuthContext = createContext<AuthContextValue | null>(null);

/** The session slides forward whenever it is read; re-read it regularly and when the tab comes back. */
const REFRESH_INTERVAL_MS = 10 * 60 * 1000;

/** Messages for the `?auth=…` / `?error=…` parameters our e-mail links and Google redirect back with. */
const RETURN_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: "Der Link ist abgelaufen. Bitte fordere einen neuen an.",
  INVALID_TOKEN: "Der Link ist ungültig oder wurde bereits verwendet.",
  USER_NOT_FOUND: "Der Link ist ungültig oder wurde bereits verwendet.",
};

/** Back from the confirmation link: another waiting tab goes on, or this one goes where the student was. */
async function handOffVerified(navigate: NavigateFunction): Promise<void> {
  // Taken in either case, so a later confirmation never goes to this one's place.
  const resume = takeResumePoint();
  if (await announceVerified()) {
    toast.success("E-Mail-Adresse bestätigt", {
      description: "Es geht in deinem anderen Tab weiter, wo du warst. Diesen Tab kannst du schließen.",
    });
    return;
  }
  toast.success("E-Mail-Adresse bestätigt", { description: "Du bist jetzt eingeloggt." });
  if (resume && resume !== "/") navigate(resume, { replace: true });
}

function announceReturn(navigate: NavigateFunction): void {
  const url = new URL(window.location.href);
  const auth = url.searchParams.get("auth");
  const error = url.searchParams.get("error");
  if (!auth && !error) return;
  if (error) {
    toast.error("Error", {
      description: RETURN_ERRORS[error] ?? "Die Anmeldung ist fehlgeschlagen. Bitte versuche es erneut.",
    });
  } else if (auth === "verified") {
    void handOffVerified(navigate);
  } else if (auth === "email-changed") {
    toast.success("E-Mail-Adresse geändert", { description: "Deine neue E-Mail-Adresse ist jetzt aktiv." });
  }
  url.searchParams.delete("auth");
  url.searchParams.delete("error");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session] = useState(() => createStore<Session>({ user: null, loading: true }));
  const setUser = useCallback((user: AuthUser | null) => session.set({ user, loading: false }), [session]);
  const [dialog, setDialog] = useState<AuthState["dialog"]>({ open: false, mode: "login" });
  const navigate = useNavigate();

  const refresh = useCallback(async () => {
    try {
      const res = await fetch("/api/account/me", {
        credentials: "include",
        headers: { accept: "application/json" },
      });
      if (res.ok) {
        const body = (await res.json()) as MeResponse;
        setUser(body.user ?? null);
      } else if (res.status === 401) {
        setUser(null);
      }
      // Other failures (server restarting, 5xx) keep the current user; the next refresh decides.
    } catch {
      // Network failure: keep the user, retry on the next tick.
    } finally {
      if (session.get().loading) setUser(session.get().user);
    }
  }, [session, setUser]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the return is announced once, with the navigate of the first render
  useEffect(() => {
    announceReturn(navigate);
    void refresh();
    const timer = window.setInterval(() => void refresh(), REFRESH_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      session,
      refresh,
      async signOut() {
        await postJson("/api/auth/sign-out").catch(() => {});
        setUser(null);
      },
      openSignIn(opts) {
        setDialog({
          open: true,
          mode: opts?.mode ?? "login",
          onSignedIn: opts?.onSignedIn,
          onClose: opts?.onClose,
        });
      },
      dialog,
      closeSignIn() {
        setDialog((d) => ({ ...d, open: false }));
      },
    }),
    [session, setUser, refresh, dialog],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function useAuthContext(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth outside AuthProvider");
  return ctx;
}

/**
 * Sign-in, sign-out and the dialog, without following who is signed in: the component does not render
 * again when the session changes. Prefer it wherever the user itself is not shown.
 */
export function useAuthActions(): Omit<AuthState, keyof Session> {
  return useAuthContext();
}

/** The actions and who is signed in; the component renders again when the session changes. */
export function useAuth(): AuthState {
  const ctx = useAuthContext();
  const { user, loading } = useStore(ctx.session);
  return { ...ctx, user, loading };
}

/** First letter of the full name, else of the e-mail, else "U" (SPEC §2). */
export function avatarInitial(user: Pick<AuthUser, "name" | "email"> | null): string {
  const source = user?.name?.trim() || user?.email?.trim() || "";
  return (source[0] ?? "U").toUpperCase();
}
