import { escapeHtml } from "../escape-html.ts";

/** German mail templates (plain text + HTML). Each returns subject, text and html for `Mailer.send`. */

const PRODUCT = "Folienwerk";

/** The line every mail about a test-mode order carries (no money was taken). */
export const TEST_ORDER_NOTE = "Hinweis: Dies ist eine Testbestellung – es wurde kein Geld abgebucht.";

/** The subject of a mail about an order, marked when the order was made in test mode. */
export const orderSubject = (isTest: boolean, subject: string) =>
  `${isTest ? "[Testbestellung] " : ""}${subject}`;

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface Layout {
  subject: string;
  /** Paragraphs before the button. */
  intro: string[];
  button?: { label: string; url: string };
  /** Paragraphs after the button. */
  outro: string[];
}

/** One layout for every mail: greeting, paragraphs, a button whose link is also written out. */
export function renderMail({ subject, intro, button, outro }: Layout): MailContent {
  const text = [
    "Hallo,",
    "",
    ...intro.flatMap((p) => [p, ""]),
    ...(button ? [`${button.label}:`, button.url, ""] : []),
    ...outro.flatMap((p) => [p, ""]),
    "Viele Grüße",
    `dein ${PRODUCT}-Team`,
  ].join("\n");

  const para = (p: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`;
  const buttonHtml = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:600">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#555">Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:<br><a href="${escapeHtml(button.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(button.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1d4ed8">${PRODUCT}</p>
${para("Hallo,")}
${intro.map(para).join("\n")}
${buttonHtml}
${outro.map(para).join("\n")}
<p style="margin:24px 0 0;line-height:1.5">Viele Grüße<br>dein ${PRODUCT}-Team</p>
</div></body></html>`;
  return { subject, text, html };
}

export function confirmationMail(url: string): MailContent {
  return renderMail({
    subject: `Bitte bestätige deine E-Mail-Adresse für ${PRODUCT}`,
    intro: [
      `vielen Dank für deine Registrierung bei ${PRODUCT}. Bitte bestätige deine E-Mail-Adresse, damit du dich einloggen kannst.`,
    ],
    button: { label: "E-Mail-Adresse bestätigen", url },
    outro: [
      "Der Link ist 24 Stunden gültig.",
      "Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.",
    ],
  });
}

export function emailChangeMail(url: string, newEmail: string): MailContent {
  return renderMail({
    subject: `Bestätige deine neue E-Mail-Adresse für ${PRODUCT}`,
    intro: [
      `du möchtest die E-Mail-Adresse deines ${PRODUCT}-Kontos auf ${newEmail} ändern. Bitte bestätige die neue Adresse. Bis dahin bleibt deine bisherige Adresse gültig.`,
    ],
    button: { label: "Neue E-Mail-Adresse bestätigen", url },
    outro: [
      "Der Link ist 24 Stunden gültig.",
      "Wenn du diese Änderung nicht angefordert hast, ignoriere diese E-Mail; es ändert sich nichts.",
    ],
  });
}

export function passwordResetMail(url: string): MailContent {
  return renderMail({
    subject: `Passwort zurücksetzen für ${PRODUCT}`,
    intro: [
      `jemand (hoffentlich du) hat angefordert, das Passwort für dein ${PRODUCT}-Konto zurückzusetzen.`,
    ],
    button: { label: "Neues Passwort festlegen", url },
    outro: [
      "Der Link ist eine Stunde gültig. Danach wirst du auf allen Geräten abgemeldet und meldest dich mit dem neuen Passwort an.",
      "Wenn du das nicht warst, ignoriere diese E-Mail; dein Passwort bleibt unverändert.",
    ],
  });
}

/** Sent instead of a second confirmation when someone registers with an address that already has an account. */
export function existingAccountMail(signInUrl: string): MailContent {
  return renderMail({
    subject: `Du hast bereits ein ${PRODUCT}-Konto`,
    intro: [
      `gerade wurde versucht, mit deiner E-Mail-Adresse ein neues ${PRODUCT}-Konto anzulegen. Für diese Adresse gibt es bereits ein Konto.`,
      "Melde dich einfach an. Falls du dein Passwort nicht mehr weißt, wähle im Login „Passwort vergessen?“.",
    ],
    button: { label: "Zum Login", url: signInUrl },
    outro: ["Wenn du das nicht warst, kannst du diese E-Mail ignorieren."],
  });
}

/**
 * Sent to the current address when someone asks to move the account to another one. The button is a
 * password-reset link: a new password signs out every device and cancels the pending change.
 */
export function emailChangeNoticeMail(
  newEmail: string,
  objectUrl: string,
  supportEmail: string,
): MailContent {
  return renderMail({
    subject: `Die E-Mail-Adresse deines ${PRODUCT}-Kontos soll geändert werden`,
    intro: [
      `für dein ${PRODUCT}-Konto wurde gerade beantragt, die E-Mail-Adresse auf ${newEmail} zu ändern. Die Änderung gilt erst, wenn jemand den Link in der Bestätigungs-E-Mail an die neue Adresse öffnet. Bis dahin bleibt diese Adresse gültig.`,
      "Wenn du das selbst warst, musst du nichts tun.",
      "Wenn du das nicht warst, setze über den Button ein neues Passwort: Damit wirst du auf allen Geräten abgemeldet, und die beantragte Änderung verfällt – der Link an die neue Adresse funktioniert dann nicht mehr.",
    ],
    button: { label: "Das war ich nicht – Passwort neu setzen", url: objectUrl },
    outro: [
      "Der Link ist 24 Stunden gültig. Danach kannst du im Login über „Passwort vergessen?“ jederzeit ein neues Passwort anfordern.",
      `Falls die Änderung schon bestätigt wurde oder du Hilfe brauchst, schreib uns an ${supportEmail}.`,
    ],
  });
}
