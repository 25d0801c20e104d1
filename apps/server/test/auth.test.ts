import { eq } from "drizzle-orm";
import { createLocalJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, presentations, session, user } from "../src/db/schema/index.ts";
import { systemPing } from "../src/jobs/system-ping.ts";
import { Browser, confirmedBrowser, startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { createFile, createPresentation } from "./support/factories.ts";
import { linkIn, type SmtpTestServer, startSmtpServer } from "./support/smtp.ts";

describe.each(DB_KINDS)("accounts on %s", (kind) => {
  let app: TestApp;
  let smtp: SmtpTestServer;
  let n = 0;
  const address = (tag: string) => `${tag}-${kind}-${++n}@example.test`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp(kind, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("sign-up → mail → confirm → sign-in → password → e-mail → reset → export → delete", async () => {
    const email = address("flow");
    const browser = new Browser(app);

    // Registration needs both consents.
    const refused = await browser.post("/api/auth/sign-up/email", { email, password: "erstes-pw", name: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/mindestens 18 Jahre/);

    const tooShort = await browser.post("/api/auth/sign-up/email", {
      email,
      password: "kurz",
      name: "",
      acceptTerms: true,
      confirmAge: true,
    });
    expect(tooShort.json().error).toBe("Das Passwort muss mindestens 8 Zeichen lang sein.");

    let mark = smtp.mails.length;
    expect((await browser.signUp(email, "erstes-pw")).statusCode).toBe(200);
    const confirmation = await smtp.next(email, mark);
    expect(confirmation.subject).toBe("Bitte bestätige deine E-Mail-Adresse für Folienwerk");
    expect(confirmation.html).toContain("E-Mail-Adresse bestätigen");
    const [stored] = await app.ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(stored?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(stored?.ageConfirmedAt).toBeInstanceOf(Date);
    expect(stored?.emailVerified).toBe(false);

    // Not confirmed yet: sign-in is refused (in German) and the link is sent again.
    mark = smtp.mails.length;
    const early = await browser.signIn(email, "erstes-pw");
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toMatch(/^Bitte bestätige zuerst deine E-Mail-Adresse/);
    await smtp.next(email, mark);

    const confirmed = await browser.get(linkIn(confirmation, "/api/auth/verify-email"));
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe("/?auth=verified");
    expect(await browser.me()).toMatchObject({ email, provider: "credential", name: null });

    const signedIn = await browser.signIn(email, "erstes-pw");
    expect(signedIn.statusCode).toBe(200);
    const cookie = [...browser.cookies.keys()].find((k) => k.endsWith("session_token"));
    expect(cookie).toBe("folienwerk.session_token");

    // Password change checks the current password.
    const wrong = await browser.post("/api/auth/change-password", {
      currentPassword: "falsches-pw",
      newPassword: "zweites-pw",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("Das aktuelle Passwort ist falsch.");
    const changed = await browser.post("/api/auth/change-password", {
      currentPassword: "erstes-pw",
      newPassword: "zweites-pw",
    });
    expect(changed.statusCode).toBe(200);
    expect((await new Browser(app).signIn(email, "erstes-pw")).statusCode).toBe(401);
    expect((await new Browser(app).signIn(email, "zweites-pw")).statusCode).toBe(200);

    // E-mail change: confirmation goes to the new address; the old one stays valid until then.
    const newEmail = address("neu");
    mark = smtp.mails.length;
    const change = await browser.post("/api/auth/change-email", {
      newEmail,
      password: "zweites-pw",
      callbackURL: "/account-settings",
    });
    expect(change.statusCode).toBe(200);
    const changeMail = await smtp.next(newEmail, mark);
    expect(changeMail.subject).toBe("Bestätige deine neue E-Mail-Adresse für Folienwerk");
    expect(changeMail.text).toContain(newEmail);
    expect((await browser.me())?.email).toBe(email);
    expect((await new Browser(app).signIn(email, "zweites-pw")).statusCode).toBe(200);
    expect((await browser.get(linkIn(changeMail, "/api/auth/verify-email"))).statusCode).toBe(302);
    expect((await browser.me())?.email).toBe(newEmail);
    expect((await new Browser(app).signIn(email, "zweites-pw")).statusCode).toBe(401);
    expect((await new Browser(app).signIn(newEmail, "zweites-pw")).statusCode).toBe(200);

    // Password reset from the signed-out dialog; it ends every session.
    const stranger = new Browser(app);
    mark = smtp.mails.length;
    const requested = await stranger.post("/api/auth/request-password-reset", {
      email: newEmail,
      redirectTo: "/auth?reset=1",
    });
    expect(requested.statusCode).toBe(200);
    const resetMail = await smtp.next(newEmail, mark);
    expect(resetMail.subject).toBe("Passwort zurücksetzen für Folienwerk");
    const landing = await stranger.get(linkIn(resetMail, "/api/auth/reset-password/"));
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string, "http://x");
    expect(target.pathname).toBe("/auth");
    const token = target.searchParams.get("token") as string;
    expect(token).toBeTruthy();
    const reset = await stranger.post("/api/auth/reset-password", { newPassword: "drittes-pw", token });
    expect(reset.statusCode).toBe(200);
    expect(await browser.me()).toBeNull();
    expect(
      (await stranger.post("/api/auth/reset-password", { newPassword: "x-drittes-pw", token })).json().error,
    ).toMatch(/ungültig|abgelaufen/);
    expect((await browser.signIn(newEmail, "zweites-pw")).statusCode).toBe(401);
    expect((await browser.signIn(newEmail, "drittes-pw")).statusCode).toBe(200);

    // Data: a presentation with a stored upload, a file row and a queued job.
    const me = await browser.me();
    if (!me) throw new Error("not signed in");
    const p = await createPresentation(app.ctx.database.db, me.id);
    await createFile(app.ctx.database.db, p.id, { storageKey: `pdfs/${me.id}_arbeit.pdf` });
    await app.ctx.blobs.put(`pdfs/${me.id}_arbeit.pdf`, Buffer.from("%PDF-1.4 test"));
    await app.ctx.blobs.put(`out/${p.id}/praesentation.pptx`, Buffer.from("pptx"));
    await createFile(app.ctx.database.db, p.id, {
      kind: "deliverable",
      filename: "praesentation.pptx",
      contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      fileSize: 4,
      storageKey: `out/${p.id}/praesentation.pptx`,
    });
    const jobId = await app.ctx.boss.send(
      systemPing.name,
      { nonce: "x", presentationId: p.id },
      { startAfter: 3600 },
    );

    const exported = await browser.get("/api/account/export");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(/attachment; filename="folienwerk-daten-/);
    const data = exported.json();
    expect(data.account).toMatchObject({ email: newEmail, emailVerified: true });
    expect(data.account.termsAcceptedAt).toBeTruthy();
    expect(data.presentations).toHaveLength(1);
    expect(data.presentations[0].files.map((f: { filename: string }) => f.filename).sort()).toEqual([
      "arbeit.pdf",
      "praesentation.pptx",
    ]);
    expect(exported.body).not.toMatch(/password|drittes-pw/i);

    // Deletion needs the address typed again, and a request from our origin.
    const mismatch = await browser.post("/api/account/delete", { confirmEmail: "jemand@example.test" });
    expect(mismatch.statusCode).toBe(400);
    const forged = await browser.post(
      "/api/account/delete",
      { confirmEmail: newEmail },
      { origin: "https://evil.example" },
    );
    expect(forged.statusCode).toBe(403);
    const deleted = await browser.post("/api/account/delete", { confirmEmail: newEmail.toUpperCase() });
    expect(deleted.statusCode).toBe(200);

    const db = app.ctx.database.db;
    expect(await db.select().from(user).where(eq(user.id, me.id))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.userId, me.id))).toHaveLength(0);
    expect(await db.select().from(presentations).where(eq(presentations.id, p.id))).toHaveLength(0);
    expect(await db.select().from(files).where(eq(files.presentationId, p.id))).toHaveLength(0);
    expect(await app.ctx.blobs.exists(`pdfs/${me.id}_arbeit.pdf`)).toBe(false);
    expect(await app.ctx.blobs.exists(`out/${p.id}/praesentation.pptx`)).toBe(false);
    expect((await app.ctx.boss.getJobById(systemPing.name, jobId as string))?.state).toBe("cancelled");
    expect(await browser.me()).toBeNull();
    expect((await browser.signIn(newEmail, "drittes-pw")).statusCode).toBe(401);
  });

  it("issues bearer tokens and JWTs that verify against the JWKS", async () => {
    const email = address("api");
    const browser = await confirmedBrowser(app, smtp, email, "api-passwort");
    const signIn = await new Browser(app).signIn(email, "api-passwort");
    const sessionToken = signIn.headers["set-auth-token"] as string;
    expect(sessionToken).toBeTruthy();

    // A session token as bearer: no cookie, no origin needed.
    const viaBearer = await app.http.inject({
      url: "/api/account/me",
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(viaBearer.json().user).toMatchObject({ email });

    const tokenRes = await browser.get("/api/auth/token");
    expect(tokenRes.statusCode).toBe(200);
    const jwt = tokenRes.json().token as string;
    const jwks = (await app.http.inject({ url: "/api/auth/jwks" })).json();
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), {
      issuer: app.ctx.config.publicUrl,
      audience: app.ctx.config.publicUrl,
    });
    expect(payload.email).toBe(email);

    const viaJwt = await app.http.inject({
      method: "GET",
      url: "/api/account/export",
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(viaJwt.statusCode).toBe(200);
    expect(viaJwt.json().account.email).toBe(email);

    const tampered = `${jwt.slice(0, -4)}AAAA`;
    const refused = await app.http.inject({
      url: "/api/account/export",
      headers: { authorization: `Bearer ${tampered}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe("Bitte melde dich an, um fortzufahren.");
  });

  it("does not tell whether an address has an account", async () => {
    const email = address("known");
    await confirmedBrowser(app, smtp, email, "bekannt-pw");
    const b = new Browser(app);
    const wrongPassword = await b.signIn(email, "falsch-123");
    const unknown = await b.signIn(address("unknown"), "falsch-123");
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json().error).toBe(unknown.json().error);
    expect(unknown.json().error).toBe("E-Mail-Adresse oder Passwort ist falsch.");

    const mark = smtp.mails.length;
    const again = await new Browser(app).signUp(email, "anderes-pw");
    const fresh = await new Browser(app).signUp(address("fresh"), "anderes-pw");
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    expect((await smtp.next(email, mark)).subject).toBe("Du hast bereits ein Folienwerk-Konto");

    const resetKnown = await b.post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/auth?reset=1",
    });
    const resetUnknown = await b.post("/api/auth/request-password-reset", {
      email: address("nobody"),
      redirectTo: "/auth?reset=1",
    });
    expect(resetKnown.statusCode).toBe(200);
    expect(resetUnknown.body).toBe(resetKnown.body);
  });

  it("limits sign-in attempts per client with a German message", async () => {
    const b = new Browser(app);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<Browser["signIn"]>> | undefined;
    for (let i = 0; i < 12; i++) {
      last = await b.signIn("niemand@example.test", `falsch-${i}-pw`);
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(last?.json().error).toMatch(/^Zu viele Versuche\. Bitte warte/);
    expect(last?.headers["retry-after"]).toBeTruthy();
    // Another client is not affected (another address: this one has used up its per-account attempts).
    expect((await new Browser(app).signIn("jemand@example.test", "falsch-pw")).statusCode).toBe(401);
  });

  it("refuses cookie requests from foreign origins (CSRF)", async () => {
    const browser = await confirmedBrowser(app, smtp, address("csrf"), "csrf-passwort");
    const foreign = await browser.post("/api/auth/sign-out", {}, { origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toMatch(/Sicherheitsgründen/);
    expect(await browser.me()).not.toBeNull();
    expect((await browser.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    expect(await browser.me()).toBeNull();
  });

  it("ends a session at sign-out even for a copy of the cookie that was just used", async () => {
    const browser = await confirmedBrowser(app, smtp, address("copy"), "kopie-passwort");
    const stolen = new Map(browser.cookies);
    expect(await browser.me()).not.toBeNull();
    expect((await browser.get("/api/presentations")).statusCode).toBe(200);
    expect((await browser.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    const copy = new Browser(app);
    for (const [k, v] of stolen) copy.cookies.set(k, v);
    expect((await copy.get("/api/presentations")).statusCode).toBe(401);
    expect(await copy.me()).toBeNull();
  });

  it("has no /dev/mail page when SMTP is configured", async () => {
    expect((await app.http.inject({ url: "/dev/mail" })).statusCode).toBe(404);
  });
});
