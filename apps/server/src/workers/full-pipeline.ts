import { makeDeck } from "../presentations/deck.ts";
import type { JobHandler } from "./handler.ts";

/**
 * The paid deck (presentations/deck.ts). A failed attempt throws, so the queue retries it from the last
 * stored stage; the last attempt (no retry left) fails the run and tells the owner.
 */
const handler: JobHandler<{ presentationId: string }> = ({ presentationId }, app, run) =>
  makeDeck(app, presentationId, { attempt: run.retryCount, isFinalAttempt: run.isFinalAttempt });
export default handler;
