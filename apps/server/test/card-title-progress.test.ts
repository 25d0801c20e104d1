import fs from "node:fs";
import { DECK_STAGES } from "@folienwerk/engine";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { presentations } from "../src/db/schema/index.ts";
import { isResync } from "../src/events/presentation-events.ts";
import { ProgressTrack, stepPercent } from "../src/presentations/deck-progress.ts";
import { presentPresentation } from "../src/presentations/present.ts";
import { saveQuestionnaire } from "../src/presentations/questionnaire.ts";
import { findById } from "../src/presentations/repository.ts";
import { cardTitle } from "../src/presentations/thesis-title.ts";
import { updateAndPublish } from "../src/presentations/update.ts";
import fullPipelineHandler from "../src/workers/full-pipeline.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { createPresentation as createRow, uploadThesis } from "./support/factories.ts";
import { signedInUser } from "./support/sessions.ts";

describe("card title from the title page", () => {
  it("keeps a title that reads like one, whitespace tidied", () => {
    expect(cardTitle("  Wachstum von Kresse\nunter Licht  ", "arbeit.pdf")).toBe(
      "Wachstum von Kresse unter Licht",
    );
    expect(cardTitle("Bachelorarbeit: Wachstum von Kresse unter Licht")).toBe(
      "Wachstum von Kresse unter Licht",
    );
    expect(cardTitle("Zusammenarbeit in verteilten Teams")).toBe("Zusammenarbeit in verteilten Teams");
  });

  it("falls back to the file name (null) for what is no title", () => {
    for (const absurd of [
      null,
      "",
      "  ",
      "Bachelorarbeit",
      "Masterarbeit im Studiengang Informatik",
      "Seminararbeit",
      "Bachelor Thesis",
      "Microsoft Word - Dokument1.docx",
      "Unbenannt",
      "entwurf_final.docx",
      "HOCHSCHULE FÜR TECHNIK UND WIRTSCHAFT",
      "1.2",
    ]) {
      expect([absurd, cardTitle(absurd)]).toEqual([absurd, null]);
    }
    // The file name itself adds nothing: the card shows the file name anyway.
    expect(cardTitle("kresse wachstum", "kresse_wachstum.pdf")).toBeNull();
  });

  it("keeps the main title of an over-long one, or gives up when none can be told apart", () => {
    const main = "Wachstum von Kresse unter wechselnden Lichtverhältnissen";
    const long = `${main}: ${"eine sehr ausführliche Untersuchung mit vielen Einzelheiten ".repeat(3).trim()}`;
    expect(long.length).toBeGreaterThan(160);
    expect(cardTitle(long)).toBe(main);
    expect(cardTitle("Wort ".repeat(40).trim())).toBeNull();
  });
});

describe("deck progress", () => {
  it("moves with the stages by their weight and reaches at most 99 before done", () => {
    const stages = [...DECK_STAGES, "store"] as const;
    for (const writer of ["extractive", "model"] as const) {
      const starts = stages.map((s) => stepPercent(writer, s));
      expect(starts[0]).toBe(1);
      for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThanOrEqual(starts[i - 1] ?? 0);
      expect(stepPercent(writer, "store", 1)).toBe(99);
    }
    // Writing the slides is most of the work with a language model, rendering the files without one.
    expect(stepPercent("model", "slide-image-creator")).toBeGreaterThan(60);
    expect(stepPercent("extractive", "slide-pptx-creator")).toBeLessThan(40);
  });

  it("never goes backwards, also not across a retry or on a late report of an earlier stage", () => {
    const track = new ProgressTrack("extractive", 50);
    expect(track.start(true)).toMatchObject({ percent: 50, label: "Neuer Versuch …" });
    // A resumed attempt passes earlier stages at the same percentage (only the label changes).
    expect(track.next("slide-planner")).toMatchObject({ percent: 50, label: "Folien werden geplant" });
    const pptx = track.next("slide-pptx-creator");
    expect(pptx?.percent).toBeGreaterThan(25);
    const store = track.next("store");
    expect(store?.percent).toBeGreaterThan(pptx?.percent ?? 100);
    expect(track.next("slide-pptx-creator", 0, "Fertig")).toBeNull();
    expect(track.next("store")).toBeNull();
  });
});

describe.each(DB_KINDS)("card title and live progress of a real run on %s", (kind) => {
  let app: TestApp;
  let alice: Awaited<ReturnType<typeof signedInUser>>;
  const db = () => app.ctx.database.db;

  beforeAll(async () => {
    app = await startTestApp(kind, { ROLE: "web" });
    alice = await signedInUser(db(), { email: `titel-${kind}@example.test` });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("stores the title at upload, and the bar passes through the stages before it says done", async () => {
    const name = "de_ba_statistik_netzwerkdaten-ergm_lmu_38p.pdf";
    const row = await uploadThesis(app.ctx, alice.user.id, {
      filename: name,
      data: fs.readFileSync(corpusPath(name)),
      workType: "Bachelorarbeit",
    });
    const title = row.thesisTitle;
    expect(title).toMatch(/netzwerkdaten/i);
    expect(await presentPresentation(app.ctx.database.db, row)).toMatchObject({
      thesis_title: title,
      pdf_filename: name,
    });

    await saveQuestionnaire(app.ctx, alice.user.id, row.id, {
      research_type: "empirical",
      presentation_duration: 10,
      methodology: "Netzwerkmodelle",
    });
    await db()
      .update(presentations)
      .set({ isPaid: true, pipelineStatus: "queued" })
      .where(eq(presentations.id, row.id));

    // What a browser would see: the row as it is at each notification.
    const seen: Array<{ percent: number; label?: string; stage: string }> = [];
    const reads: Promise<void>[] = [];
    const stop = await app.ctx.events.subscribe(alice.user.id, (event) => {
      if (isResync(event) || event.presentationId !== row.id) return;
      reads.push(
        findById(db(), row.id).then((now) => {
          if (now?.pipelineProgress) seen.push({ ...now.pipelineProgress, stage: now.stage });
        }),
      );
    });
    try {
      await fullPipelineHandler({ presentationId: row.id }, app.ctx, {
        id: "t",
        retryCount: 0,
        signal: new AbortController().signal,
        isFinalAttempt: true,
      });
      await expect.poll(() => seen.some((s) => s.percent === 100)).toBe(true);
      await Promise.all(reads);
    } finally {
      stop();
    }

    const done = await findById(db(), row.id);
    expect(done?.stage).toBe("presentation_created");
    expect(done?.thesisTitle).toBe(title);
    const percents = seen.map((s) => s.percent);
    const intermediate = new Set(percents.filter((p) => p > 1 && p < 100));
    expect(intermediate.size, JSON.stringify(seen)).toBeGreaterThanOrEqual(4);
    // Every 100 belongs to the finished row; nothing before it reads 100.
    for (const s of seen) if (s.percent === 100) expect(s.stage).toBe("presentation_created");
    expect(seen.filter((s) => s.stage !== "presentation_created").every((s) => s.percent <= 99)).toBe(true);
  }, 240_000);

  it("a progress write never overwrites a finished or failed run, and announces nothing then", async () => {
    const late = { step: "store", percent: 97, label: "Dateien werden gespeichert" };
    for (const pipelineStatus of ["done", "failed"] as const) {
      const row = await createRow(db(), alice.user.id, {
        isPaid: true,
        pipelineStatus,
        pipelineProgress: { step: pipelineStatus, percent: 100, label: "Ende" },
      });
      const events: string[] = [];
      const stop = await app.ctx.events.subscribe(alice.user.id, (event) => {
        if (!isResync(event)) events.push(event.presentationId);
      });
      try {
        await updateAndPublish(app.ctx, row.id, alice.user.id, { pipelineProgress: late }, "progress", {
          whileRunning: true,
        });
        expect((await findById(db(), row.id))?.pipelineProgress).toMatchObject({ percent: 100 });
        // While running, the same write applies and is announced.
        await db()
          .update(presentations)
          .set({ pipelineStatus: "running" })
          .where(eq(presentations.id, row.id));
        await updateAndPublish(app.ctx, row.id, alice.user.id, { pipelineProgress: late }, "progress", {
          whileRunning: true,
        });
        expect((await findById(db(), row.id))?.pipelineProgress).toEqual(late);
        await expect.poll(() => events).toEqual([row.id]);
      } finally {
        stop();
      }
    }
  });
});
