import fs from "node:fs";
import type { Presentation, PresentationDetail } from "@folienwerk/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { presentations } from "../src/db/schema/index.ts";
import { injectClient } from "./support/api.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { multipart } from "./support/multipart.ts";
import { signedInUser } from "./support/sessions.ts";

/** About 2,000 words: shorter than a 30-minute talk (about 3,900 spoken words). */
const SHORT_THESIS = "de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf";

/**
 * The planner's notes on the limits of a deck (German) reach the student: GET /api/presentations/:id
 * carries them once the deck is made, and not before or after its files are gone.
 */
describe.each(DB_KINDS)("plan warnings in the presentation response on %s", (kind) => {
  let app: TestApp;
  let student: Awaited<ReturnType<typeof signedInUser>>;

  const { http, api } = injectClient(() => app.running);
  const setRow = (id: string, set: Partial<typeof presentations.$inferInsert>) =>
    app.ctx.database.db.update(presentations).set(set).where(eq(presentations.id, id));

  beforeAll(async () => {
    app = await startTestApp(kind, { SOURCE_CHECK: "false" });
    student = await signedInUser(app.ctx.database.db, { email: `warn-${kind}@example.test` });
  }, 300_000);
  afterAll(async () => app?.close());

  it("a short thesis planned for a 30-minute talk: the made deck's response says so", async () => {
    const form = multipart(
      { work_type: "Hausarbeit" },
      { name: SHORT_THESIS, data: fs.readFileSync(corpusPath(SHORT_THESIS)) },
    );
    const created = await http().inject({
      method: "POST",
      url: "/api/presentations",
      headers: { ...student.headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as Presentation;
    const answers = await api(student, "PATCH", `/api/presentations/${id}`, {
      research_type: "empirical",
      presentation_duration: 30,
      methodology: "Keimversuch mit drei Lichtstufen, Messung der Wuchshöhe.",
    });
    expect(answers.statusCode, answers.body).toBe(200);

    // Paid: the real planner runs and its output is stored, as in the full pipeline.
    await setRow(id, { isPaid: true });
    const planned = await api(student, "POST", "/core/slide-planner", { presentationId: id });
    expect(planned.statusCode, planned.body).toBe(200);
    const planWarnings = (planned.json() as { output: { warnings: string[] } }).output.warnings;
    expect(planWarnings.some((w) => w.includes("kürzer als ein Vortrag von 30 Minuten"))).toBe(true);

    // Not made yet: nothing to note beside files that do not exist.
    const before = (await api(student, "GET", `/api/presentations/${id}`)).json() as PresentationDetail;
    expect(before.plan_warnings).toEqual([]);

    await setRow(id, { stage: "presentation_created", pipelineStatus: "done" });
    const made = await api(student, "GET", `/api/presentations/${id}`);
    expect(made.statusCode, made.body).toBe(200);
    expect((made.json() as PresentationDetail).plan_warnings).toEqual(planWarnings);
    // The list stays the plain presentation (no stored plan read per row).
    const list = (await api(student, "GET", "/api/presentations")).json() as Presentation[];
    expect(list.find((p) => p.id === id)).not.toHaveProperty("plan_warnings");

    await setRow(id, { filesDeletedAt: new Date() });
    const gone = (await api(student, "GET", `/api/presentations/${id}`)).json() as PresentationDetail;
    expect(gone.plan_warnings).toEqual([]);
  }, 180_000);
});
