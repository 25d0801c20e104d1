/**
 * The docs follow the code: docs/ARCHITECTURE.md names every source folder of every workspace, and the
 * decision records each carry a date and a status and stand in their index.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const WORKSPACES = ["apps/web", "apps/server", "packages/contracts", "packages/engine"];

/** Folders below a workspace's src/, as "src/a/b/" paths. */
function sourceFolders(workspace: string): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, workspace, rel), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const child = `${rel}${entry.name}/`;
      found.push(child);
      walk(child);
    }
  };
  walk("src/");
  return found;
}

/** The part of ARCHITECTURE.md's tree that describes one workspace: from its line to the next top-level one. */
function section(doc: string, workspace: string): string {
  const lines = doc.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`${workspace}/`));
  if (start < 0) return "";
  const end = lines.findIndex((line, i) => i > start && /^\S/.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join("\n");
}

describe("docs/ARCHITECTURE.md", () => {
  const doc = fs.readFileSync(path.join(ROOT, "docs/ARCHITECTURE.md"), "utf8");
  it.each(WORKSPACES)("names every source folder of %s", (workspace) => {
    const text = section(doc, workspace);
    expect(text, `${workspace}/ has no section`).not.toBe("");
    expect(sourceFolders(workspace).filter((folder) => !text.includes(folder))).toEqual([]);
  });
});

describe("docs/decisions", () => {
  const dir = path.join(ROOT, "docs/decisions");
  const records = fs.readdirSync(dir).filter((name) => /^\d{3}-.*\.md$/.test(name));
  const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");

  it("each record has a title, a date and a status", () => {
    const bad = records.filter((name) => {
      const lines = fs.readFileSync(path.join(dir, name), "utf8").split("\n");
      return !(lines[0]?.startsWith("# ") && /^Date: \d{4}-\d{2}-\d{2} · Status: \S/.test(lines[2] ?? ""));
    });
    expect(bad).toEqual([]);
  });

  it("the index lists every record", () => {
    expect(records.length).toBeGreaterThan(30);
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});
