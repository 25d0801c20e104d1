export { type Role, type RunningApp, startApp } from "./app.ts";
export { type Config, loadConfig } from "./config.ts";
