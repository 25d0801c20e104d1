import { z } from "zod";
import { defineJob } from "./define.ts";

/** A trivial round trip through the queue: proves that sending, working and completing jobs works. */
export const systemPing = defineJob({
  name: "system-ping",
  payload: z.object({ nonce: z.string().min(1).max(100) }),
  queue: { retryLimit: 1, expireInSeconds: 30, deleteAfterSeconds: 3600 },
});
