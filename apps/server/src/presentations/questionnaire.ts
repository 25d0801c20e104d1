import type { Questionnaire } from "@folienwerk/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { presentations } from "../db/schema/index.ts";
import { conflict } from "../errors.ts";
import { refreshAnalysisAfterQuestionnaire } from "./analysis.ts";
import { findById, findOwnedLive } from "./repository.ts";

export const NOT_CONTINUABLE =
  "Diese Präsentation befindet sich nicht im richtigen Status für eine Fortsetzung.";

/**
 * Saves the answers (SPEC §4: stage becomes questions_2); only before payment. The free analysis's talk
 * outline then follows the chosen duration (recomputed from the stored document and understanding).
 */
export async function saveQuestionnaire(ctx: AppContext, userId: string, id: string, answers: Questionnaire) {
  await findOwnedLive(ctx.database.db, userId, id, ctx.config.RETENTION_DAYS);
  const [row] = await ctx.database.db
    .update(presentations)
    .set({
      researchType: answers.research_type,
      presentationDuration: answers.presentation_duration,
      methodology: answers.methodology,
      stage: "questions_2",
    })
    .where(
      and(
        eq(presentations.id, id),
        eq(presentations.userId, userId),
        eq(presentations.isPaid, false),
        inArray(presentations.stage, ["questions_1", "questions_2"]),
      ),
    )
    .returning();
  if (!row) throw conflict(NOT_CONTINUABLE);
  if (await refreshAnalysisAfterQuestionnaire(ctx, row)) {
    return (await findById(ctx.database.db, id)) ?? row;
  }
  return row;
}
