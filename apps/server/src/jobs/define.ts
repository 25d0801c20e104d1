import type { Queue } from "pg-boss";
import type { z } from "zod";
import type { AppContext } from "../context.ts";

export interface JobRun {
  id: string;
  retryCount: number;
  signal: AbortSignal;
  /** True when a failure of this attempt is final (no retry left): the handler tells the user. */
  isFinalAttempt: boolean;
}

export type JobHandler<P> = (payload: P, app: AppContext, run: JobRun) => Promise<unknown>;

/** A typed job: name, zod payload, queue policy and a lazily imported handler in its own file. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  queue: Omit<Queue, "name">;
  /** How many jobs of this kind one worker process runs at once. */
  concurrency?: number;
  /** Cron expression (UTC) when the job runs on a schedule. */
  cron?: string;
  handler: () => Promise<{ default: JobHandler<z.infer<S>> }>;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}
