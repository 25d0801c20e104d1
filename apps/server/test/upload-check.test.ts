import fs from "node:fs";
import path from "node:path";
import { UploadCheckSchema } from "@folienwerk/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CORPUS_DIR, corpusPath } from "../../../scripts/corpus.ts";
import { shortThesisPdf } from "../../../scripts/short-thesis.ts";
import { presentations } from "../src/db/schema/index.ts";
import { checkThesisFile, MIN_THESIS_WORDS } from "../src/presentations/upload-check.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { multipart } from "./support/multipart.ts";

const PAPER = "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf";
const DOCX = "de_seminararbeit_informatik_julia-datenvisualisierung.docx";
const CHECKS_PER_HOUR = 8;

describe.each(DB_KINDS)("the file check before sign-in (POST /api/uploads/check) on %s", (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, {
      MAX_UPLOAD_MB: "2",
      UPLOAD_CHECKS_PER_HOUR_IP: String(CHECKS_PER_HOUR),
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const check = (file: { name: string; data: Buffer } | undefined, remoteAddress: string) => {
    const form = multipart({}, file);
    return app.http.inject({
      method: "POST",
      url: "/api/uploads/check",
      headers: form.headers,
      payload: form.payload,
      remoteAddress,
    });
  };
  const incoming = () => {
    const dir = path.join(app.dataDir, "incoming");
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const rows = async () => (await app.ctx.database.db.select().from(presentations)).length;

  it("answers a real thesis's pages and words without an account, and keeps nothing", async () => {
    const pdf = await check(
      { name: "hausarbeit.pdf", data: fs.readFileSync(corpusPath(PAPER)) },
      "192.0.2.1",
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    const answer = UploadCheckSchema.parse(pdf.json());
    expect(answer.pages).toBe(15);
    expect(answer.words).toBeGreaterThan(2500);
    expect(answer.words).toBeLessThan(3500);

    // A Word file has no real pages: its count is left out.
    const docx = await check(
      { name: "seminararbeit.docx", data: fs.readFileSync(corpusPath(DOCX)) },
      "192.0.2.1",
    );
    expect(docx.statusCode, docx.body).toBe(200);
    expect(UploadCheckSchema.parse(docx.json())).toEqual({ pages: null, words: expect.any(Number) });

    expect(incoming()).toEqual([]);
    expect(await rows()).toBe(0);
  }, 60_000);

  it("refuses a file too short for a talk with its word count", async () => {
    const res = await check({ name: "kurz.pdf", data: await shortThesisPdf() }, "192.0.2.2");
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe("upload_too_short");
    const words = Number(/^Deine Datei hat nur (\d+) Wörter/.exec(res.json().error)?.[1]);
    expect(words).toBeGreaterThan(100);
    expect(words).toBeLessThan(1000);
    expect(res.json().error).toBe(
      `Deine Datei hat nur ${words} Wörter – für eine Präsentation brauchen wir mindestens 1.000. Bitte lade deine vollständige Arbeit hoch.`,
    );
    expect(incoming()).toEqual([]);
    expect(await rows()).toBe(0);
  }, 60_000);

  it("refuses a renamed picture, an empty file, no file and a too large file with their reasons", async () => {
    const address = "192.0.2.3";
    const png = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(2000, 7)]);
    const renamed = await check({ name: "arbeit.pdf", data: png }, address);
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().code).toBe("upload_renamed_file");
    expect(renamed.json().error).toMatch(/^Die Datei „arbeit\.pdf“ trägt die Endung eines Dokuments/);

    const empty = await check({ name: "leer.pdf", data: Buffer.alloc(0) }, address);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ error: "Die Datei ist leer.", code: "upload_empty" });

    const none = await check(undefined, address);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ error: "Bitte lade eine Datei hoch.", code: "upload_missing" });

    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const tooLarge = await check({ name: "gross.pdf", data: big }, address);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      error: "Die Datei ist zu groß. Erlaubt sind höchstens 2 MB.",
      code: "upload_too_large",
    });

    expect(incoming()).toEqual([]);
    expect(await rows()).toBe(0);
  }, 60_000);

  it("limits the checks per client address with a German 429 and Retry-After", async () => {
    const address = "192.0.2.4";
    for (let n = 0; n < CHECKS_PER_HOUR; n++) {
      expect((await check({ name: "leer.pdf", data: Buffer.alloc(0) }, address)).statusCode).toBe(422);
    }
    const refused = await check({ name: "leer.pdf", data: Buffer.alloc(0) }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error:
        "Von deinem Netzwerk wurden in der letzten Stunde zu viele Dateien geprüft. Bitte warte 60 Minuten und versuche es dann erneut.",
      code: "upload_check_rate_limited",
    });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address is not affected.
    expect((await check({ name: "leer.pdf", data: Buffer.alloc(0) }, "192.0.2.5")).statusCode).toBe(422);
  });
});

/** The corpus's one file below the minimum: a 600-word draft with template headings (decision 040). */
const DRAFT = "de_hausarbeit_informatik_selbstschneidungen-polygone_entwurf.doc";

describe("the minimum of body words against the corpus", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite");
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it("lets every complete thesis of the corpus pass and refuses only the draft", async () => {
    const theses = fs
      .readdirSync(CORPUS_DIR)
      .filter((name) => /\.(pdf|docx?)$/.test(name) && !/SLIDES|HANDOUT/.test(name));
    expect(theses.length).toBeGreaterThan(10);
    for (const name of theses) {
      const file = { filename: name, path: corpusPath(name) };
      if (name === DRAFT) {
        await expect(checkThesisFile(app.ctx, file, "corpus")).rejects.toMatchObject({
          code: "upload_too_short",
        });
        continue;
      }
      const answer = await checkThesisFile(app.ctx, file, "corpus");
      expect(answer.words, name).toBeGreaterThanOrEqual(MIN_THESIS_WORDS);
    }
  }, 300_000);
});
