/**
 * The API's path prefixes: every route the server registers starts with one of them, and an unknown path
 * under one is answered with the API's JSON 404, never with the web app's page. Everything else under GET
 * (and HEAD) is the single-page app.
 */
export const API_PREFIXES = [
  "/api/",
  "/healthz",
  "/files/",
  "/core/",
  "/presentations/",
  "/payment/",
  "/helper/",
  "/free/",
  "/dev/",
] as const;

/** Whether a request path (or a route path) belongs to the API. */
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}
