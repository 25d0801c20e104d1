import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config.ts";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** What the outbox keeps beside each `.eml`, for the /dev/mail page. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  links: string[];
  attachments: string[];
}

export interface Mailer {
  /** "smtp" delivers through SMTP_URL; "outbox" writes `.eml` files to DATA_DIR/mail. */
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

/** nodemailer on SMTP_URL; without it, the outbox folder (embedded default). */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, logger);
  return new OutboxMailer(outboxDir(config), config.MAIL_FROM, logger);
}

export const outboxDir = (config: Config) => path.join(config.dataDir, "mail");

function toNodemailer(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  };
}

class SmtpMailer implements Mailer {
  readonly kind = "smtp";
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail(toNodemailer(this.from, message));
    this.logger.info({ subject: message.subject, messageId: info.messageId }, "mail sent");
  }
  async close(): Promise<void> {
    this.transport.close();
  }
}

class OutboxMailer implements Mailer {
  readonly kind = "outbox";
  private readonly transport: Transporter;
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }
  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail(toNodemailer(this.from, message));
    const date = new Date();
    const id = `${date.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
    const links = extractLinks(message.text);
    const entry: OutboxEntry = {
      id,
      to: message.to,
      subject: message.subject,
      date: date.toISOString(),
      text: message.text,
      links,
      attachments: message.attachments?.map((a) => a.filename) ?? [],
    };
    await fs.mkdir(this.dir, { recursive: true });
    // Each file appears whole or not at all: a reader (the outbox page, a test) never sees it half-written.
    const writeWhole = async (name: string, data: string | Buffer) => {
      const temporary = path.join(this.dir, `.${name}.part`);
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, path.join(this.dir, name));
    };
    await writeWhole(`${id}.eml`, info.message as Buffer);
    await writeWhole(`${id}.json`, JSON.stringify(entry, null, 2));
    // Never the links: they carry sign-in, reset and download tokens (the outbox page shows them in dev).
    this.logger.info(
      { subject: message.subject, linkCount: links.length, file: `${id}.eml` },
      "mail written to outbox",
    );
  }
  async close(): Promise<void> {}
}

/** The outbox, newest first. */
export async function listOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const entries = await Promise.all(
    names
      .filter((n) => n.endsWith(".json"))
      .map(async (n) => {
        try {
          return JSON.parse(await fs.readFile(path.join(dir, n), "utf8")) as OutboxEntry;
        } catch {
          return null;
        }
      }),
  );
  return entries.filter((e): e is OutboxEntry => e !== null).sort((a, b) => b.id.localeCompare(a.id));
}
