import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { presentations } from "../db/schema/index.ts";
import { AppError } from "../errors.ts";
import { freeAnalysis } from "../jobs/free-analysis.ts";
import { fullPipeline } from "../jobs/full-pipeline.ts";
import { enqueue } from "../jobs/queue.ts";
import { findOwnedLive } from "./repository.ts";

/**
 * Queues the free analysis unless it is queued, running or done. The conditional UPDATE is the lock:
 * of any number of concurrent calls exactly one moves the row to "queued" and sends the job.
 */
export async function enqueueFreeAnalysis(ctx: AppContext, id: string): Promise<"queued" | "already"> {
  const moved = await ctx.database.db
    .update(presentations)
    .set({ freeAnalysisStatus: "queued" })
    .where(and(eq(presentations.id, id), inArray(presentations.freeAnalysisStatus, ["idle", "failed"])))
    .returning({ id: presentations.id });
  if (moved.length === 0) return "already";
  await enqueue(ctx.boss, freeAnalysis, { presentationId: id }, { singletonKey: id });
  return "queued";
}

/** The owner asks for the free analysis (SPEC §7 process-free-pipeline, /free/analysis); idempotent. */
export async function startFreeAnalysis(ctx: AppContext, userId: string, id: string) {
  await findOwnedLive(ctx.database.db, userId, id, ctx.config.RETENTION_DAYS);
  const result = await enqueueFreeAnalysis(ctx, id);
  return { status: result, presentationId: id };
}

/**
 * Starts the full pipeline once per paid presentation (SPEC §4). Safe to call any number of times from
 * /success, the payment webhook and the API at once: only the first call from idle/failed enqueues.
 */
export async function enqueueFullPipeline(ctx: AppContext, id: string): Promise<"queued" | "already"> {
  const moved = await ctx.database.db
    .update(presentations)
    .set({
      pipelineStatus: "queued",
      pipelineError: null,
      pipelineProgress: { step: "queued", percent: 0, label: "In der Warteschlange" },
    })
    .where(
      and(
        eq(presentations.id, id),
        eq(presentations.isPaid, true),
        inArray(presentations.pipelineStatus, ["idle", "failed"]),
        inArray(presentations.stage, ["questions_1", "questions_2"]),
      ),
    )
    .returning({ id: presentations.id, userId: presentations.userId });
  const first = moved[0];
  if (!first) return "already";
  await enqueue(ctx.boss, fullPipeline, { presentationId: id }, { singletonKey: id });
  await ctx.events.publish({ userId: first.userId, presentationId: id, kind: "progress" });
  return "queued";
}

export async function startFullPipeline(ctx: AppContext, userId: string, id: string) {
  const row = await findOwnedLive(ctx.database.db, userId, id, ctx.config.RETENTION_DAYS);
  if (!row.isPaid) {
    throw new AppError(
      "not_paid",
      "Diese Präsentation ist noch nicht bezahlt. Die Erstellung startet nach der Zahlung.",
      402,
    );
  }
  if (row.stage === "presentation_created") return { status: "done" as const, presentationId: id };
  const result = await enqueueFullPipeline(ctx, id);
  return { status: result, presentationId: id };
}
