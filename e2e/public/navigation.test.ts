/// <reference lib="dom" />
import { describe, expect, it } from "vitest";
import { mockSession, SCROLL_WAIT, viewportTop } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";

const suite = browserSuite();

describe("avatarInitial (SPEC §2)", () => {
  it("takes the first letter of the full name, else of the e-mail, else U", async () => {
    // A .tsx module of the web app: imported without static types because this project has no JSX setting.
    const { avatarInitial } = (await import("../../apps/web/src/auth/AuthProvider.tsx" as string)) as {
      avatarInitial: (user: { name: string | null; email: string } | null) => string;
    };
    expect(avatarInitial({ name: "lena Berger", email: "x@example.org" })).toBe("L");
    expect(avatarInitial({ name: "  Özge ", email: "x@example.org" })).toBe("Ö");
    expect(avatarInitial({ name: null, email: "max@example.org" })).toBe("M");
    expect(avatarInitial({ name: "   ", email: "  jo@example.org" })).toBe("J");
    expect(avatarInitial({ name: null, email: "" })).toBe("U");
    expect(avatarInitial(null)).toBe("U");
  });
});

describe("navigation bar", () => {
  it("shows Login and the order button when signed out; Login opens the sign-in dialog", async () => {
    await suite.page.goto(`${suite.server.url}/impressum`);
    const header = suite.page.locator("header");
    await header.getByRole("button", { name: "Login" }).waitFor();
    expect(await header.getByRole("link", { name: "Folienwerk – Startseite" }).getAttribute("href")).toBe(
      "/",
    );
    expect(await header.getByRole("link", { name: "Präsentation erstellen" }).getAttribute("href")).toBe(
      "/#try-form",
    );
    expect(await header.getByTestId("avatar-initial").count()).toBe(0);

    await header.getByRole("button", { name: "Login" }).click();
    await suite.page.getByRole("dialog", { name: "Willkommen bei Folienwerk" }).waitFor();
  });

  it("takes the order button to the upload wizard on the landing page", async () => {
    await suite.page.goto(`${suite.server.url}/agb`);
    await suite.page.locator("header").getByRole("link", { name: "Präsentation erstellen" }).click();
    await expect.poll(() => suite.page.url()).toBe(`${suite.server.url}/#try-form`);
    await expect.poll(viewportTop(suite.page, "#try-form"), SCROLL_WAIT).toBeLessThan(150);
  });

  for (const [user, initial] of [
    [{ name: "Lena Berger", email: "kontakt@example.org" }, "L"],
    [{ name: null, email: "max@example.org" }, "M"],
    [{ name: "", email: "" }, "U"],
  ] as const) {
    it(`shows the avatar "${initial}" for name=${JSON.stringify(user.name)} email=${JSON.stringify(user.email)}`, async () => {
      await mockSession(suite.page, user);
      await suite.page.goto(`${suite.server.url}/`);
      const avatar = suite.page.locator("header").getByTestId("avatar-initial");
      await avatar.waitFor();
      expect(await avatar.textContent()).toBe(initial);
      expect(await suite.page.locator("header").getByRole("button", { name: "Login" }).count()).toBe(0);
    });
  }

  it("offers Dashboard, Einstellungen and Abmelden in the avatar menu", async () => {
    await mockSession(suite.page, { name: "Lena Berger", email: "lena@example.org" });
    let signedOut = false;
    await suite.page.route("**/api/auth/sign-out", (route) => {
      signedOut = true;
      return route.fulfill({ json: { success: true } });
    });
    await suite.page.goto(`${suite.server.url}/`);
    const button = suite.page.locator("header").getByRole("button", { name: /Kontomenü/ });
    await button.click();
    const menu = suite.page.getByRole("menu", { name: "Kontomenü" });
    await menu.waitFor();
    const items = menu.getByRole("menuitem");
    expect(await items.allTextContents()).toEqual(["Dashboard", "Einstellungen", "Abmelden"]);
    expect(await items.nth(0).getAttribute("href")).toBe("/dashboard");
    expect(await items.nth(1).getAttribute("href")).toBe("/account-settings");

    // Keyboard: first item focused, arrows move, Escape closes and returns focus to the avatar.
    expect(await items.nth(0).evaluate((el) => el === document.activeElement)).toBe(true);
    await suite.page.keyboard.press("ArrowDown");
    expect(await items.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await suite.page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    await mockSession(suite.page, null);
    await button.click();
    await menu.getByRole("menuitem", { name: "Abmelden" }).click();
    await suite.page.locator("header").getByRole("button", { name: "Login" }).waitFor();
    expect(signedOut).toBe(true);
  });
});

describe("mobile menu", () => {
  it("uses the slide-in menu at 1025 px", async () => {
    await suite.page.setViewportSize({ width: 1025, height: 800 });
    await suite.page.goto(`${suite.server.url}/impressum`);
    const open = suite.page.getByRole("button", { name: "Menü öffnen" });
    await open.waitFor();
    expect(await suite.page.getByTestId("desktop-nav").isVisible()).toBe(false);
    await open.click();
    const menu = suite.page.getByRole("dialog", { name: "Menü" });
    await menu.waitFor();
    expect(await menu.getByRole("link", { name: "Über uns" }).isVisible()).toBe(true);
    expect(await menu.getByRole("button", { name: "Login" }).isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Beispiele" }).click();
    await menu.waitFor({ state: "hidden" });
    await expect.poll(() => suite.page.url()).toBe(`${suite.server.url}/#examples`);
    await expect.poll(viewportTop(suite.page, "#examples"), SCROLL_WAIT).toBeLessThan(150);

    await open.click();
    await menu.getByRole("button", { name: "Support" }).click();
    await suite.page.getByRole("dialog", { name: "Support" }).waitFor();
  });

  it("uses the desktop navigation at 1026 px", async () => {
    await suite.page.setViewportSize({ width: 1026, height: 800 });
    await suite.page.goto(`${suite.server.url}/impressum`);
    await suite.page.getByTestId("desktop-nav").waitFor();
    expect(await suite.page.getByTestId("desktop-nav").isVisible()).toBe(true);
    expect(await suite.page.getByRole("button", { name: "Menü öffnen" }).isVisible()).toBe(false);
  });

  it("shows the account links in the mobile menu when signed in", async () => {
    await suite.page.setViewportSize({ width: 390, height: 844 });
    await mockSession(suite.page, { name: null, email: "max@example.org" });
    await suite.page.goto(`${suite.server.url}/`);
    await suite.page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = suite.page.getByRole("dialog", { name: "Menü" });
    await menu.getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await menu.getByRole("link", { name: "Einstellungen" }).getAttribute("href")).toBe(
      "/account-settings",
    );
    expect(await menu.getByRole("button", { name: "Login" }).count()).toBe(0);
  });
});

describe("routes", () => {
  it("has the footer links of SPEC §2", async () => {
    await suite.page.goto(`${suite.server.url}/`);
    const footer = suite.page.locator("footer");
    const hrefs = await footer
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of [
      "/datenschutz",
      "/impressum",
      "/agb",
      "/",
      "/#about",
      "/#examples",
      "/#pricing",
      "/#faq",
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(await footer.getByRole("button", { name: "Support" }).count()).toBe(1);
    for (const [name, heading] of [
      ["Datenschutz", "Datenschutzerklärung"],
      ["Impressum", "Impressum"],
      ["AGB", "Allgemeine Geschäftsbedingungen"],
    ]) {
      await footer.getByRole("link", { name, exact: true }).click();
      await suite.page.getByRole("heading", { level: 1, name: heading }).waitFor();
    }
  });

  it("opens the sign-in dialog on /auth and goes to / when it is closed", async () => {
    await suite.page.goto(`${suite.server.url}/auth`);
    const dialog = suite.page.getByRole("dialog", { name: "Willkommen bei Folienwerk" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Dialog schließen" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => new URL(suite.page.url()).pathname).toBe("/");
  });

  it("dates the AGB 20.05.2025 when no terms date is configured", async () => {
    await suite.page.goto(`${suite.server.url}/agb`);
    await suite.page.getByRole("heading", { level: 1, name: "Allgemeine Geschäftsbedingungen" }).waitFor();
    await suite.page.getByText("Stand: 20.05.2025").waitFor();
  });

  it("redirects /downloads to /", async () => {
    await suite.page.goto(`${suite.server.url}/downloads`);
    await expect.poll(() => new URL(suite.page.url()).pathname).toBe("/");
    await suite.page.getByRole("heading", { level: 1 }).waitFor();
    // Replaced, not pushed: the fresh tab's about:blank plus "/" (a push would make it 3).
    expect(await suite.page.evaluate(() => history.length)).toBe(2);
  });

  it("shows the 404 page for an unknown route", async () => {
    await suite.page.goto(`${suite.server.url}/gibt-es-nicht/wirklich`);
    await suite.page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" }).waitFor();
    expect(await suite.page.title()).toBe("Seite nicht gefunden – Folienwerk");
    await suite.page.getByRole("link", { name: "Zur Startseite" }).click();
    await expect.poll(() => new URL(suite.page.url()).pathname).toBe("/");
  });
});
