import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { presentations } from "../src/db/schema/index.ts";
import { eraseThesisContent, findById } from "../src/presentations/repository.ts";
import { TITLE_PAGE_PAID } from "../src/presentations/title-page.ts";
import { injectClient } from "./support/api.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { multipart } from "./support/multipart.ts";
import { signedInUser } from "./support/sessions.ts";
import { until } from "./support/until.ts";

const PAPER = "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf";

/**
 * Issue 31.5: the title slide's details as read, corrected by the student before paying, only by the owner,
 * refused once paid, erased with the thesis at retention.
 */
describe.each(DB_KINDS)("the title page before paying on %s", (kind) => {
  let app: TestApp;
  let student: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  let id = "";
  const { http, api } = injectClient(() => app.running);

  beforeAll(async () => {
    app = await startTestApp(kind, { SOURCE_CHECK: "false" });
    student = await signedInUser(app.ctx.database.db, { email: `tp-${kind}@example.test` });
    other = await signedInUser(app.ctx.database.db, { email: `tp-other-${kind}@example.test` });
    const form = multipart(
      { work_type: "Hausarbeit" },
      { name: PAPER, data: fs.readFileSync(corpusPath(PAPER)), type: "application/pdf" },
    );
    const created = await http().inject({
      method: "POST",
      url: "/api/presentations",
      headers: { ...student.headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    id = (created.json() as { id: string }).id;
  }, 300_000);
  afterAll(async () => app?.close());

  const fields = {
    title: "Sentiment in der Flüchtlingsberichterstattung",
    subtitle: "",
    authors: ["Erika Mustermann"],
    institution: "Hochschule Musterstadt",
    supervisors: ["Prof. Dr. Max Beispiel"],
    date: "März 2026",
  };

  it("shows what was read once the analysis has read it, and stores only the corrections", async () => {
    const read = await until(
      async () => {
        const answer = (await api(student, "GET", `/api/presentations/${id}/title-page`)).json();
        return answer.read ? answer : null;
      },
      "title page read by the free analysis",
      240_000,
    );
    expect(read.editable).toBe(true);
    expect(read.given).toEqual({});
    expect(typeof read.read.title).toBe("string");
    expect(read.read.title.length).toBeGreaterThan(5);

    // The read title sent back unchanged is no correction; the rest are.
    const saved = await api(student, "PUT", `/api/presentations/${id}/title-page`, {
      ...fields,
      title: read.read.title,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const given = saved.json().given;
    expect(given.title).toBeUndefined();
    expect(given.authors).toEqual(["Erika Mustermann"]);
    expect(given.supervisors).toEqual(["Prof. Dr. Max Beispiel"]);
    expect(given.institution).toBe("Hochschule Musterstadt");

    const retitled = await api(student, "PUT", `/api/presentations/${id}/title-page`, fields);
    expect(retitled.json().given.title).toBe(fields.title);
    // The dashboard card shows the student's title.
    expect((await findById(app.ctx.database.db, id))?.thesisTitle).toBe(fields.title);
    const again = (await api(student, "GET", `/api/presentations/${id}/title-page`)).json();
    expect(again.given).toEqual(retitled.json().given);
  }, 300_000);

  it("refuses input that is not a title page, in German", async () => {
    const res = await api(student, "PUT", `/api/presentations/${id}/title-page`, {
      ...fields,
      title: "x".repeat(301),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Der Titel darf höchstens 300 Zeichen lang sein.");
    const missing = await api(student, "PUT", `/api/presentations/${id}/title-page`, {
      title: "Nur ein Titel",
    });
    expect(missing.statusCode).toBe(400);
  });

  it("is the owner's only: another student gets 404 and changes nothing", async () => {
    const before = (await findById(app.ctx.database.db, id))?.givenTitlePage;
    expect((await api(other, "GET", `/api/presentations/${id}/title-page`)).statusCode).toBe(404);
    const put = await api(other, "PUT", `/api/presentations/${id}/title-page`, { ...fields, title: "Fremd" });
    expect(put.statusCode).toBe(404);
    expect((await findById(app.ctx.database.db, id))?.givenTitlePage).toEqual(before);
    expect((await api({ headers: {} }, "GET", `/api/presentations/${id}/title-page`)).statusCode).toBe(401);
  });

  it("is fixed once paid, and erased with the thesis at retention", async () => {
    await app.ctx.database.db.update(presentations).set({ isPaid: true }).where(eq(presentations.id, id));
    const answer = (await api(student, "GET", `/api/presentations/${id}/title-page`)).json();
    expect(answer.editable).toBe(false);
    const put = await api(student, "PUT", `/api/presentations/${id}/title-page`, fields);
    expect(put.statusCode).toBe(409);
    expect(put.json().error).toBe(TITLE_PAGE_PAID);

    expect(await eraseThesisContent(app.ctx.database.db, id)).toBe(true);
    expect((await findById(app.ctx.database.db, id))?.givenTitlePage).toBeNull();
  });
});
