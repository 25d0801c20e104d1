/**
 * A planned slide before numbering, timing and tables, and the agenda item it belongs to: the working shape
 * every planning step passes on.
 */

import type { Understanding } from "../understand/schema.ts";
import type { PlannedSlide } from "./schema.ts";

/** The agenda item a slide belongs to: consecutive slides of one group are one item. */
export interface AgendaPart {
  group: string;
  /** The slide's words in that item; null: it adds none. */
  label: string | null;
}

/** A planned slide before numbering, timing and tables; `weight` is its share of the talk time. */
export type PlanDraft = Omit<PlannedSlide, "n" | "seconds" | "tableIndex"> & {
  weight: number;
  agenda?: AgendaPart;
};

export type Sentences = Understanding["sentences"];
