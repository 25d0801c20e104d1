/**
 * A job as the queue knows it: name, zod payload and queue policy. What runs it is the worker's
 * (workers/registry.ts), so a process that only sends jobs never loads a handler.
 */
import type { Queue } from "pg-boss";
import type { z } from "zod";

/** A typed job: name, zod payload and queue policy. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  queue: Omit<Queue, "name">;
  /** How many jobs of this kind one worker process runs at once. */
  concurrency?: number;
  /** Cron expression (UTC) when the job runs on a schedule. */
  cron?: string;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}
