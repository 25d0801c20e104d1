/** `folienwerk eval <arbeit> <ordner> [--minutes N] [--reference folien.pdf] [--no-render] [--json]`. */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { evaluateDeck } from "../eval/evaluate.ts";
import { formatEvaluation } from "../eval/format-evaluation.ts";
import { ingest } from "../ingest/index.ts";
import { say, sayFailure } from "./console.ts";
import { folderOptions, NOTES_DOCX, referenceOptions, renderOptions, slideSeconds } from "./eval-inputs.ts";
import { MAKE_MANIFEST } from "./make-command.ts";

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
  const folder = await folderOptions(dir, values.minutes);
  try {
    say(`Arbeit wird eingelesen: ${path.basename(thesis)}`);
    const { doc } = await ingest(new Uint8Array(await readFile(thesis)), { filename: path.basename(thesis) });
    const pptx = new Uint8Array(await readFile(pptxPath));
    const rendered = await renderOptions(pptx, !values["no-render"]);
    const reference = await referenceOptions(values.reference);
    const result = await evaluateDeck(pptx, doc, {
      ...folder,
      ...reference,
      slideSeconds: await slideSeconds(dir),
      ...rendered,
    });
    process.stdout.write(
      values.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatEvaluation(result)}\n`,
    );
    return result.passed ? 0 : 1;
  } catch (err) {
    sayFailure(err, "Die Prüfung ist fehlgeschlagen");
    return 2;
  }
}
