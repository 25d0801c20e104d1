import { z } from "zod";
import { defineJob } from "./define.ts";

/** The free analysis of an uploaded paper; starts after the upload, mails the student when ready. */
export const freeAnalysis = defineJob({
  name: "free-analysis",
  payload: z.object({ presentationId: z.uuid() }),
  queue: {
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 600,
    heartbeatSeconds: 30,
    deleteAfterSeconds: 7 * 24 * 3600,
  },
  concurrency: 2,
});
