import path from "node:path";
import type { Config } from "../config.ts";
import { type Database, openDatabase } from "./client.ts";
import { builtTemplate } from "./template.ts";

/**
 * The database a server process or an admin command works on: PostgreSQL at DATABASE_URL, else the
 * embedded one in DATA_DIR/db; a new embedded folder starts from the build's template when there is one.
 */
export function openConfiguredDatabase(config: Pick<Config, "DATABASE_URL" | "dataDir">): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL });
  return openDatabase({ pgliteDir: path.join(config.dataDir, "db"), template: () => builtTemplate() });
}
