/**
 * docs/API.md names every route the server registers. The routes come from the running server (Fastify's
 * own route tree), so a new route without a line in the API reference fails here.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { isApiPath } from "../src/http/api-paths.ts";

const API_MD = fileURLToPath(new URL("../../../docs/API.md", import.meta.url));

/** Full paths from `printRoutes({ commonPrefix: false })`: each line is a child of the line above it. */
export function routePaths(tree: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]*)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    paths.push(stack.join(""));
  }
  return paths;
}

describe("docs/API.md", () => {
  let running: RunningApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-api-docs-"));
    running = await startApp(loadConfig({ DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "silent" }), "web");
  });
  afterAll(async () => {
    await running?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("reads the route tree", () => {
    const paths = routePaths(running.http?.printRoutes({ commonPrefix: false }) ?? "");
    expect(paths).toContain("/api/presentations/:id/title-page");
    expect(paths).toContain("/payment/test-checkout/:sessionId/confirm");
  });

  it("names every registered route", () => {
    const doc = fs.readFileSync(API_MD, "utf8");
    const paths = routePaths(running.http?.printRoutes({ commonPrefix: false }) ?? "");
    // The API's own prefixes (the server's list): with a web build present, @fastify/static adds one route
    // per file of the build (and "*" serves index.html for the rest); those are the web app, not the API. A
    // path ending in "*" is documented by its fixed part.
    const missing = paths
      .filter(isApiPath)
      .map((p) => (p.endsWith("*") ? p.slice(0, -1) : p))
      .filter((p) => !doc.includes(`\`${p}`));
    expect(missing).toEqual([]);
  });
});
