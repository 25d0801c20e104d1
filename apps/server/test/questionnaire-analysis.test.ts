import fs from "node:fs";
import type { Analysis } from "@folienwerk/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { presentations } from "../src/db/schema/index.ts";
import { getStageOutput } from "../src/presentations/repository.ts";
import { injectClient } from "./support/api.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { multipart } from "./support/multipart.ts";
import { signedInUser } from "./support/sessions.ts";
import { until } from "./support/until.ts";

const PAPER = "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf";

/**
 * Issue 16: the student answers the questionnaire right after the upload, while the free analysis is
 * still queued or running. The analysis they then open must follow their answers (duration, method,
 * work type), not the defaults it started with.
 */
describe.each(DB_KINDS)("the free analysis follows the questionnaire on %s", (kind) => {
  let app: TestApp;
  let student: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  /** The presentation of the first test, its analysis done. */
  let id = "";

  const { http, api } = injectClient(() => app.running);

  beforeAll(async () => {
    app = await startTestApp(kind, { SOURCE_CHECK: "false" });
    student = await signedInUser(app.ctx.database.db, { email: `qa-${kind}@example.test` });
    other = await signedInUser(app.ctx.database.db, { email: `qa-other-${kind}@example.test` });
  }, 300_000);
  afterAll(async () => app?.close());

  it("20 minutes chosen right after the upload: the analysis says 20 and its outline fits 20", async () => {
    const form = multipart(
      { work_type: "Bachelorarbeit" },
      { name: PAPER, data: fs.readFileSync(corpusPath(PAPER)), type: "application/pdf" },
    );
    const created = await http().inject({
      method: "POST",
      url: "/api/presentations",
      headers: { ...student.headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    id = (created.json() as { id: string }).id;
    // Answered at once, as the wizard does: the analysis job may not have started yet.
    const saved = await api(student, "PATCH", `/api/presentations/${id}`, {
      research_type: "empirical",
      presentation_duration: 20,
      methodology: "Quantitative Inhaltsanalyse von Zeitungsartikeln mit einem Sentiment-Wörterbuch.",
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const { html } = await until(
      async () => {
        const a = (await api(student, "GET", `/api/presentations/${id}/analysis`)).json();
        return a.status === "done" ? (a as { html: string }) : null;
      },
      "free analysis",
      240_000,
    );
    expect(html).toContain("Vorschlag für die Gliederung deines Vortrags (20 Minuten)");
    expect(html).not.toContain("(15 Minuten)");
    // Method and type of work are the student's too.
    expect(html).toContain(
      "Abgestimmt auf deine Angaben: Bachelorarbeit · empirisches Vorgehen · 20\u00a0Minuten Vortrag",
    );
    expect(html).toMatch(/ist eine empirische Bachelorarbeit in deutscher Sprache/);
    const analysis = await getStageOutput<Analysis>(app.ctx.database.db, id, "analysis");
    expect(analysis?.outline.minutes).toBe(20);
    expect(analysis?.answers).toEqual({
      minutes: 20,
      minutesChosen: true,
      workType: "Bachelorarbeit",
      researchType: "empirical",
    });
    const total = (analysis?.outline.segments ?? []).reduce((sum, s) => sum + s.minutes, 0);
    expect(total).toBeCloseTo(20, 6);
  }, 300_000);

  it("a type of work changed in the questionnaire replaces the upload's, for its owner only", async () => {
    expect(id).not.toBe("");
    const answers = {
      research_type: "empirical",
      presentation_duration: 20,
      methodology: "Quantitative Inhaltsanalyse von Zeitungsartikeln mit einem Sentiment-Wörterbuch.",
    };
    const stored = async () =>
      (await app.ctx.database.db.select().from(presentations)).find((r) => r.id === id);

    // Another account cannot change it, nor learn that it exists.
    const foreign = await api(other, "PATCH", `/api/presentations/${id}`, {
      ...answers,
      work_type: "Doktorarbeit",
    });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect((await stored())?.workType).toBe("Bachelorarbeit");

    for (const [workType, error] of [
      ["   ", "Bitte wähle die Art deiner Arbeit."],
      ["x".repeat(101), "Die Art der Arbeit darf höchstens 100 Zeichen lang sein."],
      [7, "Bitte wähle die Art deiner Arbeit."],
    ] as const) {
      const refused = await api(student, "PATCH", `/api/presentations/${id}`, {
        ...answers,
        work_type: workType,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toBe(error);
    }
    expect((await stored())?.workType).toBe("Bachelorarbeit");

    const changed = await api(student, "PATCH", `/api/presentations/${id}`, {
      ...answers,
      work_type: " Masterarbeit ",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ work_type: "Masterarbeit", stage: "questions_2" });
    // The analysis is written again for the new type of work.
    const { html } = (await api(student, "GET", `/api/presentations/${id}/analysis`)).json();
    expect(html).toContain(
      "Abgestimmt auf deine Angaben: Masterarbeit · empirisches Vorgehen · 20\u00a0Minuten Vortrag",
    );
    expect(html).not.toContain("Bachelorarbeit ·");
    const analysis = await getStageOutput<Analysis>(app.ctx.database.db, id, "analysis");
    expect(analysis?.answers.workType).toBe("Masterarbeit");

    // Answers without a type of work keep the one stored.
    const again = await api(student, "PATCH", `/api/presentations/${id}`, {
      ...answers,
      presentation_duration: 15,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ work_type: "Masterarbeit", presentation_duration: 15 });
  }, 120_000);
});
