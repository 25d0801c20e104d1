import type { StatedTimes } from "@folienwerk/contracts";
import { desc, eq } from "drizzle-orm";
import { type Config, configuredTimes } from "../config.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/client.ts";
import { jobDurations } from "../db/schema/index.ts";
import { orderPaidAt } from "./owner.ts";

/**
 * The one place for every time the product states (landing, wizard, dashboard, mails): the median of the
 * last measured analyses and deliveries, worded in German, or the configured text while too few exist.
 *
 * What is measured (docs/decisions/012-honest-times.md):
 * - "analysis": from the upload (the presentation row is created and the free analysis queued at once;
 *   from then on the student waits for it) until the analysis is stored.
 * - "delivery": from the payment (the provider's paid event) until the package is delivered (deliveredAt).
 */

export type DurationKind = "analysis" | "delivery";

/** How many of the newest measurements the median is taken over. */
export const SAMPLE_SIZE = 50;
/** Below this many measurements the configured text is stated instead. */
export const MIN_SAMPLES = 5;
/** /api/config and the mails reuse a computed answer this long. */
export const CACHE_MS = 60_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** duration_ms is an integer column. */
const MAX_MS = 2_147_483_647;

/** The median of a list of numbers (the mean of the middle two for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * A typical duration in words that complete "… fertig": "meist in unter einer Minute", "meist in etwa
 * 3 Minuten", "meist in etwa 2 Stunden". Minutes are rounded, from 10 minutes on to 5; hours and days to
 * whole ones.
 */
export function wordDuration(ms: number): string {
  if (ms < MINUTE) return "meist in unter einer Minute";
  const minutes = Math.round(ms / MINUTE);
  if (minutes === 1) return "meist in etwa einer Minute";
  if (minutes <= 10) return `meist in etwa ${minutes} Minuten`;
  const rounded = Math.round(ms / (5 * MINUTE)) * 5;
  if (rounded < 60) return `meist in etwa ${rounded} Minuten`;
  if (ms < 1.5 * HOUR) return "meist in etwa einer Stunde";
  const hours = Math.round(ms / HOUR);
  if (hours < 24) return `meist in etwa ${hours} Stunden`;
  if (ms < 1.5 * DAY) return "meist in etwa einem Tag";
  return `meist in etwa ${Math.round(ms / DAY)} Tagen`;
}

/** Stores one finished analysis or delivery. */
export async function recordDuration(db: Db, kind: DurationKind, startedAt: Date, finishedAt = new Date()) {
  const durationMs = Math.min(MAX_MS, Math.max(0, Math.round(finishedAt.getTime() - startedAt.getTime())));
  await db.insert(jobDurations).values({ kind, durationMs, finishedAt });
  cache.delete(db);
}

/** The median of the newest SAMPLE_SIZE measurements of a kind, and how many there were. */
export async function measuredMedian(db: Db, kind: DurationKind) {
  const rows = await db
    .select({ ms: jobDurations.durationMs })
    .from(jobDurations)
    .where(eq(jobDurations.kind, kind))
    .orderBy(desc(jobDurations.finishedAt))
    .limit(SAMPLE_SIZE);
  return { medianMs: median(rows.map((r) => r.ms)), samples: rows.length };
}

async function computeTimes(db: Db, config: Config): Promise<StatedTimes> {
  const fallback = configuredTimes(config);
  const [analysis, delivery] = await Promise.all([
    measuredMedian(db, "analysis"),
    measuredMedian(db, "delivery"),
  ]);
  const word = (m: typeof analysis) =>
    m.samples >= MIN_SAMPLES && m.medianMs !== null ? wordDuration(m.medianMs) : null;
  const a = word(analysis);
  const d = word(delivery);
  return {
    analysis: a ?? fallback.analysis,
    delivery: d ?? fallback.delivery,
    measured: { analysis: a !== null, delivery: d !== null },
  };
}

const cache = new Map<Db, { at: number; times: Promise<StatedTimes> }>();

/** The stated times, computed at most once per CACHE_MS; a failed computation states the configured text. */
export function statedTimes(app: Pick<AppContext, "database" | "config">): Promise<StatedTimes> {
  const db = app.database.db;
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.times;
  const times = computeTimes(db, app.config).catch(() => {
    cache.delete(db);
    return configuredTimes(app.config);
  });
  cache.set(db, { at: Date.now(), times });
  return times;
}

/** Records the free analysis of a presentation as finished now (measured from its upload); never throws. */
export async function recordAnalysisDuration(
  app: Pick<AppContext, "database" | "logger">,
  row: { id: string; createdAt: Date },
): Promise<void> {
  try {
    await recordDuration(app.database.db, "analysis", row.createdAt);
  } catch (error) {
    app.logger.warn({ err: error, presentationId: row.id }, "could not record the analysis duration");
  }
}

/** Records a delivered package (measured from its payment); never throws, skips an order without one. */
export async function recordDeliveryDuration(
  app: Pick<AppContext, "database" | "logger">,
  row: { id: string; deliveredAt: Date | null },
): Promise<void> {
  try {
    const db = app.database.db;
    const paid = await orderPaidAt(db, row.id);
    if (!paid) return;
    await recordDuration(db, "delivery", paid, row.deliveredAt ?? new Date());
  } catch (error) {
    app.logger.warn({ err: error, presentationId: row.id }, "could not record the delivery duration");
  }
}
