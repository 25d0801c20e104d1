/** `folienwerk analyze <file> [--json] [--html out.html] [--minutes N] [--check-sources]`; progress on stderr. */

import { writeFile } from "node:fs/promises";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import { analyze } from "../analysis/analysis.ts";
import { renderAnalysisHtml } from "../analysis/render-html.ts";
import { checkSources } from "../analysis/source-check.ts";
import { ingest } from "../ingest/index.ts";
import { understand } from "../understand/understand.ts";
import { formatText } from "./analysis-text.ts";
import { say as progress, readInput, saidIngestError } from "./console.ts";

export const ANALYZE_USAGE = `folienwerk analyze <datei> [--json] [--html analyse.html] [--minutes 20] [--check-sources]

  Liest eine Arbeit (PDF, DOCX, DOC) und gibt Gliederung und Analyse aus.
  --json            Dokumentmodell und Analyse als JSON auf stdout
  --html <datei>    Analyse als HTML-Bericht speichern
  --minutes <n>     Vortragsdauer für den Gliederungsvorschlag (Standard 20)
  --check-sources   Quellen-Links im Internet prüfen (sonst „übersprungen“)`;

export async function runAnalyzeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: "boolean" },
      html: { type: "string" },
      minutes: { type: "string" },
      "check-sources": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const file = positionals[0];
  if (values.help || !file) {
    process.stdout.write(`${ANALYZE_USAGE}\n`);
    return file || values.help ? 0 : 2;
  }
  const minutes = values.minutes ? Number(values.minutes) : 20;
  if (!Number.isFinite(minutes) || minutes < 5 || minutes > 90) {
    progress("Die Vortragsdauer (--minutes) muss zwischen 5 und 90 Minuten liegen.");
    return 2;
  }
  const data = await readInput(file);
  if (!data) return 2;
  const started = Date.now();
  progress(`Lese ${basename(file)} (${(data.length / 1024 / 1024).toFixed(1)} MB) …`);
  try {
    const { doc, artifacts } = await ingest(data, { filename: basename(file) });
    progress(
      `Eingelesen: ${doc.pageCount} Seiten, ${doc.wordCount} Wörter, ${doc.chapters.length} Kapitel, ${artifacts.length} Abbildungen/Tabellen als Bild (${Date.now() - started} ms)`,
    );
    const thesis = understand(doc);
    const analysis = analyze(doc, thesis, { minutes });
    progress("Analyse erstellt.");
    const sourceCheck = await checkSourceLinks(doc.references, Boolean(values["check-sources"]));
    if (values.html) {
      await writeFile(values.html, renderAnalysisHtml(analysis, sourceCheck));
      progress(`HTML-Bericht gespeichert: ${values.html}`);
    }
    if (values.json) {
      process.stdout.write(
        `${JSON.stringify({ document: doc, understanding: thesis, analysis, sourceCheck }, null, 2)}\n`,
      );
    } else {
      process.stdout.write(`${formatText(analysis, sourceCheck)}\n`);
    }
    return 0;
  } catch (err) {
    if (saidIngestError(err)) return 1;
    throw err;
  }
}

/** The sources' links checked online (progress every ten links), else only read ("übersprungen"). */
function checkSourceLinks(references: Parameters<typeof checkSources>[0], online: boolean) {
  if (!online) return checkSources(references, { offline: true });
  progress("Prüfe Quellen-Links …");
  return checkSources(references, {
    onProgress: (d, t) => d % 10 === 0 && progress(`  ${d}/${t} Links geprüft`),
  });
}
