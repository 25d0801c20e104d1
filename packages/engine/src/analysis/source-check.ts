/**
 * Source check: is every URL/DOI in the reference list reachable? Bounded HEAD (GET fallback) requests with a
 * timeout, a concurrency limit and manually followed redirects, each hop checked against private networks.
 * The refund rule (SPEC §1) hinges on the share of working links: below 80 % the student may claim a refund.
 */
import type { Reference } from "../document.ts";
import { isPublicHost, type Resolver, systemResolver } from "./network-guard.ts";

export type SourceStatus = "ok" | "restricted" | "broken" | "refused" | "skipped";

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
  mode: "checked" | "skipped";
  total: number;
  ok: number;
  /** Reachable but behind a login or bot protection (401/403/429): counted as working. */
  restricted: number;
  broken: number;
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

async function checkOne(
  t: Target,
  opts: Required<Pick<SourceCheckOptions, "timeoutMs" | "maxRedirects">> & SourceCheckOptions,
) {
  const doFetch = opts.fetch ?? fetch;
  const resolve = opts.resolve ?? systemResolver;
  let url = t.url;
  const result = (status: SourceStatus, httpStatus: number | null, detail: string | null) => ({
    status,
    httpStatus,
    detail,
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
      } catch {
        return result("broken", null, "Server nicht gefunden (DNS)");
      }
      if (!isPublic)
        return result("refused", null, "Ziel im privaten Netz – aus Sicherheitsgründen nicht geprüft");
    }
    let res: Response;
    try {
      res = await request(doFetch, url, "HEAD", opts.timeoutMs);
      if ([400, 403, 405, 406, 429, 501].includes(res.status))
        res = await request(doFetch, url, "GET", opts.timeoutMs);
    } catch (err) {
      const name = (err as Error)?.name;
      return result(
        "broken",
        null,
        name === "TimeoutError" || name === "AbortError" ? "Zeitüberschreitung" : "Nicht erreichbar",
      );
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
    return result("broken", res.status, `Fehler des Servers (HTTP ${res.status})`);
  }
  return result("broken", null, "Zu viele Weiterleitungen");
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
    detail: opts.offline ? "Übersprungen (ohne Netzverbindung geprüft)" : "Übersprungen (zu viele Links)",
    referenceIndex: t.referenceIndex,
  }));
  if (!opts.offline) {
    const settings = { ...opts, timeoutMs: opts.timeoutMs ?? 8000, maxRedirects: opts.maxRedirects ?? 5 };
    const todo = all.slice(0, maxTargets);
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < todo.length) {
        const i = next++;
        const r = await checkOne(todo[i] as Target, settings);
        Object.assign(items[i] as SourceCheckItem, r);
        opts.onProgress?.(++done, todo.length);
      }
    };
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 6, todo.length)) }, worker),
    );
  }
  const count = (s: SourceStatus) => items.filter((i) => i.status === s).length;
  const ok = count("ok");
  const restricted = count("restricted");
  const broken = count("broken");
  const checked = ok + restricted + broken;
  const workingShare = checked > 0 ? (ok + restricted) / checked : null;
  return {
    mode: opts.offline ? "skipped" : "checked",
    total: items.length,
    ok,
    restricted,
    broken,
    refused: count("refused"),
    skipped: count("skipped"),
    workingShare,
    belowRefundThreshold: workingShare === null ? null : workingShare < REFUND_THRESHOLD,
    items,
  };
}
