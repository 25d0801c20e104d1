import { lazy, Suspense, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useStore } from "../lib/store.ts";
import { loadSonner, toasterWanted } from "../lib/toast.ts";

const isModal = (dialog: HTMLDialogElement) => {
  try {
    return dialog.isConnected && dialog.open && dialog.matches(":modal");
  } catch {
    return false; // a browser without :modal
  }
};

/**
 * Keeps `host` in the topmost open modal <dialog>, else in <body>. A modal dialog sits in the browser's
 * top layer, above every z-index, and makes the rest of the page inert: toasts beside it would show
 * under its dimmed backdrop and could not be closed. Inside it they are on top and stay usable. Every
 * dialog counts (ours and the mobile menu), without each having to announce itself.
 */
function followTopDialog(host: HTMLElement): () => void {
  // Dialogs already open when the toaster arrives (it loads with the first toast): in document order,
  // which is the order they were opened in as long as none is opened from inside another.
  const opened = [...document.querySelectorAll("dialog")].filter(isModal);
  const place = (records: MutationRecord[]) => {
    for (const record of records) {
      const target = record.target;
      if (record.type !== "attributes" || !(target instanceof HTMLDialogElement)) continue;
      const at = opened.indexOf(target);
      if (at >= 0) opened.splice(at, 1);
      if (isModal(target)) opened.push(target); // the latest showModal() is the top one
    }
    const top = opened.filter(isModal).at(-1) ?? document.body;
    if (host.parentElement !== top) top.append(host);
  };
  const observer = new MutationObserver(place);
  observer.observe(document.body, {
    subtree: true,
    childList: true, // a dialog removed while open takes the host with it: put it back
    attributes: true,
    attributeFilter: ["open"],
  });
  place([]);
  return () => {
    observer.disconnect();
    host.remove();
  };
}

const Toaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

/**
 * The app's one toaster (sonner), always above whatever dialog is open. It loads with the first toast
 * (lib/toast.ts), and never in the prerendered page.
 */
export function Toasts() {
  const wanted = useStore(toasterWanted);
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const element = document.createElement("div");
    element.dataset.toastLayer = "";
    setHost(element);
    return followTopDialog(element);
  }, [wanted]);
  return host
    ? createPortal(
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>,
        host,
      )
    : null;
}
