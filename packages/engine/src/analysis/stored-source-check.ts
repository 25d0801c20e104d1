/** A source check as stored with the analysis, read back (and recounted) without trusting its shape. */

import { z } from "zod";
import { LINK_CHECK_UNAVAILABLE, type SourceCheckResult, summarize } from "./source-status.ts";

const SourceCheckItemSchema = z.object({
  target: z.string(),
  kind: z.enum(["url", "doi"]),
  status: z.enum(["ok", "restricted", "broken", "unknown", "refused", "skipped"]),
  httpStatus: z.number().int().nullable(),
  detail: z.string().nullable(),
  referenceIndex: z.number().int(),
});

const StoredSourceCheckSchema = z.object({
  mode: z.enum(["checked", "skipped", "unavailable"]),
  items: z.array(SourceCheckItemSchema),
});

/** Details an older check gave a link that got no answer; today such a link is unknown, not broken. */
const NO_ANSWER = new Set(["Zeitüberschreitung", "Nicht erreichbar"]);

/**
 * A stored check (the server keeps it per presentation) read back through the schema, with today's rules:
 * an older check counted timeouts, 5xx and "no network" as broken; those links are unknown now, and a
 * check in which no link got any answer becomes "unavailable". Null when it is not a check at all.
 */
export function readSourceCheck(stored: unknown): SourceCheckResult | null {
  const parsed = StoredSourceCheckSchema.safeParse(stored);
  if (!parsed.success) return null;
  const items = parsed.data.items.map((i) =>
    i.status === "broken" &&
    ((i.httpStatus !== null && i.httpStatus >= 400 && i.httpStatus !== 404 && i.httpStatus !== 410) ||
      (i.httpStatus === null && NO_ANSWER.has(i.detail ?? "")))
      ? { ...i, status: "unknown" as const }
      : i,
  );
  let mode = parsed.data.mode;
  const tried = items.filter((i) => i.status !== "refused" && i.status !== "skipped");
  if (
    mode === "checked" &&
    tried.length > 0 &&
    tried.every(
      (i) => i.httpStatus === null && (i.status === "unknown" || i.detail === "Server nicht gefunden (DNS)"),
    )
  ) {
    mode = "unavailable";
  }
  return summarize(
    mode,
    mode === "unavailable"
      ? items.map((i) =>
          i.status === "broken" || i.status === "unknown"
            ? { ...i, status: "skipped" as const, detail: LINK_CHECK_UNAVAILABLE }
            : i,
        )
      : items,
  );
}
