import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CHROMIUM_ARGS } from "../../e2e/support/browser.ts";
import type { Row } from "./stats.ts";
import { median, progress } from "./stats.ts";

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  isEntry?: boolean;
  src?: string;
}

const gz = (file: string) => gzipSync(fs.readFileSync(file)).length;

/**
 * Initial bytes (gzipped) of a route: the entry chunk with its static imports and CSS, plus, for a
 * lazily loaded page, that page's chunk and its static imports. Needs the Vite manifest.
 */
export function routeBytes(distDir: string): Row[] {
  const manifestPath = path.join(distDir, ".vite", "manifest.json");
  if (!fs.existsSync(manifestPath))
    return [{ route: "(no manifest: build with build.manifest)", js_kb_gz: null }];
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) collect(dep, seen);
  };
  const measure = (keys: string[]) => {
    const seen = new Set<string>();
    for (const k of keys) collect(k, seen);
    let js = 0;
    let css = 0;
    let fonts = 0;
    for (const k of seen) {
      const chunk = manifest[k];
      if (!chunk) continue;
      js += gz(path.join(distDir, chunk.file));
      for (const c of chunk.css ?? []) css += gz(path.join(distDir, c));
      // Fonts are compressed already (woff2): their plain size is what travels.
      for (const a of chunk.assets ?? [])
        if (a.endsWith(".woff2")) fonts += fs.statSync(path.join(distDir, a)).size;
    }
    return { js_kb_gz: js / 1024, css_kb_gz: css / 1024, font_kb: fonts / 1024 };
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? "index.html";
  const page = (name: string) => Object.keys(manifest).find((k) => k.endsWith(`/${name}.tsx`));
  const rows: Row[] = [
    { route: "/ (landing)", ...measure([entry, ...(page("Home") ? [page("Home") as string] : [])]) },
  ];
  const dashboard = page("Dashboard");
  rows.push(
    dashboard
      ? { route: "/dashboard", ...measure([entry, dashboard]) }
      : { route: "/dashboard", js_kb_gz: null },
  );
  return rows;
}

/** The landing page's budget (issue 16): Lighthouse medians and the initial JS, gzipped. */
export const LANDING_GATE = { performance: 90, accessibility: 95, jsKbGz: 200 } as const;

/**
 * Lighthouse scores of a page, with Debian's Chromium: the median of `runs` runs, at least 3 (scores vary
 * on a shared machine). `landingJsKbGz` (from routeBytes) is printed beside them with the gate.
 */
export async function lighthouseScores(
  url: string,
  requested = 3,
  landingJsKbGz = Number(routeBytes(path.resolve(import.meta.dirname, "../../apps/web/dist"))[0]?.js_kb_gz),
): Promise<Row> {
  const runs = Math.max(3, requested);
  const all: Array<Record<string, number>> = [];
  // A run Lighthouse could not score (its own error, e.g. a metric it failed to compute) is not a score
  // of 0: it is reported and run again, up to `runs` extra attempts.
  const failures: string[] = [];
  for (let attempt = 1; all.length < runs && attempt <= 2 * runs; attempt++) {
    const run = await lighthouseOnce(url, all.length + 1, runs);
    if (typeof run === "string") failures.push(run);
    else all.push(run);
  }
  if (all.length === 0) throw new Error(`Lighthouse scored no run: ${failures.join(", ")}`);
  const med = (k: string) => median(all.map((r) => r[k] ?? 0));
  return {
    page: url.replace(/^https?:\/\/[^/]+/, "") || "/",
    runs: all.length,
    failed_runs: failures.length ? `${failures.length} (${[...new Set(failures)].join(", ")})` : "0",
    performance: med("performance"),
    performance_runs: all.map((r) => r.performance).join(" "),
    accessibility: med("accessibility"),
    best_practices: med("best_practices"),
    seo: med("seo"),
    fcp_s: med("fcp_s"),
    lcp_s: med("lcp_s"),
    tbt_ms: med("tbt_ms"),
    cls: med("cls"),
    page_kb: med("page_kb"),
    landing_js_kb_gz: Math.round(landingJsKbGz * 10) / 10,
    gate:
      med("performance") >= LANDING_GATE.performance &&
      med("accessibility") >= LANDING_GATE.accessibility &&
      landingJsKbGz < LANDING_GATE.jsKbGz
        ? `met (≥ ${LANDING_GATE.performance} / ≥ ${LANDING_GATE.accessibility} / < ${LANDING_GATE.jsKbGz} KB)`
        : `NOT met (≥ ${LANDING_GATE.performance} / ≥ ${LANDING_GATE.accessibility} / < ${LANDING_GATE.jsKbGz} KB)`,
  };
}

/** One Lighthouse run's scores and metrics, or why Lighthouse could not score it. */
async function lighthouseOnce(
  url: string,
  run: number,
  runs: number,
): Promise<Record<string, number> | string> {
  progress(`lighthouse ${url} (${run}/${runs})`);
  const chromeLauncher = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const cats = result?.lhr.categories ?? {};
    const unscored = Object.values(cats).filter((c) => typeof c.score !== "number");
    if (!result || result.lhr.runtimeError || unscored.length > 0) {
      const failed = String(
        result?.lhr.runtimeError?.code ??
          Object.values(result?.lhr.audits ?? {}).find((a) => a.errorMessage)?.id ??
          "no result",
      );
      progress(`lighthouse run ${run}: not scored (${failed})`);
      return failed;
    }
    const score = (k: string) => Math.round((cats[k]?.score ?? 0) * 100);
    const metric = (id: string) => result?.lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      best_practices: score("best-practices"),
      seo: score("seo"),
      fcp_s: Math.round(metric("first-contentful-paint") / 100) / 10,
      lcp_s: Math.round(metric("largest-contentful-paint") / 100) / 10,
      tbt_ms: Math.round(metric("total-blocking-time")),
      cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
      page_kb: Math.round(metric("total-byte-weight") / 1024),
    };
  } finally {
    await chrome.kill();
  }
}
