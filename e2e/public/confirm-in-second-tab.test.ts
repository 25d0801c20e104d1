/// <reference lib="dom" />
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { listOutbox, outboxDir } from "../../apps/server/src/mail/mailer.ts";
import { SAMPLE_PDF } from "../student/helpers.ts";
import type { TestServer } from "../support/server.ts";
import { browserSuite } from "../support/suite.ts";

/**
 * Issue 31, point 6: the confirmation link opens in a second tab. The tab that waits on „Fast geschafft!“
 * notices and goes on signed in, and the new tab says so; with no tab waiting, the new tab leads back to
 * where the student left off (the upload form).
 */
const s = browserSuite();
const PASSWORD = "sicheres-pw-1";
let n = 0;
const address = (tag: string) => `${tag}-${Date.now()}-${++n}@example.test`;

/** From the landing page's upload form: a file and a work type, then the sign-in dialog asks to register. */
async function registerFromWizard(page: Page, server: TestServer, email: string): Promise<Locator> {
  await page.goto(`${server.url}/`);
  const wizard = page.getByTestId("upload-wizard");
  await wizard.locator('input[type="file"]').setInputFiles(SAMPLE_PDF);
  await wizard.getByRole("button", { name: "Weiter" }).click();
  await wizard.getByRole("button", { name: "Bachelorarbeit" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Registrierung" }).click();
  await dialog.getByLabel("E-Mail").fill(email);
  await dialog.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
  await dialog.getByLabel("Ich bin mindestens 18 Jahre alt").check();
  await dialog.getByRole("checkbox").nth(1).check();
  await dialog.getByRole("button", { name: "Jetzt registrieren" }).click();
  await dialog.getByRole("heading", { name: "Fast geschafft!" }).waitFor();
  return dialog;
}

async function confirmationLink(server: TestServer, email: string): Promise<string> {
  const dir = outboxDir(server.running.ctx.config);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await listOutbox(dir)).find((m) => m.to.includes(email));
        link = mail?.text.match(/https?:\/\/\S*verify-email\S*/)?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return (link as string).replace(/^https?:\/\/[^/]+/, server.url);
}

describe.each([
  [1440, 900],
  [390, 844],
])("the confirmation link in a second tab at %i px", (width, height) => {
  it("the waiting tab goes on signed in, and the new tab says so", async () => {
    await s.page.setViewportSize({ width, height });
    const email = address(`handoff-${width}`);
    const dialog = await registerFromWizard(s.page, s.server, email);

    const second = await s.page.context().newPage();
    await second.setViewportSize({ width, height });
    await second.goto(await confirmationLink(s.server, email));
    await second.getByText("Es geht in deinem anderen Tab weiter", { exact: false }).waitFor();

    // The first tab: the dialog closed by itself, and the upload it waited for went on (step 3).
    await dialog.waitFor({ state: "hidden" });
    await s.page.getByTestId("upload-wizard").getByText("Schritt 3 von 5").waitFor({ timeout: 90_000 });
    await second.close();
  });

  it("with no tab waiting, the new tab leads back to the upload form, signed in", async () => {
    await s.page.setViewportSize({ width, height });
    const email = address(`resume-${width}`);
    await registerFromWizard(s.page, s.server, email);
    const link = await confirmationLink(s.server, email);
    // The student closed the first tab (here: left the page, so nothing listens any more).
    await s.page.goto("about:blank");

    const second = await s.page.context().newPage();
    await second.setViewportSize({ width, height });
    await second.goto(link);
    await second.getByText("Du bist jetzt eingeloggt.").waitFor();
    await expect.poll(() => new URL(second.url()).hash).toBe("#try-form");
    expect(new URL(second.url()).search).toBe("");
    const me = await second.evaluate(async () => (await fetch("/api/account/me")).json());
    expect(me.user?.email).toBe(email);
    await second.close();
  });
});
