import { warmIngestWorkers } from "@folienwerk/engine";
import { startApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError } from "./data-dir.ts";

/** Entry point: `tsx src/main.ts [--role=all|web|worker]`. */
async function main(): Promise<void> {
  const started = performance.now();
  const roleArg = process.argv.find((a) => a.startsWith("--role="))?.slice("--role=".length);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(roleArg ? { ...process.env, ROLE: roleArg } : process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  let running: Awaited<ReturnType<typeof startApp>>;
  try {
    running = await startApp(config, config.ROLE);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(75);
    }
    throw error;
  }
  const { ctx, http } = running;
  if (http) {
    await http.listen({ host: config.HOST, port: config.PORT });
    const address = http.server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    ctx.logger.info({ ms: Math.round(performance.now() - started), port }, "ready");
    console.log(
      `\nFolienwerk läuft: ${config.PUBLIC_URL ?? `http://localhost:${port}`}  (role: ${config.ROLE})\n`,
    );
  } else {
    ctx.logger.info({ ms: Math.round(performance.now() - started) }, "worker ready");
  }
  // After listening: the reading worker loads pdf.js and the DOCX reader (~1 CPU s), which on a small
  // machine would otherwise hold up the first answer; an upload meanwhile waits for it as before.
  warmIngestWorkers();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      ctx.logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 30_000);
    force.unref();
    const begun = performance.now();
    await running.close();
    ctx.logger.info({ ms: Math.round(performance.now() - begun) }, "stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
