import fs from "node:fs";
import { ingest } from "@folienwerk/engine";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manyStreamsPdf } from "../../../packages/engine/test/support/hostile-files.ts";
import { corpusPath } from "../../../scripts/corpus.ts";
import { files, presentations } from "../src/db/schema/index.ts";
import { loadUnderstanding } from "../src/presentations/analysis.ts";
import { createPresentation } from "../src/presentations/create.ts";
import { loadDocument } from "../src/presentations/document.ts";
import { findById, getStageOutput } from "../src/presentations/repository.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { postThesis } from "./support/multipart.ts";
import { signedInUser } from "./support/sessions.ts";
import { until } from "./support/until.ts";

/** A thesis with three captioned figures and one table. */
const PAPER = "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf";

/**
 * Issue 32, item 4: an upload reads the text only, the free analysis is shown from it, and the figures and
 * tables are read afterwards — once, by whichever job comes first — and the analysis shown again with them.
 */
describe.each(DB_KINDS)("text first on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { SOURCE_CHECK: "false" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const artifactRows = (id: string) =>
    app.ctx.database.db
      .select()
      .from(files)
      .where(and(eq(files.presentationId, id), eq(files.kind, "artifact")));

  /** A new student's upload of the paper, read text first, without the jobs an upload queues. */
  const uploadedWithoutJobs = async () => {
    const student = await signedInUser(app.ctx.database.db);
    return createPresentation(app.ctx, student.user.id, {
      filename: PAPER,
      path: corpusPath(PAPER),
      size: fs.statSync(corpusPath(PAPER)).size,
      workType: "Hausarbeit",
    });
  };

  it("answers the upload from the text, then shows the analysis again with the figures and tables", async () => {
    const anna = await signedInUser(app.ctx.database.db);
    const res = await postThesis(app, anna.headers, {
      name: "hausarbeit.pdf",
      data: fs.readFileSync(corpusPath(PAPER)),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;

    const html = await until(async () => {
      const row = await findById(app.ctx.database.db, id);
      return row?.analysisHtmlContent?.includes("fw-figure-list") ? row.analysisHtmlContent : null;
    }, "the analysis with its figures");
    expect(html).not.toContain("fw-pending");
    expect(html.match(/<p>[^<]*Abbildungen[^<]*<\/p>/)?.[0]).toBe(
      "<p>3\u00a0Abbildungen, 1\u00a0Tabelle.</p>",
    );
    expect((await artifactRows(id)).filter((f) => f.listed)).toHaveLength(4);
    const doc = await getStageOutput<{ picturesPending?: boolean; figures: { image: unknown }[] }>(
      app.ctx.database.db,
      id,
      "ingest",
    );
    expect(doc?.picturesPending).toBeUndefined();
    expect(doc?.figures.map((f) => f.image !== null)).toEqual([true, true, true]);
  });

  it("stores the text-only model at upload and reads the pictures once when two jobs ask at the same time", async () => {
    // Created without its analysis job, so only the two readers below ask for the pictures.
    const row = await uploadedWithoutJobs();
    const text = await loadDocument(app.ctx, row);
    expect(text.picturesPending).toBe(true);
    // Known from their captions, without pictures.
    expect(text.figures.map((f) => f.image)).toEqual([null, null, null]);
    expect(await artifactRows(row.id)).toEqual([]);
    // The understanding of the text alone is used, never kept: a deck must not find it.
    expect((await loadUnderstanding(app.ctx, row, text)).figures.every((f) => f.image === null)).toBe(true);
    expect(await getStageOutput(app.ctx.database.db, row.id, "analyze-paper")).toBeUndefined();

    const [a, b] = await Promise.all([
      loadDocument(app.ctx, row, { pictures: true }),
      loadDocument(app.ctx, row, { pictures: true }),
    ]);
    expect(a.figures.every((f) => f.image !== null)).toBe(true);
    expect(b).toEqual(a);
    expect((await loadUnderstanding(app.ctx, row, a)).figures.some((f) => f.image !== null)).toBe(true);
    expect(await getStageOutput(app.ctx.database.db, row.id, "analyze-paper")).toBeDefined();
    // One read: one set of pictures, none replaced by a second read.
    const pictures = await artifactRows(row.id);
    expect(pictures).toHaveLength(4);
    expect(pictures.every((f) => f.listed)).toBe(true);
    const [stored] = await app.ctx.database.db
      .select()
      .from(presentations)
      .where(eq(presentations.id, row.id));
    expect(stored?.id).toBe(row.id);
  });

  it("lets a deck take over a pictures read that still waits behind another account's document", async () => {
    const row = await uploadedWithoutJobs();
    const done: string[] = [];
    const mark = <T>(name: string, p: Promise<T>) => p.finally(() => done.push(name));
    // Another account's slow document holds the reading worker for seconds (the audit's stream file).
    const slow = mark(
      "slow",
      ingest(manyStreamsPdf(), { filename: "langsam.pdf", owner: "someone-else", timeoutMs: 15_000 }).catch(
        () => null,
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    // The pictures after the analysis: background work, it waits for the worker.
    const background = mark("background", loadDocument(app.ctx, row, { pictures: true, background: true }));
    await new Promise((r) => setTimeout(r, 300));
    // The paid deck: it cannot wait that long.
    const deck = await mark("deck", loadDocument(app.ctx, row, { pictures: true }));
    expect(deck.figures.every((f) => f.image !== null)).toBe(true);
    expect(await background).toEqual(deck);
    expect(done).toEqual(["deck", "background"]);
    // One read: one set of pictures.
    expect(await artifactRows(row.id)).toHaveLength(4);
    expect(await getStageOutput(app.ctx.database.db, row.id, "pictures-claim")).toBeUndefined();
    await slow;
  }, 60_000);
});
