import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { slideRange } from "@folienwerk/engine";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { presentations } from "../src/db/schema/index.ts";
import retentionHandler from "../src/jobs/handlers/retention.ts";
import { createPostgresDatabase, DB_KINDS } from "./support/databases.ts";
import { signedInUser } from "./support/sessions.ts";
import { type SmtpInbox, startSmtpServer } from "./support/smtp.ts";

const corpus = path.resolve(import.meta.dirname, "../../../../shared/corpus");
const PAPER = "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf";

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = `----fw${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function until<T>(
  fn: () => Promise<T | undefined | null | false>,
  what: string,
  ms = 90_000,
): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await fn();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(DB_KINDS)("presentations API and jobs on %s", (kind) => {
  let running: RunningApp;
  let smtp: SmtpInbox;
  let dataDir: string;
  let dropDb: (() => Promise<void>) | undefined;
  let alice: Awaited<ReturnType<typeof signedInUser>>;
  let bob: Awaited<ReturnType<typeof signedInUser>>;
  let id = "";

  const api = (
    who: { headers: Record<string, string> },
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    body?: unknown,
  ) =>
    running.http!.inject({
      method,
      url,
      headers: { ...who.headers, ...(body ? { "content-type": "application/json" } : {}) },
      payload: body ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-pres-"));
    let DATABASE_URL: string | undefined;
    if (kind === "postgres") {
      const pgdb = await createPostgresDatabase();
      DATABASE_URL = pgdb.url;
      dropDb = pgdb.drop;
    }
    running = await startApp(
      loadConfig({
        DATA_DIR: dataDir,
        PORT: "0",
        LOG_LEVEL: "silent",
        DATABASE_URL,
        SMTP_URL: smtp.url,
        SOURCE_CHECK: "false",
      }),
    );
    alice = await signedInUser(running.ctx.database.db, { email: `alice-${kind}@example.test` });
    bob = await signedInUser(running.ctx.database.db, { email: `bob-${kind}@example.test` });
  });
  afterAll(async () => {
    await running?.close();
    await smtp?.close();
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses requests without a signed-in user", async () => {
    const res = await running.http!.inject({ method: "GET", url: "/api/presentations" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/melde dich an/);
  });

  it("refuses a renamed image with a German reason and stores nothing", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const form = multipart(
      { work_type: "Bachelorarbeit" },
      { name: "arbeit.pdf", data: png, type: "application/pdf" },
    );
    const res = await running.http!.inject({
      method: "POST",
      url: "/api/presentations",
      headers: { ...alice.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/[äöüÄÖÜß]|Datei/);
    const rows = await running.ctx.database.db
      .select()
      .from(presentations)
      .where(eq(presentations.userId, alice.user.id));
    expect(rows).toHaveLength(0);
    expect(
      fs.existsSync(path.join(dataDir, "files", "pdfs"))
        ? fs.readdirSync(path.join(dataDir, "files", "pdfs"))
        : [],
    ).toHaveLength(0);
  });

  it("uploads a thesis, runs the free analysis and mails the student", async () => {
    const form = multipart(
      { work_type: "Hausarbeit" },
      { name: PAPER, data: fs.readFileSync(path.join(corpus, PAPER)), type: "application/pdf" },
    );
    const res = await running.http!.inject({
      method: "POST",
      url: "/api/presentations",
      headers: { ...alice.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    id = created.id;
    expect(created).toMatchObject({
      stage: "questions_1",
      is_paid: false,
      work_type: "Hausarbeit",
      pdf_filename: PAPER,
    });
    expect(created.pdf_url).toBe(`/api/presentations/${id}/files/source`);

    const analysis = await until(async () => {
      const a = (await api(alice, "GET", `/api/presentations/${id}/analysis`)).json();
      return a.status === "done" ? a : null;
    }, "free analysis");
    expect(analysis.html).toContain("<");
    expect(analysis.html).not.toMatch(/<script|onerror=|onclick=/i);
    const mail = await until(
      async () => smtp.messages.find((m) => m.subject === "Deine kostenlose Analyse ist fertig"),
      "analysis mail",
    );
    expect(mail.to).toContain(`alice-${kind}@example.test`);
    expect(mail.text).toContain(`/analysis/${id}`);
  });

  it("shows another user nothing of the first user's presentation", async () => {
    expect((await api(bob, "GET", "/api/presentations")).json()).toEqual([]);
    for (const [method, url, body] of [
      ["GET", `/api/presentations/${id}`],
      [
        "PATCH",
        `/api/presentations/${id}`,
        { research_type: "empirical", presentation_duration: 10, methodology: "x" },
      ],
      ["DELETE", `/api/presentations/${id}`],
      ["GET", `/api/presentations/${id}/analysis`],
      ["GET", `/api/presentations/${id}/files/source`],
      ["POST", `/api/presentations/${id}/retry`],
      ["POST", "/core/process-full-pipeline", { presentationId: id }],
      ["POST", "/core/process-free-pipeline", { presentationId: id }],
      ["POST", "/core/analyze-paper", { presentationId: id }],
      ["GET", `/presentations/${id}/placeholder`],
    ] as const) {
      const res = await api(bob, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it("validates the questionnaire in German and moves to questions_2", async () => {
    const tooShort = await api(alice, "PATCH", `/api/presentations/${id}`, {
      research_type: "empirical",
      presentation_duration: 3,
      methodology: "Umfrage",
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error).toBe("Die Vortragsdauer muss mindestens 5 Minuten betragen.");
    const empty = await api(alice, "PATCH", `/api/presentations/${id}`, {
      research_type: "empirical",
      presentation_duration: 10,
      methodology: "   ",
    });
    expect(empty.json().error).toBe("Bitte beschreibe deine Methodik.");
    const ok = await api(alice, "PATCH", `/api/presentations/${id}`, {
      research_type: "empirical",
      presentation_duration: 10,
      methodology: "Quantitative Inhaltsanalyse von Zeitungsartikeln mit Sentiment-Wörterbuch.",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().stage).toBe("questions_2");
  });

  it("runs the free single stages for the owner and keeps the deck stages behind payment", async () => {
    const digest = await api(alice, "POST", "/core/analyze-paper", { presentationId: id });
    expect(digest.statusCode, digest.body).toBe(200);
    expect(digest.json()).toMatchObject({ presentationId: id, stage: "analyze-paper" });
    const readable = await api(alice, "POST", "/core/analysis-to-readable", { presentationId: id });
    expect(readable.json().output.html).toContain("<h1>");
    const plan = await api(alice, "POST", "/core/slide-planner", { presentationId: id });
    expect(plan.statusCode).toBe(402);
    expect(plan.json().error).toMatch(/nach der Bezahlung/);
  });

  it("refuses to start the paid pipeline before payment", async () => {
    const res = await api(alice, "POST", "/core/process-full-pipeline", { presentationId: id });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatch(/nicht bezahlt/);
  });

  it("starts the paid pipeline exactly once under concurrent calls and delivers once", async () => {
    await running.ctx.database.db.update(presentations).set({ isPaid: true }).where(eq(presentations.id, id));
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? api(alice, "POST", "/core/process-full-pipeline", { presentationId: id })
          : api(alice, "POST", `/presentations/${id}/start-full-pipeline`),
      ),
    );
    const statuses = results.map((r) => r.json().status);
    expect(statuses.filter((s) => s === "queued")).toHaveLength(1);
    const jobs = (await running.ctx.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'full-pipeline' and singleton_key = ${id}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(jobs.rows[0]?.n).toBe(1);

    const done = await until(
      async () => {
        const p = (await api(alice, "GET", `/api/presentations/${id}`)).json();
        return p.stage === "presentation_created" ? p : null;
      },
      "deck",
      180_000,
    );
    expect(done.pipeline_status).toBe("done");
    expect(done.powerpoint_url).toBe(`/api/presentations/${id}/files/praesentation.pptx`);
    expect(done.speaker_notes_pdf).toBeTruthy();
    expect(done.speaker_notes_docx).toBeTruthy();
    expect(done.professor_questions_pdf).toBeTruthy();
    expect(Array.isArray(done.professor_questions_json)).toBe(true);
    expect(done.professor_questions_json.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(done.generated_images ?? {}).length).toBeGreaterThan(0);

    const mail = await until(
      async () => smtp.messages.find((m) => m.subject === "Deine Präsentation ist fertig"),
      "delivery mail",
    );
    expect(mail.attachments.map((a) => a.filename).sort()).toEqual([
      "sprechernotizen.docx",
      "sprechernotizen.pdf",
    ]);
    expect(mail.text).toContain(`/downloads/${id}`);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages.filter((m) => m.subject === "Deine Präsentation ist fertig")).toHaveLength(1);

    const again = await api(alice, "POST", "/core/process-full-pipeline", { presentationId: id });
    expect(again.json().status).toBe("done");
  });

  it("serves deliverables to the owner through short-lived signed URLs, to nobody else", async () => {
    const p = (await api(alice, "GET", `/api/presentations/${id}`)).json();
    const urls = [p.powerpoint_url, p.speaker_notes_pdf, p.speaker_notes_docx, p.professor_questions_pdf];
    for (const img of Object.values(
      p.generated_images as Record<string, Array<Record<string, string>>>,
    ).flat()) {
      urls.push(img.url, img.url_no_text, img.url_svg);
    }
    for (const url of urls) {
      const redirect = await api(alice, "GET", url);
      expect(redirect.statusCode, url).toBe(302);
      const signed = new URL(redirect.headers.location as string);
      expect(Number(signed.searchParams.get("exp")) - Date.now() / 1000).toBeLessThanOrEqual(300);
      const file = await running.http!.inject({ method: "GET", url: signed.pathname + signed.search });
      expect(file.statusCode, url).toBe(200);
      expect(file.rawPayload.length).toBeGreaterThan(100);
      expect((await api(bob, "GET", url)).statusCode).toBe(404);
    }
    const pptx = await api(alice, "GET", p.powerpoint_url);
    const signed = new URL(pptx.headers.location as string);
    const body = (await running.http!.inject({ method: "GET", url: signed.pathname + signed.search }))
      .rawPayload;
    expect(body.subarray(0, 2).toString()).toBe("PK");
  });

  it("re-runs a single deck stage for a paid presentation and returns its JSON", async () => {
    const res = await api(alice, "POST", "/core/slide-planner", { presentationId: id });
    expect(res.statusCode, res.body).toBe(200);
    const { output } = res.json();
    const range = slideRange(10);
    expect(output.slides.length).toBeGreaterThanOrEqual(range.min);
    expect(output.slides.length).toBeLessThanOrEqual(range.max);
    const manifest = await api(alice, "POST", "/core/slide-pptx-creator", { presentationId: id });
    expect(manifest.statusCode, manifest.body).toBe(200);
    expect(manifest.json().output.files.map((f: { name: string }) => f.name)).toContain("praesentation.pptx");
  });

  it("refuses to delete a paid presentation", async () => {
    const res = await api(alice, "DELETE", `/api/presentations/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/bereits bezahlt/);
  });

  it("deletes files past retention and says so", async () => {
    await running.ctx.database.db
      .update(presentations)
      .set({ createdAt: new Date(Date.now() - 29 * 24 * 3600 * 1000) })
      .where(eq(presentations.id, id));
    const before = fs.readdirSync(path.join(dataDir, "files", "deliverables", id), { recursive: true });
    expect(before.length).toBeGreaterThan(0);
    await retentionHandler({}, running.ctx, {
      id: "t",
      retryCount: 0,
      signal: new AbortController().signal,
      isFinalAttempt: true,
    });
    expect(
      fs.existsSync(path.join(dataDir, "files", "deliverables", id))
        ? fs
            .readdirSync(path.join(dataDir, "files", "deliverables", id), { recursive: true })
            .filter((f) => String(f).includes("."))
        : [],
    ).toHaveLength(0);
    const p = (await api(alice, "GET", `/api/presentations/${id}`)).json();
    expect(p.files_deleted_at).toBeTruthy();
    expect(p.powerpoint_url).toBeNull();
    const gone = await api(alice, "GET", `/api/presentations/${id}/files/praesentation.pptx`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toMatch(/nach 28 Tagen automatisch gelöscht/);
  });

  it("deletes an unpaid draft with its files, and replaces older drafts on a new upload", async () => {
    const upload = async () => {
      const form = multipart(
        { work_type: "Bachelorarbeit" },
        {
          name: "entwurf.docx",
          data: fs.readFileSync(
            path.join(corpus, "de_seminararbeit_informatik_julia-datenvisualisierung.docx"),
          ),
        },
      );
      const res = await running.http!.inject({
        method: "POST",
        url: "/api/presentations",
        headers: { ...bob.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const first = await upload();
    const second = await upload();
    const list = (await api(bob, "GET", "/api/presentations")).json();
    expect(list.map((p: { id: string }) => p.id)).toEqual([second.id]);
    expect((await api(bob, "GET", `/api/presentations/${first.id}`)).statusCode).toBe(404);
    const del = await api(bob, "DELETE", `/api/presentations/${second.id}`);
    expect(del.statusCode).toBe(204);
    expect((await api(bob, "GET", "/api/presentations")).json()).toEqual([]);
  });

  it("rejects malformed ids and bodies with German messages", async () => {
    expect((await api(alice, "GET", "/api/presentations/not-a-uuid")).statusCode).toBe(404);
    const missing = await api(alice, "POST", "/core/process-full-pipeline", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe("Bitte eine Präsentations-ID angeben.");
    const noFile = multipart({ work_type: "Hausarbeit" });
    const res = await running.http!.inject({
      method: "POST",
      url: "/api/presentations",
      headers: { ...alice.headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe("Bitte lade eine Datei hoch.");
  });
});
