/** What the commands tell the user on stderr: progress lines, a file that cannot be read, an ingest error. */
import { readFile } from "node:fs/promises";
import { IngestError } from "../errors.ts";

/** One line on stderr (stdout stays free for the command's output). */
export const say = (msg: string) => process.stderr.write(`${msg}\n`);

/** The bytes of `file`, or null after saying that it cannot be read. */
export async function readInput(file: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    say(`Die Datei „${file}“ kann nicht gelesen werden.`);
    return null;
  }
}

/** Says an ingest error in the user's words (its code and message); false for any other error. */
export function saidIngestError(err: unknown): boolean {
  if (!(err instanceof IngestError)) return false;
  say(`Fehler (${err.code}): ${err.userMessage}`);
  return true;
}

/** Says why a command failed: an ingest error in the user's words, else `what` and the error's message. */
export function sayFailure(err: unknown, what: string): void {
  if (!saidIngestError(err)) say(`${what}: ${err instanceof Error ? err.message : String(err)}`);
}
