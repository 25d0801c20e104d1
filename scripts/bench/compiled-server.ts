/**
 * The server as `npm start` runs it — the compiled bundle (built first when stale) with its bundled reading
 * worker and the embedded database — as a child process on a new data folder, so the bench measures that
 * process's memory and nothing of its own. Students sign up, confirm and sign in through the HTTP API.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { listOutbox } from "../../apps/server/src/mail/mailer.ts";
import { freePort } from "../../e2e/support/ports.ts";
import { buildServer, serverBuildIsStale, serverMain } from "../build-server.mjs";

const root = path.resolve(import.meta.dirname, "../..");

export interface CompiledServer {
  base: string;
  dataDir: string;
  /** Resident memory of the server process now, and at its highest since the last `resetPeak` (MB). */
  memory(): { rssMb: number; peakMb: number };
  resetPeak(): void;
  stop(): Promise<void>;
}

export interface SignedUp {
  /** The session cookie and the matching Origin, as the browser sends them. */
  headers: Record<string, string>;
}

export async function startCompiledServer(env: Record<string, string>): Promise<CompiledServer> {
  if (serverBuildIsStale()) await buildServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-bench-compiled-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => {
    output += d;
  });
  child.stderr.on("data", (d: Buffer) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const started = Date.now();
  while (!/läuft: http/.test(output)) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      throw new Error(`compiled server did not start: ${output.slice(-400)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const pid = child.pid as number;
  const status = (key: string) =>
    Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) /
    1024;
  return {
    base,
    dataDir,
    memory: () => ({ rssMb: status("VmRSS"), peakMb: status("VmHWM") }),
    // Linux: the peak (VmHWM) starts again from the current RSS.
    resetPeak: () => fs.writeFileSync(`/proc/${pid}/clear_refs`, "5"),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` students, each signed up from an address of their own (the sign-up limit is per address),
 * confirmed through the link in the server's mail outbox, and signed in.
 */
export async function signedUpStudents(server: CompiledServer, count: number): Promise<SignedUp[]> {
  const origin = server.base;
  const post = (route: string, body: object, ip: string) =>
    fetch(`${server.base}/api/auth/${route}`, {
      method: "POST",
      headers: { origin, "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });
  const accounts = Array.from({ length: count }, (_, i) => ({
    email: `bench-${i}@example.test`,
    password: `bench-passwort-${i}-lang`,
    ip: `192.0.2.${i + 1}`,
  }));
  for (const a of accounts) {
    const res = await post(
      "sign-up/email",
      { email: a.email, password: a.password, name: "", acceptTerms: true, confirmAge: true },
      a.ip,
    );
    if (res.status !== 200) throw new Error(`sign-up ${res.status}: ${await res.text()}`);
  }
  const links = new Map<string, string>();
  for (const started = Date.now(); links.size < count; ) {
    if (Date.now() - started > 30_000) throw new Error(`only ${links.size} of ${count} confirmation mails`);
    for (const mail of await listOutbox(path.join(server.dataDir, "mail"))) {
      const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
      const account = accounts.find((a) => mail.to.includes(a.email));
      if (link && account) links.set(account.email, link);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return Promise.all(
    accounts.map(async (a) => {
      const link = new URL(links.get(a.email) as string);
      await fetch(`${server.base}${link.pathname}${link.search}`, { redirect: "manual" });
      const res = await post("sign-in/email", { email: a.email, password: a.password }, a.ip);
      if (res.status !== 200) throw new Error(`sign-in ${res.status}: ${await res.text()}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      return { headers: { cookie, origin } };
    }),
  );
}
