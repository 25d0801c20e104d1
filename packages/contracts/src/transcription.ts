/** POST /helper/transcribe-upload (SPEC §3 voice input): the answer to a recording. */
import { z } from "zod";

export const TRANSCRIPTION_STATUSES = ["success", "empty", "unavailable", "error"] as const;
export type TranscriptionStatus = (typeof TRANSCRIPTION_STATUSES)[number];

/** The recognised text (empty unless `success`) and a German message for the student. */
export const TranscriptionAnswerSchema = z.object({
  status: z.enum(TRANSCRIPTION_STATUSES),
  text: z.string(),
  message: z.string(),
});
export type TranscriptionAnswer = z.infer<typeof TranscriptionAnswerSchema>;
