import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../e2e/support/ports.ts";
import { ensureWebBuild } from "../../../e2e/support/web-build.ts";
import { until } from "./support/until.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const children: ChildProcess[] = [];

function runServer(env: Record<string, string>) {
  // `npm start`'s path: the compiled server (built first when stale), not the TypeScript sources.
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "warn", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => {
    stdout += d;
  });
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = stdout.match(/läuft: (http:\/\/\S+)/);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code}: ${stderr}`));
    });
  });
  ready.catch(() => {});
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("server process", () => {
  // start.mjs would build a stale web app itself, outside the lock the other test files build under.
  let webDist = "";
  beforeAll(async () => {
    webDist = await ensureWebBuild();
  }, 180_000);

  it("NODE_ENV=production without operator data exits 78 naming COMPANY_NAME, COMPANY_ADDRESS and COMPANY_EMAIL", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-proc-prod-"));
    const server = runServer({
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      AUTH_SECRET: "p".repeat(40),
      MAIL_OUTBOX_IN_PRODUCTION: "true",
    });
    expect(await server.exited).toBe(78);
    const { stderr } = server.output();
    for (const name of ["COMPANY_NAME", "COMPANY_ADDRESS", "COMPANY_EMAIL"]) {
      expect(stderr).toContain(`${name}: is required in production`);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("starts, refuses a second process on the same DATA_DIR, and shuts down on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-proc-"));
    const first = runServer({ DATA_DIR: dataDir });
    const url = (await first.ready).replace("localhost", "127.0.0.1");
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, "folienwerk.lock"))).toBe(true);
    // The compiled server found the web build beside its code (and the migrations, or it would not be up).
    const landing = await fetch(`${url}/`);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toBe(fs.readFileSync(path.join(webDist, "landing.html"), "utf8"));

    const second = runServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(75);
    expect(second.output().stderr).toContain("is in use by another Folienwerk process");

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "folienwerk.lock"))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it("audit: SIGTERM with an open dashboard event stream exits 0 within 5 s and removes the lock", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-proc-sse-"));
    // A fixed port, so PUBLIC_URL (the origin sign-up and sign-in accept) is known before the start.
    const port = await freePort();
    const server = runServer({ DATA_DIR: dataDir, PORT: String(port) });
    const url = (await server.ready).replace("localhost", "127.0.0.1");
    const origin = { origin: `http://localhost:${port}`, "content-type": "application/json" };
    const account = { email: "sse@example.test", password: "ein-langes-pw" };
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: origin,
      body: JSON.stringify({ ...account, name: "", acceptTerms: true, confirmAge: true }),
    });
    expect(signUp.status).toBe(200);
    // The confirmation mail leaves after the answer (equal answers for known and unknown addresses).
    const verify = await until(async () => {
      const outbox = await (await fetch(`${url}/dev/mail`)).text();
      return outbox.match(/<a href="[^"]*(\/api\/auth\/verify-email[^"]*)"/)?.[1];
    }, "the confirmation mail in the outbox");
    await fetch(`${url}${verify.replace(/&amp;/g, "&")}`, { redirect: "manual" });
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: origin,
      body: JSON.stringify(account),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const stream = await fetch(`${url}/api/presentations/events`, { headers: { cookie } });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.body?.getReader();
    expect((await reader?.read())?.done).toBe(false);

    server.child.kill("SIGTERM");
    const fiveSeconds = new Promise<string>((r) => setTimeout(() => r("still running after 5 s"), 5000));
    expect(await Promise.race([server.exited, fiveSeconds])).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "folienwerk.lock"))).toBe(false);
    // The stream was ended by the server, not cut.
    while (!(await reader?.read())?.done) {}
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("fails fast on a bad environment value, naming the variable", async () => {
    const bad = runServer({ DATA_DIR: os.tmpdir(), RETENTION_DAYS: "-3" });
    expect(await bad.exited).toBe(78);
    expect(bad.output().stderr).toContain("RETENTION_DAYS");
  });
});
