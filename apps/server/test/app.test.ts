import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { enqueue } from "../src/jobs/queue.ts";
import { systemPing } from "../src/jobs/system-ping.ts";
import { createPostgresDatabase, DB_KINDS } from "./support/databases.ts";

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

  it("refuses a job payload that does not match its schema", async () => {
    await expect(enqueue(running.ctx.boss, systemPing, { nonce: "" })).rejects.toThrow();
  });

  it("answers unknown API paths with a JSON 404 and app routes with the web app", async () => {
    const api = await running.http?.inject({ method: "GET", url: "/api/gibt-es-nicht" });
    expect(api?.statusCode).toBe(404);
    expect(api?.json()).toMatchObject({ code: "not_found" });
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
    expect(res?.json()).toMatchObject({ priceCents: 1900, priceOriginalCents: 7900, retentionDays: 28 });
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
