import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import { presentations } from "../src/db/schema/index.ts";
import { AppError } from "../src/errors.ts";
import {
  TRANSITION_NAMES,
  type TransitionName,
  transition,
  transitionOrRefuse,
} from "../src/presentations/state.ts";
import { DB_KINDS, freshDatabase } from "./support/databases.ts";
import { createPresentation, createUser } from "./support/factories.ts";

type Values = Partial<typeof presentations.$inferInsert>;

const ANSWERS = { researchType: "empirical", presentationDuration: 15, methodology: "Interviews" } as const;
const answered: Values = { stage: "questions_2", ...ANSWERS, freeAnalysisStatus: "done" };
const paid: Values = { ...answered, isPaid: true };
const created: Values = { ...paid, stage: "presentation_created", pipelineStatus: "done" };
const delivered: Values = { ...created, deliveredAt: new Date("2026-01-02") };
const gone = new Date("2026-02-01");

/** Every state of the life cycle a presentation can be in, as the columns that carry it. */
const STATES = {
  uploaded: { stage: "questions_1" },
  analysis_queued: { freeAnalysisStatus: "queued" },
  analysis_running: { freeAnalysisStatus: "running" },
  analysis_failed: { freeAnalysisStatus: "failed" },
  analysis_done: { freeAnalysisStatus: "done" },
  answered,
  answered_incomplete: { ...answered, methodology: null },
  paid,
  pipeline_queued: { ...paid, pipelineStatus: "queued" },
  pipeline_running: { ...paid, pipelineStatus: "running" },
  pipeline_failed: { ...paid, pipelineStatus: "failed", pipelineError: "kaputt" },
  created,
  delivered,
  expired_unpaid: { ...answered, filesDeletedAt: gone },
  expired_delivered: { ...delivered, filesDeletedAt: gone },
} satisfies Record<string, Values>;
type State = keyof typeof STATES;
const ALL_STATES = Object.keys(STATES) as State[];

const unpaidBeforeDeck: State[] = [
  "uploaded",
  "analysis_queued",
  "analysis_running",
  "analysis_failed",
  "analysis_done",
  "answered",
  "answered_incomplete",
];

/**
 * The allowed transitions, written out here independently of the machine's definition, and what each
 * leaves in the row (null: the row is gone).
 */
const EXPECTED: Record<TransitionName, { from: State[]; after: Values | null }> = {
  answerQuestionnaire: { from: unpaidBeforeDeck, after: { stage: "questions_2" } },
  queueAnalysis: { from: ["uploaded", "analysis_failed"], after: { freeAnalysisStatus: "queued" } },
  startAnalysis: { from: ["analysis_queued", "analysis_running"], after: { freeAnalysisStatus: "running" } },
  finishAnalysis: { from: ["analysis_running"], after: { freeAnalysisStatus: "done" } },
  failAnalysis: { from: ["analysis_queued", "analysis_running"], after: { freeAnalysisStatus: "failed" } },
  pay: { from: ["answered"], after: { isPaid: true } },
  queuePipeline: {
    from: ["paid", "pipeline_failed"],
    after: { pipelineStatus: "queued", pipelineError: null, stage: "questions_2" },
  },
  startPipeline: { from: ["pipeline_queued", "pipeline_running"], after: { pipelineStatus: "running" } },
  finishPipeline: {
    from: ["pipeline_running"],
    after: { pipelineStatus: "done", stage: "presentation_created", pipelineError: null },
  },
  failPipeline: { from: ["pipeline_queued", "pipeline_running"], after: { pipelineStatus: "failed" } },
  deliver: { from: ["created"], after: { stage: "presentation_created" } },
  releaseDelivery: { from: ["delivered"], after: { deliveredAt: null } },
  delete: { from: [...unpaidBeforeDeck, "expired_unpaid"], after: null },
  expire: {
    from: ALL_STATES.filter((s) => !s.startsWith("expired")),
    after: {},
  },
};

describe.each(DB_KINDS)("the presentation's life cycle on %s", (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let userId: string;
  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase(kind));
    userId = (await createUser(database.db)).id;
  });
  afterAll(async () => dispose());

  const rowIn = (state: State) => createPresentation(database.db, userId, { ...STATES[state] });
  const read = async (id: string) =>
    (await database.db.select().from(presentations).where(eq(presentations.id, id)))[0];

  it("knows exactly the transitions this test expects", () => {
    expect([...TRANSITION_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED) as TransitionName[])(
    "%s: allowed from its from-states, refused (row unchanged) from every other",
    async (name) => {
      const expected = EXPECTED[name];
      const outcomes: string[] = [];
      for (const state of ALL_STATES) {
        const before = await rowIn(state);
        const moved = await transition(database.db, name, before.id);
        const after = await read(before.id);
        const allowed = expected.from.includes(state);
        outcomes.push(`${state}: ${moved ? "moved" : "refused"}`);
        if (!allowed) {
          expect(moved, `${name} from ${state}`).toBeUndefined();
          expect(after, `${name} from ${state} left the row as it was`).toEqual(before);
          continue;
        }
        expect(moved, `${name} from ${state}`).toBeDefined();
        if (expected.after === null) {
          expect(after, `${name} removed the row`).toBeUndefined();
          continue;
        }
        expect(after).toMatchObject(expected.after);
        if (name === "deliver") expect(after?.deliveredAt).toBeInstanceOf(Date);
        if (name === "expire") expect(after?.filesDeletedAt).toBeInstanceOf(Date);
      }
      // Both kinds of outcome occur for every transition: none is always allowed or always refused.
      expect(outcomes.some((o) => o.endsWith("moved"))).toBe(true);
      expect(outcomes.some((o) => o.endsWith("refused"))).toBe(true);
    },
    60_000,
  );

  it("lets exactly one of concurrent callers move the row", async () => {
    const row = await rowIn("paid");
    const moved = await Promise.all(
      Array.from({ length: 6 }, () => transition(database.db, "queuePipeline", row.id)),
    );
    expect(moved.filter(Boolean)).toHaveLength(1);
    expect((await read(row.id))?.pipelineStatus).toBe("queued");
  });

  it("refuses with a 409 and a German message", async () => {
    const row = await rowIn("paid");
    const refusal = await transitionOrRefuse(database.db, "delete", row.id).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 409,
      userMessage: "Diese Präsentation kann nicht mehr gelöscht werden, weil sie bereits bezahlt ist.",
    });
    expect(await read(row.id)).toEqual(row);
  });
});
