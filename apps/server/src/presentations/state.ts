import { and, eq, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type JobStatus, presentations, type Stage } from "../db/schema/index.ts";
import { conflict } from "../errors.ts";

/**
 * The presentation's life cycle as one state machine. Its state is carried by these columns:
 * - `stage`: questions_1 (uploaded) → questions_2 (questionnaire answered) → presentation_created;
 * - `is_paid`; `pipeline_status` of the paid deck pipeline (idle → queued → running → done | failed);
 * - `free_analysis_status` of the free analysis, a machine of its own beside the order's line;
 * - `delivered_at` (the delivery mail was claimed), `files_deleted_at` (expired by retention);
 * - the row's existence (deleted).
 *
 * The order's line:   uploaded → answered → paid → pipeline queued → running → created → delivered
 *                                                          ↑ retry ── failed ←┘
 * the free analysis:  idle → queued → running → done, running/queued → failed → queued (retry)
 * and from the side:  delete (before payment), expire (retention, from every state not expired yet).
 *
 * Every change of these columns goes through `transition`: a conditional UPDATE (or DELETE) whose WHERE
 * holds the allowed from-states, so of any number of concurrent callers exactly one moves the row, and a
 * refused transition changes nothing.
 */

/** The from-states of a transition, as conditions on the life-cycle columns (absent: any value). */
export interface FromStates {
  stage?: readonly Stage[];
  isPaid?: boolean;
  freeAnalysisStatus?: readonly JobStatus[];
  pipelineStatus?: readonly JobStatus[];
  /** True: every answer of the questionnaire is stored (method, duration, methodology). */
  answered?: boolean;
  delivered?: boolean;
  expired?: boolean;
}

type RowValues = Partial<typeof presentations.$inferInsert>;
type PresentationRow = typeof presentations.$inferSelect;

export interface TransitionDef {
  from: FromStates;
  /** What the transition writes (a function: values of the moment it happens; "delete" removes the row). */
  to: RowValues | (() => RowValues) | "delete";
  /** German message for a refused transition (409). */
  refused: string;
}

const BEFORE_DECK: readonly Stage[] = ["questions_1", "questions_2"];
const NOT_CONTINUABLE = "Diese Präsentation befindet sich nicht im richtigen Status für eine Fortsetzung.";
const PIPELINE_REFUSED = "Die Erstellung dieser Präsentation ist gerade nicht in diesem Schritt.";
const ANALYSIS_REFUSED = "Die Analyse dieser Arbeit ist gerade nicht in diesem Schritt.";

export const QUESTIONNAIRE_INCOMPLETE =
  "Bitte beantworte zuerst den Fragebogen (Methode, Vortragsdauer und Methodik).";

export const TRANSITIONS = {
  /** The questionnaire is saved (again, as long as nothing is paid). */
  answerQuestionnaire: {
    from: { stage: BEFORE_DECK, isPaid: false, expired: false },
    to: { stage: "questions_2" },
    refused: NOT_CONTINUABLE,
  },
  queueAnalysis: {
    from: { freeAnalysisStatus: ["idle", "failed"], expired: false },
    to: { freeAnalysisStatus: "queued" },
    refused: "Die Analyse ist bereits gestartet oder fertig.",
  },
  /** A job attempt starts; a retried attempt finds it running already. */
  startAnalysis: {
    from: { freeAnalysisStatus: ["queued", "running"], expired: false },
    to: { freeAnalysisStatus: "running" },
    refused: ANALYSIS_REFUSED,
  },
  finishAnalysis: {
    from: { freeAnalysisStatus: ["running"], expired: false },
    to: { freeAnalysisStatus: "done" },
    refused: ANALYSIS_REFUSED,
  },
  failAnalysis: {
    from: { freeAnalysisStatus: ["queued", "running"] },
    to: { freeAnalysisStatus: "failed" },
    refused: ANALYSIS_REFUSED,
  },
  /** The payment arrived: only for an answered questionnaire, once, while the thesis still exists. */
  pay: {
    from: { stage: ["questions_2"], answered: true, isPaid: false, expired: false },
    to: { isPaid: true },
    refused: "Diese Präsentation kann nicht mehr bezahlt werden.",
  },
  /** The first start after payment, or a retry after a failure. */
  queuePipeline: {
    from: { stage: BEFORE_DECK, isPaid: true, pipelineStatus: ["idle", "failed"], expired: false },
    to: {
      pipelineStatus: "queued",
      pipelineError: null,
      pipelineProgress: { step: "queued", percent: 0, label: "In der Warteschlange" },
    },
    refused: "Die Erstellung dieser Präsentation läuft bereits oder ist abgeschlossen.",
  },
  /** A job attempt starts; a retried attempt finds it running already. */
  startPipeline: {
    from: { stage: BEFORE_DECK, isPaid: true, pipelineStatus: ["queued", "running"], expired: false },
    to: { pipelineStatus: "running" },
    refused: PIPELINE_REFUSED,
  },
  /** Every deliverable is stored: only now does the row say finished. */
  finishPipeline: {
    from: { stage: BEFORE_DECK, isPaid: true, pipelineStatus: ["running"], expired: false },
    to: { stage: "presentation_created", pipelineStatus: "done", pipelineError: null },
    refused: PIPELINE_REFUSED,
  },
  failPipeline: {
    from: { stage: BEFORE_DECK, isPaid: true, pipelineStatus: ["queued", "running"] },
    to: { pipelineStatus: "failed" },
    refused: PIPELINE_REFUSED,
  },
  /** Claims the delivery mail (sent once). */
  deliver: {
    from: { stage: ["presentation_created"], delivered: false, expired: false },
    to: () => ({ deliveredAt: new Date() }),
    refused: "Diese Präsentation ist bereits zugestellt.",
  },
  /** The delivery mail could not be sent: the claim is released so the retry sends it. */
  releaseDelivery: {
    from: { stage: ["presentation_created"], delivered: true, expired: false },
    to: { deliveredAt: null },
    refused: "Diese Präsentation ist noch nicht zugestellt.",
  },
  /** SPEC §4: only unpaid presentations before the deck may be deleted. */
  delete: {
    from: { stage: BEFORE_DECK, isPaid: false },
    to: "delete",
    refused: "Diese Präsentation kann nicht mehr gelöscht werden, weil sie bereits bezahlt ist.",
  },
  /** Retention: the thesis's content is erased, the bare order stays. */
  expire: {
    from: { expired: false },
    to: () => ({ filesDeletedAt: new Date() }),
    refused: "Diese Präsentation ist bereits abgelaufen.",
  },
} as const satisfies Record<string, TransitionDef>;

export type TransitionName = keyof typeof TRANSITIONS;
export const TRANSITION_NAMES = Object.keys(TRANSITIONS) as TransitionName[];

/** The SQL form of the from-states. */
export function fromCondition(from: FromStates): SQL[] {
  const p = presentations;
  const conditions: SQL[] = [];
  if (from.stage) conditions.push(inArray(p.stage, [...from.stage]));
  if (from.isPaid !== undefined) conditions.push(eq(p.isPaid, from.isPaid));
  if (from.freeAnalysisStatus) conditions.push(inArray(p.freeAnalysisStatus, [...from.freeAnalysisStatus]));
  if (from.pipelineStatus) conditions.push(inArray(p.pipelineStatus, [...from.pipelineStatus]));
  if (from.answered) {
    conditions.push(isNotNull(p.researchType), isNotNull(p.presentationDuration), isNotNull(p.methodology));
  }
  if (from.delivered !== undefined) {
    conditions.push(from.delivered ? isNotNull(p.deliveredAt) : isNull(p.deliveredAt));
  }
  if (from.expired !== undefined) {
    conditions.push(from.expired ? isNotNull(p.filesDeletedAt) : isNull(p.filesDeletedAt));
  }
  return conditions;
}

/** The same from-states read on a row in memory (to answer a route before it tries). */
export function allows(name: TransitionName, row: PresentationRow): boolean {
  const from: FromStates = TRANSITIONS[name].from;
  return (
    (!from.stage || from.stage.includes(row.stage)) &&
    (from.isPaid === undefined || row.isPaid === from.isPaid) &&
    (!from.freeAnalysisStatus || from.freeAnalysisStatus.includes(row.freeAnalysisStatus)) &&
    (!from.pipelineStatus || from.pipelineStatus.includes(row.pipelineStatus)) &&
    (!from.answered || isAnswered(row)) &&
    (from.delivered === undefined || (row.deliveredAt !== null) === from.delivered) &&
    (from.expired === undefined || (row.filesDeletedAt !== null) === from.expired)
  );
}

/** The one rule for a complete questionnaire: every answer stored. */
export function isAnswered(
  row: Pick<PresentationRow, "researchType" | "presentationDuration" | "methodology">,
) {
  return row.researchType !== null && row.presentationDuration !== null && row.methodology !== null;
}

/** The questionnaire the deck is planned from; an incomplete one is refused (409), never filled in. */
export function questionnaireOf(row: PresentationRow) {
  if (!row.researchType || !row.presentationDuration || !row.methodology) {
    throw conflict(QUESTIONNAIRE_INCOMPLETE);
  }
  return {
    workType: row.workType ?? "Bachelorarbeit",
    researchType: row.researchType,
    minutes: row.presentationDuration,
    methodology: row.methodology,
  };
}

export interface TransitionOptions {
  /** Further values written with the transition (the answers, progress, content …). */
  set?: RowValues;
  /** Further conditions (the owner, a retention cutoff …). */
  where?: SQL;
}

/**
 * Moves the row along `name` if it is in one of the allowed from-states; returns the row as written, or
 * undefined when the transition was refused (wrong state, another caller first, or no such row).
 */
export async function transition(
  db: Db,
  name: TransitionName,
  id: string,
  options: TransitionOptions = {},
): Promise<PresentationRow | undefined> {
  const def: TransitionDef = TRANSITIONS[name];
  const where = and(eq(presentations.id, id), ...fromCondition(def.from), options.where);
  if (def.to === "delete") {
    const [gone] = await db.delete(presentations).where(where).returning();
    return gone;
  }
  const to = typeof def.to === "function" ? def.to() : def.to;
  const [row] = await db
    .update(presentations)
    .set({ ...options.set, ...to })
    .where(where)
    .returning();
  return row;
}

/** `transition`, with a refusal as a 409 carrying the transition's German message. */
export async function transitionOrRefuse(
  db: Db,
  name: TransitionName,
  id: string,
  options: TransitionOptions = {},
): Promise<PresentationRow> {
  const row = await transition(db, name, id, options);
  if (!row) throw conflict(TRANSITIONS[name].refused);
  return row;
}
