import type { AppContext } from "../context.ts";
import { conflict, notPaid } from "../errors.ts";
import { freeAnalysis } from "../jobs/free-analysis.ts";
import { fullPipeline } from "../jobs/full-pipeline.ts";
import { enqueue } from "../jobs/queue.ts";
import { createPresentation, type Upload } from "./create.ts";
import { findOwnedLive } from "./repository.ts";
import { isAnswered, QUESTIONNAIRE_INCOMPLETE, transition } from "./state.ts";

/**
 * Starting the background work of a presentation: upload then queue its free analysis, queue the paid
 * deck. The jobs are only named and sent here (jobs/); their handlers are the workers' (workers/).
 */

/** SPEC §4 upload: stores the presentation, then queues its free analysis. */
export async function uploadPresentation(ctx: AppContext, userId: string, upload: Upload) {
  const row = await createPresentation(ctx, userId, upload);
  await enqueueFreeAnalysis(ctx, row.id);
  return row;
}

/**
 * Queues the free analysis unless it is queued, running or done. The guarded transition is the lock:
 * of any number of concurrent calls exactly one moves the row to "queued" and sends the job.
 */
export async function enqueueFreeAnalysis(ctx: AppContext, id: string): Promise<"queued" | "already"> {
  if (!(await transition(ctx.database.db, "queueAnalysis", id))) return "already";
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
  const moved = await transition(ctx.database.db, "queuePipeline", id);
  if (!moved) return "already";
  await enqueue(ctx.boss, fullPipeline, { presentationId: id }, { singletonKey: id });
  await ctx.events.publish({ userId: moved.userId, presentationId: id, kind: "progress" });
  return "queued";
}

export async function startFullPipeline(ctx: AppContext, userId: string, id: string) {
  const row = await findOwnedLive(ctx.database.db, userId, id, ctx.config.RETENTION_DAYS);
  if (!row.isPaid) {
    throw notPaid("deck");
  }
  if (row.stage === "presentation_created") return { status: "done" as const, presentationId: id };
  if (!isAnswered(row)) throw conflict(QUESTIONNAIRE_INCOMPLETE);
  const result = await enqueueFullPipeline(ctx, id);
  return { status: result, presentationId: id };
}
