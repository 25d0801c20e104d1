import { z } from "zod";
import { defineJob } from "./define.ts";

/**
 * The paid deck pipeline. Each finished stage is persisted, so a retry (after a crash or a SIGKILLed
 * worker, detected by the missing heartbeat) resumes after the last finished stage.
 */
export const fullPipeline = defineJob({
  name: "full-pipeline",
  payload: z.object({ presentationId: z.uuid() }),
  queue: {
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 120,
    expireInSeconds: 1800,
    heartbeatSeconds: 10,
    deleteAfterSeconds: 7 * 24 * 3600,
  },
  concurrency: 1,
});
