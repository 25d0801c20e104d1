/**
 * `npm run deck-shape`: the shape of every corpus deck as the writer leaves it, the way a student first sees
 * it: content slides, thin slides (a text slide with at most two bullets, a figure or table slide with none),
 * one-bullet slides, bullets per content slide and words per bullet, and ROUGE-1 of the slide text against
 * the author's own slides where the corpus has them. Totals separately for the build part and the five
 * held-apart theses (HELD_APART_SOURCES). Counted before empty slides are merged, so every thin slide the
 * writer produced shows.
 *
 *   npm run deck-shape               # all 18 corpus theses
 *   npm run deck-shape -- luftfahrt  # the theses whose file name contains "luftfahrt"
 *   npm run deck-shape -- --thin     # also list each thin slide: kind, title, bullets
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { IngestError } from "../packages/engine/src/errors.ts";
import { pdfText } from "../packages/engine/src/eval/libreoffice.ts";
import { pptxSlideText } from "../packages/engine/src/eval/pptx/deck-text.ts";
import { rouge } from "../packages/engine/src/eval/rouge.ts";
import { ingest } from "../packages/engine/src/ingest/index.ts";
import { artifactReader, runDeckPipeline } from "../packages/engine/src/pipeline.ts";
import type { SlidePlan } from "../packages/engine/src/plan/planner.ts";
import { wordCount } from "../packages/engine/src/text/words.ts";
import type { ContentStage } from "../packages/engine/src/write/content.ts";
// Slides complete without bullets (title, agenda, sources, thanks, backup) or with one by design (the
// research question): the same the merge of empty slides keeps.
import { KEEP as NOT_CONTENT } from "../packages/engine/src/write/merge-empty.ts";
import { sharesSlide } from "../packages/engine/src/write/slide-request.ts";
import { CASES, CORPUS } from "../packages/engine/test/deck-corpus-cases.ts";
import { HELD_APART_SOURCES } from "./roles-eval.ts";

interface Shape {
  content: number;
  thin: number;
  one: number;
  bullets: number;
  words: number;
}

const empty = (): Shape => ({ content: 0, thin: 0, one: 0, bullets: 0, words: 0 });

function add(a: Shape, b: Shape): void {
  for (const k of Object.keys(a) as Array<keyof Shape>) a[k] += b[k];
}

function line(name: string, s: Shape, extra = ""): string {
  const perSlide = (s.bullets / Math.max(1, s.content)).toFixed(2);
  const perBullet = (s.words / Math.max(1, s.bullets)).toFixed(1);
  return `${name.padEnd(44)} ${String(s.content).padStart(7)} ${String(s.thin).padStart(5)} ${String(s.one).padStart(4)} ${perSlide.padStart(8)} ${perBullet.padStart(7)}${extra}`;
}

const listThin = process.argv.includes("--thin");
const only = process.argv.slice(2).find((a) => !a.startsWith("--"));
const totals = { build: empty(), "held-apart": empty() };
process.stdout.write(`${"deck".padEnd(44)} content  thin  one  b/slide  w/bullet  ROUGE-1 (slide text)\n`);
for (const c of CASES) {
  if (only && !c.file.includes(only)) continue;
  let read: Awaited<ReturnType<typeof ingest>>;
  try {
    read = await ingest(new Uint8Array(readFileSync(path.join(CORPUS, c.file))), { filename: c.file });
  } catch (error) {
    if (error instanceof IngestError) continue;
    throw error;
  }
  const result = await runDeckPipeline({
    doc: read.doc,
    artifacts: artifactReader(read.artifacts),
    questionnaire: {
      workType: c.workType,
      researchType: c.researchType,
      minutes: c.minutes,
      methodology: "",
    },
  });
  const plan = result.stages["slide-planner"] as SlidePlan;
  const written = result.stages["slide-content-creator"] as ContentStage;
  const shape = empty();
  const thin: string[] = [];
  written.slides.forEach((s, i) => {
    const planned = plan.slides[i];
    if (!planned || NOT_CONTENT.has(planned.kind)) return;
    shape.content++;
    shape.bullets += s.bullets.length;
    shape.words += s.bullets.reduce((a, b) => a + wordCount(b), 0);
    if (s.bullets.length <= (sharesSlide(planned) ? 0 : 2)) {
      shape.thin++;
      if (listThin) thin.push(`    ${planned.kind}: ${s.title} (${s.bullets.length})`);
    }
    if (s.bullets.length === 1) shape.one++;
  });
  let score = "";
  if (c.reference) {
    const file = path.join(CORPUS, c.reference);
    const reference = c.reference.endsWith(".pptx")
      ? await pptxSlideText(new Uint8Array(readFileSync(file)))
      : await pdfText(file);
    const pptx = result.files.find((f) => f.kind === "pptx")?.data;
    if (pptx) score = `  ${rouge(await pptxSlideText(pptx), reference).rouge1}`;
  }
  const part = HELD_APART_SOURCES.has(c.file) ? "held-apart" : "build";
  add(totals[part], shape);
  process.stdout.write(
    `${line(`${part === "held-apart" ? "* " : ""}${c.file.slice(0, 40)}`, shape, score)}\n`,
  );
  for (const t of thin) process.stdout.write(`${t}\n`);
}
const all = empty();
add(all, totals.build);
add(all, totals["held-apart"]);
process.stdout.write(
  `${line("build part", totals.build)}\n${line("* held-apart part", totals["held-apart"])}\n${line("all", all)}\n`,
);
