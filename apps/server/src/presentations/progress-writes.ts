/**
 * The paid run's progress writes on the presentation row: each tells the owner's open pages, and none
 * overwrites a finished or failed run.
 */
import type { AppContext } from "../context.ts";
import type { presentations } from "../db/schema/index.ts";
import { updateAndPublish } from "./update.ts";

type RowValues = Partial<typeof presentations.$inferInsert>;

/** Writes `values` while the run is going (a progress write never overwrites a finished or failed run). */
export const writeProgress = (app: AppContext, id: string, userId: string, values: RowValues) =>
  updateAndPublish(app, id, userId, values, "progress", { whileRunning: true });

/**
 * Progress writes in order, one after the other. The engine reports progress synchronously, so a write is
 * queued here and awaited at the next stage boundary (`flush`); a failed write fails the attempt there.
 */
export class ProgressWrites {
  private chain: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | null = null;

  constructor(
    private readonly app: AppContext,
    private readonly id: string,
    private readonly userId: string,
  ) {}

  /** Queues a write; a `pipelineProgress` of null (nothing new to show) is left out. */
  push(values: RowValues): void {
    const { pipelineProgress, ...rest } = values;
    const set = pipelineProgress === null ? rest : values;
    if (Object.keys(set).length === 0) return;
    this.chain = this.chain
      .then(() => writeProgress(this.app, this.id, this.userId, set))
      .catch((error: unknown) => {
        this.failure ??= { error };
      });
  }

  async flush(): Promise<void> {
    await this.chain;
    if (this.failure) throw this.failure.error;
  }

  /** Waits for the queued writes without failing: before the attempt's failure is written over them. */
  async settle(): Promise<void> {
    await this.chain;
  }
}
