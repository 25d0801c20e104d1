/** What a worker hands a job's handler, and the shape every handler has. */
import type { AppContext } from "../context.ts";

export interface JobRun {
  id: string;
  retryCount: number;
  signal: AbortSignal;
  /** True when a failure of this attempt is final (no retry left): the handler tells the user. */
  isFinalAttempt: boolean;
}

export type JobHandler<P> = (payload: P, app: AppContext, run: JobRun) => Promise<unknown>;
