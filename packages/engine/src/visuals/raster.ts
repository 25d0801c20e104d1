/**
 * SVG → PNG with resvg and explicitly passed font files (no system fonts). A render whose text layer
 * produced no pixels is an error, never a silent image without words.
 *
 * Decks are rendered in short-lived worker threads: resvg keeps every rendered pixmap (5.8 MB at
 * 1600 × 900) until V8 collects its small JavaScript handle, which a process with little JavaScript garbage
 * rarely does, so a 31-slide deck grew the process by ~350 MB. A worker collects after each image, and a
 * finished worker gives everything back; the rendering does not block the caller's event loop.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type * as ResvgJs from "@resvg/resvg-js";
import { lazyRequire } from "../lazy-require.ts";
import { encodePng, PNG_DEFLATE_LEVEL, PNG_JS } from "../png.ts";
import { FONT_FAMILY, FONTS } from "../render/fonts.ts";

const require = createRequire(import.meta.url);
const resvg = lazyRequire<typeof ResvgJs>("@resvg/resvg-js");
/**
 * Images per worker. Since each worker collects after each image, it holds few pixmaps however many it draws;
 * 16 rather than 8 saves starting two workers for a 14-slide deck (pair2: drawing 0.63 → 0.57 s, added
 * memory 88 → 71 MB, medians of 3).
 */
const IMAGES_PER_WORKER = 16;
const PARALLEL_WORKERS = 2;

function rasterOptions(width: number): ResvgJs.ResvgRenderOptions {
  return {
    fitTo: { mode: "width", value: width },
    font: {
      fontFiles: [FONTS.regular(), FONTS.bold(), FONTS.italic()],
      loadSystemFonts: false,
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
    background: "#ffffff",
  };
}

/** One SVG as PNG, drawn on this thread: the same bytes as `svgsToPngs` gives. */
export function svgToPng(svg: string, width = 1600): Promise<Uint8Array> {
  const { Resvg } = resvg();
  const image = new Resvg(svg, rasterOptions(width)).render();
  return encodePng({ rgba: image.pixels, width: image.width, height: image.height });
}

/**
 * Renders `workerData.svgs` and posts their PNGs, encoded by `png.ts`: resvg's own `asPng()` took half of a
 * deck's drawing time (710 of 1,370 ms of processor time for pair2's 28 images).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { crc32, deflateSync } = require("node:zlib");
const { Resvg } = require(workerData.resvg);
// A scavenge after each image lets the finalizers that free resvg's pixels run at the next turn; left to
// V8, a worker held 5.8 MB pixel buffers of every image it drew. Without a collector the images still come.
let collect = () => {};
try {
  require("node:v8").setFlagsFromString("--expose-gc");
  collect = require("node:vm").runInNewContext("gc");
} catch {}
${PNG_JS}
const drawn = (svg) => {
  const image = new Resvg(svg, workerData.options).render();
  const { width, height } = image;
  const idat = deflateSync(pngRows(image.pixels, width, height), { level: workerData.level });
  return pngFile(width, height, idat, crc32);
};
(async () => {
  const pngs = [];
  for (const svg of workerData.svgs) {
    pngs.push(drawn(svg));
    collect({ type: "minor" });
    await new Promise((next) => setImmediate(next));
  }
  parentPort.postMessage(pngs, pngs.map((p) => p.buffer));
})();
`;

function renderInWorker(svgs: string[], options: ResvgJs.ResvgRenderOptions): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { resvg: require.resolve("@resvg/resvg-js"), svgs, options, level: PNG_DEFLATE_LEVEL },
    });
    // The worker ends by itself once it has posted its images.
    worker.once("message", (pngs: Uint8Array[]) => resolve(pngs));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`Grafik-Worker beendet mit Code ${code}`));
    });
  });
}

/** Renders many SVGs in a few short-lived workers; the result keeps the input order. */
export async function svgsToPngs(svgs: string[], width = 1600): Promise<Uint8Array[]> {
  if (svgs.length === 0) return [];
  const options = rasterOptions(width);
  // Equal chunks of at most IMAGES_PER_WORKER, a multiple of the lanes, so both lanes finish together.
  const count = Math.ceil(Math.ceil(svgs.length / IMAGES_PER_WORKER) / PARALLEL_WORKERS) * PARALLEL_WORKERS;
  const size = Math.max(1, Math.ceil(svgs.length / count));
  const chunks: string[][] = [];
  for (let i = 0; i < svgs.length; i += size) chunks.push(svgs.slice(i, i + size));
  const results: Uint8Array[][] = new Array(chunks.length);
  let next = 0;
  const lane = async () => {
    while (next < chunks.length) {
      const i = next++;
      results[i] = await renderInWorker(chunks[i] as string[], options);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_WORKERS, chunks.length) }, lane));
  return results.flat();
}

/** Fails loudly when an SVG with text rendered exactly like its copy without text (no font reached it). */
function assertTextDrawn(svgWithText: string, png: Uint8Array, pngNoText: Uint8Array): void {
  if (/<text\b/.test(svgWithText) && Buffer.from(png).equals(Buffer.from(pngNoText))) {
    throw new Error("Die Beschriftung der Grafik wurde nicht gezeichnet (Schrift fehlt).");
  }
}

/** Renders pairs (with and without text) of many images and checks each pair's text reached the pixels. */
export async function renderPairs(
  pairs: Array<{ svg: string; svgNoText: string }>,
  width = 1600,
): Promise<Array<{ png: Uint8Array; pngNoText: Uint8Array }>> {
  const pngs = await svgsToPngs(
    pairs.flatMap((p) => [p.svg, p.svgNoText]),
    width,
  );
  return pairs.map((pair, i) => {
    const png = pngs[2 * i] as Uint8Array;
    const pngNoText = pngs[2 * i + 1] as Uint8Array;
    assertTextDrawn(pair.svg, png, pngNoText);
    return { png, pngNoText };
  });
}
