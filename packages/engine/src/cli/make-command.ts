/** `folienwerk make <datei> --minutes 15 --work-type bachelor --method empirical --out <ordner>`. */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { RESEARCH_TYPES } from "@folienwerk/contracts";
import { IngestError } from "../errors.ts";
import { ingest } from "../ingest/index.ts";
import { artifactReader, DECK_STAGES, runDeckPipeline } from "../pipeline.ts";
import { createTextModel } from "../write/model/openai-compatible.ts";

export const MAKE_USAGE = `folienwerk make <datei> [--minutes 15] [--work-type bachelor] [--method empirical] [--methodology "…"] --out <ordner>

  Erstellt aus einer Arbeit alle Dateien: praesentation.pptx, sprechernotizen.pdf/.docx,
  pruefungsfragen.pdf/.json und Bildvorlagen (bilder/). Fortschritt je Schritt auf stderr.
  --minutes <n>        Vortragsdauer 5–45 Minuten (Standard 15)
  --work-type <art>    hausarbeit | bachelor | master | doktor | Freitext (Standard bachelor)
  --method <art>       ${RESEARCH_TYPES.join(" | ")} (Standard empirical)
  --methodology <text> Eigene Beschreibung des Vorgehens (prägt die Methodenfolien)
  --out <ordner>       Zielordner
  Mit LLM_BASE_URL, LLM_MODEL (und LLM_API_KEY) schreibt ein OpenAI-kompatibles Modell die Texte.`;

const say = (msg: string) => process.stderr.write(`${msg}\n`);

export const MAKE_MANIFEST = "folienwerk.json";

export async function runMakeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      minutes: { type: "string", default: "15" },
      "work-type": { type: "string", default: "bachelor" },
      method: { type: "string", default: "empirical" },
      methodology: { type: "string", default: "" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const file = positionals[0];
  if (values.help || !file || !values.out) {
    process.stdout.write(`${MAKE_USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const minutes = Number(values.minutes);
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > 45) {
    say("Die Vortragsdauer (--minutes) muss eine ganze Zahl zwischen 5 und 45 Minuten sein.");
    return 2;
  }
  const researchType = RESEARCH_TYPES.find((type) => type === values.method);
  if (!researchType) {
    say(
      `Das Vorgehen (--method) muss ${RESEARCH_TYPES.slice(0, -1).join(", ")} oder ${RESEARCH_TYPES.at(-1)} sein.`,
    );
    return 2;
  }
  let data: Uint8Array;
  try {
    data = new Uint8Array(await readFile(file));
  } catch {
    say(`Die Datei „${file}“ kann nicht gelesen werden.`);
    return 2;
  }
  const started = Date.now();
  try {
    say(`[0/${DECK_STAGES.length}] Arbeit wird eingelesen: ${path.basename(file)}`);
    const { doc, artifacts } = await ingest(data, { filename: path.basename(file) });
    const textModel = createTextModel(process.env);
    let last = "";
    const result = await runDeckPipeline({
      doc,
      artifacts: artifactReader(artifacts),
      questionnaire: {
        workType: values["work-type"],
        researchType,
        minutes,
        methodology: values.methodology,
      },
      textModel,
      onProgress: (p) => {
        const line = `[${DECK_STAGES.indexOf(p.stage) + 1}/${DECK_STAGES.length}] ${p.label}`;
        if (line !== last) say(line);
        last = line;
      },
    });
    const out = values.out;
    for (const f of result.files) {
      const target = path.join(out, f.name);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, f.data);
    }
    await writeFile(
      path.join(out, MAKE_MANIFEST),
      `${JSON.stringify(
        {
          source: path.basename(file),
          questionnaire: {
            workType: values["work-type"],
            researchType,
            minutes,
            methodology: values.methodology,
          },
          textModel: textModel.name,
          warnings: result.warnings,
          images: result.images,
          files: result.files.map((f) => ({ name: f.name, kind: f.kind, bytes: f.data.byteLength })),
          seconds: (Date.now() - started) / 1000,
        },
        null,
        2,
      )}\n`,
    );
    const content = result.stages["slide-content-creator"] as {
      slides: Array<{ fallbackReason: string | null }>;
    };
    const fallbacks = content.slides.filter((s) => s.fallbackReason).length;
    for (const w of result.warnings) say(`Hinweis: ${w}`);
    if (fallbacks)
      say(`Hinweis: ${fallbacks} Folien wurden extraktiv geschrieben (Sprachmodell-Entwurf verworfen).`);
    say(`Fertig: ${result.files.length} Dateien in ${out} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return 0;
  } catch (err) {
    if (err instanceof IngestError) {
      say(`Fehler (${err.code}): ${err.userMessage}`);
      return 1;
    }
    say(`Die Präsentation konnte nicht erstellt werden: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}
