/// <reference lib="dom" />
import fs from "node:fs";
import path from "node:path";
import { ingest } from "@folienwerk/engine";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { presentations } from "../../apps/server/src/db/schema/index.ts";
import { enqueue } from "../../apps/server/src/jobs/queue.ts";
import { readPictures } from "../../apps/server/src/jobs/read-pictures.ts";
import {
  loadSourceCheck,
  loadUnderstanding,
  storeAnalysis,
} from "../../apps/server/src/presentations/analysis.ts";
import { findById, putStageOutput } from "../../apps/server/src/presentations/repository.ts";
import { uploadPresentation } from "../../apps/server/src/presentations/start.ts";
import { browserSuite } from "../support/suite.ts";
import { corpusPath, createVerifiedUser, db, signIn, type TestUser } from "./helpers.ts";

/**
 * /analysis/{id} with a real free analysis: the figures and tables of the thesis as previews served by the
 * owner-only figure route, and a layout that never breaks a word (tables scroll sideways instead).
 * Set E2E_SCREENSHOTS=<folder> to keep screenshots at 390 and 1440 px for a look.
 */
const s = browserSuite({ SOURCE_CHECK: "false" });
const PAPER = "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf";
/** A long German compound: at 390 px it cannot fit a table column, so the table must scroll. */
const LONG_WORD = "Flüchtlingsberichterstattungsuntersuchungsergebnisse";

let owner: TestUser;
let id = "";

async function waitForAnalysis(presentationId: string): Promise<string> {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    const [row] = await db(s.server).select().from(presentations).where(eq(presentations.id, presentationId));
    // Done, and with its figures and tables (they are read after the text, issue 32).
    if (
      row?.freeAnalysisStatus === "done" &&
      row.analysisHtmlContent &&
      !row.analysisHtmlContent.includes("fw-pending")
    )
      return row.analysisHtmlContent;
    if (row?.freeAnalysisStatus === "failed") throw new Error("free analysis failed");
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("timed out waiting for the free analysis");
}

/** Words (between spaces, hyphens, dashes and slashes) inside table cells that the browser split over lines. */
function brokenWords(page: Page): Promise<string[]> {
  return page.getByTestId("analysis-html").evaluate((root) => {
    const broken: string[] = [];
    for (const cell of Array.from(root.querySelectorAll("td, th"))) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/[^\s\-–—/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, name), fullPage: true });
}

async function openAnalysis(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, s.server, owner);
  await page.goto(`${s.server.url}/analysis/${id}`);
  await page.getByRole("heading", { name: "Abbildungen und Tabellen" }).waitFor();
}

describe("/analysis/{id} with figures and tables", () => {
  beforeAll(async () => {
    owner = await createVerifiedUser(s.server, "analyse");
    const row = await uploadPresentation(s.server.running.ctx, owner.id, {
      filename: PAPER,
      path: corpusPath(PAPER),
      size: fs.statSync(corpusPath(PAPER)).size,
      workType: "Hausarbeit",
    });
    id = row.id;
    const html = await waitForAnalysis(id);
    // A chapter label with a word too long for a phone's table column (layout check below).
    await db(s.server)
      .update(presentations)
      .set({
        analysisHtmlContent: html.replace(
          "</tbody>",
          `<tr><td>6 ${LONG_WORD} im Überblick (S. 14)</td><td>Anhang</td><td>1.234 Wörter (5 %)</td></tr></tbody>`,
        ),
      })
      .where(eq(presentations.id, id));
  }, 180_000);

  it("shows each figure and table with its picture from the owner-only route at 1440 px", async () => {
    await openAnalysis(s.page, 1440);
    const section = s.page.locator("section.fw-figures");
    const items = section.locator("li");
    expect(await items.count()).toBe(4);
    await section.getByText("Abbildung 1", { exact: true }).waitFor();
    await section.getByText("Tabelle 1", { exact: true }).waitFor();
    const images = section.locator("img");
    expect(await images.count()).toBe(4);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      expect(await img.getAttribute("src")).toMatch(new RegExp(`^/api/presentations/${id}/figures/`));
      expect(await img.getAttribute("loading")).toBe("lazy");
      expect(await img.getAttribute("alt")).toBeTruthy();
      await s.page.waitForFunction((el) => (el as HTMLImageElement).complete, await img.elementHandle());
      expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(10);
      // A preview, not the full picture: at most 320 px wide.
      expect((await img.boundingBox())?.width ?? 0).toBeLessThanOrEqual(320);
    }
    // Page numbers as „S. 12“.
    await section
      .getByText(/\(S\.\u00a0\d+\)/)
      .first()
      .waitFor();
    expect(await brokenWords(s.page)).toEqual([]);
    await s.page.evaluate(() => window.scrollTo(0, 0));
    await shoot(s.page, "analysis-1440.png");
  });

  it("breaks no word in the table at 390 px: the table scrolls sideways, the page does not", async () => {
    await openAnalysis(s.page, 390);
    const scroller = s.page.locator(".fw-table-scroll");
    await scroller.getByText(LONG_WORD).waitFor();
    expect(await brokenWords(s.page)).toEqual([]);
    const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The figure previews fit the phone's width.
    for (const img of await s.page.locator("section.fw-figures img").all()) {
      await img.scrollIntoViewIfNeeded();
      await s.page.waitForFunction((el) => (el as HTMLImageElement).complete, await img.elementHandle());
      const box = await img.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await s.page.evaluate(() => window.scrollTo(0, 0));
    await shoot(s.page, "analysis-390.png");
  });

  it("shows another user neither the analysis nor its pictures", async () => {
    const other = await createVerifiedUser(s.server, "fremd");
    await signIn(s.page, s.server, other);
    const res = await s.page.request.get(`${s.server.url}/api/presentations/${id}/figures/abb-1.png`);
    expect(res.status()).toBe(404);
    const mine = await s.page.request.get(`${s.server.url}/api/presentations/${id}/analysis`);
    expect(mine.status()).toBe(404);
  });

  it("shows the analysis from the text first, then its figures and tables on the open page", async () => {
    // The state right after an upload (text first, decision 034): the model read without pictures and the
    // analysis stored from it, made here with the functions the upload uses, so the page can be open before
    // the pictures come.
    const ctx = s.server.running.ctx;
    const { doc } = await ingest({ path: corpusPath(PAPER) }, { filename: PAPER, pictures: false });
    expect(doc.picturesPending).toBe(true);
    await putStageOutput(ctx.database.db, id, "ingest", doc);
    const row = await findById(ctx.database.db, id);
    if (!row) throw new Error("presentation gone");
    const thesis = await loadUnderstanding(ctx, row, doc);
    expect(
      await storeAnalysis(ctx, id, { doc, thesis, sources: await loadSourceCheck(ctx, id) }),
    ).toBeTruthy();

    await openAnalysis(s.page, 1440);
    const section = s.page.locator("section.fw-figures");
    await section
      .getByText("Deine Abbildungen und Tabellen werden gerade eingelesen.", { exact: false })
      .waitFor();
    expect(await section.locator("img").count()).toBe(0);

    // The job the free analysis queues next: it reads the pictures and tells the open page, not reloaded here.
    await enqueue(ctx.boss, readPictures, { presentationId: id });
    await section.locator("img").nth(3).waitFor({ timeout: 60_000 });
    expect(await section.locator("img").count()).toBe(4);
    expect(await section.getByText("werden gerade eingelesen", { exact: false }).count()).toBe(0);
  }, 120_000);
});
