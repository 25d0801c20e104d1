import type { JobDefinition } from "./define.ts";
import { freeAnalysis } from "./free-analysis.ts";
import { fullPipeline } from "./full-pipeline.ts";
import { readPictures } from "./read-pictures.ts";
import { retention } from "./retention.ts";
import { systemPing } from "./system-ping.ts";

/**
 * Every job there is: its queue is created on every start, by web and worker processes alike. Add new
 * definitions here, and their handler in workers/registry.ts.
 */
export const jobRegistry: JobDefinition[] = [systemPing, freeAnalysis, readPictures, fullPipeline, retention];
