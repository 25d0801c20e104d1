import type { Logger } from "pino";

/**
 * Work better-auth hands off after answering (sending mail). A sign-up or reset request must not wait
 * for the mail server: how long it waits would tell whether the address has an account (issue 15).
 * Shutdown waits for what is still running, so no mail is lost.
 */
export interface BackgroundTasks {
  handler(task: Promise<unknown>): void;
  settle(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    handler(task) {
      const tracked = task
        .catch((error) => logger.error({ err: error }, "background auth task failed"))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async settle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
