import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Browser, startTestApp, type TestApp } from "./support/auth-app.ts";

/** Without SMTP_URL (the `npm start` default) mail lands in DATA_DIR/mail and on /dev/mail. */
describe("accounts without SMTP", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite");
  });
  afterAll(async () => app?.close());

  it("registers, confirms from /dev/mail and signs in", async () => {
    const browser = new Browser(app);
    expect((await browser.signUp("lokal@example.test", "lokales-pw")).statusCode).toBe(200);

    // The mail is written after the answer (in the background).
    const outbox = path.join(app.dataDir, "mail");
    const listEmls = () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).filter((f) => f.endsWith(".eml"));
    await vi.waitFor(() => expect(listEmls()).toHaveLength(1));
    const emls = listEmls();
    const eml = fs.readFileSync(path.join(app.dataDir, "mail", emls[0] as string), "utf8");
    expect(eml).toMatch(/^To: lokal@example\.test$/m);

    const page = await browser.get("/dev/mail");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("Postausgang (Entwicklung)");
    expect(page.body).toContain("Bitte bestätige deine E-Mail-Adresse für Folienwerk");
    const href = page.body.match(/<a href="([^"]*\/api\/auth\/verify-email[^"]*)"/)?.[1];
    expect(href).toBeTruthy();
    const confirm = await browser.get((href as string).replace(/&amp;/g, "&"));
    expect(confirm.statusCode).toBe(302);

    expect((await browser.signIn("lokal@example.test", "lokales-pw")).statusCode).toBe(200);
    expect((await browser.me())?.email).toBe("lokal@example.test");

    const download = await browser.get(`/dev/mail/${emls[0]}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toMatch(/message\/rfc822/);
    expect((await browser.get("/dev/mail/..%2Fsecret.eml")).statusCode).toBe(404);
  });
});
