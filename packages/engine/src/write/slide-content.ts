/** One written slide: title, bullets, speaker notes, pages and time (the "slide-content-creator" output per slide). */
import { z } from "zod";
import { SLIDE_KINDS } from "../plan/schema.ts";

/** What the title and closing slides show besides their title, each line ready to print; null = left out. */
export const CoverDetailsSchema = z.object({
  /** "Bachelorarbeit", as the title page states it, else the questionnaire's kind of work. */
  kind: z.string().nullable(),
  /** "Erika Muster und Max Muster". */
  authors: z.string().nullable(),
  /** "Technische Hochschule Bingen · Angewandte Bioinformatik". */
  affiliation: z.string().nullable(),
  /** "Betreuung: Prof. Dr. Erika Muster". */
  supervision: z.string().nullable(),
  /** "München, 19.08.2024". */
  date: z.string().nullable(),
});
export type CoverDetails = z.infer<typeof CoverDetailsSchema>;

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
  /** Only on the title and closing slides. */
  cover: CoverDetailsSchema.optional(),
});
export type SlideContent = z.infer<typeof SlideContentSchema>;
