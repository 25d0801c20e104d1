/**
 * What `folienwerk eval` reads from the output folder of `make` beside the deck: the manifest (minutes,
 * work type, methodology), the examination questions, each slide's speaking time from the notes document,
 * a reference deck, and a LibreOffice render of the deck.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { EvaluateOptions } from "../eval/evaluation.ts";
import { hasLibreOffice, pdfText, renderWithLibreOffice } from "../eval/libreoffice.ts";
import { docxText, pptxSlideText } from "../eval/pptx/deck-text.ts";
import { slideSecondsFromNotes } from "../eval/talk/notes-per-slide.ts";
import { say } from "./console.ts";
import { MAKE_MANIFEST } from "./make-command.ts";

/** The notes document `make` writes beside the deck (pipeline.ts): it prints each slide's speaking time. */
export const NOTES_DOCX = "sprechernotizen.docx";

interface Manifest {
  questionnaire?: { minutes?: number; workType?: string; methodology?: string };
}

/** The manifest's questionnaire and the questions: the options that need no render. */
export async function folderOptions(dir: string, minutesArg: string | undefined) {
  const manifestPath = path.join(dir, MAKE_MANIFEST);
  const manifest: Manifest = existsSync(manifestPath)
    ? (JSON.parse(await readFile(manifestPath, "utf8")) as Manifest)
    : {};
  const questionsPath = path.join(dir, "pruefungsfragen.json");
  const questions = existsSync(questionsPath)
    ? (
        JSON.parse(await readFile(questionsPath, "utf8")) as {
          professor_questions: Array<{ question: string; answer: string; pages?: number[] }>;
        }
      ).professor_questions
    : undefined;
  return {
    minutes: Number(minutesArg ?? manifest.questionnaire?.minutes ?? 15),
    workType: manifest.questionnaire?.workType,
    questions,
    extraSources: manifest.questionnaire?.methodology ? [manifest.questionnaire.methodology] : [],
  };
}

/** Pages and text of a LibreOffice render of the deck, when LibreOffice is there and a render is wanted. */
export async function renderOptions(
  pptx: Uint8Array,
  render: boolean,
): Promise<Pick<EvaluateOptions, "renderedPages" | "renderedText">> {
  if (!render || !(await hasLibreOffice())) return {};
  say("Präsentation wird mit LibreOffice gerendert …");
  const { pages, text } = await renderWithLibreOffice(pptx);
  return { renderedPages: pages, renderedText: text };
}

/** The reference deck's text (a PPTX's slide text, else a PDF's text), and which of the two it is. */
export async function referenceOptions(
  reference: string | undefined,
): Promise<Pick<EvaluateOptions, "referenceText" | "referenceFormat">> {
  const referenceFormat = reference?.toLowerCase().endsWith(".pptx") ? "pptx" : "pdf";
  const referenceText = !reference
    ? undefined
    : referenceFormat === "pptx"
      ? await pptxSlideText(new Uint8Array(await readFile(reference)))
      : await pdfText(reference);
  return { referenceText, referenceFormat };
}

/** Each slide's speaking time as the notes document prints it; undefined without the document. */
export async function slideSeconds(dir: string): Promise<number[] | undefined> {
  const notesPath = path.join(dir, NOTES_DOCX);
  return existsSync(notesPath)
    ? slideSecondsFromNotes(await docxText(new Uint8Array(await readFile(notesPath))))
    : undefined;
}
