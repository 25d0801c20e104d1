import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Toaster } from "sonner";

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
  const opened: HTMLDialogElement[] = [];
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
  document.body.append(host);
  return () => {
    observer.disconnect();
    host.remove();
  };
}

/** The app's one toaster (sonner), always above whatever dialog is open. */
export function Toasts() {
  const [host] = useState(() => {
    const element = document.createElement("div");
    element.dataset.toastLayer = "";
    return element;
  });
  useEffect(() => followTopDialog(host), [host]);
  return createPortal(<Toaster position="top-center" richColors closeButton />, host);
}
