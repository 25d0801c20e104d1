import { z } from "zod";
import { defineJob } from "./define.ts";
import { freeAnalysis } from "./free-analysis.ts";

/**
 * Text first (decision 034): after the free analysis is shown from the text, the thesis's figures and tables
 * are read and the analysis is stored again with them. A queue of its own, one at a time per worker process,
 * so analyses never wait for pictures; the reading workers take these reads after any upload that waits.
 */
export const readPictures = defineJob({
  name: "read-pictures",
  payload: z.object({ presentationId: z.uuid() }),
  // Retried and expired like the analysis it completes.
  queue: freeAnalysis.queue,
  concurrency: 1,
});
