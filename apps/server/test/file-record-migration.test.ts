import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { openDatabase } from "../src/db/client.ts";
import { files } from "../src/db/schema/index.ts";
import { storageKeysOf } from "../src/presentations/repository.ts";
import { type Caller, injectClient } from "./support/api.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS, migrateThrough } from "./support/databases.ts";
import { signedInUser } from "./support/sessions.ts";

/** A Word draft with 13 embedded figures. */
const DRAFT = "de_hausarbeit_ki_hotel-stornierung_entwurf.docx";
const PPTX_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * Migration 0006 moves where files live into the `files` table. A database left by the release before it
 * (migrations up to 0005, rows written the way that code wrote them: `source_key`, `deliverables`,
 * `artifacts`, URL columns) is opened by the app, which applies 0006; every file must still be found.
 */
describe.each(DB_KINDS)("migration 0006: one record of where a file lives, on %s", (kind) => {
  let app: TestApp;
  let alice: Awaited<ReturnType<typeof signedInUser>>;
  let bob: Awaited<ReturnType<typeof signedInUser>>;
  const finished = randomUUID();
  const draft = randomUUID();
  const expired = randomUUID();
  const key = {
    source: `pdfs/${finished}/${randomUUID()}.pdf`,
    pptx: `deliverables/${finished}/praesentation.pptx`,
    notes: `deliverables/${finished}/sprechernotizen.pdf`,
    questions: `deliverables/${finished}/pruefungsfragen.pdf`,
    slide: `deliverables/${finished}/bilder/slide-2.png`,
    figure: `artifacts/${finished}/figures/abb-1.png`,
    unlisted: `artifacts/${finished}/figures/abb-9.png`,
    draftSource: `pdfs/${draft}/${randomUUID()}.docx`,
    draftOldFigure: `artifacts/${draft}/figures/alt-1.png`,
  };
  const bytes: Record<string, Buffer> = {
    [key.source]: Buffer.from("%PDF-1.4 the thesis"),
    [key.pptx]: Buffer.from("PK\u0003\u0004 deck"),
    [key.notes]: Buffer.from("%PDF-1.4 notes"),
    [key.questions]: Buffer.from("%PDF-1.4 questions"),
    [key.slide]: Buffer.from("89504e470d0a1a0a0001", "hex"),
    [key.figure]: Buffer.from("89504e470d0a1a0a0002", "hex"),
    [key.unlisted]: Buffer.from("89504e470d0a1a0a0003", "hex"),
    [key.draftSource]: fs.readFileSync(corpusPath(DRAFT)),
    [key.draftOldFigure]: Buffer.from("89504e470d0a1a0a0004", "hex"),
  };

  const { http, api } = injectClient(() => app.running);
  /** The bytes behind an owner's file URL (302 to a signed URL, then the signed URL itself). */
  const download = async (who: Caller, url: string) => {
    const redirect = await api(who, "GET", url);
    expect(redirect.statusCode, url).toBe(302);
    const signed = new URL(redirect.headers.location as string);
    const file = await http().inject({ method: "GET", url: signed.pathname + signed.search });
    expect(file.statusCode, url).toBe(200);
    return file;
  };
  const rowsOf = (presentationId: string) =>
    app.ctx.database.db
      .select({
        kind: files.kind,
        filename: files.filename,
        storageKey: files.storageKey,
        contentType: files.contentType,
        fileSize: files.fileSize,
        listed: files.listed,
      })
      .from(files)
      .where(eq(files.presentationId, presentationId))
      .orderBy(files.kind, files.filename);

  beforeAll(async () => {
    // The new release starts on the database as the release before 0006 left it, and applies 0006.
    app = await startTestApp(kind, { SOURCE_CHECK: "false" }, { prepare: writeOldDatabase });
    for (const [k, data] of Object.entries(bytes)) await app.ctx.blobs.put(k, data);
  }, 60_000);
  afterAll(async () => app?.close());

  /** Migrations up to 0005 and rows written the way that release wrote them. */
  async function writeOldDatabase({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }) {
    const old = await openDatabase(
      databaseUrl ? { url: databaseUrl } : { pgliteDir: path.join(dataDir, "db") },
    );
    try {
      await migrateThrough(old, "0005_product_honesty");
      alice = await signedInUser(old.db, { email: `alice-mig-${kind}@example.test` });
      bob = await signedInUser(old.db, { email: `bob-mig-${kind}@example.test` });
      const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
      const image = {
        file: "bilder/slide-2.png",
        file_no_text: "bilder/slide-2.png",
        file_svg: "bilder/slide-2.png",
        visualization_type: "Prozessdiagramm",
        visualization_description: "Ablauf",
      };
      // A delivered presentation: upload with its file row, deliverables and pictures in the JSON columns.
      await old.db.execute(sql`
        insert into presentations (id, user_id, pdf_url, pdf_filename, source_key, work_type, stage, is_paid,
          pipeline_status, powerpoint_url, speaker_notes_pdf, professor_questions_pdf, generated_images,
          deliverables, artifacts)
        values (${finished}, ${alice.user.id}, ${`/api/presentations/${finished}/files/source`}, 'kresse.pdf',
          ${key.source}, 'Hausarbeit', 'presentation_created', true, 'done',
          ${`/api/presentations/${finished}/files/praesentation.pptx`},
          ${`/api/presentations/${finished}/files/sprechernotizen.pdf`},
          ${`/api/presentations/${finished}/files/pruefungsfragen.pdf`},
          ${json({ "2": [image] })},
          ${json({
            "praesentation.pptx": key.pptx,
            "sprechernotizen.pdf": key.notes,
            "pruefungsfragen.pdf": key.questions,
            "bilder/slide-2.png": key.slide,
          })},
          ${json({
            "figures/abb-1.png": { key: key.figure, contentType: "image/png", listed: true },
            "figures/abb-9.png": { key: key.unlisted, contentType: "image/png", listed: false },
          })})`);
      await old.db.execute(sql`
        insert into files (presentation_id, file_type, file_url, filename, file_size, storage_key)
        values (${finished}, 'pdf', ${`/api/presentations/${finished}/files/source`}, 'kresse.pdf',
          ${bytes[key.source]?.length}, ${key.source})`);
      // A Word draft whose upload is recorded only in source_key, with a picture of an earlier reading.
      await old.db.execute(sql`
        insert into presentations (id, user_id, pdf_url, pdf_filename, source_key, work_type, stage, artifacts)
        values (${draft}, ${alice.user.id}, ${`/api/presentations/${draft}/files/source`}, 'entwurf.docx',
          ${key.draftSource}, 'Hausarbeit', 'questions_1',
          ${json({ "figures/alt-1.png": { key: key.draftOldFigure, contentType: "image/png", listed: true } })})`);
      // Past retention: nothing left to move.
      await old.db.execute(sql`
        insert into presentations (id, user_id, work_type, stage, is_paid, files_deleted_at)
        values (${expired}, ${alice.user.id}, 'Hausarbeit', 'presentation_created', true, now())`);
    } finally {
      await old.close();
    }
  }

  it("moves every recorded file into one row each and drops the old columns", async () => {
    expect(await rowsOf(finished)).toEqual([
      {
        kind: "artifact",
        filename: "figures/abb-1.png",
        storageKey: key.figure,
        contentType: "image/png",
        fileSize: null,
        listed: true,
      },
      {
        kind: "artifact",
        filename: "figures/abb-9.png",
        storageKey: key.unlisted,
        contentType: "image/png",
        fileSize: null,
        listed: false,
      },
      ...[
        ["bilder/slide-2.png", key.slide, "image/png"],
        ["praesentation.pptx", key.pptx, PPTX_TYPE],
        ["pruefungsfragen.pdf", key.questions, "application/pdf"],
        ["sprechernotizen.pdf", key.notes, "application/pdf"],
      ].map(([filename, storageKey, contentType]) => ({
        kind: "deliverable",
        filename,
        storageKey,
        contentType,
        fileSize: null,
        listed: false,
      })),
      {
        kind: "source",
        filename: "kresse.pdf",
        storageKey: key.source,
        contentType: "application/pdf",
        fileSize: bytes[key.source]?.length,
        listed: false,
      },
    ]);
    expect(await rowsOf(draft)).toEqual([
      expect.objectContaining({ kind: "artifact", filename: "figures/alt-1.png", listed: true }),
      {
        kind: "source",
        filename: "entwurf.docx",
        storageKey: key.draftSource,
        contentType: DOCX_TYPE,
        fileSize: null,
        listed: false,
      },
    ]);
    expect(await rowsOf(expired)).toEqual([]);
    expect((await storageKeysOf(app.ctx.database.db, [finished, draft])).sort()).toEqual(
      Object.keys(bytes).sort(),
    );

    const result = await app.ctx.database.db.execute(sql`
      select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = 'public' and table_name in ('presentations', 'files')`);
    const columns = (result as unknown as { rows: Array<{ name: string }> }).rows.map((r) => r.name);
    expect(columns).toContain("files.kind");
    for (const gone of [
      "presentations.pdf_url",
      "presentations.source_key",
      "presentations.powerpoint_url",
      "presentations.professor_questions_pdf",
      "presentations.speaker_notes_pdf",
      "presentations.deliverables",
      "presentations.artifacts",
      "files.file_url",
      "files.file_type",
    ])
      expect(columns).not.toContain(gone);
  });

  it("serves the moved files to their owner at the same URLs, to nobody else", async () => {
    const list = (await api(alice, "GET", "/api/presentations")).json() as Array<Record<string, unknown>>;
    const byId = new Map(list.map((p) => [p.id, p]));
    const p = byId.get(finished) ?? {};
    const base = `/api/presentations/${finished}/files`;
    expect(p).toMatchObject({
      pdf_url: `${base}/source`,
      powerpoint_url: `${base}/praesentation.pptx`,
      speaker_notes_pdf: `${base}/sprechernotizen.pdf`,
      professor_questions_pdf: `${base}/pruefungsfragen.pdf`,
      speaker_notes_docx: null,
      generated_images: { "2": [expect.objectContaining({ url: `${base}/bilder/slide-2.png` })] },
    });
    expect(byId.get(draft)).toMatchObject({ pdf_url: `/api/presentations/${draft}/files/source` });
    expect(byId.get(expired)).toMatchObject({ pdf_url: null, powerpoint_url: null });

    for (const [url, stored] of [
      [`${base}/source`, key.source],
      [`${base}/praesentation.pptx`, key.pptx],
      [`${base}/sprechernotizen.pdf`, key.notes],
      [`${base}/pruefungsfragen.pdf`, key.questions],
      [`${base}/bilder/slide-2.png`, key.slide],
      [`/api/presentations/${draft}/files/source`, key.draftSource],
    ] as const) {
      const file = await download(alice, url);
      expect(file.rawPayload.equals(bytes[stored] as Buffer), url).toBe(true);
      expect((await api(bob, "GET", url)).statusCode, url).toBe(404);
    }
    // The upload keeps its own name as the download name.
    const source = await download(alice, `/api/presentations/${draft}/files/source`);
    expect(source.headers["content-disposition"]).toContain("entwurf.docx");

    const figure = await api(alice, "GET", `/api/presentations/${finished}/figures/abb-1.png`);
    expect(figure.statusCode).toBe(200);
    expect(figure.headers["content-type"]).toBe("image/png");
    expect(figure.rawPayload.equals(bytes[key.figure] as Buffer)).toBe(true);
    expect((await api(bob, "GET", `/api/presentations/${finished}/figures/abb-1.png`)).statusCode).toBe(404);
    expect((await api(alice, "GET", `/api/presentations/${finished}/figures/abb-9.png`)).statusCode).toBe(
      404,
    );
    expect((await api(alice, "GET", `/api/presentations/${expired}/files/source`)).statusCode).toBe(410);
  });

  it("re-reads a moved upload, and deletes every file of it with the presentation", async () => {
    // No stored document model: the thesis is read again from the upload the migration recorded.
    const res = await api(alice, "POST", "/core/analysis-to-readable", { presentationId: draft });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().output.html).toContain(`<img src="/api/presentations/${draft}/figures/abb-1.png"`);
    const pictures = await app.ctx.database.db
      .select()
      .from(files)
      .where(and(eq(files.presentationId, draft), eq(files.kind, "artifact")));
    expect(pictures.filter((f) => f.listed)).toHaveLength(13);
    // The picture of the earlier reading is kept on record (to be deleted) but no longer served.
    expect(pictures.find((f) => f.filename === "figures/alt-1.png")?.listed).toBe(false);
    expect((await api(alice, "GET", `/api/presentations/${draft}/figures/abb-1.png`)).statusCode).toBe(200);
    expect((await api(alice, "GET", `/api/presentations/${draft}/figures/alt-1.png`)).statusCode).toBe(404);

    const keys = pictures.map((f) => f.storageKey).concat(key.draftSource);
    expect((await api(alice, "DELETE", `/api/presentations/${draft}`)).statusCode).toBe(204);
    for (const k of keys) expect(await app.ctx.blobs.exists(k), k).toBe(false);
    expect(await rowsOf(draft)).toEqual([]);
  }, 60_000);
});
