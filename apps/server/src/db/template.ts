import fs from "node:fs";
import path from "node:path";
import { isAlive } from "../data-dir.ts";
import { migrationsFolder, serverDir } from "../server-dir.ts";
import { dbTemplateDir, dbTemplateIsBuilt, dbTemplateKey } from "./template-key.mjs";

/**
 * Where the build puts the embedded database a new data folder starts from (decision 020): a PGlite data
 * folder with PostgreSQL's initdb done, the migrations applied and pg-boss's schema and queues created, so a
 * first start copies ~40 MB instead of spending ~8 CPU seconds on making the same thing again.
 */
export const templateRoot = path.join(serverDir, "dist");

/** The template folder for the installed PGlite and pg-boss and the committed migrations (it may not exist). */
export function templateDir(root = templateRoot): string {
  return dbTemplateDir(root, dbTemplateKey(migrationsFolder));
}

/** The usable template under `root`, or null when none was built for these packages and migrations. */
export function builtTemplate(root = templateRoot): string | null {
  const dir = templateDir(root);
  return dbTemplateIsBuilt(dir) ? dir : null;
}

/**
 * Templates under `root` that will never be used again: made for another key by an earlier build, or half
 * made by a build that was killed (`<template>.new-<pid>` of a process that is gone).
 */
export function outdatedTemplates(root = templateRoot): string[] {
  if (!fs.existsSync(root)) return [];
  const current = path.basename(templateDir(root));
  return fs
    .readdirSync(root)
    .filter((name) => {
      const match = /^db-template-[0-9a-f]{16}(?:\.new-(\d+))?$/.exec(name);
      if (!match) return false;
      return match[1] ? !isAlive(Number(match[1])) : name !== current;
    })
    .map((name) => path.join(root, name));
}
