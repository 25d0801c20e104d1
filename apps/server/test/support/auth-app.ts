import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type RunningApp, startApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createPostgresDatabase } from "./databases.ts";
import { linkIn, type SmtpTestServer } from "./smtp.ts";

/**
 * A whole app (startApp) on a fresh database of the given kind, in a temporary data folder. `prepare` runs
 * first, on the empty folder and database the app will use (a test that starts on an older database
 * writes it there).
 */
export async function startTestApp(
  kind: "pglite" | "postgres",
  env: Record<string, string | undefined> = {},
  opts: { prepare?: (place: { dataDir: string; databaseUrl?: string }) => Promise<void> } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-app-"));
  const pgdb = kind === "postgres" ? await createPostgresDatabase() : null;
  await opts.prepare?.({ dataDir, databaseUrl: pgdb?.url });
  const running: RunningApp = await startApp(
    loadConfig({ DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "silent", DATABASE_URL: pgdb?.url, ...env }),
  );
  const http = running.http;
  if (!http) throw new Error("no HTTP server");
  return {
    running,
    http,
    ctx: running.ctx,
    dataDir,
    async close() {
      await running.close();
      await pgdb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

let clientCount = 0;

/**
 * A browser stand-in: keeps cookies, sends our Origin, and has its own client address (rate limits
 * count per address).
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly remoteAddress: string;
  constructor(
    private readonly app: TestApp,
    opts: { remoteAddress?: string } = {},
  ) {
    clientCount += 1;
    this.remoteAddress =
      opts.remoteAddress ?? `10.0.${Math.floor(clientCount / 250)}.${(clientCount % 250) + 1}`;
  }

  get origin(): string {
    return this.app.ctx.config.publicUrl;
  }

  async request(method: "GET" | "POST", url: string, body?: unknown, headers: Record<string, string> = {}) {
    const target = url.startsWith("http") ? new URL(url) : null;
    const res = await this.app.http.inject({
      method,
      url: target ? target.pathname + target.search : url,
      remoteAddress: this.remoteAddress,
      headers: {
        origin: this.origin,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers["set-cookie"];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = "", ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, undefined, headers);
  }
  post(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request("POST", url, body, headers);
  }

  signUp(email: string, password: string) {
    return this.post("/api/auth/sign-up/email", {
      email,
      password,
      name: "",
      acceptTerms: true,
      confirmAge: true,
      callbackURL: "/?auth=verified",
    });
  }
  signIn(email: string, password: string) {
    return this.post("/api/auth/sign-in/email", { email, password });
  }
  async me(): Promise<{ id: string; email: string; name: string | null; provider: string } | null> {
    return (await this.get("/api/account/me")).json().user;
  }
}

/** Signs up over HTTP and confirms through the mailed link; returns the browser, signed in by the link. */
export async function confirmedBrowser(
  app: TestApp,
  smtp: SmtpTestServer,
  email: string,
  password: string,
): Promise<Browser> {
  const browser = new Browser(app);
  const before = smtp.mails.length;
  const signUp = await browser.signUp(email, password);
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const mail = await smtp.next(email, before);
  const confirmed = await browser.get(linkIn(mail, "/api/auth/verify-email"));
  if (confirmed.statusCode !== 302) throw new Error(`confirmation failed: ${confirmed.statusCode}`);
  return browser;
}
