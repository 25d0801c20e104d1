import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../../scripts/source-files.ts";

const SRC = fileURLToPath(new URL("../src/", import.meta.url));

/**
 * The relative modules a file loads at run time: static imports, re-exports and import() with a literal.
 * `import type` is left out unless `types` asks for it: it is erased before the code runs.
 */
export function importsOf(source: string, opts: { types?: boolean } = {}): string[] {
  const found: string[] = [];
  const patterns = [
    opts.types
      ? /^\s*(?:import|export)\s[^;]*?\sfrom\s*["'](\.[^"']+)["']/gms
      : /^\s*(?:import|export)\s(?!type\s)[^;]*?\sfrom\s*["'](\.[^"']+)["']/gms,
    /^\s*import\s*["'](\.[^"']+)["']/gm,
    /\bimport\(\s*["'](\.[^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) found.push(match[1] as string);
  }
  return found;
}

/** A file's node in the folder graph: its top folder under src/, or the file itself at the top. */
const nodeOf = (file: string) => (file.includes(path.sep) ? (file.split(path.sep)[0] as string) : file);

export function folderGraph(opts: { types?: boolean } = {}): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC, /\.ts$/).map((full) => path.relative(SRC, full))) {
    const from = nodeOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const text = fs.readFileSync(path.join(SRC, file), "utf8");
    for (const spec of importsOf(text, opts)) {
      const target = path.relative(SRC, path.resolve(SRC, path.dirname(file), spec));
      if (target.startsWith("..")) continue;
      const to = nodeOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The cycles of a graph, each as the path that closes it (depth-first search, one per back edge). */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * The server's folders from the ground up (decision 016): each imports only folders before it, type-only
 * imports included. Services first, then the jobs as the queue knows them, the presentation code (which
 * sends jobs), payments and accounts, the workers that run the jobs, and the routes and CLI on top.
 */
const FOLDER_ORDER = [
  "types",
  "db",
  "mail",
  "storage",
  "events",
  "auth",
  "jobs",
  "presentations",
  "payments",
  "account",
  "workers",
  "http",
  "admin",
];

describe("the server's folders", () => {
  it("reads imports of every kind", () => {
    const source = [
      'import { a } from "../jobs/queue.ts";',
      'import type {\n  B,\n} from "./types-only.ts";',
      'import {\n  type B,\n  b,\n} from "./b.ts";',
      'export { c } from "../payments/c.ts";',
      'import "./side-effect.ts";',
      'handler: () => import("./handlers/x.ts"),',
      'import { z } from "zod";',
    ].join("\n");
    expect(importsOf(source)).toEqual([
      "../jobs/queue.ts",
      "./b.ts",
      "../payments/c.ts",
      "./side-effect.ts",
      "./handlers/x.ts",
    ]);
  });

  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["presentations", new Set(["jobs", "db"])],
      ["jobs", new Set(["presentations"])],
      ["db", new Set<string>()],
    ]);
    expect(cyclesOf(graph)).toEqual([["jobs", "presentations", "jobs"]]);
  });

  it("import each other in no circle (apps/server/src, folder level)", () => {
    const graph = folderGraph();
    expect(graph.get("presentations")?.has("jobs")).toBe(true);
    expect(graph.get("workers")?.has("presentations")).toBe(true);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it("import only the folders below them, type-only imports included (apps/server/src)", () => {
    const graph = folderGraph({ types: true });
    const folders = [...graph.keys()].filter((node) => !node.endsWith(".ts"));
    expect(folders.filter((folder) => !FOLDER_ORDER.includes(folder))).toEqual([]);
    const upward: string[] = [];
    for (const [from, targets] of graph) {
      const level = FOLDER_ORDER.indexOf(from);
      if (level < 0) continue;
      for (const to of targets) if (FOLDER_ORDER.indexOf(to) > level) upward.push(`${from} -> ${to}`);
    }
    expect(upward).toEqual([]);
    expect(cyclesOf(graph)).toEqual([]);
  });
});
