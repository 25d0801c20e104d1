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
import type { Reference } from "../document.ts";
import { checkOne, defaultProbe } from "./link-probe.ts";
import { type Target, targetsOf } from "./link-targets.ts";
import {
  LINK_CHECK_UNAVAILABLE,
  type SourceCheckItem,
  type SourceCheckOptions,
  type SourceCheckResult,
  summarize,
} from "./source-status.ts";

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
