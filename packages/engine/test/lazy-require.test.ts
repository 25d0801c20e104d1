/**
 * The renderers load when a job first uses them, not when the server imports the engine (decision 021):
 * no source file imports them as values, and `lazyRequire` loads nothing until it is called.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../../scripts/source-files.ts";
import { lazyRequire } from "../src/lazy-require.ts";

const ROOT = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");
const NOT_DECLARATIONS = /(?<!\.d)\.tsx?$/;
const LAZY = ["pdfkit", "pptxgenjs", "docx", "jszip", "@resvg/resvg-js", "sanitize-html"];

/** Packages a file imports as values (`import type` and `import { type X }`-only imports do not count). */
export function valueImports(text: string): string[] {
  return [...text.matchAll(/(?:^|\n)\s*import\s+(?!type\s)([^;]*?)\s+from\s+"([^"]+)"/g)]
    .filter((m) => !/^\{\s*(?:type\s+[\w$]+\s*,?\s*)+\}$/.test(m[1] ?? ""))
    .map((m) => m[2] ?? "")
    .concat([...text.matchAll(/(?:^|\n)\s*import\s+"([^"]+)"/g)].map((m) => m[1] ?? ""))
    .concat([...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1] ?? ""));
}

describe("renderers load on first use", () => {
  it("no server or engine source imports a renderer package as a value", () => {
    const offenders = [
      ...sourceFiles(path.join(ROOT, "packages/engine/src"), NOT_DECLARATIONS),
      ...sourceFiles(path.join(ROOT, "apps/server/src"), NOT_DECLARATIONS),
    ].flatMap((file) =>
      valueImports(readFileSync(file, "utf8"))
        .filter((spec) => LAZY.includes(spec))
        .map((spec) => `${path.relative(ROOT, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it("tells value imports from type-only ones", () => {
    expect(valueImports('import PDFDocument from "pdfkit";')).toEqual(["pdfkit"]);
    expect(valueImports('import { Resvg, type X } from "@resvg/resvg-js";')).toEqual(["@resvg/resvg-js"]);
    expect(valueImports('import type JSZip from "jszip";')).toEqual([]);
    expect(valueImports('import { type ResvgRenderOptions } from "@resvg/resvg-js";')).toEqual([]);
    expect(valueImports('const m = await import("docx");')).toEqual(["docx"]);
  });

  it("requires the package at the first call and keeps it", () => {
    const cache = createRequire(import.meta.url).cache;
    const loaded = () => Object.keys(cache).some((k) => k.includes(`${path.sep}jszip${path.sep}`));
    expect(loaded()).toBe(false);
    const jszip = lazyRequire<{ loadAsync: unknown }>("jszip");
    expect(loaded()).toBe(false);
    const first = jszip();
    expect(typeof first.loadAsync).toBe("function");
    expect(loaded()).toBe(true);
    expect(jszip()).toBe(first);
  });
});
