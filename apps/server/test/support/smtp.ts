import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: ReceivedAttachment[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps every mail it receives (the other side of nodemailer).
 * `acceptDelayMs` makes it a slow mail server: each message is accepted only after that long.
 */
export async function startSmtpServer(opts: { acceptDelayMs?: number } = {}) {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        if (opts.acceptDelayMs) await new Promise((resolve) => setTimeout(resolve, opts.acceptDelayMs));
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          ...parseMime(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The same list as `mails`. */
    messages: mails,
    /** Waits for the next mail to `to` that arrives after `after` mails were received. */
    async next(to: string, after = 0): Promise<ReceivedMail> {
      for (let i = 0; i < 200; i++) {
        const found = mails.slice(after).find((m) => m.to.includes(to.toLowerCase()) || m.to.includes(to));
        if (found) return found;
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, 100);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;
export type SmtpInbox = SmtpTestServer;

/** The first link in a mail's text whose path contains `part`. */
export function linkIn(mail: ReceivedMail, part: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(part));
  if (!link) throw new Error(`no ${part} link in mail "${mail.subject}"`);
  return link;
}

// --- a small MIME reader: enough for nodemailer's multipart/alternative output ---

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const idx = raw.search(/\r?\n\r?\n/);
  const head = idx === -1 ? raw : raw.slice(0, idx);
  const body = idx === -1 ? "" : raw.slice(idx).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ""): string {
  const enc = encoding.toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=\s*/g, (_m, _cs, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
  );
}

function parseMime(raw: string): Pick<ReceivedMail, "subject" | "text" | "html" | "attachments"> {
  const out = { subject: "", text: "", html: "", attachments: [] as ReceivedAttachment[] };
  const walk = (part: string, top: boolean) => {
    const { headers, body } = splitHeaders(part);
    if (top) out.subject = decodeWords(headers.subject ?? "");
    const type = headers["content-type"] ?? "text/plain";
    const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
    if (type.startsWith("multipart/") && boundary) {
      for (const chunk of body.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith("--")) break;
        walk(chunk.replace(/^\r?\n/, ""), false);
      }
      return;
    }
    const disposition = headers["content-disposition"] ?? "";
    const filename = (disposition.match(/filename="?([^";]+)"?/) ?? type.match(/name="?([^";]+)"?/))?.[1];
    if (disposition.startsWith("attachment") || filename) {
      const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
      const content =
        encoding === "base64"
          ? Buffer.from(body.replace(/\s+/g, ""), "base64")
          : Buffer.from(decodeBody(body, encoding), "utf8");
      out.attachments.push({
        filename: decodeWords(filename ?? "anhang"),
        contentType: type.split(";")[0] ?? "",
        content,
      });
      return;
    }
    const decoded = decodeBody(body, headers["content-transfer-encoding"]);
    if (type.startsWith("text/plain") && !out.text) out.text = decoded;
    else if (type.startsWith("text/html") && !out.html) out.html = decoded;
  };
  walk(raw, true);
  return out;
}
