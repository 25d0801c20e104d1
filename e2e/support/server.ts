import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type RunningApp, startApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { freePort } from "./ports.ts";
import { snapshotWebBuild } from "./web-build.ts";

export interface TestServer {
  url: string;
  running: RunningApp;
  /** Closes the server and removes its data; resolves with the shutdown steps that ran out of time. */
  close(): Promise<string[]>;
}

/** The real server (embedded PGlite, local files) serving its own copy of the web build on a random port. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-e2e-"));
  const webDir = await snapshotWebBuild(path.join(dataDir, "web"));
  // The public URL must be known at boot: auth trusts it as the origin of sign-ins and mails link to it.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const running = await startApp(
    loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...env,
    }),
  );
  if (!running.http) throw new Error("server started without HTTP");
  await running.http.listen({ port, host: "127.0.0.1" });
  return {
    url,
    running,
    async close() {
      const late = await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return late;
    },
  };
}
