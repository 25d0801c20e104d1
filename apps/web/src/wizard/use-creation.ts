import { useCallback, useRef, useState } from "react";
import { useAuthActions } from "../auth/AuthProvider.tsx";
import { toast } from "../lib/toast.ts";
import { ApiError, hasSession, messageOf, uploadPresentation } from "../student/api.ts";
import type { Presentation } from "../student/types.ts";

/** SPEC §4 creation sub-states. */
export type CreationState =
  | "idle"
  | "checking-auth"
  | "awaiting-login"
  | "creating-presentation"
  | "completed";

interface Callbacks {
  onCreated: (p: Presentation) => void;
  onFailed: (error: ApiError) => void;
}

/**
 * Creating a presentation from the wizard: check the session, ask for a login if needed (closing the
 * dialog resets to idle), then upload with real progress. Only one creation runs at a time; any
 * failure resets to idle with the SPEC §8 toast.
 */
export function useCreation({ onCreated, onFailed }: Callbacks) {
  const { openSignIn, refresh } = useAuthActions();
  const [state, setState] = useState<CreationState>("idle");
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef(false);

  const upload = useCallback(
    async (file: File, workType: string) => {
      setState("creating-presentation");
      setProgress(0);
      try {
        const created = await uploadPresentation(file, workType, setProgress);
        // Only the upload is done here: no presentation is made before the purchase.
        toast.success("Datei hochgeladen", {
          description: "Deine Arbeit ist gespeichert. Beantworte jetzt noch drei kurze Fragen.",
        });
        setState("completed");
        onCreated(created);
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError("Ein Fehler ist aufgetreten.", 0);
        toast.error("Fehler", { description: messageOf(apiError, "Ein Fehler ist aufgetreten.") });
        setState("idle");
        onFailed(apiError);
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [onCreated, onFailed],
  );

  const create = useCallback(
    async (file: File, workType: string) => {
      if (running.current) return;
      running.current = true;
      setState("checking-auth");
      if (await hasSession()) {
        await upload(file, workType);
        return;
      }
      setState("awaiting-login");
      openSignIn({
        mode: "login",
        onSignedIn: () => {
          void refresh();
          void upload(file, workType);
        },
        onClose: () => {
          running.current = false;
          setState("idle");
        },
      });
    },
    [openSignIn, refresh, upload],
  );

  return { state, progress, create, busy: state !== "idle" && state !== "completed" };
}
