/// <reference lib="dom" />
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
}

export interface TestPage {
  page: Page;
  /** Uncaught exceptions and console errors (CSP violations, React errors) seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A fresh context + page that records page errors. Failed resource loads are left out: a 404 from an
 * endpoint another issue has not built yet is not a page error.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width: 1440, height: 900 },
    ...options,
  });
  // The analytics consent banner (student area) is answered up front so it does not cover the page.
  await context.addInitScript(() => {
    try {
      if (!window.localStorage.getItem("folienwerk-consent"))
        window.localStorage.setItem("folienwerk-consent", "denied");
    } catch {
      // about:blank has no storage
    }
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return { page, errors, close: () => context.close() };
}

/** Answers GET /api/account/me (the web app's session read) for this user; null = signed out. */
export async function mockSession(
  page: Page,
  user: { id?: string; email: string; name: string | null } | null,
): Promise<void> {
  await page.route("**/api/account/me", (route) =>
    route.fulfill({
      status: user ? 200 : 401,
      contentType: "application/json",
      body: JSON.stringify(
        user
          ? { user: { id: user.id ?? "u1", email: user.email, name: user.name, provider: "credential" } }
          : { error: "Bitte melde dich an.", code: "unauthorized" },
      ),
    }),
  );
}

/** Distance of the element's top from the viewport top, for polling until a (smooth) scroll has arrived. */
export function viewportTop(page: Page, selector: string): () => Promise<number> {
  return () => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
}

/** Smooth scrolling under a loaded CI machine can take a while; this only bounds the wait. */
export const SCROLL_WAIT = { timeout: 15_000 };
