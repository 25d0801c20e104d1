import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { type RunningApp, startApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { fullPipeline } from "../src/jobs/full-pipeline.ts";
import { enqueue } from "../src/jobs/queue.ts";
import { systemPing } from "../src/jobs/system-ping.ts";
import { deletePresentation } from "../src/presentations/delete.ts";
import { findFile } from "../src/presentations/files.ts";
import { WORKER_POLLING } from "../src/workers/start.ts";
import { Browser, startTestApp, type TestApp } from "./support/auth-app.ts";
import { createPostgresDatabase, DB_KINDS } from "./support/databases.ts";
import { uploadThesis } from "./support/factories.ts";
import { signedInUser } from "./support/sessions.ts";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe.each(DB_KINDS)("server on %s", (kind) => {
  let running: RunningApp;
  let dataDir: string;
  let dropDb: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-app-"));
    let DATABASE_URL: string | undefined;
    if (kind === "postgres") {
      const pgdb = await createPostgresDatabase();
      DATABASE_URL = pgdb.url;
      dropDb = pgdb.drop;
    }
    running = await startApp(loadConfig({ DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "silent", DATABASE_URL }));
  });
  afterAll(async () => {
    await running?.close();
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("reports database, storage and queue as healthy", async () => {
    const res = await running.http?.inject({ method: "GET", url: "/healthz" });
    expect(res?.statusCode).toBe(200);
    const body = res?.json();
    expect(body).toMatchObject({
      ok: true,
      role: "all",
      database: { ok: true, kind },
      storage: { ok: true, kind: "local" },
      queue: { ok: true },
    });
  });

  it("runs a job through the queue end to end", async () => {
    const id = await enqueue(running.ctx.boss, systemPing, { nonce: `n-${kind}` });
    expect(id).toBeTruthy();
    let job: Awaited<ReturnType<typeof running.ctx.boss.getJobById>> = null;
    for (let i = 0; i < 100 && job?.state !== "completed"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = await running.ctx.boss.getJobById(systemPing.name, id as string);
    }
    expect(job?.state).toBe("completed");
    expect((job as unknown as { output: { pong: string } }).output.pong).toBe(`n-${kind}`);
  });

  it("audit: a job whose worker died (kill -9) resumes within 30 s (~18 s typical), not ~70 s", async () => {
    const boss = running.ctx.boss;
    const queue = `audit-crashed-${kind}`;
    // The full pipeline's policy (heartbeat, retry delay), on a queue of its own.
    await boss.createQueue(queue, { notify: true, ...fullPipeline.queue });
    // A monitor pass has just run, as on a queue in steady use: the next one comes a full interval later.
    await boss.supervise(queue);
    await boss.send(queue, { n: 1 });
    // A worker claims the job and dies: no heartbeat, no completion.
    const [claimed] = await boss.fetch(queue);
    expect(claimed).toBeTruthy();
    const died = Date.now();
    const resumed = new Promise<number>((resolve) => {
      void boss.work(queue, WORKER_POLLING, async () => {
        resolve(Date.now() - died);
      });
    });
    const seconds = (await resumed) / 1000;
    process.stderr.write(`crashed job resumed after ${seconds.toFixed(1)} s\n`);
    expect(seconds).toBeLessThan(30);
    await boss.offWork(queue);
  }, 120_000);

  it("refuses a job payload that does not match its schema", async () => {
    await expect(enqueue(running.ctx.boss, systemPing, { nonce: "" })).rejects.toThrow();
  });

  it("answers unknown API paths with a JSON 404 and app routes with the web app", async () => {
    const api = await running.http?.inject({ method: "GET", url: "/api/gibt-es-nicht" });
    expect(api?.statusCode).toBe(404);
    expect(api?.json()).toMatchObject({ code: "not_found" });
    // Every API prefix counts, the SPEC §7 routes under /presentations/ among them.
    for (const url of ["/presentations/gibt-es-nicht", "/core/gibt-es-nicht", "/payment/gibt-es-nicht"]) {
      const unknown = await running.http?.inject({ method: "GET", url });
      expect(unknown?.statusCode).toBe(404);
      expect(unknown?.json()).toMatchObject({ code: "not_found" });
    }
    const page = await running.http?.inject({ method: "GET", url: "/irgendeine/seite" });
    if (fs.existsSync(path.resolve(import.meta.dirname, "../../web/dist/index.html"))) {
      expect(page?.statusCode).toBe(200);
      expect(page?.headers["content-type"]).toContain("text/html");
      expect(page?.body).toContain('<div id="root">');
    }
  });

  it("serves public config without secrets", async () => {
    const res = await running.http?.inject({ method: "GET", url: "/api/config" });
    expect(res?.statusCode).toBe(200);
    expect(res?.json()).toMatchObject({
      priceCents: 1900,
      priceOriginalCents: null,
      offerDiscountEur: 0,
      retentionDays: 28,
    });
    expect(res?.body).not.toContain(running.ctx.secret);
  });

  it("serves a stored file only with a valid, unexpired signature", async () => {
    await running.ctx.blobs.put("pdfs/1_probe.pdf", Buffer.from("%PDF-1.4 probe"));
    const url = new URL(await running.ctx.blobs.signedUrl("pdfs/1_probe.pdf", { expiresInSeconds: 60 }));
    const ok = await running.http?.inject({ method: "GET", url: url.pathname + url.search });
    expect(ok?.statusCode).toBe(200);
    expect(ok?.body).toBe("%PDF-1.4 probe");
    expect(ok?.headers["content-type"]).toBe("application/pdf");
    url.searchParams.set("sig", "forged");
    const bad = await running.http?.inject({ method: "GET", url: url.pathname + url.search });
    expect(bad?.statusCode).toBe(404);
    expect(bad?.json().error).toMatch(/nicht gefunden/);
  });
});

describe("uploads (web role, no job workers)", () => {
  let running: RunningApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-app-up-"));
    running = await startApp(loadConfig({ DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "silent" }), "web");
  });
  afterAll(async () => {
    await running?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Follows the owner's file route to the signed URL and returns the served bytes. */
  async function download(id: string, headers: Record<string, string>): Promise<string> {
    const route = await running.http?.inject({ url: `/api/presentations/${id}/files/source`, headers });
    expect(route?.statusCode).toBe(302);
    const signed = new URL(String(route?.headers.location));
    const file = await running.http?.inject({ url: signed.pathname + signed.search });
    expect(file?.statusCode).toBe(200);
    expect(file?.headers["content-disposition"]).toContain("Bachelorarbeit.pdf");
    return sha256(file?.rawPayload ?? Buffer.alloc(0));
  }

  it("audit: two uploads of the same name never share a stored file", async () => {
    const pdf = fs.readFileSync(corpusPath("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf"));
    const users = await Promise.all([0, 1, 2].map(() => signedInUser(running.ctx.database.db)));
    const bodies = users.map((_, i) => Buffer.concat([pdf, Buffer.from(`\n% upload of user ${i}\n`)]));
    // At once, under one name: the keys must still differ and carry neither the name nor the time.
    const rows = await Promise.all(
      users.map((u, i) =>
        uploadThesis(running.ctx, u.user.id, {
          filename: "Bachelorarbeit.pdf",
          data: bodies[i] as Buffer,
          workType: "Bachelorarbeit",
        }),
      ),
    );
    const keys = await Promise.all(
      rows.map(async (r) => (await findFile(running.ctx.database.db, r.id, "source"))?.storageKey),
    );
    expect(new Set(keys).size).toBe(rows.length);
    for (const [i, row] of rows.entries()) {
      expect(keys[i]).toMatch(new RegExp(`^pdfs/${row.id}/[0-9a-f-]{36}\\.pdf$`));
      expect(await download(row.id, users[i]?.headers ?? {})).toBe(sha256(bodies[i] as Buffer));
    }
    await deletePresentation(running.ctx, users[0]?.user.id ?? "", rows[0]?.id ?? "");
    for (const [i, row] of rows.entries()) {
      if (i > 0) expect(await download(row.id, users[i]?.headers ?? {})).toBe(sha256(bodies[i] as Buffer));
    }
  }, 120_000);
});

describe("production mode (NODE_ENV=production)", () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-app-web-"));
  fs.writeFileSync(path.join(webDir, "index.html"), '<!doctype html><div id="root"></div>');
  const production = {
    NODE_ENV: "production",
    AUTH_SECRET: "p".repeat(40),
    MAIL_OUTBOX_IN_PRODUCTION: "true",
    WEB_DIST_DIR: webDir,
    COMPANY_NAME: "Folienwerk Testbetrieb GmbH",
    COMPANY_ADDRESS: "Beispielweg 7, 12345 Musterstadt",
    COMPANY_EMAIL: "kontakt@folienwerk.example",
  };
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite", production);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  /** Statuses of wrong sign-ins from one socket address, each with the given X-Forwarded-For. */
  async function wrongSignIns(target: TestApp, forwardedFor: (i: number) => string, count = 30) {
    const browser = new Browser(target, { remoteAddress: "192.0.2.10" });
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await browser.post(
        "/api/auth/sign-in/email",
        // One address per attempt: the per-account lockout must not stand in for the per-IP limit.
        { email: `niemand-${i}@example.test`, password: `falsch-${i}-pw` },
        { "x-forwarded-for": forwardedFor(i) },
      );
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it("audit: X-Forwarded-For does not defeat the per-IP sign-in limit (no proxy trusted by default)", async () => {
    const statuses = await wrongSignIns(app, (i) => `203.0.113.${i + 1}`);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  }, 120_000);

  it("audit: with TRUST_PROXY=1 the right-most X-Forwarded-For hop is the client", async () => {
    const behindProxy = await startTestApp("pglite", { ...production, TRUST_PROXY: "1" });
    try {
      // A forged left-most address changes nothing: the proxy's entry (right-most) is counted.
      const forged = await wrongSignIns(behindProxy, (i) => `203.0.113.${i + 1}, 198.51.100.7`, 12);
      expect(forged.slice(10)).toEqual([429, 429]);
      // Different clients behind the proxy are counted apart.
      const other = await wrongSignIns(behindProxy, () => "198.51.100.8", 1);
      expect(other).toEqual([401]);
    } finally {
      await behindProxy.close();
    }
  }, 120_000);

  it("audit: /dev/mail never exists in production, even with the outbox opted in", async () => {
    expect(app.ctx.mailer.kind).toBe("outbox");
    for (const url of ["/dev/mail", "/dev/mail/x.eml"]) {
      const res = await app.http.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "not_found" });
    }
    expect((await app.http.inject({ url: "/api/config" })).json().mailOutbox).toBe(false);
  });

  it("audit: the production CSP allows no localhost backend (connect-src 'self' only)", async () => {
    const csp = String((await app.http.inject({ url: "/" })).headers["content-security-policy"]);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).not.toContain("localhost:8000");
  });

  it("audit: HEAD / answers 200 like GET / (the web app), without a body", async () => {
    expect((await app.http.inject({ url: "/" })).statusCode).toBe(200);
    const head = await app.http.inject({ method: "HEAD", url: "/" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toContain("text/html");
    expect(head.body).toBe("");
  });
});
