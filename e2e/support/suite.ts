import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { launchBrowser, openPage, type TestPage } from "./browser.ts";
import { startTestServer, type TestServer } from "./server.ts";

export interface Suite {
  server: TestServer;
  browser: Browser;
  /** The current test's page and the errors it logged. */
  t: TestPage;
  page: Page;
}

/**
 * One real server and Chromium per test file, a fresh browser context per test, and a test fails when
 * its page threw or logged an error (openPage() answers the consent banner beforehand). Used by the
 * public-page and the student-area browser tests.
 */
export function browserSuite(
  env: Record<string, string> = {},
  options: { context?: BrowserContextOptions } = {},
): Suite {
  const s = {} as Suite;
  beforeAll(async () => {
    s.server = await startTestServer({ LOG_LEVEL: "error", ...env });
    s.browser = await launchBrowser();
  });
  afterAll(async () => {
    await s.browser?.close();
    await s.server?.close();
  });
  beforeEach(async () => {
    s.t = await openPage(s.browser, options.context);
    s.page = s.t.page;
  });
  afterEach(async () => {
    const errors = [...s.t.errors];
    await s.t.close();
    expect(errors).toEqual([]);
  });
  return s;
}
