/** `folienwerk eval <arbeit> <ordner> [--minutes N] [--reference folien.pdf] [--no-render] [--json]`. */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { IngestError } from "../errors.ts";
import { evaluateDeck } from "../eval/evaluate.ts";
import { formatEvaluation } from "../eval/format-evaluation.ts";
import { hasLibreOffice, pdfText, renderWithLibreOffice } from "../eval/libreoffice.ts";
import { docxText, pptxSlideText } from "../eval/pptx/deck-text.ts";
import { slideSecondsFromNotes } from "../eval/talk/notes-per-slide.ts";
import { ingest } from "../ingest/index.ts";
import { MAKE_MANIFEST } from "./make-command.ts";

/** The notes document `make` writes beside the deck (pipeline.ts): it prints each slide's speaking time. */
const NOTES_DOCX = "sprechernotizen.docx";

export const EVAL_USAGE = `folienwerk eval <arbeit> <ordner> [--minutes 15] [--reference folien.pdf|.pptx] [--no-render] [--json]

  Prüft die erstellten Dateien im Ordner gegen die Arbeit: Folienanzahl, Stichpunkte, Titel,
  Sprechernotizen (130 Wörter/Minute, insgesamt und je Folie nach der Redezeit in ${NOTES_DOCX}),
  Zahlentreue, Kapitelabdeckung, Prüfungsfragen, Überlauf, leere Folien, Stichpunkte zum Aufbau der
  Arbeit, zu Formalien oder zu Abbildungen, Quellenangaben, abgeschnittene Stichpunkte und Titel,
  Titel in Großbuchstaben, Stichpunkte aus Verzeichnissen, Code, Literaturliste oder Fußnoten,
  Stichpunkte ohne Verb, vollständiger Titel auf Folie 1, Abbildungen und Tabellen der Arbeit mit
  Quellenangabe, Zahlen auf Ergebnisfolien, Fazit gegen die Antwort der Arbeit, Quellenangaben,
  fremdsprachige Passagen und Wiederholungen in den Notizen.
  --minutes <n>         Vortragsdauer (Standard: aus ${MAKE_MANIFEST} im Ordner, sonst 15)
  --reference <datei>   Folien der Autorin/des Autors als Referenz (ROUGE-1/2/L), PDF oder PPTX
  --no-render           Keine Kontrolle mit LibreOffice (eine Seite je Folie)
  Exit-Code 0: alle Schwellen erfüllt, 1: nicht erfüllt.`;

const say = (msg: string) => process.stderr.write(`${msg}\n`);

export async function runEvalCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      minutes: { type: "string" },
      reference: { type: "string" },
      "no-render": { type: "boolean" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [thesis, dir] = positionals;
  if (values.help || !thesis || !dir) {
    process.stdout.write(`${EVAL_USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const pptxPath = path.join(dir, "praesentation.pptx");
  if (!existsSync(pptxPath)) {
    say(`Im Ordner „${dir}“ liegt keine praesentation.pptx.`);
    return 2;
  }
  const manifestPath = path.join(dir, MAKE_MANIFEST);
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(await readFile(manifestPath, "utf8")) as {
        questionnaire?: { minutes?: number; workType?: string; methodology?: string };
      })
    : {};
  const minutes = Number(values.minutes ?? manifest.questionnaire?.minutes ?? 15);
  const questionsPath = path.join(dir, "pruefungsfragen.json");
  const questions = existsSync(questionsPath)
    ? (
        JSON.parse(await readFile(questionsPath, "utf8")) as {
          professor_questions: Array<{ question: string; answer: string; pages?: number[] }>;
        }
      ).professor_questions
    : undefined;
  try {
    say(`Arbeit wird eingelesen: ${path.basename(thesis)}`);
    const { doc } = await ingest(new Uint8Array(await readFile(thesis)), { filename: path.basename(thesis) });
    const pptx = new Uint8Array(await readFile(pptxPath));
    let renderedPages: number | undefined;
    let renderedText: string | undefined;
    if (!values["no-render"] && (await hasLibreOffice())) {
      say("Präsentation wird mit LibreOffice gerendert …");
      ({ pages: renderedPages, text: renderedText } = await renderWithLibreOffice(pptx));
    }
    const referenceFormat = values.reference?.toLowerCase().endsWith(".pptx") ? "pptx" : "pdf";
    const referenceText = !values.reference
      ? undefined
      : referenceFormat === "pptx"
        ? await pptxSlideText(new Uint8Array(await readFile(values.reference)))
        : await pdfText(values.reference);
    const notesPath = path.join(dir, NOTES_DOCX);
    const slideSeconds = existsSync(notesPath)
      ? slideSecondsFromNotes(await docxText(new Uint8Array(await readFile(notesPath))))
      : undefined;
    const result = await evaluateDeck(pptx, doc, {
      minutes,
      workType: manifest.questionnaire?.workType,
      questions,
      extraSources: manifest.questionnaire?.methodology ? [manifest.questionnaire.methodology] : [],
      referenceText,
      referenceFormat,
      slideSeconds,
      renderedPages,
      renderedText,
    });
    process.stdout.write(
      values.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatEvaluation(result)}\n`,
    );
    return result.passed ? 0 : 1;
  } catch (err) {
    if (err instanceof IngestError) {
      say(`Fehler (${err.code}): ${err.userMessage}`);
      return 2;
    }
    say(`Die Prüfung ist fehlgeschlagen: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
}
