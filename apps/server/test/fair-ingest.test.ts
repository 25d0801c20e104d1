import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manyStreamsPdf } from "../../../packages/engine/test/support/hostile-files.ts";
import { corpusPath } from "../../../scripts/corpus.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { postThesis } from "./support/multipart.ts";
import { signedInUser } from "./support/sessions.ts";

/**
 * Issue 32, M-A: one account's hostile uploads must not hold up everyone else's. The audit's PDF (80 pages,
 * each with a 60 MB content stream, 5 MB on disk) keeps a reading worker busy until the time limit; two of
 * them at once made another student's 15-page upload wait 120 s.
 */
describe.each(DB_KINDS)("reading uploads fairly on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    // A shorter read limit than production's 60 s only shortens the test: the hostile files still hold
    // their worker until it, far longer than a thesis needs.
    app = await startTestApp(kind, { SOURCE_CHECK: "false", UPLOAD_READ_SECONDS: "20" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const upload = (headers: Record<string, string>, name: string, data: Buffer) =>
    postThesis(app, headers, { name, data });

  it("answers another account's 15-page upload within 10 s while two hostile PDFs of one account are read", async () => {
    const mallory = await signedInUser(app.ctx.database.db);
    const student = await signedInUser(app.ctx.database.db);
    const hostile = Buffer.from(manyStreamsPdf());
    const first = upload(mallory.headers, "arbeit-1.pdf", hostile);
    const second = upload(mallory.headers, "arbeit-2.pdf", hostile);
    await new Promise((r) => setTimeout(r, 500));

    const started = performance.now();
    const thesis = fs.readFileSync(
      corpusPath("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf"),
    );
    const answer = await upload(student.headers, "hausarbeit.pdf", thesis);
    const seconds = (performance.now() - started) / 1000;
    expect(answer.statusCode, answer.body).toBe(201);
    console.info(`15-page upload answered after ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(10);

    // The hostile files are refused, one after the other: by the time limit, or by the document's budget of
    // decoded content when that is spent first (which of the two depends on the machine's speed).
    for (const res of await Promise.all([first, second])) {
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatch(/hat zu lange gedauert|Die Datei ist zu komplex/);
    }
  });
});
