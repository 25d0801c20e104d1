export { type RunningApp, startApp } from "./app.ts";
export type { Role } from "./config.ts";
export { type Config, loadConfig } from "./config.ts";
