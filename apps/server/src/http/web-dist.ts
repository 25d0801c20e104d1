import path from "node:path";
import type { Config } from "../config.ts";
import { serverDir } from "../server-dir.ts";

/** apps/web/dist, found from the server package so it holds from src/ and from the compiled dist/. */
const webDistDir = path.resolve(serverDir, "../web/dist");

/** The built web app's folder: WEB_DIST_DIR, else apps/web/dist. */
export function webDir(config: Pick<Config, "WEB_DIST_DIR">): string {
  return config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : webDistDir;
}
