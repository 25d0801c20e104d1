import type { RunningApp } from "../../src/app.ts";

/** Whose request it is: the headers of `signedInUser` (or none). */
export interface Caller {
  headers: Record<string, string>;
}

/**
 * Requests injected into the app's HTTP server (no socket). `app` is read at request time, so a suite can
 * create the client before its `beforeAll` started the app.
 */
export function injectClient(app: () => RunningApp) {
  const http = () => {
    const server = app().http;
    if (!server) throw new Error("the app has no HTTP server");
    return server;
  };
  /** A request as `who`, with a JSON body when one is given. */
  const api = (
    who: Caller,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    body?: unknown,
  ) =>
    http().inject({
      method,
      url,
      headers: { ...who.headers, ...(body ? { "content-type": "application/json" } : {}) },
      payload: body ? JSON.stringify(body) : undefined,
    });
  return { http, api };
}
