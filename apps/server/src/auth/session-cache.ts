import type { Auth } from "./auth.ts";
import type { RequestUser } from "./request-user.ts";

/**
 * Who a credential (session cookie or bearer token) belonged to a moment ago. Resolving a session
 * costs better-auth a signature check and two queries; the dashboard asks many times a second while a
 * pipeline runs, so a resolved session is reused for a few seconds. Any change to sessions or users
 * goes through /api/auth or the account deletion, and those clear this process's cache at once; another
 * web process may accept a signed-out session for at most TTL_MS more (docs/decisions/007).
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: RequestUser;
  until: number;
}

const caches = new WeakMap<Auth, Map<string, Entry>>();

function cacheOf(auth: Auth): Map<string, Entry> {
  let cache = caches.get(auth);
  if (!cache) {
    cache = new Map();
    caches.set(auth, cache);
  }
  return cache;
}

export function cachedUser(auth: Auth, credential: string): RequestUser | null {
  const cache = cacheOf(auth);
  const entry = cache.get(credential);
  if (!entry) return null;
  if (entry.until > Date.now()) return entry.user;
  cache.delete(credential);
  return null;
}

/** Remembers a resolved session, never past the session's own expiry. */
export function rememberUser(auth: Auth, credential: string, user: RequestUser, expiresAt: Date): void {
  const cache = cacheOf(auth);
  // Oldest first: a Map iterates in insertion order.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(credential, { user, until: Math.min(Date.now() + TTL_MS, expiresAt.getTime()) });
}

/** After anything that may end a session or change a user: forget every resolved session. */
export function forgetSessions(auth: Auth): void {
  cacheOf(auth).clear();
}
