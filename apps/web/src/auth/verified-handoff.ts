/**
 * The confirmation link opens in a new tab, while the student's first tab still waits on „Fast geschafft!“.
 * The new tab says so on a channel all tabs of the site hear; a tab that waits answers and goes on where
 * the student was. Without an answer the new tab itself goes where the student left off.
 */
const CHANNEL = "folienwerk-auth";
/** How long the confirming tab waits for a waiting tab to answer. */
export const HANDOFF_WAIT_MS = 800;
/** Where the student was when the confirmation mail was sent (a path with its hash). */
const RESUME_KEY = "folienwerk:resume";

type Message = { type: "verified" } | { type: "continuing" };

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
}

/** Confirming tab: tells the others; true when one of them goes on with the student's work. */
export function announceVerified(): Promise<boolean> {
  const ch = channel();
  if (!ch) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (continued: boolean) => {
      clearTimeout(timer);
      ch.close();
      resolve(continued);
    };
    const timer = setTimeout(() => done(false), HANDOFF_WAIT_MS);
    ch.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.type === "continuing") done(true);
    };
    ch.postMessage({ type: "verified" } satisfies Message);
  });
}

/** Waiting tab: calls `onVerified` when another tab confirmed the address, after answering that it goes on. */
export function listenForVerified(onVerified: () => void): () => void {
  const ch = channel();
  if (!ch) return () => {};
  ch.onmessage = (event: MessageEvent<Message>) => {
    if (event.data?.type !== "verified") return;
    ch.postMessage({ type: "continuing" } satisfies Message);
    onVerified();
  };
  return () => ch.close();
}

export function rememberResumePoint(path: string): void {
  try {
    localStorage.setItem(RESUME_KEY, path);
  } catch {
    // Storage can be off (private mode): the confirming tab then stays on the landing page.
  }
}

/** The stored resume point, removed as it is read. */
export function takeResumePoint(): string | null {
  try {
    const path = localStorage.getItem(RESUME_KEY);
    localStorage.removeItem(RESUME_KEY);
    return path?.startsWith("/") && !path.startsWith("//") ? path : null;
  } catch {
    return null;
  }
}
