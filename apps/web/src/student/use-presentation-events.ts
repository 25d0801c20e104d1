import type { PresentationEvents } from "@folienwerk/contracts";
import { useEffect, useRef } from "react";

interface Handlers {
  onPresentation?: (p: PresentationEvents["presentation"]) => void;
  onDeleted?: (id: string) => void;
  /** After the stream reconnects, or the server says it missed changes ("resync"): reload. */
  onReconnect?: () => void;
}

/**
 * Live updates for the signed-in user (GET /api/presentations/events, server-sent events). The
 * browser reconnects by itself; after a reconnect the page reloads its data once. The server sends
 * "resync" when its own database connection was lost and is back (changes in between went unannounced).
 */
export function usePresentationEvents(enabled: boolean, handlers: Handlers): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/presentations/events");
    let dropped = false;
    source.addEventListener("presentation", (event) => {
      try {
        ref.current.onPresentation?.(
          JSON.parse((event as MessageEvent<string>).data) as PresentationEvents["presentation"],
        );
      } catch {
        // A malformed event is skipped; the next one carries the full row again.
      }
    });
    source.addEventListener("deleted", (event) => {
      try {
        const { id } = JSON.parse((event as MessageEvent<string>).data) as PresentationEvents["deleted"];
        ref.current.onDeleted?.(id);
      } catch {
        // see above
      }
    });
    source.addEventListener("resync", () => ref.current.onReconnect?.());
    source.addEventListener("error", () => {
      dropped = true;
    });
    source.addEventListener("open", () => {
      if (dropped) ref.current.onReconnect?.();
      dropped = false;
    });
    return () => source.close();
  }, [enabled]);
}
