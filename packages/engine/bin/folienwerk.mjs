#!/usr/bin/env node
import path from "node:path";
import { fileURLToPath } from "node:url";

const { register } = await import("tsx/esm/api");
register();
await import(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/cli/main.ts"));
