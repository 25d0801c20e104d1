/**
 * What a source check reports: each link's status, the counts and the refund verdict (SPEC §1: below 80 %
 * working links the student may claim a refund), and how a check is asked for.
 */
import type { Resolver } from "./network-guard.ts";

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

/** German: the whole check could not run because the network could not be reached (issue 30.3). */
export const LINK_CHECK_UNAVAILABLE = "Link-Prüfung derzeit nicht möglich";

export function summarize(mode: SourceCheckResult["mode"], items: SourceCheckItem[]): SourceCheckResult {
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
