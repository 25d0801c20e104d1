import type { JobDefinition } from "./define.ts";
import { freeAnalysis } from "./free-analysis.ts";
import { fullPipeline } from "./full-pipeline.ts";
import { readPictures } from "./read-pictures.ts";
import { retention } from "./retention.ts";
import { systemPing } from "./system-ping.ts";

/** Every job the workers know. Add new definitions here. */
export const jobRegistry: JobDefinition[] = [systemPing, freeAnalysis, readPictures, fullPipeline, retention];
