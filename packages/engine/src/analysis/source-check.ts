/**
 * Source check: is every URL/DOI in the reference list reachable? Bounded HEAD (GET fallback) requests with a
 * timeout, a concurrency limit and manually followed redirects, each hop checked against private networks.
 * The refund rule (SPEC §1) hinges on the share of working links: below 80 % the student may claim a refund.
 *
 * Only what a reachable server says counts against the thesis: a 404/410, a domain that no longer exists
 * (while the network works), an address that is no address, a redirect that leads nowhere. A timeout, a
 * server error (5xx) or a refused connection of one host is "unknown" and counts neither way. When no link
 * got any answer and the network itself cannot be reached, the check as a whole is "unavailable"
 * ("Link-Prüfung derzeit nicht möglich"): nothing is counted as broken and there is no refund verdict.
 */
import { z } from "zod";
import type { Reference } from "../document.ts";
import { isPublicHost, type Resolver, systemResolver } from "./network-guard.ts";

export type SourceStatus = "ok" | "restricted" | "broken" | "unknown" | "refused" | "skipped";

export interface SourceCheckItem {
  /** The URL or DOI as found in the thesis. */
  target: string;
  kind: "url" | "doi";
  status: SourceStatus;
  httpStatus: number | null;
  /** German explanation for anything but "ok". */
  detail: string | null;
  /** Index into the reference list. */
  referenceIndex: number;
}

export interface SourceCheckResult {
  /** "skipped": not run (switched off); "unavailable": run, but the network could not be reached. */
  mode: "checked" | "skipped" | "unavailable";
  total: number;
  ok: number;
  /** Reachable but behind a login or bot protection (401/403/429): counted as working. */
  restricted: number;
  /** Shown not to work by a reachable server (404/410, domain gone, …). */
  broken: number;
  /** No clear answer (timeout, server error, connection refused): counted neither as working nor as broken. */
  unknown: number;
  refused: number;
  skipped: number;
  /** Working share of the checked links (0–1), null when nothing was checked. */
  workingShare: number | null;
  /** SPEC §1: a refund is possible when fewer than 80 % of the source links work. */
  belowRefundThreshold: boolean | null;
  items: SourceCheckItem[];
}

export interface SourceCheckOptions {
  /** No network (CI, offline): every link is reported as skipped. */
  offline?: boolean;
  fetch?: typeof fetch;
  /** Per request (each redirect hop), default 8 s. */
  timeoutMs?: number;
  concurrency?: number;
  maxRedirects?: number;
  /** Links beyond this are skipped (default 300). */
  maxTargets?: number;
  /** Tests only: allow loopback/private targets. Never enable in production. */
  allowPrivateNetwork?: boolean;
  resolve?: Resolver;
  /**
   * Asked only when no link got any answer: can the internet be reached at all? Default: resolve and
   * call https://doi.org (one request). Without it every link's failure could be a dead network.
   */
  probe?: () => Promise<boolean>;
  onProgress?: (done: number, total: number) => void;
}

export const REFUND_THRESHOLD = 0.8;

interface Target {
  target: string;
  kind: "url" | "doi";
  url: string;
  referenceIndex: number;
}

function targetsOf(references: Reference[]): Target[] {
  const seen = new Set<string>();
  const out: Target[] = [];
  references.forEach((r, referenceIndex) => {
    for (const doi of r.dois) {
      const url = `https://doi.org/${doi}`;
      if (!seen.has(url.toLowerCase())) out.push({ target: doi, kind: "doi", url, referenceIndex });
      seen.add(url.toLowerCase());
    }
    for (const u of r.urls) {
      if (!seen.has(u.toLowerCase())) out.push({ target: u, kind: "url", url: u, referenceIndex });
      seen.add(u.toLowerCase());
    }
  });
  return out;
}

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

async function checkOne(
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
async function defaultProbe(doFetch: typeof fetch, timeoutMs: number): Promise<boolean> {
  try {
    await systemResolver("doi.org");
    await request(doFetch, "https://doi.org/", "HEAD", timeoutMs);
    return true;
  } catch {
    return false;
  }
}

async function request(
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

export async function checkSources(
  references: Reference[],
  opts: SourceCheckOptions = {},
): Promise<SourceCheckResult> {
  const all = targetsOf(references);
  const maxTargets = opts.maxTargets ?? 300;
  const items: SourceCheckItem[] = all.map((t) => ({
    target: t.target,
    kind: t.kind,
    status: "skipped",
    httpStatus: null,
    detail: opts.offline ? "Übersprungen (Link-Prüfung ausgeschaltet)" : "Übersprungen (zu viele Links)",
    referenceIndex: t.referenceIndex,
  }));
  let mode: SourceCheckResult["mode"] = opts.offline ? "skipped" : "checked";
  if (!opts.offline) {
    const settings = { ...opts, timeoutMs: opts.timeoutMs ?? 8000, maxRedirects: opts.maxRedirects ?? 5 };
    const todo = all.slice(0, maxTargets);
    let next = 0;
    let done = 0;
    let anyAnswer = false;
    let tried = 0;
    const worker = async () => {
      while (next < todo.length) {
        const i = next++;
        const { answered, ...r } = await checkOne(todo[i] as Target, settings);
        if (answered) anyAnswer = true;
        if (r.status !== "refused") tried++;
        Object.assign(items[i] as SourceCheckItem, r);
        opts.onProgress?.(++done, todo.length);
      }
    };
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 6, todo.length)) }, worker),
    );
    // No server answered a single link: unless the internet is demonstrably reachable, the failures say
    // nothing about the thesis (no network, DNS down). Then nothing is counted either way.
    if (tried > 0 && !anyAnswer) {
      const online = await (opts.probe ?? (() => defaultProbe(opts.fetch ?? fetch, settings.timeoutMs)))();
      if (!online) {
        mode = "unavailable";
        for (const item of items) {
          if (item.status === "broken" || item.status === "unknown") {
            Object.assign(item, { status: "skipped", detail: LINK_CHECK_UNAVAILABLE });
          }
        }
      }
    }
  }
  return summarize(mode, items);
}

/** German: the whole check could not run because the network could not be reached (issue 30.3). */
export const LINK_CHECK_UNAVAILABLE = "Link-Prüfung derzeit nicht möglich";

function summarize(mode: SourceCheckResult["mode"], items: SourceCheckItem[]): SourceCheckResult {
  const count = (s: SourceStatus) => items.filter((i) => i.status === s).length;
  const ok = count("ok");
  const restricted = count("restricted");
  const broken = count("broken");
  // Only links a server answered for count: unknown and skipped ones are out of the share.
  const counted = ok + restricted + broken;
  const workingShare = mode === "checked" && counted > 0 ? (ok + restricted) / counted : null;
  return {
    mode,
    total: items.length,
    ok,
    restricted,
    broken,
    unknown: count("unknown"),
    refused: count("refused"),
    skipped: count("skipped"),
    workingShare,
    belowRefundThreshold: workingShare === null ? null : workingShare < REFUND_THRESHOLD,
    items,
  };
}

const SourceCheckItemSchema = z.object({
  target: z.string(),
  kind: z.enum(["url", "doi"]),
  status: z.enum(["ok", "restricted", "broken", "unknown", "refused", "skipped"]),
  httpStatus: z.number().int().nullable(),
  detail: z.string().nullable(),
  referenceIndex: z.number().int(),
});

const StoredSourceCheckSchema = z.object({
  mode: z.enum(["checked", "skipped", "unavailable"]),
  items: z.array(SourceCheckItemSchema),
});

/** Details an older check gave a link that got no answer; today such a link is unknown, not broken. */
const NO_ANSWER = new Set(["Zeitüberschreitung", "Nicht erreichbar"]);

/**
 * A stored check (the server keeps it per presentation) read back through the schema, with today's rules:
 * an older check counted timeouts, 5xx and "no network" as broken; those links are unknown now, and a
 * check in which no link got any answer becomes "unavailable". Null when it is not a check at all.
 */
export function readSourceCheck(stored: unknown): SourceCheckResult | null {
  const parsed = StoredSourceCheckSchema.safeParse(stored);
  if (!parsed.success) return null;
  const items = parsed.data.items.map((i) =>
    i.status === "broken" &&
    ((i.httpStatus !== null && i.httpStatus >= 400 && i.httpStatus !== 404 && i.httpStatus !== 410) ||
      (i.httpStatus === null && NO_ANSWER.has(i.detail ?? "")))
      ? { ...i, status: "unknown" as const }
      : i,
  );
  let mode = parsed.data.mode;
  const tried = items.filter((i) => i.status !== "refused" && i.status !== "skipped");
  if (
    mode === "checked" &&
    tried.length > 0 &&
    tried.every(
      (i) => i.httpStatus === null && (i.status === "unknown" || i.detail === "Server nicht gefunden (DNS)"),
    )
  ) {
    mode = "unavailable";
  }
  return summarize(
    mode,
    mode === "unavailable"
      ? items.map((i) =>
          i.status === "broken" || i.status === "unknown"
            ? { ...i, status: "skipped" as const, detail: LINK_CHECK_UNAVAILABLE }
            : i,
        )
      : items,
  );
}
