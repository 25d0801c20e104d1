import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presentations } from "../../apps/server/src/db/schema/index.ts";
import { findById } from "../../apps/server/src/presentations/repository.ts";
import { enqueueFullPipeline } from "../../apps/server/src/presentations/start.ts";
import {
  type PrivatePostgres,
  postgresBinDir,
  startPrivatePostgres,
} from "../../apps/server/test/support/private-postgres.ts";
import { until } from "../../apps/server/test/support/until.ts";
import { launchBrowser, openPage, type TestPage } from "../support/browser.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { createVerifiedUser, signIn, uploadThesis } from "./helpers.ts";

// The longest corpus thesis: its deck takes seconds, a window wide enough to restart the database in.
const PAPER = "de_ba_informatik_co2-cloud-azure_dhbw_90p.pdf";

// The server runs on a PostgreSQL of this test's own: it is restarted, which the shared one must never be.
// Without server binaries the test is skipped, except under CI=true, where that is a failure.
describe.skipIf(!postgresBinDir() && process.env.CI !== "true")(
  "dashboard across a PostgreSQL restart",
  () => {
    let postgres: PrivatePostgres;
    let server: TestServer;
    let browser: Browser;
    let t: TestPage;

    beforeAll(async () => {
      postgres = await startPrivatePostgres();
      // "fatal": the restart makes pg-boss and the pools log a dozen expected connection errors.
      server = await startTestServer({ DATABASE_URL: postgres.url, LOG_LEVEL: "fatal" });
      browser = await launchBrowser();
      t = await openPage(browser);
    });
    afterAll(async () => {
      // Each step timed: this teardown once ran past the hook's limit in CI without saying which step.
      const steps: Array<[string, () => Promise<unknown> | undefined]> = [
        ["page", () => t?.close()],
        ["browser", () => browser?.close()],
        [
          "server",
          async () => {
            // Its log is quiet here ("fatal"): the steps that ran out of time are named on the console.
            const late = (await server?.close()) ?? [];
            if (late.length) console.warn(`teardown: shutdown steps past their limit: ${late.join(", ")}`);
          },
        ],
        ["postgres", () => postgres?.close()],
      ];
      for (const [name, close] of steps) {
        const started = Date.now();
        await close();
        const ms = Date.now() - started;
        if (ms > 10_000) console.warn(`teardown: closing the ${name} took ${ms} ms`);
      }
    });

    it("restarting the database mid-generation: the card still reaches 'Präsentation abgeschlossen!' without a reload", async () => {
      const { ctx } = server.running;
      expect(ctx.database.kind).toBe("postgres");
      const user = await createVerifiedUser(server);
      await signIn(t.page, server, user);
      const row = await uploadThesis(server, user.id, PAPER, "Bachelorarbeit");

      await t.page.goto(`${server.url}/dashboard`);
      const card = t.page.locator(`[data-testid="presentation-card"][data-id="${row.id}"]`);
      await card.waitFor();
      // Set in this document only: a reload would lose it.
      await t.page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });

      await ctx.database.db.update(presentations).set({ isPaid: true }).where(eq(presentations.id, row.id));
      expect(await enqueueFullPipeline(ctx, row.id)).toBe("queued");
      // The run is inside the engine's stages (past its start), and the card shows it live.
      const running = await until(
        async () => {
          const now = await findById(ctx.database.db, row.id);
          const step = now?.pipelineProgress?.step;
          const inside = now?.pipelineStatus === "running" && step !== undefined && step !== "start";
          return inside ? now : null;
        },
        "the pipeline to be inside a stage",
        180_000,
        50,
      );
      await card.getByTestId("live-progress").waitFor();

      // The restart happens before the end: the row says running right before the database goes down.
      const before = await findById(ctx.database.db, row.id);
      expect(before).toMatchObject({ pipelineStatus: "running", stage: running.stage });
      expect(before?.stage).not.toBe("presentation_created");
      await postgres.restart(2_000);

      // The run finishes (the job survives the restart), then the card follows without a reload.
      await until(
        async () => (await findById(ctx.database.db, row.id))?.pipelineStatus === "done",
        "the pipeline to finish after the restart",
        240_000,
        250,
      );
      await card.getByText("Präsentation abgeschlossen!").waitFor({ timeout: 30_000 });
      await card.getByRole("link", { name: "Alle Downloads" }).waitFor();
      expect(
        await t.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      const done = await findById(ctx.database.db, row.id);
      expect(done).toMatchObject({ stage: "presentation_created" });
      expect(done?.pipelineProgress?.percent).toBe(100);
      expect(t.errors).toEqual([]);
    }, 360_000);
  },
);
