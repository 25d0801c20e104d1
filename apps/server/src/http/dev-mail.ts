import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { listOutbox, type OutboxEntry, outboxDir } from "../mail/mailer.ts";

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** Plain text with its links made clickable. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"')]+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${esc(part)}">${esc(part)}</a>` : esc(part)))
    .join("");
}

const dateFormat = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "medium" });

function renderEntry(entry: OutboxEntry): string {
  const attachments = entry.attachments.length
    ? `<p class="meta">Anhänge: ${entry.attachments.map(esc).join(", ")}</p>`
    : "";
  return `<article>
<h2>${esc(entry.subject)}</h2>
<p class="meta">An: ${esc(entry.to)} · ${esc(dateFormat.format(new Date(entry.date)))} · <a href="/dev/mail/${esc(entry.id)}.eml">.eml herunterladen</a></p>
${attachments}
<pre>${linkify(entry.text)}</pre>
</article>`;
}

export function renderOutbox(entries: OutboxEntry[]): string {
  const body = entries.length
    ? entries.map(renderEntry).join("\n")
    : "<p>Noch keine E-Mails. Registriere dich, dann erscheint hier die Bestätigungs-E-Mail.</p>";
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow">
<title>Postausgang (Entwicklung) – Folienwerk</title>
<style>
body{font-family:system-ui,sans-serif;max-width:820px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#6b7280;font-size:.9rem;margin:.25rem 0}
pre{white-space:pre-wrap;font-family:inherit;background:#f9fafb;padding:.75rem;border-radius:6px}
a{color:#1d4ed8}
</style></head>
<body>
<h1>Postausgang (Entwicklung)</h1>
<p>Es ist kein SMTP-Server konfiguriert (<code>SMTP_URL</code>). Alle E-Mails werden deshalb als <code>.eml</code>-Dateien im Datenordner abgelegt und hier angezeigt, neueste zuerst. Sobald <code>SMTP_URL</code> gesetzt ist, verschwindet diese Seite.</p>
<p><a href="/dev/mail">Aktualisieren</a> · <a href="/">Zur Startseite</a></p>
${body}
</body></html>`;
}

/**
 * /dev/mail: the outbox, only while mail goes to the outbox (no SMTP_URL) and never in production, not even
 * on a staging box with MAIL_OUTBOX_IN_PRODUCTION: the page shows every reset and verification link.
 */
export function registerDevMail(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.mailer.kind !== "outbox" || !ctx.config.devMailbox) return;
  const dir = outboxDir(ctx.config);
  app.get("/dev/mail", async (_req, reply) => {
    const entries = await listOutbox(dir);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex, nofollow")
      .send(renderOutbox(entries));
  });
  app.get<{ Params: { id: string } }>("/dev/mail/:id.eml", async (req, reply) => {
    const { id } = req.params;
    if (!/^[\w-]+$/.test(id)) return reply.code(404).send({ error: "Nicht gefunden.", code: "not_found" });
    try {
      const raw = await fs.readFile(path.join(dir, `${id}.eml`));
      return reply
        .type("message/rfc822")
        .header("content-disposition", `attachment; filename="${id}.eml"`)
        .send(raw);
    } catch {
      return reply.code(404).send({ error: "Diese E-Mail gibt es nicht mehr.", code: "not_found" });
    }
  });
}
