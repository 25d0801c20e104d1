import type { QuestionnaireAnswers } from "@folienwerk/contracts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { presentations } from "../db/schema/index.ts";
import { refreshAnalysisAfterQuestionnaire } from "./analysis.ts";
import { findById, findOwnedLive } from "./repository.ts";
import { transitionOrRefuse } from "./state.ts";

/**
 * Saves the answers (SPEC §4: stage becomes questions_2); only before payment. A type of work sent
 * again replaces the one of the upload. The free analysis then follows the answers: its talk outline the
 * chosen duration, its wording the type of work (recomputed from the stored document and understanding).
 */
export async function saveQuestionnaire(
  ctx: AppContext,
  userId: string,
  id: string,
  answers: QuestionnaireAnswers,
) {
  await findOwnedLive(ctx.database.db, userId, id, ctx.config.RETENTION_DAYS);
  const row = await transitionOrRefuse(ctx.database.db, "answerQuestionnaire", id, {
    set: {
      researchType: answers.research_type,
      presentationDuration: answers.presentation_duration,
      methodology: answers.methodology,
      ...(answers.work_type === undefined ? {} : { workType: answers.work_type }),
    },
    where: eq(presentations.userId, userId),
  });
  if (await refreshAnalysisAfterQuestionnaire(ctx, row)) {
    return (await findById(ctx.database.db, id)) ?? row;
  }
  return row;
}
