import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { presentations, RESEARCH_TYPES } from "../db/schema/index.ts";
import { refreshAnalysisAfterQuestionnaire } from "./analysis.ts";
import { findById, findOwnedLive } from "./repository.ts";
import { transitionOrRefuse } from "./state.ts";

export const questionnaireSchema = z.object(
  {
    research_type: z.enum(RESEARCH_TYPES, { error: "Bitte wähle das methodische Vorgehen." }),
    presentation_duration: z.coerce
      .number({ error: "Bitte gib die Vortragsdauer an." })
      .int("Die Vortragsdauer muss eine ganze Zahl sein.")
      .min(5, "Die Vortragsdauer muss mindestens 5 Minuten betragen.")
      .max(45, "Die Vortragsdauer darf höchstens 45 Minuten betragen."),
    methodology: z
      .string({ error: "Bitte beschreibe deine Methodik." })
      .trim()
      .min(1, "Bitte beschreibe deine Methodik.")
      .max(5000, "Die Beschreibung der Methodik darf höchstens 5.000 Zeichen lang sein."),
  },
  { error: "Bitte beantworte die Fragen zu deiner Präsentation." },
);
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/**
 * Saves the answers (SPEC §4: stage becomes questions_2); only before payment. The free analysis's talk
 * outline then follows the chosen duration (recomputed from the stored document and understanding).
 */
export async function saveQuestionnaire(ctx: AppContext, userId: string, id: string, answers: Questionnaire) {
  await findOwnedLive(ctx.database.db, userId, id, ctx.config.RETENTION_DAYS);
  const row = await transitionOrRefuse(ctx.database.db, "answerQuestionnaire", id, {
    set: {
      researchType: answers.research_type,
      presentationDuration: answers.presentation_duration,
      methodology: answers.methodology,
    },
    where: eq(presentations.userId, userId),
  });
  if (await refreshAnalysisAfterQuestionnaire(ctx, row)) {
    return (await findById(ctx.database.db, id)) ?? row;
  }
  return row;
}
