import { z } from "zod";
import { defineJob } from "./define.ts";

/** Hourly: presentations older than RETENTION_DAYS lose their files and all thesis content (bare order kept). */
export const retention = defineJob({
  name: "retention",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 1, expireInSeconds: 900, deleteAfterSeconds: 24 * 3600 },
  cron: "17 * * * *",
});
