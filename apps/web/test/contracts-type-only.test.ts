import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../../scripts/source-files.ts";

const SRC = path.resolve(import.meta.dirname, "../src");

/**
 * The web app takes the API's shapes from packages/contracts as types only (decision 018): a value import
 * would pull zod and the schemas into the browser bundle, the landing page's too.
 */
describe("the web app and the shared contracts", () => {
  it("imports @folienwerk/contracts with `import type` / `export type` only", () => {
    const statements = sourceFiles(SRC).flatMap((file) =>
      [
        ...fs
          .readFileSync(file, "utf8")
          .matchAll(/\b(import|export)\s[^;]*?from\s+"@folienwerk\/contracts"/g),
      ].map((m) => ({ file: path.relative(SRC, file), text: m[0] })),
    );
    expect(statements.length).toBeGreaterThan(5);
    const values = statements.filter((s) => !/^(import|export)\s+type\s/.test(s.text));
    expect(values).toEqual([]);
  });

  it("takes values only from the terms module, which imports nothing (no zod)", () => {
    const terms = fs.readFileSync(path.resolve(SRC, "../../../packages/contracts/src/terms.ts"), "utf8");
    expect(terms).not.toMatch(/^\s*import\s/m);
    const subpaths = sourceFiles(SRC).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/from\s+"@folienwerk\/contracts\/([^"]+)"/g)].map(
        (m) => m[1],
      ),
    );
    expect(subpaths.length).toBeGreaterThan(0);
    expect(new Set(subpaths)).toEqual(new Set(["terms"]));
  });
});
