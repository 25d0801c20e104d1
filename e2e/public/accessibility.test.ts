/// <reference lib="dom" />
import fs from "node:fs";
import { createRequire } from "node:module";
import { understand } from "@folienwerk/engine";
import { Resvg } from "@resvg/resvg-js";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { putStageOutput } from "../../apps/server/src/presentations/repository.ts";
import { smallThesis } from "../../packages/engine/test/fixtures/deck/small-thesis.ts";
import {
  createVerifiedUser,
  type Deliverable,
  db,
  seedFinishedPresentation,
  seedPaidOrder,
  seedPresentation,
  signIn,
  type TestUser,
} from "../student/helpers.ts";
import { browserSuite } from "../support/suite.ts";

/**
 * Issue 31, Done-when: axe on the landing, analysis, dashboard and downloads pages finds no violation and
 * leaves no colour contrast for review, at 1440 and 390 px.
 */
const s = browserSuite();
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Finding {
  id: string;
  nodes: string[];
}

/** axe's violations, and the colour-contrast checks it could not decide ("needs review"). */
async function audit(page: Page): Promise<{ violations: Finding[]; review: Finding[] }> {
  // Evaluated, not added as a script tag: the pages' CSP (rightly) refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } })
      .axe;
    type AxeResults = {
      violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>;
      incomplete: Array<{ id: string; nodes: Array<{ target: string[] }> }>;
    };
    const result = await axe.run(document, { resultTypes: ["violations", "incomplete"] });
    const shape = (list: AxeResults["violations"]) =>
      list.map((r) => ({ id: r.id, nodes: r.nodes.map((n) => n.target.join(" ")) }));
    return {
      violations: shape(result.violations),
      review: shape(result.incomplete.filter((r) => r.id === "color-contrast")),
    };
  });
}

let user: TestUser;
let analysisId = "";
let downloadsId = "";

beforeAll(async () => {
  user = await createVerifiedUser(s.server);
  const analysed = await seedPresentation(s.server, user.id, {
    stage: "questions_2",
    pdfFilename: "kresse.pdf",
    researchType: "empirical",
    presentationDuration: 15,
    methodology: "Gewächshausversuch mit drei Lichtstufen.",
    freeAnalysisStatus: "done",
    analysisHtmlContent: "<h2>Überblick</h2><p>Die Arbeit untersucht das Wachstum von Kresse.</p>",
  });
  analysisId = analysed.id;
  // Its understanding stored too, so the page shows the title-page form as well.
  await putStageOutput(db(s.server), analysisId, "analyze-paper", understand(smallThesis()));
  const png = Buffer.from(
    new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#dbeafe"/></svg>',
    )
      .render()
      .asPng(),
  );
  const files: Record<string, [Buffer, string]> = {
    "praesentation.pptx": [
      Buffer.from("PK\u0003\u0004 deck"),
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ],
    "bilder/slide-2.png": [png, "image/png"],
    "bilder/slide-2-ohne-text.png": [png, "image/png"],
    "bilder/slide-2.svg": [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "image/svg+xml"],
  };
  const stored: Deliverable[] = [];
  for (const [name, [data, contentType]] of Object.entries(files)) {
    const storageKey = `e2e/${user.id}/a11y/${name}`;
    await s.server.running.ctx.blobs.put(storageKey, data, { contentType });
    stored.push({ name, storageKey, contentType, size: data.length });
  }
  const finished = await seedFinishedPresentation(s.server, user.id, stored, {
    pdfFilename: "kresse.pdf",
    generatedImages: {
      "2": [
        {
          slide_title: "Versuchsaufbau",
          file: "bilder/slide-2.png",
          file_no_text: "bilder/slide-2-ohne-text.png",
          file_svg: "bilder/slide-2.svg",
          visualization_type: "Prozessdiagramm",
          visualization_description: "Ablauf des Versuchs in vier Schritten",
        },
      ],
    },
  });
  await seedPaidOrder(s.server, user.id, finished.id);
  downloadsId = finished.id;
}, 120_000);

describe.each([
  [1440, 900],
  [390, 844],
])("axe at %i px", (width, height) => {
  it.each([
    ["landing", "/", "Präsentation"],
    ["analysis", "/analysis/{analysis}", "Kostenlose Analyse"],
    ["dashboard", "/dashboard", "Deine Präsentationen"],
    ["downloads", "/downloads/{downloads}", "Alle Downloads"],
  ])("finds nothing on the %s page", async (name, route, heading) => {
    await s.page.setViewportSize({ width, height });
    if (route !== "/") await signIn(s.page, s.server, user);
    const url = route.replace("{analysis}", analysisId).replace("{downloads}", downloadsId);
    await s.page.goto(`${s.server.url}${url}`);
    await s.page.getByRole("heading", { name: heading }).first().waitFor();
    await s.page.waitForLoadState("networkidle");
    if (route.startsWith("/analysis/")) await s.page.getByTestId("title-page-form").waitFor();
    const dir = process.env.E2E_SCREENSHOTS;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      await s.page.screenshot({ path: `${dir}/a11y-${name}-${width}.png` });
    }
    const { violations, review } = await audit(s.page);
    expect(violations).toEqual([]);
    expect(review).toEqual([]);
  });
});
