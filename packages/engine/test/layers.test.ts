/**
 * Engine imports run one way: text helpers → ingest → understand → plan/analysis → write → render/visuals →
 * pipeline/eval → cli. A stage imports only what lies below it (or beside it in its own layer), so a stage
 * folder never turns into a grab bag of helpers for the stages before it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../../scripts/source-files.ts";

const SRC = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "../src");

/** Layer of a file (path relative to src, with forward slashes); the first matching prefix wins. */
const LAYERS: Array<[string, number]> = [
  ["text/", 0],
  ["document.ts", 0],
  ["errors.ts", 0],
  ["lazy-require.ts", 0],
  ["png.ts", 0],
  ["unique.ts", 0],
  ["ingest/", 1],
  ["understand/", 2],
  ["plan/", 3],
  ["analysis/", 3],
  ["write/", 4],
  ["render/", 5],
  ["visuals/", 5],
  ["eval/", 6],
  ["pipeline.ts", 6],
  ["index.ts", 6],
  ["cli/", 7],
];

export function layerOf(file: string): number {
  const hit = LAYERS.find(([prefix]) => file === prefix || file.startsWith(prefix));
  if (!hit) throw new Error(`${file} belongs to no layer: add it to LAYERS`);
  return hit[1];
}

/** The engine's .ts files (declaration files left out), relative to src with forward slashes. */
function engineFiles(): string[] {
  return sourceFiles(SRC, /(?<!\.d)\.ts$/).map((full) => path.relative(SRC, full).split(path.sep).join("/"));
}

/** Relative imports of a file (static, re-exports and dynamic), as paths relative to src. */
export function importsOf(file: string, text: string): string[] {
  const specs = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/g),
    ...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
  ].map((m) => m[1] ?? "");
  return specs
    .filter((s) => s.startsWith("."))
    .map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(file), s)));
}

export function violations(edges: Array<{ from: string; to: string }>): string[] {
  return edges
    .filter((e) => layerOf(e.to) > layerOf(e.from))
    .map((e) => `${e.from} (layer ${layerOf(e.from)}) imports ${e.to} (layer ${layerOf(e.to)})`);
}

describe("engine layers", () => {
  it("no engine import runs back up the data flow", () => {
    const edges = engineFiles().flatMap((from) =>
      importsOf(from, readFileSync(path.join(SRC, from), "utf8")).map((to) => ({ from, to })),
    );
    expect(edges.length).toBeGreaterThan(100);
    expect(violations(edges)).toEqual([]);
  });

  it("flags an import that runs back up, and reads every import form", () => {
    expect(violations([{ from: "plan/planner.ts", to: "write/content.ts" }])).toHaveLength(1);
    expect(violations([{ from: "ingest/structure.ts", to: "understand/understand.ts" }])).toHaveLength(1);
    expect(violations([{ from: "write/content.ts", to: "plan/planner.ts" }])).toEqual([]);
    const text = [
      'import { a } from "../understand/schema.ts";',
      'import type {\n  B,\n} from "./b.ts";',
      'export { c } from "../text/words.ts";',
      'const pdfjs = await import("../ingest/extract-pdf.ts");',
      'import { z } from "zod";',
    ].join("\n");
    expect(importsOf("plan/planner.ts", text)).toEqual([
      "understand/schema.ts",
      "plan/b.ts",
      "text/words.ts",
      "ingest/extract-pdf.ts",
    ]);
  });
});
