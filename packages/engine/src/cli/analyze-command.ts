/** `folienwerk analyze <file> [--json] [--html out.html] [--minutes N] [--check-sources]`; progress on stderr. */
import { readFile, writeFile } from "node:fs/promises";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import { analyze } from "../analysis/analysis.ts";
import { renderAnalysisHtml } from "../analysis/render-html.ts";
import { checkSources } from "../analysis/source-check.ts";
import type { SourceCheckResult } from "../analysis/source-status.ts";
import { IngestError } from "../errors.ts";
import { ingest } from "../ingest/index.ts";
import { understand } from "../understand/understand.ts";

export const ANALYZE_USAGE = `folienwerk analyze <datei> [--json] [--html analyse.html] [--minutes 20] [--check-sources]

  Liest eine Arbeit (PDF, DOCX, DOC) und gibt Gliederung und Analyse aus.
  --json            Dokumentmodell und Analyse als JSON auf stdout
  --html <datei>    Analyse als HTML-Bericht speichern
  --minutes <n>     Vortragsdauer für den Gliederungsvorschlag (Standard 20)
  --check-sources   Quellen-Links im Internet prüfen (sonst „übersprungen“)`;

const progress = (msg: string) => process.stderr.write(`${msg}\n`);

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
  let data: Uint8Array;
  try {
    data = new Uint8Array(await readFile(file));
  } catch {
    progress(`Die Datei „${file}“ kann nicht gelesen werden.`);
    return 2;
  }
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
    let sourceCheck: SourceCheckResult;
    if (values["check-sources"]) {
      progress("Prüfe Quellen-Links …");
      sourceCheck = await checkSources(doc.references, {
        onProgress: (d, t) => d % 10 === 0 && progress(`  ${d}/${t} Links geprüft`),
      });
    } else {
      sourceCheck = await checkSources(doc.references, { offline: true });
    }
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
    if (err instanceof IngestError) {
      progress(`Fehler (${err.code}): ${err.userMessage}`);
      return 1;
    }
    throw err;
  }
}

function formatText(a: ReturnType<typeof analyze>, check: SourceCheckResult): string {
  const out: string[] = [];
  out.push(a.fullTitle ?? a.title ?? "(ohne erkannten Titel)", "", ...a.summary, "");
  if (a.status === "insufficient")
    out.push("NICHT AUSREICHEND FÜR EINE ANALYSE:", ...a.missing.map((m) => `  - ${m}`), "");
  out.push(
    "Gliederung:",
    ...a.structure.map((s) => `  ${s.label} [${s.roleLabel}, ${s.wordCount} Wörter]`),
    "",
  );
  if (a.researchQuestions.length)
    out.push(
      "Forschungsfrage(n):",
      ...a.researchQuestions.map((q) => `  - ${q.text}${q.place ? ` (${q.place})` : ""}`),
      "",
    );
  if (a.methodSummary) out.push(`Methode: ${a.methodSummary}`, "");
  if (a.keyResults.length)
    out.push(
      "Zentrale Ergebnisse:",
      ...a.keyResults.map((r) => `  - ${r.text}${r.place ? ` (${r.place})` : ""}`),
      "",
    );
  if (a.limitations.length) out.push("Grenzen:", ...a.limitations.map((r) => `  - ${r.text}`), "");
  // A heading never stands without a line under it.
  out.push(
    "Stärken:",
    ...(a.strengths.length ? a.strengths.map((s) => `  + ${s}`) : ["  (keine besonderen Stärken erkannt)"]),
    "Schwächen:",
    ...(a.weaknesses.length
      ? a.weaknesses.map((s) => `  - ${s}`)
      : [`  (keine auffälligen Schwächen erkannt; geprüft: ${a.weaknessChecks.join("; ")})`]),
    "",
  );
  if (a.status === "ok") {
    out.push(
      `Vortragsgliederung (${a.outline.minutes} Min.):`,
      ...a.outline.segments.map(
        (s) => `  ${s.minutes} Min. – ${s.title}${s.sources.length ? ` [${s.sources.join("; ")}]` : ""}`,
      ),
      "",
    );
  }
  out.push(
    check.mode === "skipped"
      ? `Quellen: ${a.references.total} Einträge, ${a.references.links} Links – Prüfung übersprungen (--check-sources zum Prüfen).`
      : check.mode === "unavailable"
        ? `Quellen: ${a.references.total} Einträge, ${a.references.links} Links – Link-Prüfung derzeit nicht möglich (keine Netzverbindung).`
        : `Quellen: ${check.ok + check.restricted} von ${check.ok + check.restricted + check.broken} Links funktionieren${check.unknown ? `, ${check.unknown} ohne eindeutige Antwort` : ""}.`,
  );
  return out.join("\n");
}
