import { z } from "zod";

/** The topics an examiner asks about; the engine sorts its questions into them, the web shows them as a badge. */
export const QUESTION_GROUPS = [
  "Methodik",
  "Ergebnisse",
  "Grenzen",
  "Theorie/Einordnung",
  "Transfer/Ausblick",
] as const;
export type QuestionGroup = (typeof QUESTION_GROUPS)[number];

/** One likely examiner question with its model answer and the thesis pages it stands on. */
export const ExamQuestionSchema = z.object({
  question: z.string(),
  answer: z.string(),
  group: z.enum(QUESTION_GROUPS),
  pages: z.array(z.number().int()),
});
export type ExamQuestion = z.infer<typeof ExamQuestionSchema>;
