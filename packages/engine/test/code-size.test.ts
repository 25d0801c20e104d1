/**
 * The engine stays readable in small pieces (issue 33): no function runs over 120 lines, and the median
 * source file is at most 3 KB. A long function is broken into named steps the way understand/understand.ts
 * reads; a long file is split along its concepts.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../../scripts/source-files.ts";

const SRC = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "../src");
const MAX_FUNCTION_LINES = 120;
const MAX_MEDIAN_BYTES = 3 * 1024;

const files = () => sourceFiles(SRC, /(?<!\.d)\.ts$/);

/** Functions (declarations, methods, arrows, expressions) longer than `max` lines, as "file:line name (n)". */
export function longFunctions(file: string, text: string, max: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > max) {
        const name =
          node.name?.getText() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : "");
        found.push(
          `${path.relative(SRC, file)}:${first + 1} ${name || "(anonymous)"} (${last - first + 1} lines)`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("engine code size", () => {
  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = files().flatMap((file) =>
      longFunctions(file, fs.readFileSync(file, "utf8"), MAX_FUNCTION_LINES),
    );
    expect(long).toEqual([]);
  });

  it("finds a long function (the check can fail)", () => {
    const body = Array.from({ length: MAX_FUNCTION_LINES }, (_, i) => `  const a${i} = ${i};`).join("\n");
    expect(
      longFunctions(path.join(SRC, "x.ts"), `export function big() {\n${body}\n}\n`, MAX_FUNCTION_LINES),
    ).toEqual(["x.ts:1 big (122 lines)"]);
  });

  it("keeps the median source file at 3 KB or less", () => {
    const sizes = files()
      .map((file) => fs.statSync(file).size)
      .sort((a, b) => a - b);
    const mid = Math.floor(sizes.length / 2);
    const median =
      sizes.length % 2 ? (sizes[mid] as number) : ((sizes[mid - 1] as number) + (sizes[mid] as number)) / 2;
    expect(median).toBeLessThanOrEqual(MAX_MEDIAN_BYTES);
  });
});
