/**
 * The steps of a process's shutdown, run last-in first-out, each bounded in time: a step that has not
 * finished after `limitMs` (a pool waiting for a client that never comes back, a socket that never ends)
 * is logged by name and left behind, so the process still closes its database and releases its lock, and a
 * supervisor or test is never kept waiting without knowing on what.
 */
import type { Logger } from "pino";

/** Longer than the longest step that waits on purpose: running jobs get 20 s to finish. */
export const SHUTDOWN_STEP_LIMIT_MS = 30_000;

export interface Shutdown {
  add(name: string, step: () => Promise<unknown> | unknown): void;
  /**
   * Runs every step once, newest first; resolves when each has finished, failed or run out of time, with the
   * names of those that ran out of time.
   */
  run(): Promise<string[]>;
}

export function createShutdown(logger: Logger, limitMs = SHUTDOWN_STEP_LIMIT_MS): Shutdown {
  const steps: Array<{ name: string; step: () => Promise<unknown> | unknown }> = [];
  return {
    add(name, step) {
      steps.push({ name, step });
    },
    async run() {
      const overdue: string[] = [];
      for (const { name, step } of steps.splice(0).reverse()) {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<"late">((resolve) => {
          timer = setTimeout(() => resolve("late"), limitMs);
          timer.unref();
        });
        try {
          const outcome = await Promise.race([Promise.resolve().then(step), late]);
          if (outcome === "late") {
            overdue.push(name);
            logger.error({ step: name, limitMs }, "shutdown step did not finish in time; going on");
          }
        } catch (error) {
          logger.warn({ err: error, step: name }, "shutdown step failed");
        } finally {
          clearTimeout(timer);
        }
      }
      return overdue;
    },
  };
}
