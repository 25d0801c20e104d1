import type { AppContext } from "../context.ts";
import { uploadBusy } from "../errors.ts";

/** How soon a refused upload may try again: a thesis is received and read in a few seconds. */
export const UPLOAD_SLOT_RETRY_SECONDS = 30;

/**
 * Uploads being received or read right now, per account and per client address, in this process. Each
 * one holds a connection, a file on disk and a turn of the reading workers until it is stored and read, so
 * one account or one address may not start more than `UPLOADS_AT_ONCE_ACCOUNT` / `UPLOADS_AT_ONCE_IP` at once; past that the upload is refused with
 * a German 429 before its body is read. (Several web processes each count their own.)
 */
const running = new Map<string, number>();

/** Takes a slot for an upload of `userId` from `ip`, or throws the 429; call the returned release once. */
export function takeUploadSlot(ctx: AppContext, userId: string, ip: string): () => void {
  const account = `account:${userId}`;
  const address = `ip:${ip}`;
  if ((running.get(account) ?? 0) >= ctx.config.UPLOADS_AT_ONCE_ACCOUNT) {
    throw uploadBusy("account", ctx.config.UPLOADS_AT_ONCE_ACCOUNT, UPLOAD_SLOT_RETRY_SECONDS);
  }
  if ((running.get(address) ?? 0) >= ctx.config.UPLOADS_AT_ONCE_IP) {
    throw uploadBusy("network", ctx.config.UPLOADS_AT_ONCE_IP, UPLOAD_SLOT_RETRY_SECONDS);
  }
  for (const key of [account, address]) running.set(key, (running.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const key of [account, address]) {
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    }
  };
}
