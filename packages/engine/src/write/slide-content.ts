/** One written slide: title, bullets, speaker notes, pages and time (the "slide-content-creator" output per slide). */
import { z } from "zod";
import { SLIDE_KINDS } from "../plan/schema.ts";

export const SlideContentSchema = z.object({
  n: z.number().int().positive(),
  kind: z.enum(SLIDE_KINDS),
  title: z.string(),
  subtitle: z.string().nullable(),
  bullets: z.array(z.string()).max(6),
  notes: z.string(),
  pages: z.array(z.number().int()),
  seconds: z.number().int(),
  model: z.string(),
  fallbackReason: z.string().nullable(),
});
export type SlideContent = z.infer<typeof SlideContentSchema>;
