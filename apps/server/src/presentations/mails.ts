import { escapeHtml } from "../escape-html.ts";
import type { MailAttachment, MailMessage } from "../mail/mailer.ts";

function layout(title: string, paragraphs: string[], link: { href: string; label: string }): string {
  return `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:auto">
<h1 style="font-size:20px;color:#1e3a8a">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#64748b;font-size:12px">Folienwerk · Diese E-Mail wurde automatisch versendet.</p>
</body></html>`;
}

function testNote(isTest: boolean): string[] {
  return isTest ? ["Hinweis: Dies ist eine Testbestellung – es wurde kein Geld abgebucht."] : [];
}

export function analysisReadyMail(opts: { to: string; filename: string; url: string }): MailMessage {
  const paragraphs = [
    "Hallo,",
    `die kostenlose Analyse deiner Arbeit „${opts.filename}“ ist fertig.`,
    "Du findest darin die erkannte Gliederung, Forschungsfrage, Methode, zentrale Ergebnisse, eine Prüfung deiner Quellenlinks und einen Vorschlag für den Aufbau deines Vortrags.",
  ];
  return {
    to: opts.to,
    subject: "Deine kostenlose Analyse ist fertig",
    text: `${paragraphs.join("\n\n")}\n\nAnalyse ansehen: ${opts.url}\n\nDein Folienwerk-Team`,
    html: layout("Deine kostenlose Analyse ist fertig", paragraphs, {
      href: opts.url,
      label: "Analyse ansehen",
    }),
  };
}

export function deliveryMail(opts: {
  to: string;
  filename: string;
  url: string;
  retentionDays: number;
  isTest: boolean;
  attachments: MailAttachment[];
}): MailMessage {
  const paragraphs = [
    "Hallo,",
    `deine Präsentation zu „${opts.filename}“ ist fertig.`,
    "Im Anhang findest du deine Sprechernotizen als PDF und als Word-Datei. Die PowerPoint-Datei, die Prüfungsfragen mit Musterantworten und die Bildvorlagen für jede Folie kannst du auf der Download-Seite herunterladen.",
    `Deine Dateien werden nach ${opts.retentionDays} Tagen automatisch gelöscht – bitte lade sie bis dahin herunter.`,
    ...testNote(opts.isTest),
  ];
  return {
    to: opts.to,
    subject: `${opts.isTest ? "[Testbestellung] " : ""}Deine Präsentation ist fertig`,
    text: `${paragraphs.join("\n\n")}\n\nAlle Downloads: ${opts.url}\n\nViel Erfolg bei deiner Verteidigung!\nDein Folienwerk-Team`,
    html: layout("Deine Präsentation ist fertig", paragraphs, { href: opts.url, label: "Alle Downloads" }),
    attachments: opts.attachments,
  };
}

export function pipelineFailedMail(opts: {
  to: string;
  filename: string;
  url: string;
  isTest: boolean;
}): MailMessage {
  const paragraphs = [
    "Hallo,",
    `bei der Erstellung deiner Präsentation zu „${opts.filename}“ ist leider ein Fehler aufgetreten. Wir haben es mehrfach automatisch versucht.`,
    "Du kannst die Erstellung in deinem Dashboard mit „Erneut versuchen“ neu starten. Wenn es wieder nicht klappt, antworte einfach auf diese E-Mail – unser Support kümmert sich darum.",
    ...testNote(opts.isTest),
  ];
  return {
    to: opts.to,
    subject: "Deine Präsentation konnte nicht erstellt werden",
    text: `${paragraphs.join("\n\n")}\n\nZum Dashboard: ${opts.url}\n\nDein Folienwerk-Team`,
    html: layout("Deine Präsentation konnte nicht erstellt werden", paragraphs, {
      href: opts.url,
      label: "Zum Dashboard",
    }),
  };
}
