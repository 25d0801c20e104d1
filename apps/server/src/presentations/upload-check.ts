/**
 * The file check before sign-in (issue 31, point 3): the landing page's wizard sends the chosen file here
 * before it asks for an account, so a file we cannot use is refused while the student is still anonymous.
 * The file is read exactly as the upload reads it (readThesisText) and then removed by the caller; nothing
 * is stored and no row is made.
 */
import type { UploadCheck } from "@folienwerk/contracts";
import type { AppContext } from "../context.ts";
import { uploadTooShort } from "../errors.ts";
import { readThesisText } from "./create.ts";

/**
 * The fewest body words a thesis needs for a talk. A ten-minute talk speaks about 1,300 words (130 a
 * minute) and a deck says less than its notes; a Hausarbeit of eight or more pages has 2,500 words or
 * more; the shortest complete paper of our corpus (17 pages) has about 2,150 body words. Below 1,000 there
 * is not enough for the shortest talk we offer (decision 040).
 */
export const MIN_THESIS_WORDS = 1000;

/**
 * Reads the text of the file at `path` (the engine's German reason when it cannot) and answers its pages
 * (PDF only; a Word file's pages are an estimate) and body words, or the too-short reason.
 */
export async function checkThesisFile(
  ctx: AppContext,
  file: { filename: string; path: string },
  owner: string,
): Promise<UploadCheck> {
  const { doc } = await readThesisText(ctx, file, owner);
  if (doc.wordCount < MIN_THESIS_WORDS) throw uploadTooShort(doc.wordCount, MIN_THESIS_WORDS);
  return { pages: doc.pageCountEstimated ? null : doc.pageCount, words: doc.wordCount };
}
