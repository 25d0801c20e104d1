import { z } from "zod";
import { badRequest } from "../errors.ts";

/** The `:id` of a presentation route. */
export const idParams = z.object({ id: z.string() });

/** Parses a body with a schema whose messages are German; the first message becomes the user message. */
export function parseGerman<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Die Eingaben sind ungültig.");
  return parsed.data;
}
