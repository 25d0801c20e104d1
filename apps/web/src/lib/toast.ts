import type { ExternalToast } from "sonner";
import { createStore } from "./store.ts";

/**
 * The app's toasts. The toaster (sonner: its code and the stylesheet it inserts) is not part of the first
 * download: it loads with the first toast, which it then shows (it replays toasts made before it mounted).
 */
export const toasterWanted = createStore(false);

let sonner: Promise<typeof import("sonner")> | null = null;

export function loadSonner(): Promise<typeof import("sonner")> {
  toasterWanted.set(true);
  sonner ??= import("sonner").catch((error: unknown) => {
    sonner = null; // offline for a moment: the next toast tries again
    throw error;
  });
  return sonner;
}

const show =
  (kind: "success" | "error" | "info") =>
  (message: string, data?: ExternalToast): void => {
    loadSonner().then(
      (s) => s.toast[kind](message, data),
      () => {}, // the toaster could not be loaded: there is nothing to show the message with
    );
  };

export const toast = { success: show("success"), error: show("error"), info: show("info") };
