import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "../config.ts";

const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

/** The built web app's folder: WEB_DIST_DIR, else apps/web/dist. */
export function webDir(config: Pick<Config, "WEB_DIST_DIR">): string {
  return config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : webDistDir;
}
