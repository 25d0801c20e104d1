import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { files, presentations } from "../src/db/schema/index.ts";
import { incomingDir } from "../src/presentations/incoming.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { postThesis } from "./support/multipart.ts";
import { signedInUser } from "./support/sessions.ts";
import { until } from "./support/until.ts";

const THESIS = fs.readFileSync(corpusPath("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf"));

/**
 * Issue 32, M-B: an upload goes to disk as it arrives and is read from there by the reading worker; its type is
 * checked from its first bytes and its size while it streams. Whatever the answer, nothing stays on disk
 * but the stored source of an accepted thesis.
 */
describe.each(DB_KINDS)("uploads streamed to disk on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { SOURCE_CHECK: "false", MAX_UPLOAD_MB: "2" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const waiting = () =>
    fs.existsSync(incomingDir(app.ctx.config)) ? fs.readdirSync(incomingDir(app.ctx.config)) : [];
  const rowsOf = (userId: string) =>
    app.ctx.database.db.select().from(presentations).where(eq(presentations.userId, userId));

  it("stores an accepted thesis byte for byte and leaves nothing in the incoming folder", async () => {
    const anna = await signedInUser(app.ctx.database.db);
    const res = await postThesis(app, anna.headers, { name: "hausarbeit.pdf", data: THESIS });
    expect(res.statusCode, res.body).toBe(201);
    const [source] = await app.ctx.database.db
      .select()
      .from(files)
      .where(eq(files.presentationId, res.json().id));
    expect(source?.fileSize).toBe(THESIS.length);
    const chunks: Buffer[] = [];
    for await (const c of await app.ctx.blobs.get(source?.storageKey ?? "")) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).equals(THESIS)).toBe(true);
    await until(async () => waiting().length === 0, "an empty incoming folder");
  });

  it("refuses a picture named .pdf from its first bytes, with the reason, and keeps none of it", async () => {
    const ben = await signedInUser(app.ctx.database.db);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(1_500_000, 1),
    ]);
    const res = await postThesis(app, ben.headers, { name: "bachelorarbeit.pdf", data: png });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("upload_renamed_file");
    expect(res.json().error).toMatch(/PNG-Bild/);
    expect(await rowsOf(ben.user.id)).toEqual([]);
    await until(async () => waiting().length === 0, "an empty incoming folder");
  });

  it("refuses a file over the limit while it streams and keeps none of it", async () => {
    const cleo = await signedInUser(app.ctx.database.db);
    const big = Buffer.concat([THESIS, Buffer.alloc(3 * 1024 * 1024 - THESIS.length, 0x20)]);
    const res = await postThesis(app, cleo.headers, { name: "bachelorarbeit.pdf", data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("Die Datei ist zu groß. Erlaubt sind höchstens 2 MB.");
    expect(await rowsOf(cleo.user.id)).toEqual([]);
    await until(async () => waiting().length === 0, "an empty incoming folder");
  });

  it("refuses a file whose bytes are not a document at all, also when shorter than the first check", async () => {
    const dora = await signedInUser(app.ctx.database.db);
    const res = await postThesis(app, dora.headers, {
      name: "notizen.pdf",
      data: Buffer.from("nur ein paar Worte"),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("upload_renamed_file");
    await until(async () => waiting().length === 0, "an empty incoming folder");
  });
});
