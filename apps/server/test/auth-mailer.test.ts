import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { createMailer, listOutbox, outboxDir } from "../src/mail/mailer.ts";
import { passwordResetMail } from "../src/mail/templates.ts";
import { type SmtpTestServer, startSmtpServer } from "./support/smtp.ts";

const silent = pino({ level: "silent" });

describe("Mailer", () => {
  let smtp: SmtpTestServer;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-mail-"));
  });
  afterAll(async () => {
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers text, HTML and attachments over SMTP", async () => {
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir, SMTP_URL: smtp.url }), silent);
    expect(mailer.kind).toBe("smtp");
    const pdf = Buffer.from("%PDF-1.4\n% Prüfungsfragen ≤ ẞ\n");
    await mailer.send({
      to: "empfaenger@example.test",
      ...passwordResetMail("http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Fauth"),
      attachments: [{ filename: "sprechernotizen.pdf", content: pdf, contentType: "application/pdf" }],
    });
    const mail = await smtp.next("empfaenger@example.test");
    expect(mail.subject).toBe("Passwort zurücksetzen für Folienwerk");
    expect(mail.text).toContain("http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Fauth");
    expect(mail.text).toContain("Viele Grüße");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe("sprechernotizen.pdf");
    expect(mail.attachments[0]?.content.equals(pdf)).toBe(true);
    await mailer.close();
  });

  it("writes .eml files and an index to DATA_DIR/mail without SMTP_URL", async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const mailer = createMailer(config, silent);
    expect(mailer.kind).toBe("outbox");
    await mailer.send({ to: "a@example.test", ...passwordResetMail("http://localhost:3000/x?token=1") });
    const entries = await listOutbox(outboxDir(config));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.links).toEqual(["http://localhost:3000/x?token=1"]);
    const eml = fs.readFileSync(path.join(outboxDir(config), `${entries[0]?.id}.eml`), "utf8");
    expect(eml).toMatch(/^Subject: /m);
    expect(eml).toContain("multipart/alternative");
  });
});
