import type { z } from "zod";
import type { JobDefinition } from "../jobs/define.ts";
import { freeAnalysis } from "../jobs/free-analysis.ts";
import { fullPipeline } from "../jobs/full-pipeline.ts";
import { readPictures } from "../jobs/read-pictures.ts";
import { retention } from "../jobs/retention.ts";
import { systemPing } from "../jobs/system-ping.ts";
import type { JobHandler } from "./handler.ts";

/** A job and its handler, imported lazily from its own file when the first job of its kind runs. */
export interface Worker<S extends z.ZodType = z.ZodType> {
  job: JobDefinition<S>;
  handler: () => Promise<{ default: JobHandler<z.infer<S>> }>;
}

const worker = <S extends z.ZodType>(w: Worker<S>): Worker => w as unknown as Worker;

/** Every job the workers run (each of jobs/registry.ts). Add new handlers here. */
export const workerRegistry: Worker[] = [
  worker({ job: systemPing, handler: () => import("./system-ping.ts") }),
  worker({ job: freeAnalysis, handler: () => import("./free-analysis.ts") }),
  worker({ job: readPictures, handler: () => import("./read-pictures.ts") }),
  worker({ job: fullPipeline, handler: () => import("./full-pipeline.ts") }),
  worker({ job: retention, handler: () => import("./retention.ts") }),
];
