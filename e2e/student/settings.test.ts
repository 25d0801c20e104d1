import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user as userTable } from "../../apps/server/src/db/schema/index.ts";
import { listOutbox, outboxDir } from "../../apps/server/src/mail/mailer.ts";
import { browserSuite } from "../support/suite.ts";
import { createVerifiedUser, db, signIn } from "./helpers.ts";

const s = browserSuite();

const toast = (text: string) => s.page.locator("[data-sonner-toast]").getByText(text, { exact: true });

async function canSignIn(email: string, password: string): Promise<boolean> {
  const res = (await s.server.running.ctx.auth.api.signInEmail({
    body: { email, password },
    asResponse: true,
  })) as Response;
  return res.ok;
}

describe("account settings", () => {
  it("sends signed-out visitors to the start page", async () => {
    await s.page.goto(`${s.server.url}/account-settings`);
    await s.page.waitForURL(`${s.server.url}/`);
  });

  it("checks the confirmation and the current password, then changes the password", async () => {
    const user = await createVerifiedUser(s.server, "settings");
    await signIn(s.page, s.server, user);
    await s.page.goto(`${s.server.url}/account-settings`);
    const current = s.page.getByLabel("Aktuelles Passwort");
    const next = s.page.getByLabel("Neues Passwort", { exact: true });
    const repeat = s.page.getByLabel("Neues Passwort bestätigen");
    const submit = s.page.getByRole("button", { name: "Passwort ändern" });
    await current.waitFor();
    expect(await submit.isDisabled()).toBe(true);

    await current.fill(user.password);
    await next.fill("neues-passwort-1");
    await repeat.fill("anderes-passwort-1");
    await submit.click();
    await toast("New passwords don't match").waitFor();

    // We deliberately differ from SPEC §5: the current password is checked.
    await current.fill("falsches-passwort");
    await repeat.fill("neues-passwort-1");
    await submit.click();
    await toast("Das aktuelle Passwort ist falsch.").waitFor();
    expect(await canSignIn(user.email, user.password)).toBe(true);

    await current.fill(user.password);
    await submit.click();
    await toast("Password updated successfully").waitFor();
    expect(await next.inputValue()).toBe("");
    expect(await canSignIn(user.email, "neues-passwort-1")).toBe(true);
    expect(await canSignIn(user.email, user.password)).toBe(false);
  });

  it("asks for the password, then the new address to confirm an e-mail change, keeping the old one until then", async () => {
    const user = await createVerifiedUser(s.server, "mailchange");
    await signIn(s.page, s.server, user);
    await s.page.goto(`${s.server.url}/account-settings`);
    const field = s.page.getByLabel("Neue E-Mail-Adresse");
    const password = s.page.getByLabel("Dein Passwort zur Bestätigung");
    const submit = s.page.getByRole("button", { name: "E-Mail-Adresse ändern" });
    await field.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await field.fill(`neu-${user.email}`);
    expect(await submit.isDisabled()).toBe(true);

    await password.fill("falsches-passwort");
    await submit.click();
    await toast("Das aktuelle Passwort ist falsch.").waitFor();

    await password.fill(user.password);
    await submit.click();
    await toast("Check your email to confirm the change").waitFor();
    expect(await password.inputValue()).toBe("");
    const [row] = await db(s.server).select().from(userTable).where(eq(userTable.id, user.id));
    expect(row?.email).toBe(user.email);
    // The old address is told, with a way to object.
    const dir = outboxDir(s.server.running.ctx.config);
    await expect
      .poll(async () => (await listOutbox(dir)).map((m) => `${m.to} ${m.subject}`), { timeout: 10_000 })
      .toContain(`${user.email} Die E-Mail-Adresse deines Folienwerk-Kontos soll geändert werden`);
  });
});
