/// <reference lib="dom" />
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listOutbox, outboxDir } from "../../apps/server/src/mail/mailer.ts";
import { type SmtpTestServer, startSmtpServer } from "../../apps/server/test/support/smtp.ts";
import { launchBrowser, openPage, type TestPage } from "../support/browser.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { browserSuite } from "../support/suite.ts";

/**
 * The sign-up flow of the sign-in dialog: after „Jetzt registrieren“ a check-mail state (address, next
 * steps, resend, the way to the Login tab) instead of the form; the same state after a sign-in before
 * confirming; toasts above the open dialog; the /dev/mail hint only where mail goes to the outbox.
 * Set E2E_SCREENSHOTS=<folder> to keep screenshots of the dialog states at 1440 and 390 px.
 */
const VIEWPORTS = [
  { name: "1440", width: 1440, height: 900 },
  { name: "390", width: 390, height: 844 },
];
const PASSWORD = "sicheres-pw-1";
const CONFIRMATION = "Bitte bestätige deine E-Mail-Adresse für Folienwerk";

let n = 0;
const address = (tag: string) => `${tag}-${Date.now()}-${++n}@example.test`;

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, name) });
}

const dialogOf = (page: Page) => page.getByRole("dialog");

async function register(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/auth?mode=register`);
  const dialog = dialogOf(page);
  await dialog.getByRole("tab", { name: "Registrierung", selected: true }).waitFor();
  await dialog.getByLabel("E-Mail").fill(email);
  await dialog.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
  await dialog.getByLabel("Ich bin mindestens 18 Jahre alt").check();
  await dialog.getByRole("checkbox").nth(1).check();
  await dialog.getByRole("button", { name: "Jetzt registrieren" }).click();
  await dialog.getByText("E-Mail-Bestätigung erforderlich").waitFor();
}

/** The check-mail state replaced the form: no tabs, no second „Jetzt registrieren“. */
async function expectCheckMail(page: Page, email: string): Promise<void> {
  const dialog = dialogOf(page);
  await dialog.getByRole("heading", { name: "Fast geschafft!" }).waitFor();
  expect(await dialog.getByTestId("check-mail-address").textContent()).toBe(email);
  expect(await dialog.getByRole("button", { name: "Jetzt registrieren" }).count()).toBe(0);
  expect(await dialog.getByRole("tablist").count()).toBe(0);
  expect(await dialog.getByLabel("Passwort", { exact: true }).count()).toBe(0);
  // The main action is the way to the Login tab.
  const primary = dialog.getByRole("button", { name: "Weiter zum Login" });
  expect(await primary.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Outbox mails to `email`, by subject, once there are `count` of them. */
async function outboxMails(server: TestServer, email: string, count: number): Promise<string[]> {
  const dir = outboxDir(server.running.ctx.config);
  let subjects: string[] = [];
  await expect
    .poll(
      async () => {
        subjects = (await listOutbox(dir)).filter((m) => m.to.includes(email)).map((m) => m.subject);
        return subjects.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  return subjects;
}

describe("sign-up flow with the mail outbox (local installation)", () => {
  const s = browserSuite();

  describe.each(VIEWPORTS)("at $name px", (viewport) => {
    beforeEach(async () => {
      await s.page.setViewportSize(viewport);
    });

    it("after „Jetzt registrieren“ shows the check-mail state; resend mails again; the button leads to Login", async () => {
      const email = address(`signup-${viewport.name}`);
      await register(s.page, s.server.url, email);
      await expectCheckMail(s.page, email);
      const dialog = dialogOf(s.page);
      // Local installation: the hint to /dev/mail, where the mail can be read.
      await dialog.getByTestId("dev-mail-hint").getByRole("link", { name: "/dev/mail" }).waitFor();
      expect(await dialog.getByText("Vertippt?").count()).toBe(1);
      expect(await outboxMails(s.server, email, 1)).toEqual([CONFIRMATION]);
      await shoot(s.page, `check-mail-${viewport.name}.png`);

      await dialog.getByRole("button", { name: "Erneut senden" }).click();
      await dialog.getByRole("status").getByText("Wir haben eine neue E-Mail angefordert.").waitFor();
      expect(await outboxMails(s.server, email, 2)).toEqual([CONFIRMATION, CONFIRMATION]);
      // One resend, then a pause before the next.
      expect(await dialog.getByRole("button", { name: /^Erneut senden \(in \d+ s\)$/ }).isDisabled()).toBe(
        true,
      );
      await shoot(s.page, `check-mail-resent-${viewport.name}.png`);

      await dialog.getByRole("button", { name: "Weiter zum Login" }).click();
      await dialog.getByRole("tab", { name: "Login", selected: true }).waitFor();
      expect(await dialog.getByLabel("E-Mail").inputValue()).toBe(email);
      await dialog.getByRole("button", { name: "Login", exact: true }).waitFor();
      await shoot(s.page, `login-after-check-mail-${viewport.name}.png`);
    });

    it("a sign-in before confirming leads to the same state, with a new link and a resend", async () => {
      const email = address(`early-${viewport.name}`);
      await register(s.page, s.server.url, email);
      await outboxMails(s.server, email, 1);
      await dialogOf(s.page).getByRole("button", { name: "Weiter zum Login" }).click();

      const dialog = dialogOf(s.page);
      await dialog.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
      await dialog.getByRole("button", { name: "Login", exact: true }).click();
      await dialog.getByText("Deine E-Mail-Adresse ist noch nicht bestätigt.", { exact: false }).waitFor();
      await expectCheckMail(s.page, email);
      expect(await dialog.getByText("Vertippt?").count()).toBe(0);
      // The refused sign-in sent a new link; the resend another one.
      expect(await outboxMails(s.server, email, 2)).toEqual([CONFIRMATION, CONFIRMATION]);
      await shoot(s.page, `check-mail-unconfirmed-${viewport.name}.png`);
      await dialog.getByRole("button", { name: "Erneut senden" }).click();
      await outboxMails(s.server, email, 3);
      // No error toast: the refusal is the check-mail state, not a failure.
      expect(await s.page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
    });

    it("shows a toast above the open dialog, where it can be read and closed", async () => {
      await s.page.goto(`${s.server.url}/auth`);
      const dialog = dialogOf(s.page);
      await dialog.getByRole("button", { name: "Login", exact: true }).click();
      const toast = s.page.locator("[data-sonner-toast]").filter({ hasText: "Please fill in all fields" });
      await toast.waitFor();
      // The pointer on the toast holds it (sonner pauses its timer), here and for the close below;
      // hover() itself refuses an element that something else covers.
      await toast.hover();
      // Hit-test the toast's centre (polled: it slides in); under the dialog's backdrop it never passes.
      const centreIsToast = () =>
        toast.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && el.contains(hit);
        });
      await expect.poll(centreIsToast, { timeout: 5_000 }).toBe(true);
      await shoot(s.page, `toast-over-dialog-${viewport.name}.png`);

      // Not inert behind the modal: the close button works, and the dialog stays open.
      await toast.getByRole("button", { name: /schließen|close/i }).click();
      await toast.waitFor({ state: "detached" });
      expect(await dialog.isVisible()).toBe(true);
    });
  });
});

describe("sign-up flow with a real mail server", () => {
  let smtp: SmtpTestServer;
  let server: TestServer;
  let browser: Browser;
  let t: TestPage;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ LOG_LEVEL: "error", SMTP_URL: smtp.url });
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    t = await openPage(browser);
  });
  afterEach(async () => {
    const errors = [...t.errors];
    await t.close();
    expect(errors).toEqual([]);
  });

  it.each(VIEWPORTS)(
    "shows no /dev/mail hint at $name px, and the resend arrives by SMTP",
    async (viewport) => {
      await t.page.setViewportSize(viewport);
      const config = await (await fetch(`${server.url}/api/config`)).json();
      expect(config.mailOutbox).toBe(false);

      const email = address(`smtp-${viewport.name}`);
      const mark = smtp.mails.length;
      await register(t.page, server.url, email);
      await expectCheckMail(t.page, email);
      expect((await smtp.next(email, mark)).subject).toBe(CONFIRMATION);
      expect(await t.page.getByTestId("dev-mail-hint").count()).toBe(0);
      expect(await t.page.getByText("/dev/mail").count()).toBe(0);
      await shoot(t.page, `check-mail-smtp-${viewport.name}.png`);

      const before = smtp.mails.length;
      await dialogOf(t.page).getByRole("button", { name: "Erneut senden" }).click();
      expect((await smtp.next(email, before)).subject).toBe(CONFIRMATION);
    },
  );
});
