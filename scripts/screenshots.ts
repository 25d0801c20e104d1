/**
 * Screenshots of every page of the web app at 1440×900 and 390×844, for looking at the product as a
 * student sees it (issue 16). Starts the real server with its embedded defaults on a random port, makes a
 * confirmed user, uploads a thesis from the corpus, answers the questionnaire, waits for the free
 * analysis, pays in test mode and waits for the package, then photographs each route full-page.
 *
 *   npx tsx scripts/screenshots.ts [--out DIR] [--file CORPUS_FILE]
 *
 * Writes DIR/<width>-<page>.png (default DIR: ./screenshots, not committed). Needs Debian's chromium.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Browser, Page } from "playwright-core";
import { corpusPath, createVerifiedUser, signIn } from "../e2e/student/helpers.ts";
import { launchBrowser, openPage } from "../e2e/support/browser.ts";
import { startTestServer, type TestServer } from "../e2e/support/server.ts";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "screenshots" },
    file: { type: "string", default: "de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf" },
  },
});
const outDir = path.resolve(values.out);
const thesis = corpusPath(values.file);
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

interface Presentation {
  id: string;
  free_analysis_status: string;
  pipeline_status: string;
}

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

async function poll<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Upload → questionnaire → analysis → test payment → package, through the HTTP API as the browser does. */
async function prepare(page: Page, server: TestServer): Promise<string> {
  const api = page.request;
  const origin = { origin: server.url };
  const created = await api.post(`${server.url}/api/presentations`, {
    headers: origin,
    multipart: {
      work_type: "Hausarbeit",
      file: { name: path.basename(thesis), mimeType: "application/pdf", buffer: fs.readFileSync(thesis) },
    },
  });
  if (created.status() !== 201) throw new Error(`upload: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as Presentation;
  const patched = await api.patch(`${server.url}/api/presentations/${id}`, {
    headers: origin,
    data: {
      research_type: "empirical",
      presentation_duration: 20,
      methodology: "Experiment mit Messreihen.",
    },
  });
  if (!patched.ok()) throw new Error(`questionnaire: ${patched.status()} ${await patched.text()}`);
  log("uploaded; waiting for the free analysis …");
  const read = async () =>
    (await (await api.get(`${server.url}/api/presentations/${id}`)).json()) as Presentation;
  await poll(
    "the analysis",
    async () => ((await read()).free_analysis_status === "done" ? true : undefined),
    180_000,
  );

  const session = await api.post(`${server.url}/payment/create-payment-session`, {
    headers: origin,
    data: { presentationId: id, consentToEarlyStart: true, acknowledgeWithdrawalLapse: true },
  });
  if (!session.ok()) throw new Error(`checkout: ${session.status()} ${await session.text()}`);
  const { checkout_url } = (await session.json()) as { checkout_url: string };
  await page.goto(new URL(checkout_url, server.url).toString());
  await page.getByRole("button", { name: "Zahlung bestätigen" }).click();
  await page.waitForURL(/\/success\?/);
  log("paid; waiting for the package …");
  await poll(
    "the package",
    async () => ((await read()).pipeline_status === "done" ? true : undefined),
    600_000,
  );
  return id;
}

async function shoot(browser: Browser, server: TestServer, signedIn: boolean, pages: Record<string, string>) {
  const user = signedIn ? await createVerifiedUser(server, "bilder") : null;
  let id = "";
  for (const size of WIDTHS) {
    const t = await openPage(browser, { viewport: size });
    if (user) {
      await signIn(t.page, server, user);
      if (!id) id = await prepare(t.page, server);
    }
    for (const [name, route] of Object.entries(pages)) {
      await t.page.goto(`${server.url}${route.replace(":id", id)}`);
      await t.page.waitForLoadState("networkidle");
      await t.page.waitForTimeout(400);
      const file = path.join(outDir, `${size.width}-${name}.png`);
      await t.page.screenshot({ path: file, fullPage: true });
      log(`${file}`);
    }
    if (t.errors.length) log(`page errors at ${size.width}: ${t.errors.join(" | ")}`);
    await t.close();
  }
}

fs.mkdirSync(outDir, { recursive: true });
const server = await startTestServer({ SOURCE_CHECK: "false", LOG_LEVEL: "error" });
const browser = await launchBrowser();
try {
  await shoot(browser, server, false, {
    start: "/",
    auth: "/auth",
    impressum: "/impressum",
    agb: "/agb",
    datenschutz: "/datenschutz",
    "nicht-gefunden": "/gibt-es-nicht",
  });
  await shoot(browser, server, true, {
    dashboard: "/dashboard",
    "analyse-gestartet": "/analysis-started",
    analyse: "/analysis/:id",
    downloads: "/downloads/:id",
    "weiter-fragen": "/continue-questionnaire/:id",
    abbruch: "/cancel?presentation_id=:id",
    konto: "/account-settings",
  });
} finally {
  await browser.close();
  await server.close();
}
