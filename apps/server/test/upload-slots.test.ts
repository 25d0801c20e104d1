import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { postThesis } from "./support/multipart.ts";
import { signedInUser } from "./support/sessions.ts";

const THESIS = fs.readFileSync(corpusPath("de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf"));

/**
 * Issue 32, M-B: every upload under way holds its file in memory until it is stored and read, so one account
 * (2) or one address (here 2; default 10) may not have more under way at once. The one too many gets a
 * German 429 that says when to try again, and nothing of it is stored.
 */
describe.each(DB_KINDS)("uploads under way at once on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { SOURCE_CHECK: "false", UPLOADS_AT_ONCE_IP: "2" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const upload = (headers: Record<string, string>, remoteAddress: string) =>
    postThesis(app, headers, { name: "hausarbeit.pdf", data: THESIS }, remoteAddress);

  it("refuses an account's third upload at once with a German 429, and takes it once the others are done", async () => {
    const anna = await signedInUser(app.ctx.database.db);
    const answers = await Promise.all([1, 2, 3].map((n) => upload(anna.headers, `198.51.100.${n}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429]);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toEqual({
      error:
        "Du lädst gerade schon mehrere Dateien hoch. Bitte warte, bis sie eingelesen sind, und versuche es in 30 Sekunden erneut.",
      code: "upload_busy",
    });
    expect(refused?.headers["retry-after"]).toBe("30");
    expect((await upload(anna.headers, "198.51.100.4")).statusCode).toBe(201);
  });

  it("refuses the third upload at once from one address, whoever's account it is", async () => {
    const people = await Promise.all([1, 2, 3].map(() => signedInUser(app.ctx.database.db)));
    const answers = await Promise.all(people.map((p) => upload(p.headers, "203.0.113.9")));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429]);
    expect(answers.find((a) => a.statusCode === 429)?.json().error).toBe(
      "Aus deinem Netzwerk werden gerade zu viele Dateien gleichzeitig hochgeladen. Bitte versuche es in 30 Sekunden erneut.",
    );
    // Another address is not held up by it.
    const other = await signedInUser(app.ctx.database.db);
    expect((await upload(other.headers, "203.0.113.10")).statusCode).toBe(201);
  });
});
