import fs from "node:fs";
import path from "node:path";
import { type Analysis, readPptx, slideRange } from "@folienwerk/engine";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { deleteAccount } from "../src/account/delete.ts";
import { files, presentations } from "../src/db/schema/index.ts";
import { getStageOutput } from "../src/presentations/repository.ts";
import { QUESTIONNAIRE_INCOMPLETE } from "../src/presentations/state.ts";
import fullPipelineHandler from "../src/workers/full-pipeline.ts";
import retentionHandler from "../src/workers/retention.ts";
import { injectClient } from "./support/api.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { createFile, createPresentation } from "./support/factories.ts";
import { multipart } from "./support/multipart.ts";
import { signedInUser } from "./support/sessions.ts";
import { type SmtpInbox, startSmtpServer } from "./support/smtp.ts";
import { until } from "./support/until.ts";

const PAPER = "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf";
/** A Word draft with 13 embedded figures. */
const DRAFT = "de_hausarbeit_ki_hotel-stornierung_entwurf.docx";
const PNG_MAGIC = "89504e470d0a1a0a";

describe.each(DB_KINDS)("presentations API and jobs on %s", (kind) => {
  let app: TestApp;
  let smtp: SmtpInbox;
  let alice: Awaited<ReturnType<typeof signedInUser>>;
  let bob: Awaited<ReturnType<typeof signedInUser>>;
  let id = "";

  const { http, api } = injectClient(() => app.running);

  /** POST /api/presentations with a multipart form (optionally another body or client address). */
  const postForm = (
    who: { headers: Record<string, string> },
    form: ReturnType<typeof multipart>,
    opts: { payload?: Buffer; remoteAddress?: string } = {},
  ) =>
    http().inject({
      method: "POST",
      url: "/api/presentations",
      headers: { ...who.headers, ...form.headers },
      payload: opts.payload ?? form.payload,
      remoteAddress: opts.remoteAddress,
    });

  /** Picture files stored for a presentation (local BlobStore under DATA_DIR/files). */
  const artifactFiles = (presentationId: string) => {
    const dir = path.join(app.dataDir, "files", "artifacts", presentationId);
    return fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true }).filter((f) => /\.(png|jpe?g|gif)$/.test(String(f)))
      : [];
  };
  /** The recorded pictures of a presentation (file rows of kind "artifact"), by name. */
  const artifactRows = async (presentationId: string) =>
    new Map(
      (
        await app.ctx.database.db
          .select()
          .from(files)
          .where(and(eq(files.presentationId, presentationId), eq(files.kind, "artifact")))
      ).map((f) => [f.filename, f]),
    );
  const rowOf = async (presentationId: string) =>
    (await app.ctx.database.db.select().from(presentations).where(eq(presentations.id, presentationId)))[0];
  const upload = async (who: { headers: Record<string, string> }, name: string) => {
    const form = multipart(
      { work_type: "Bachelorarbeit" },
      { name, data: fs.readFileSync(corpusPath(name)) },
    );
    const res = await postForm(who, form);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const analysisDone = (who: { headers: Record<string, string> }, presentationId: string) =>
    until(async () => {
      const a = (await api(who, "GET", `/api/presentations/${presentationId}/analysis`)).json();
      return a.status === "done" ? (a as { html: string }) : null;
    }, "free analysis");

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp(kind, {
      SMTP_URL: smtp.url,
      SOURCE_CHECK: "false",
      // The hourly limits are tested with many uploads at once; the bound on uploads under way at once has
      // its own test (upload-slots.test.ts).
      UPLOADS_AT_ONCE_ACCOUNT: "100",
      UPLOADS_AT_ONCE_IP: "100",
    });
    alice = await signedInUser(app.ctx.database.db, { email: `alice-${kind}@example.test` });
    bob = await signedInUser(app.ctx.database.db, { email: `bob-${kind}@example.test` });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("refuses requests without a signed-in user", async () => {
    const res = await http().inject({ method: "GET", url: "/api/presentations" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/melde dich an/);
  });

  it("refuses a renamed image with a German reason and stores nothing", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const form = multipart(
      { work_type: "Bachelorarbeit" },
      { name: "arbeit.pdf", data: png, type: "application/pdf" },
    );
    const res = await postForm(alice, form);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/[äöüÄÖÜß]|Datei/);
    const rows = await app.ctx.database.db
      .select()
      .from(presentations)
      .where(eq(presentations.userId, alice.user.id));
    expect(rows).toHaveLength(0);
    expect(
      fs.existsSync(path.join(app.dataDir, "files", "pdfs"))
        ? fs.readdirSync(path.join(app.dataDir, "files", "pdfs"))
        : [],
    ).toHaveLength(0);
  });

  it("uploads a thesis, runs the free analysis and mails the student", async () => {
    const form = multipart(
      { work_type: "Hausarbeit" },
      { name: PAPER, data: fs.readFileSync(corpusPath(PAPER)), type: "application/pdf" },
    );
    const res = await postForm(alice, form);
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
      ["GET", `/api/presentations/${id}/figures/abb-1.png`],
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

  it("stores the thesis's figure pictures as blobs and serves them to the owner only", async () => {
    // Read after the text, while the analysis is shown (text first); then the analysis is stored again.
    await until(async () => {
      const { html } = (await api(alice, "GET", `/api/presentations/${id}/analysis`)).json();
      return !(html as string).includes("fw-pending");
    }, "the analysis with its figures");
    const recorded = await artifactRows(id);
    const stored = [...recorded.entries()];
    expect(stored.length).toBeGreaterThan(0);
    for (const [name, artifact] of stored) {
      expect(name).toMatch(/^figures\/(abb|tab)-\d+\.png$/);
      expect(artifact).toMatchObject({
        storageKey: `artifacts/${id}/${name}`,
        contentType: "image/png",
        listed: true,
      });
      expect(artifact.fileSize).toBe(
        fs.statSync(path.join(app.dataDir, "files", "artifacts", id, name)).size,
      );
      expect(await app.ctx.blobs.exists(artifact.storageKey)).toBe(true);
    }
    expect(artifactFiles(id)).toHaveLength(stored.length);
    // The document model names the pictures; their bytes are not in the JSON.
    const doc = await getStageOutput<{ figures: Array<{ image: { artifact: string } | null }> }>(
      app.ctx.database.db,
      id,
      "ingest",
    );
    const named = (doc?.figures ?? []).flatMap((f) => (f.image ? [f.image.artifact] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(recorded.get(name)).toBeTruthy();
    expect(JSON.stringify(doc)).not.toContain("iVBORw0KGgo");

    // The analysis shows them through the owner-only figure route.
    const { html } = (await api(alice, "GET", `/api/presentations/${id}/analysis`)).json();
    expect(html).toContain("<h2>Abbildungen und Tabellen</h2>");
    const sources = [...(html as string).matchAll(/<img src="([^"]+)"/g)].map((m) => m[1] as string);
    expect(sources.length).toBe(stored.length);
    for (const src of sources) {
      expect(src).toMatch(new RegExp(`^/api/presentations/${id}/figures/(abb|tab)-\\d+\\.png$`));
      const res = await api(alice, "GET", src);
      expect(res.statusCode, src).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.headers["cache-control"]).toBe("private, max-age=3600");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.rawPayload.subarray(0, 8).toString("hex")).toBe(PNG_MAGIC);
      const name = `figures/${decodeURIComponent(src.split("/").pop() as string)}`;
      expect(res.rawPayload.length).toBe(
        fs.statSync(path.join(app.dataDir, "files", "artifacts", id, name)).size,
      );
      expect((await api(bob, "GET", src)).statusCode, src).toBe(404);
      expect((await http().inject({ method: "GET", url: src })).statusCode).toBe(401);
    }
  });

  it("serves only pictures the document model lists, whatever the file name says", async () => {
    const figure = (file: string) => api(alice, "GET", `/api/presentations/${id}/figures/${file}`);
    for (const file of [
      "abb-999.png",
      "..%2F..%2Fpdfs%2Fx.pdf",
      "%2e%2e%2Fingest.json",
      "..%5C..%5Csecret",
      "abb-1.svg",
      "source",
      "tab-1",
    ]) {
      const res = await figure(file);
      expect(res.statusCode, file).toBe(404);
      expect(res.json().error).toBe("Die Abbildung wurde nicht gefunden.");
    }
    // A NUL byte in the name is refused before any lookup (issue 32, L2).
    const nul = await figure("abb-1.png%00.html");
    expect([nul.statusCode, nul.json().code]).toEqual([400, "invalid_character"]);
    // A picture that is stored and recorded but that the model does not name is not served either.
    const key = `artifacts/${id}/figures/extra.png`;
    await app.ctx.blobs.put(key, Buffer.from(PNG_MAGIC, "hex"), { contentType: "image/png" });
    await createFile(app.ctx.database.db, id, {
      kind: "artifact",
      filename: "figures/extra.png",
      storageKey: key,
      contentType: "image/png",
      listed: false,
    });
    expect((await figure("extra.png")).statusCode).toBe(404);
    // Another user's presentation id with a real picture name: 404 as well.
    const mine = await upload(bob, DRAFT);
    expect((await api(bob, "GET", `/api/presentations/${mine.id}/figures/abb-1.png`)).statusCode).toBe(200);
    expect((await api(alice, "GET", `/api/presentations/${mine.id}/figures/abb-1.png`)).statusCode).toBe(404);
    await analysisDone(bob, mine.id);
    expect((await api(bob, "DELETE", `/api/presentations/${mine.id}`)).statusCode).toBe(204);
    expect(artifactFiles(mine.id)).toHaveLength(0);
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

  it("makes the analysis's talk outline follow the duration saved in the questionnaire", async () => {
    const save = (minutes: number) =>
      api(alice, "PATCH", `/api/presentations/${id}`, {
        research_type: "empirical",
        presentation_duration: minutes,
        methodology: "Quantitative Inhaltsanalyse von Zeitungsartikeln mit Sentiment-Wörterbuch.",
      });
    const storedOutline = async () =>
      (await getStageOutput<Analysis>(app.ctx.database.db, id, "analysis"))?.outline;
    const sum = (outline: Analysis["outline"] | undefined) =>
      (outline?.segments ?? []).reduce((total, s) => total + s.minutes, 0);

    for (const minutes of [30, 10]) {
      const res = await save(minutes);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().presentation_duration).toBe(minutes);
      const outline = await storedOutline();
      expect(outline?.minutes).toBe(minutes);
      expect(sum(outline)).toBeCloseTo(minutes, 6);
      const { html } = (await api(alice, "GET", `/api/presentations/${id}/analysis`)).json();
      expect(html).toContain(`Vorschlag für die Gliederung deines Vortrags (${minutes} Minuten)`);
      expect(html).toContain(`<img src="/api/presentations/${id}/figures/`);
    }
  });

  it("runs the free single stages for the owner and keeps the deck stages behind payment", async () => {
    const thesis = await api(alice, "POST", "/core/analyze-paper", { presentationId: id });
    expect(thesis.statusCode, thesis.body).toBe(200);
    expect(thesis.json()).toMatchObject({ presentationId: id, stage: "analyze-paper" });
    const readable = await api(alice, "POST", "/core/analysis-to-readable", { presentationId: id });
    expect(readable.json().output.html).toContain("<h1>");
    expect(readable.json().output.html).toContain(`<img src="/api/presentations/${id}/figures/`);
    expect(readable.json().output.html).toContain("(10 Minuten)");
    const plan = await api(alice, "POST", "/core/slide-planner", { presentationId: id });
    expect(plan.statusCode).toBe(402);
    expect(plan.json().error).toMatch(/nach der Bezahlung/);
  });

  it("refuses to start the paid pipeline before payment", async () => {
    const res = await api(alice, "POST", "/core/process-full-pipeline", { presentationId: id });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatch(/nicht bezahlt/);
  });

  it("refuses an incomplete questionnaire by one rule: at the start, in a deck stage and in the job", async () => {
    const before = await rowOf(id);
    const set = (values: Partial<typeof presentations.$inferInsert>) =>
      app.ctx.database.db.update(presentations).set(values).where(eq(presentations.id, id));
    await set({ isPaid: true, methodology: null });
    try {
      const start = await api(alice, "POST", "/core/process-full-pipeline", { presentationId: id });
      expect(start.statusCode, start.body).toBe(409);
      expect(start.json().error).toBe(QUESTIONNAIRE_INCOMPLETE);
      const plan = await api(alice, "POST", "/core/slide-planner", { presentationId: id });
      expect(plan.statusCode, plan.body).toBe(409);
      expect(plan.json().error).toBe(QUESTIONNAIRE_INCOMPLETE);

      // A job that finds it anyway fails it with the same message instead of planning with made-up answers.
      await set({ pipelineStatus: "queued" });
      const result = await fullPipelineHandler({ presentationId: id }, app.ctx, {
        id: "incomplete",
        retryCount: 0,
        signal: new AbortController().signal,
        isFinalAttempt: false,
      });
      expect(result).toEqual({ skipped: "questionnaire incomplete" });
      expect(await rowOf(id)).toMatchObject({
        pipelineStatus: "failed",
        pipelineError: QUESTIONNAIRE_INCOMPLETE,
      });
      expect(await getStageOutput(app.ctx.database.db, id, "slide-planner")).toBeUndefined();
    } finally {
      await set({
        isPaid: before?.isPaid,
        methodology: before?.methodology,
        pipelineStatus: before?.pipelineStatus,
        pipelineError: before?.pipelineError,
      });
    }
  });

  it("starts the paid pipeline exactly once under concurrent calls and delivers once", async () => {
    await app.ctx.database.db.update(presentations).set({ isPaid: true }).where(eq(presentations.id, id));
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? api(alice, "POST", "/core/process-full-pipeline", { presentationId: id })
          : api(alice, "POST", `/presentations/${id}/start-full-pipeline`),
      ),
    );
    const statuses = results.map((r) => r.json().status);
    expect(statuses.filter((s) => s === "queued")).toHaveLength(1);
    const jobs = (await app.ctx.database.db.execute(
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
      const file = await http().inject({ method: "GET", url: signed.pathname + signed.search });
      expect(file.statusCode, url).toBe(200);
      expect(file.rawPayload.length).toBeGreaterThan(100);
      expect((await api(bob, "GET", url)).statusCode).toBe(404);
    }
    const pptx = await api(alice, "GET", p.powerpoint_url);
    const signed = new URL(pptx.headers.location as string);
    const body = (await http().inject({ method: "GET", url: signed.pathname + signed.search })).rawPayload;
    expect(body.subarray(0, 2).toString()).toBe("PK");
    // The thesis's own figures reach the slides from the stored pictures, with their source line, and the
    // notes talk them through.
    const deck = await readPptx(new Uint8Array(body));
    const withFigure = deck.slides.filter(
      (s) => s.images.length > 0 && /Quelle: Abb\. \d+, S\. \d+/.test(s.text),
    );
    expect(withFigure.length).toBeGreaterThanOrEqual(1);
    for (const s of withFigure) expect(s.notes).toMatch(/Hier sehen Sie Abbildung \d+, /);
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
    await app.ctx.database.db
      .update(presentations)
      .set({ createdAt: new Date(Date.now() - 29 * 24 * 3600 * 1000) })
      .where(eq(presentations.id, id));
    const before = fs.readdirSync(path.join(app.dataDir, "files", "deliverables", id), { recursive: true });
    expect(before.length).toBeGreaterThan(0);
    expect(artifactFiles(id).length).toBeGreaterThan(0);
    await retentionHandler({}, app.ctx, {
      id: "t",
      retryCount: 0,
      signal: new AbortController().signal,
      isFinalAttempt: true,
    });
    expect(
      fs.existsSync(path.join(app.dataDir, "files", "deliverables", id))
        ? fs
            .readdirSync(path.join(app.dataDir, "files", "deliverables", id), { recursive: true })
            .filter((f) => String(f).includes("."))
        : [],
    ).toHaveLength(0);
    expect(artifactFiles(id)).toHaveLength(0);
    expect((await api(alice, "GET", `/api/presentations/${id}/figures/abb-1.png`)).statusCode).toBe(410);
    // Nothing of the thesis stays past retention, the analysis included (issue 15, finding 9).
    expect((await api(alice, "GET", `/api/presentations/${id}/analysis`)).statusCode).toBe(410);
    const p = (await api(alice, "GET", `/api/presentations/${id}`)).json();
    expect(p.files_deleted_at).toBeTruthy();
    expect(p.powerpoint_url).toBeNull();
    const gone = await api(alice, "GET", `/api/presentations/${id}/files/praesentation.pptx`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toMatch(/nach 28 Tagen automatisch gelöscht/);
  });

  it("deletes an unpaid draft with its files, and replaces older drafts on a new upload", async () => {
    const first = await upload(bob, DRAFT);
    expect(artifactFiles(first.id).length).toBe(13);
    await analysisDone(bob, first.id);
    const second = await upload(bob, DRAFT);
    const list = (await api(bob, "GET", "/api/presentations")).json();
    expect(list.map((p: { id: string }) => p.id)).toEqual([second.id]);
    expect((await api(bob, "GET", `/api/presentations/${first.id}`)).statusCode).toBe(404);
    expect(artifactFiles(first.id)).toHaveLength(0);
    expect(artifactFiles(second.id).length).toBe(13);
    await analysisDone(bob, second.id);
    const del = await api(bob, "DELETE", `/api/presentations/${second.id}`);
    expect(del.statusCode).toBe(204);
    expect(artifactFiles(second.id)).toHaveLength(0);
    expect((await api(bob, "GET", "/api/presentations")).json()).toEqual([]);
  });

  it("stores the pictures again when the document is re-read from the upload", async () => {
    const dave = await signedInUser(app.ctx.database.db, { email: `dave-${kind}@example.test` });
    const mine = await upload(dave, DRAFT);
    await analysisDone(dave, mine.id);
    // As if the stored model were lost (or written by an older engine) and its pictures gone.
    for (const a of (await artifactRows(mine.id)).values()) await app.ctx.blobs.delete(a.storageKey);
    await app.ctx.database.db
      .delete(files)
      .where(and(eq(files.presentationId, mine.id), eq(files.kind, "artifact")));
    await app.ctx.database.db.execute(
      sql`delete from presentation_stage_outputs where presentation_id = ${mine.id} and stage = 'ingest'`,
    );
    expect(artifactFiles(mine.id)).toHaveLength(0);

    const res = await api(dave, "POST", "/core/analysis-to-readable", { presentationId: mine.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().output.html).toContain(`<img src="/api/presentations/${mine.id}/figures/abb-1.png"`);
    expect(artifactFiles(mine.id)).toHaveLength(13);
    expect([...(await artifactRows(mine.id)).values()].filter((a) => a.listed)).toHaveLength(13);
    expect(await getStageOutput(app.ctx.database.db, mine.id, "ingest")).toBeTruthy();
    const picture = await api(dave, "GET", `/api/presentations/${mine.id}/figures/abb-1.png`);
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.subarray(0, 8).toString("hex")).toBe(PNG_MAGIC);
  });

  it("deletes the figure pictures with the account", async () => {
    const carol = await signedInUser(app.ctx.database.db, { email: `carol-${kind}@example.test` });
    const mine = await upload(carol, DRAFT);
    await analysisDone(carol, mine.id);
    expect(artifactFiles(mine.id).length).toBe(13);
    await deleteAccount(app.ctx, carol.user.id);
    expect(artifactFiles(mine.id)).toHaveLength(0);
    expect(await rowOf(mine.id)).toBeUndefined();
  });

  it("rejects malformed ids and bodies with German messages", async () => {
    expect((await api(alice, "GET", "/api/presentations/not-a-uuid")).statusCode).toBe(404);
    const missing = await api(alice, "POST", "/core/process-full-pipeline", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe("Bitte eine Präsentations-ID angeben.");
    const noFile = multipart({ work_type: "Hausarbeit" });
    const res = await postForm(alice, noFile);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe("Bitte lade eine Datei hoch.");
  });

  it("audit: file names like constructor or __proto__ are an unknown file (404), not a 500", async () => {
    const erin = await signedInUser(app.ctx.database.db, { email: `erin-${kind}@example.test` });
    const row = await createPresentation(app.ctx.database.db, erin.user.id, {
      stage: "presentation_created",
    });
    await createFile(app.ctx.database.db, row.id, {
      kind: "deliverable",
      filename: "praesentation.pptx",
      storageKey: `deliverables/x/praesentation.pptx`,
    });
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      const res = await api(erin, "GET", `/api/presentations/${row.id}/files/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error).toBe("Die Datei wurde nicht gefunden.");
    }
    for (const name of ["constructor", "__proto__", "constructor.png", "__proto__.png"]) {
      const res = await api(erin, "GET", `/api/presentations/${row.id}/figures/${name}`);
      expect(res.statusCode, name).toBe(404);
    }
  });

  it("audit: a truncated upload body gets a German 400, not a 500", async () => {
    const form = multipart(
      { work_type: "Bachelorarbeit" },
      { name: PAPER, data: fs.readFileSync(corpusPath(PAPER)), type: "application/pdf" },
    );
    const res = await postForm(alice, form, {
      payload: form.payload.subarray(0, Math.floor(form.payload.length / 2)),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(
      "Die Datei ist nicht vollständig angekommen. Bitte lade sie noch einmal hoch.",
    );
  });

  it("audit: two files in one upload are refused as such, not as too large", async () => {
    const one = multipart({ work_type: "Bachelorarbeit" }, { name: "a.pdf", data: Buffer.from("%PDF-1.4") });
    const boundary = one.headers["content-type"].split("boundary=")[1];
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`,
    );
    const end = Buffer.from(`--${boundary}--\r\n`);
    const payload = Buffer.concat([one.payload.subarray(0, one.payload.length - end.length), second, end]);
    const res = await postForm(alice, one, { payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe("Bitte lade genau eine Datei hoch.");
  });

  /** An upload attempt without a file (422 when let through): cheap, and it counts like any upload. */
  const emptyUpload = (who: { headers: Record<string, string> }, remoteAddress: string) => {
    const form = multipart({ work_type: "Bachelorarbeit" });
    return postForm(who, form, { remoteAddress });
  };

  it("audit: uploads are limited per account, with a German 429 and Retry-After (finding 2)", async () => {
    const gina = await signedInUser(app.ctx.database.db, { email: `gina-${kind}@example.test` });
    const limit = app.ctx.config.UPLOADS_PER_HOUR_ACCOUNT;
    expect(limit).toBe(12);
    // At once, so the count must be atomic: exactly `limit` get through.
    const results = await Promise.all(
      Array.from({ length: limit + 3 }, () => emptyUpload(gina, "198.51.100.10")),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = results.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      error:
        "Du hast in der letzten Stunde zu viele Dateien hochgeladen. Bitte warte 60 Minuten und versuche es dann erneut.",
      code: "upload_rate_limited",
    });
    const retryAfter = Number(refused?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // From another address, too; another account is not affected.
    expect((await emptyUpload(gina, "198.51.100.11")).statusCode).toBe(429);
    const hans = await signedInUser(app.ctx.database.db, { email: `hans-${kind}@example.test` });
    expect((await emptyUpload(hans, "198.51.100.10")).statusCode).toBe(422);
  });

  it("audit: uploads are limited per client address across accounts (finding 2)", async () => {
    const limit = app.ctx.config.UPLOADS_PER_HOUR_IP;
    expect(limit).toBe(30);
    const address = "203.0.113.77";
    let sent = 0;
    for (let n = 0; sent < limit; n++) {
      const who = await signedInUser(app.ctx.database.db, { email: `ip-${n}-${kind}@example.test` });
      for (let i = 0; i < 10 && sent < limit; i++, sent++) {
        expect((await emptyUpload(who, address)).statusCode).toBe(422);
      }
    }
    const fresh = await signedInUser(app.ctx.database.db, { email: `ip-fresh-${kind}@example.test` });
    const refused = await emptyUpload(fresh, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      "Von deinem Netzwerk wurden in der letzten Stunde zu viele Dateien hochgeladen. Bitte warte 60 Minuten und versuche es dann erneut.",
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    expect((await emptyUpload(fresh, "203.0.113.78")).statusCode).toBe(422);
  });

  it("audit: wrong-type questionnaire bodies and a bad order get German messages only", async () => {
    const row = await createPresentation(app.ctx.database.db, alice.user.id);
    const german = /[äöüßÄÖÜ]|^(Bitte|Die|Der|Das) /;
    for (const body of [
      "text",
      42,
      [1, 2],
      { research_type: 5, presentation_duration: "zehn", methodology: ["x"] },
      { research_type: "empirical", presentation_duration: { n: 10 }, methodology: "Umfrage" },
      { research_type: "empirical", presentation_duration: 10, methodology: 7 },
    ]) {
      const res = await http().inject({
        method: "PATCH",
        url: `/api/presentations/${row.id}`,
        headers: { ...alice.headers, "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(["code", "error"]);
      expect(res.json().error, JSON.stringify(body)).toMatch(german);
      expect(res.body).not.toMatch(/Invalid|expected|received/);
    }
    for (const order of ["up", "1", "asc,desc"]) {
      const res = await api(alice, "GET", `/api/presentations?order=${order}`);
      expect(res.statusCode, order).toBe(400);
      expect(res.json()).toEqual({
        error: "Die Sortierung muss „asc“ (älteste zuerst) oder „desc“ (neueste zuerst) sein.",
        code: "bad_request",
      });
    }
    const noWorkType = multipart({}, { name: "a.pdf", data: Buffer.from("%PDF-1.4") });
    const upload = await postForm(alice, noWorkType);
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toEqual({ error: "Bitte wähle die Art deiner Arbeit.", code: "bad_request" });
    const arrayOrder = await api(alice, "GET", "/api/presentations?order=asc&order=desc");
    expect(arrayOrder.statusCode).toBe(400);
    expect(arrayOrder.body).not.toMatch(/Invalid|expected|received/);
  });
});
