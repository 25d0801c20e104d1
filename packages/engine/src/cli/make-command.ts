/** `folienwerk make <datei> --minutes 15 --work-type bachelor --method empirical --out <ordner>`. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { ingest } from "../ingest/index.ts";
import { artifactReader, DECK_STAGES, runDeckPipeline } from "../pipeline.ts";
import { createTextModel } from "../write/model/openai-compatible.ts";
import { readInput, say, sayFailure } from "./console.ts";
import { type MakeOptions, readMakeOptions } from "./make-options.ts";

export const MAKE_MANIFEST = "folienwerk.json";

type DeckResult = Awaited<ReturnType<typeof runDeckPipeline>>;

export async function runMakeCommand(argv: string[]): Promise<number> {
  const options = readMakeOptions(argv);
  if (typeof options === "number") return options;
  const data = await readInput(options.file);
  if (!data) return 2;
  const started = Date.now();
  try {
    const textModel = createTextModel(process.env);
    const result = await makeDeck(data, options, textModel);
    await writeDeck(options, result, textModel.name, started);
    reportDeck(result, options.out, started);
    return 0;
  } catch (err) {
    sayFailure(err, "Die Präsentation konnte nicht erstellt werden");
    return 1;
  }
}

/** Reads the thesis and runs the deck pipeline, one progress line per stage. */
async function makeDeck(
  data: Uint8Array,
  options: MakeOptions,
  textModel: ReturnType<typeof createTextModel>,
): Promise<DeckResult> {
  say(`[0/${DECK_STAGES.length}] Arbeit wird eingelesen: ${path.basename(options.file)}`);
  const { doc, artifacts } = await ingest(data, { filename: path.basename(options.file) });
  let last = "";
  return runDeckPipeline({
    doc,
    artifacts: artifactReader(artifacts),
    questionnaire: { ...options.questionnaire },
    textModel,
    onProgress: (p) => {
      const line = `[${DECK_STAGES.indexOf(p.stage) + 1}/${DECK_STAGES.length}] ${p.label}`;
      if (line !== last) say(line);
      last = line;
    },
  });
}

/** The files into the output folder, and the manifest (`folienwerk.json`) that `eval` reads. */
async function writeDeck(options: MakeOptions, result: DeckResult, textModel: string, started: number) {
  for (const f of result.files) {
    const target = path.join(options.out, f.name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, f.data);
  }
  const manifest = {
    source: path.basename(options.file),
    questionnaire: options.questionnaire,
    textModel,
    warnings: result.warnings,
    images: result.images,
    files: result.files.map((f) => ({ name: f.name, kind: f.kind, bytes: f.data.byteLength })),
    seconds: (Date.now() - started) / 1000,
  };
  await writeFile(path.join(options.out, MAKE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The warnings, the slides written extractively, and where the files are. */
function reportDeck(result: DeckResult, out: string, started: number) {
  const content = result.stages["slide-content-creator"] as {
    slides: Array<{ fallbackReason: string | null }>;
  };
  const fallbacks = content.slides.filter((s) => s.fallbackReason).length;
  for (const w of result.warnings) say(`Hinweis: ${w}`);
  if (fallbacks)
    say(`Hinweis: ${fallbacks} Folien wurden extraktiv geschrieben (Sprachmodell-Entwurf verworfen).`);
  say(`Fertig: ${result.files.length} Dateien in ${out} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
