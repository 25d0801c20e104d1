import type { Config } from "../config.ts";

/** Origins allowed to make cookie-authenticated, state-changing requests (CSRF check). */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([new URL(config.publicUrl).origin]);
  if (config.NODE_ENV !== "production") {
    // The Vite dev server proxies the API (npm run dev).
    for (const host of ["localhost", "127.0.0.1"]) origins.add(`http://${host}:5173`);
  }
  return [...origins];
}
