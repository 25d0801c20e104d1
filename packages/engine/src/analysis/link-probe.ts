/**
 * One link checked: bounded HEAD (GET fallback) requests with a timeout and manually followed redirects, each
 * hop checked against private networks; and whether the internet can be reached at all.
 */
import type { Target } from "./link-targets.ts";
import { isPublicHost, systemResolver } from "./network-guard.ts";
import type { SourceCheckOptions, SourceStatus } from "./source-status.ts";

const UA = "Folienwerk-Quellenpruefung/1.0 (+https://folienwerk.de)";

/** Error codes of a failed connection or name lookup (Node's fetch puts them on `cause`). */
function errorCode(err: unknown): string {
  let e = err as { code?: unknown; cause?: unknown; name?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === "string") return e.code;
    e = e.cause as typeof e;
  }
  return "";
}

/** How one link went: `answered` is true when some server replied (the network works). */
interface LinkOutcome {
  status: SourceStatus;
  httpStatus: number | null;
  detail: string | null;
  answered: boolean;
}

export async function checkOne(
  t: Target,
  opts: Required<Pick<SourceCheckOptions, "timeoutMs" | "maxRedirects">> & SourceCheckOptions,
): Promise<LinkOutcome> {
  const doFetch = opts.fetch ?? fetch;
  const resolve = opts.resolve ?? systemResolver;
  let url = t.url;
  let answered = false;
  const result = (status: SourceStatus, httpStatus: number | null, detail: string | null): LinkOutcome => ({
    status,
    httpStatus,
    detail,
    answered,
  });
  for (let hop = 0; hop <= opts.maxRedirects; hop++) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return result("broken", null, "Ungültige Adresse");
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
      return result("refused", null, "Kein Web-Link (nur http/https wird geprüft)");
    if (!opts.allowPrivateNetwork) {
      let isPublic = false;
      try {
        isPublic = await isPublicHost(parsed.hostname, resolve);
      } catch (err) {
        return failed(err);
      }
      if (!isPublic)
        return result("refused", null, "Ziel im privaten Netz – aus Sicherheitsgründen nicht geprüft");
    }
    let res: Response;
    try {
      res = await request(doFetch, url, "HEAD", opts.timeoutMs);
      answered = true;
      if ([400, 403, 405, 406, 429, 501].includes(res.status))
        res = await request(doFetch, url, "GET", opts.timeoutMs);
    } catch (err) {
      return failed(err);
    }
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.get("location");
      if (!location) return result("broken", res.status, "Weiterleitung ohne Ziel");
      url = new URL(location, url).href;
      continue;
    }
    if (res.status >= 200 && res.status < 300) return result("ok", res.status, null);
    if (res.status === 401 || res.status === 403 || res.status === 429) {
      return result(
        "restricted",
        res.status,
        "Erreichbar, aber Zugriff beschränkt (Anmeldung oder Bot-Schutz)",
      );
    }
    if (res.status === 404 || res.status === 410)
      return result("broken", res.status, "Seite existiert nicht mehr");
    if (res.status >= 500)
      return result("unknown", res.status, `Server antwortet gerade mit einem Fehler (HTTP ${res.status})`);
    return result("unknown", res.status, `Keine eindeutige Antwort des Servers (HTTP ${res.status})`);
  }
  return result("broken", null, "Zu viele Weiterleitungen");

  /** A request or name lookup that got no answer: only a domain that does not exist is broken. */
  function failed(err: unknown): LinkOutcome {
    const name = (err as Error)?.name;
    if (name === "TimeoutError" || name === "AbortError")
      return result("unknown", null, "Zeitüberschreitung");
    const code = errorCode(err);
    if (code === "ENOTFOUND" || code === "ENODATA")
      return result("broken", null, "Server nicht gefunden (DNS)");
    return result("unknown", null, "Server nicht erreichbar");
  }
}

/** Can the internet be reached at all? One name lookup and one request to the DOI resolver. */
export async function defaultProbe(doFetch: typeof fetch, timeoutMs: number): Promise<boolean> {
  try {
    await systemResolver("doi.org");
    await request(doFetch, "https://doi.org/", "HEAD", timeoutMs);
    return true;
  } catch {
    return false;
  }
}

export async function request(
  doFetch: typeof fetch,
  url: string,
  method: "HEAD" | "GET",
  timeoutMs: number,
): Promise<Response> {
  const res = await doFetch(url, {
    method,
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
    headers: { "user-agent": UA, accept: "text/html,application/xhtml+xml,application/pdf;q=0.9,*/*;q=0.8" },
  });
  await res.body?.cancel().catch(() => {}); // status is all we need; never download the body
  return res;
}
