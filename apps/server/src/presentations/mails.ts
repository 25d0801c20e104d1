/** The mails of a presentation's runs, in the one layout of every mail (mail/templates.ts). */
import type { MailAttachment, MailMessage } from "../mail/mailer.ts";
import { orderSubject, renderMail, TEST_ORDER_NOTE } from "../mail/templates.ts";

function testNote(isTest: boolean): string[] {
  return isTest ? [TEST_ORDER_NOTE] : [];
}

export function analysisReadyMail(opts: { to: string; filename: string; url: string }): MailMessage {
  const content = renderMail({
    subject: "Deine kostenlose Analyse ist fertig",
    intro: [
      `die kostenlose Analyse deiner Arbeit „${opts.filename}“ ist fertig.`,
      "Du findest darin die erkannte Gliederung, Forschungsfrage, Methode, zentrale Ergebnisse, eine Prüfung deiner Quellenlinks und einen Vorschlag für den Aufbau deines Vortrags.",
    ],
    button: { label: "Analyse ansehen", url: opts.url },
    outro: [],
  });
  return { to: opts.to, ...content };
}

export function deliveryMail(opts: {
  to: string;
  filename: string;
  url: string;
  retentionDays: number;
  isTest: boolean;
  attachments: MailAttachment[];
}): MailMessage {
  const content = renderMail({
    subject: orderSubject(opts.isTest, "Deine Präsentation ist fertig"),
    intro: [
      `deine Präsentation zu „${opts.filename}“ ist fertig.`,
      "Im Anhang findest du deine Sprechernotizen als PDF und als Word-Datei. Die PowerPoint-Datei, die Prüfungsfragen mit Musterantworten und die Bildvorlagen für jede Folie kannst du auf der Download-Seite herunterladen.",
      `Deine Dateien werden nach ${opts.retentionDays} Tagen automatisch gelöscht – bitte lade sie bis dahin herunter.`,
      ...testNote(opts.isTest),
    ],
    button: { label: "Alle Downloads", url: opts.url },
    outro: ["Viel Erfolg bei deiner Verteidigung!"],
  });
  return { to: opts.to, ...content, attachments: opts.attachments };
}

export function pipelineFailedMail(opts: {
  to: string;
  filename: string;
  url: string;
  isTest: boolean;
}): MailMessage {
  const content = renderMail({
    subject: "Deine Präsentation konnte nicht erstellt werden",
    intro: [
      `bei der Erstellung deiner Präsentation zu „${opts.filename}“ ist leider ein Fehler aufgetreten. Wir haben es mehrfach automatisch versucht.`,
      "Du kannst die Erstellung in deinem Dashboard mit „Erneut versuchen“ neu starten. Wenn es wieder nicht klappt, antworte einfach auf diese E-Mail – unser Support kümmert sich darum.",
      ...testNote(opts.isTest),
    ],
    button: { label: "Zum Dashboard", url: opts.url },
    outro: [],
  });
  return { to: opts.to, ...content };
}
