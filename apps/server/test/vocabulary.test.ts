/**
 * One home per concept (issue 33): each shared vocabulary is defined in one file and imported everywhere
 * else. A second definition, even one that agrees today, is how two of them came to disagree before.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../../scripts/source-files.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SOURCES = ["apps/server/src", "apps/web/src", "packages/engine/src", "packages/contracts/src"];

const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir), /\.tsx?$/)).map((full) => ({
  file: path.relative(ROOT, full).split(path.sep).join("/"),
  text: fs.readFileSync(full, "utf8"),
}));

/** The files whose text matches. */
const filesMatching = (pattern: RegExp) =>
  files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe("one definition per vocabulary", () => {
  it.each([
    ["research types", /export const RESEARCH_TYPES\b/, "packages/contracts/src/presentations.ts"],
    [
      "pipeline progress",
      /(type|interface) PipelineProgress\b\s*=?\s*[{z]/,
      "packages/contracts/src/presentations.ts",
    ],
    ["question groups", /export const QUESTION_GROUPS\b/, "packages/contracts/src/questions.ts"],
    ["stage labels", /export const STAGE_LABELS\b/, "packages/engine/src/pipeline.ts"],
    ["process roles", /\["all", "web", "worker"\]/, "apps/server/src/config.ts"],
    ["mail layout", /export function renderMail\b/, "apps/server/src/mail/templates.ts"],
    ["server error codes", /new AppError\(/, "apps/server/src/errors.ts"],
  ])("%s", (_name, pattern, home) => {
    expect(filesMatching(pattern)).toEqual([home]);
  });

  it("the research types are never written out as a list again", () => {
    const lists = filesMatching(/\[\s*"literature",\s*"empirical",\s*"mixed_methods"\s*\]/);
    expect(lists).toEqual(["packages/contracts/src/presentations.ts"]);
  });

  it("no two schemas share a name across packages", () => {
    const names = new Map<string, string[]>();
    for (const { file, text } of files) {
      for (const match of text.matchAll(/export const (\w+Schema)\s*=/g)) {
        const name = match[1] as string;
        names.set(name, [...(names.get(name) ?? []), file]);
      }
    }
    expect([...names].filter(([, where]) => where.length > 1)).toEqual([]);
  });
});
